/** Tables with friends (issue 16): the seats as the waiting room and the join page list them, in every language. */
import { describe, expect, it } from 'vitest';
import type { SeatPlayer } from '../../../engine/protocol.js';
import { aiLevel, emptySeats, inviteUrl, nameToSend, presenceOf, seatLines } from './friends.js';
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
});
