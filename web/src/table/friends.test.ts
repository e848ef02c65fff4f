/** Tables with friends (issue 16): the seats as the waiting room and the join page list them, in every language. */
import { describe, expect, it } from 'vitest';
import { REACTIONS, type SeatPlayer, type TableInfo } from '../../../engine/protocol.js';
import {
  aiLevel,
  allowsSpectators,
  cancelledWhileWaiting,
  clockFace,
  emptySeats,
  inviteUrl,
  nameToSend,
  presenceOf,
  seatLabel,
  seatLines,
  secondsLeft,
} from './friends.js';
import { trIn } from './i18n.testing.js';

const seat = (p: Partial<SeatPlayer>): SeatPlayer => ({ kind: 'human', taken: true, name: null, you: false, ...p });

const WAITING: SeatPlayer[] = [
  seat({ you: true, name: 'Sepp' }),
  seat({ name: 'Anna Huber', connected: true }),
  seat({ kind: 'invite', taken: false }),
  seat({ kind: 'easy', taken: false }),
];

describe('the seats of a table with friends', () => {
  it('say who sits where: you by name, a friend by his name or as a friend, a free seat, the AI at its level', () => {
    const lines = seatLines(trIn('en'), WAITING, 0);
    expect(lines.map((l) => [l.label, l.kind, l.who, l.host])).toEqual([
      ['Seat 1', 'you', 'Sepp (you)', true],
      ['Seat 2', 'person', 'Anna Huber', false],
      ['Seat 3', 'free', 'waiting for a friend…', false],
      ['Seat 4', 'ai', 'AI, Easy', false],
    ]);
    const unnamed = seatLines(trIn('en'), [seat({ you: true }), seat({})], 1);
    expect(unnamed.map((l) => [l.who, l.host])).toEqual([
      ['You', false],
      ['A friend', true],
    ]);
  });

  it('are worded in French and German too', () => {
    expect(seatLines(trIn('fr'), WAITING, 0).map((l) => l.who)).toEqual([
      'Sepp (vous)',
      'Anna Huber',
      'en attente d’un ami…',
      'IA, Facile',
    ]);
    expect(seatLines(trIn('de'), WAITING, 0).map((l) => l.label)).toEqual(['Platz 1', 'Platz 2', 'Platz 3', 'Platz 4']);
    expect(aiLevel(trIn('de'), 'strong')).toBe('KI, Stark');
  });

  it('tell an away or disconnected person; unknown presence, AI seats and your own seat say nothing', () => {
    const tr = trIn('en');
    expect(presenceOf(tr, seat({ away: true, connected: false }))).toBe('away: the AI plays for now');
    expect(presenceOf(tr, seat({ connected: false }))).toBe('disconnected');
    expect(presenceOf(tr, seat({ connected: true }))).toBeNull();
    expect(presenceOf(tr, seat({}))).toBeNull();
    expect(presenceOf(tr, seat({ kind: 'easy', taken: false, connected: false }))).toBeNull();
    expect(presenceOf(tr, seat({ you: true, connected: false }))).toBeNull();
  });

  it('count the seats left for the AI, build the link under the page’s language, and tidy a name', () => {
    expect(emptySeats(WAITING)).toBe(1);
    expect(inviteUrl('http://x.test', 'de', '/join/abc')).toBe('http://x.test/de/join/abc');
    expect(nameToSend('  Anna   Huber ')).toBe('Anna Huber');
    expect(nameToSend('   ')).toBeNull();
  });

  it('count a turn clock down from its deadline, whole seconds up, never below zero, as m:ss', () => {
    const deadline = 1_000_000;
    expect(secondsLeft(deadline, deadline - 30_000)).toBe(30);
    expect(secondsLeft(deadline, deadline - 29_001)).toBe(30);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
    expect([clockFace(120), clockFace(42), clockFace(5), clockFace(0)]).toEqual(['2:00', '0:42', '0:05', '0:00']);
  });

  it('know a table cancelled while it waited, whether it allows spectators, and name seats by position', () => {
    expect(cancelledWhileWaiting({ status: 'finished', players: WAITING })).toBe(true);
    expect(cancelledWhileWaiting({ status: 'waiting', players: WAITING })).toBe(false);
    const started = WAITING.map((p) => (p.kind === 'invite' ? { ...p, kind: 'easy' as const } : p));
    expect(cancelledWhileWaiting({ status: 'finished', players: started })).toBe(false);
    const info = (extra: object) => ({ id: 'x', ...extra }) as unknown as TableInfo;
    expect([allowsSpectators(info({ spectators: true })), allowsSpectators(info({ spectators: false }))]).toEqual([
      true,
      false,
    ]);
    expect(allowsSpectators(info({}))).toBeNull();
    expect([seatLabel(trIn('en'), 0), seatLabel(trIn('fr'), 3), seatLabel(trIn('de'), 1)]).toEqual([
      'Seat 1',
      'Place 4',
      'Platz 2',
    ]);
  });

  it('word every quick reaction and the clock in every language', () => {
    for (const lang of ['en', 'fr', 'de'] as const) {
      const tr = trIn(lang);
      const words = REACTIONS.map((r) => tr(`table:react.items.${r}`));
      expect(words.every((w) => w !== '' && !w.startsWith('table:'))).toBe(true);
      expect(new Set(words).size).toBe(REACTIONS.length);
      expect(tr('table:clock.yours', { time: '0:42' })).toContain('0:42');
    }
    expect(trIn('en')('table:react.items.good-game')).toBe('Good game!');
  });
});
