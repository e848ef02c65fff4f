/** The Schnapsen examples of the rules page: their facts recomputed with the engine (SN rules), in every language. */
import { describe, expect, test } from 'vitest';
import { playAction } from '../../../engine/action.js';
import { parseCard, parseSuit } from '../../../engine/cards.js';
import { add, cardsOf } from '../../../engine/cardset.js';
import {
  CLOSE,
  DEFAULT_SCHNAPSEN_RULES,
  type SchnapsenState,
  cardPoints,
  creditedPoints,
  gamePointsOf,
  marryAction,
  schnapsen,
  strictAnswers,
  trickWinner,
} from '../../../engine/schnapsen/index.js';
import { z } from 'zod';
import { loadGameContent } from './index.js';
import { CONTENT_LANGS, type Example } from './types.js';

const code = z.string().regex(/^[A-Z][A-Z0-9]$/);
const suit = z.enum(['E', 'G', 'H', 'S']);
const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('schnapsen-trick'),
    trump: suit,
    strict: z.boolean(),
    led: code,
    /** The follower's hand before answering. */
    hand: z.array(code).min(1).max(5),
    /** The answers the rules allow (SN-5: all; SN-7: the duty's cards). */
    legal: z.array(code).min(1),
    answer: code,
    winner: z.enum(['leader', 'follower']),
    points: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal('schnapsen-marriage'),
    trump: suit,
    suit,
    value: z.union([z.literal(20), z.literal(40)]),
    /** The announcer's credited and pending points after losing the trick he led (SN-10). */
    afterLoss: z.strictObject({ points: z.number().int(), pending: z.number().int() }),
    /** His credited points after his first trick. */
    afterWin: z.strictObject({ points: z.number().int() }),
  }),
  z.strictObject({
    kind: z.literal('schnapsen-closing'),
    trump: suit,
    /** The closer's opponent at the moment of closing (SN-15). */
    atClosing: z.strictObject({ points: z.number().int(), tricks: z.number().int() }),
    final: z.strictObject({ closer: z.number().int(), opponent: z.number().int() }),
    closerWins: z.boolean(),
    gamePoints: z.number().int(),
    /** What the opponent would have scored had the closer failed. */
    ifFailed: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal('schnapsen-deal'),
    trump: suit,
    endedBy: z.enum(['66', 'last-trick', 'closing']),
    points: z.strictObject({ winner: z.number().int(), loser: z.number().int() }),
    loserTricks: z.number().int(),
    gamePoints: z.number().int(),
  }),
]);

const g = (c: string) => parseCard('german', c)!;
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);

/** The deals behind the examples: the pack in SN-3 order, seat 0 deals, seat 1 (A) leads first. */
const DEALS: Record<string, { pack: string; script: string }> = {
  'first-lead-marriage': {
    pack: 'GK GO HA GA GU ET HO SA ST EA EK SK SO SU EO EU HT HK HU GT',
    script: '1:marry:G 1:GO 0:GA | 0:GU 1:HA',
  },
  'forty-ends-deal': {
    pack: 'EA GA SK ET GT SA HK HO GO ST SU SO HA EK HT GK HU EU GU EO',
    script: '1:EA 0:ET 1:GA 0:GT 1:SK 0:SA 0:ST 1:SO 0:SU 1:EK 0:EU 1:HU | 1:marry:H',
  },
  closing: {
    pack: 'EO GU HA EA GK HT SO SA SK ST HK EK GA HU GT ET EU GO HO SU',
    script: '1:EO 0:EA 0:GK 1:GU 0:HT 1:HA | 1:close 1:GT 0:ST 0:HK 1:SK 1:SA 0:EU 1:GA 0:HU 1:ET 0:EK',
  },
};

/** Plays a deal's script; `|` marks a checkpoint, whose state is returned in order. */
function play(id: string): SchnapsenState[] {
  const d = DEALS[id]!;
  let s = schnapsen.deal(schnapsen.newSession(DEFAULT_SCHNAPSEN_RULES, 0), d.pack.split(' ').map(g)) as SchnapsenState;
  const marks: SchnapsenState[] = [];
  for (const token of d.script.split(/\s+/)) {
    if (token === '|') {
      marks.push(s);
      continue;
    }
    const [seat, what, arg] = token.split(':') as [string, string, string?];
    const action =
      what === 'close' ? CLOSE : what === 'marry' ? marryAction(parseSuit('german', arg!)!) : playAction(g(what));
    const r = schnapsen.apply(s, Number(seat), action);
    if (!r.ok) throw new Error(`${id} ${token}: ${r.error.message}`);
    s = r.value as SchnapsenState;
  }
  marks.push(s);
  return marks;
}
const pending = (s: SchnapsenState, seat: number) => (s.trickCounts[seat]! > 0 ? 0 : s.marriagePoints[seat]!);

const content = Object.fromEntries(
  await Promise.all(CONTENT_LANGS.map(async (l) => [l, await loadGameContent(l, 'schnapsen')] as const)),
);
const en = content.en!;
const inEvery = (id: string): [string, Example][] =>
  CONTENT_LANGS.map((l) => [l, content[l]!.examples.find((e) => e.id === id)!]);
const facts = (e: Example) => factsSchema.parse(e.facts);

describe('Schnapsen examples agree with the engine', () => {
  test('the three the issue asks for are there', () => {
    const kinds = en.examples.map((e) => e.facts?.kind);
    expect(kinds).toEqual(expect.arrayContaining(['schnapsen-marriage', 'schnapsen-closing', 'schnapsen-trick']));
  });

  test.each(en.examples.map((e) => [e.id, e] as const))('%s', (id, e) => {
    const f = facts(e);
    const shown = e.cards.map((c) => c.code);
    let quoted: number[] = [];
    if (f.kind === 'schnapsen-trick') {
      const trump = parseSuit('german', f.trump)!;
      const hand = f.hand.map(g).reduce(add, 0);
      const allowed = f.strict ? cardsOf(strictAnswers(hand, g(f.led), trump).cards) : cardsOf(hand);
      expect(allowed.map((c) => c).sort()).toEqual(f.legal.map(g).sort());
      expect(f.legal).toContain(f.answer);
      expect(trickWinner(0, g(f.led), g(f.answer), trump) === 0 ? 'leader' : 'follower').toBe(f.winner);
      expect(cardPoints(g(f.led)) + cardPoints(g(f.answer))).toBe(f.points);
      expect(shown.slice(0, 2)).toEqual([f.led, f.answer]);
      for (const c of shown.slice(1)) expect(f.hand).toContain(c);
      quoted = [f.points];
    } else if (f.kind === 'schnapsen-marriage') {
      const [afterLoss, afterWin] = play(id);
      expect(afterLoss!.trump).toBe(parseSuit('german', f.trump));
      expect(afterLoss!.marriages).toEqual([{ seat: 1, suit: parseSuit('german', f.suit), trick: 0 }]);
      expect(afterLoss!.marriagePoints[1]).toBe(f.value);
      expect([creditedPoints(afterLoss!, 1), pending(afterLoss!, 1)]).toEqual([
        f.afterLoss.points,
        f.afterLoss.pending,
      ]);
      expect(afterLoss!.trickCounts[1]).toBe(0);
      expect(creditedPoints(afterWin!, 1)).toBe(f.afterWin.points);
      expect(pending(afterWin!, 1)).toBe(0);
      quoted = [f.value, f.afterLoss.points, f.afterWin.points, creditedPoints(afterLoss!, 0)];
    } else if (f.kind === 'schnapsen-closing') {
      const [before, end] = play(id);
      expect(end!.trump).toBe(parseSuit('german', f.trump));
      expect(end!.closedBy).toBe(1);
      expect([creditedPoints(before!, 0), before!.trickCounts[0]]).toEqual([f.atClosing.points, f.atClosing.tricks]);
      expect(end!.closing).toEqual({ opponentPoints: f.atClosing.points, opponentTricks: f.atClosing.tricks });
      expect([creditedPoints(end!, 1), creditedPoints(end!, 0)]).toEqual([f.final.closer, f.final.opponent]);
      expect(end!.end).toEqual({ winner: f.closerWins ? 1 : 0, endedBy: '66' });
      expect(schnapsen.outcome(end!)!.gamePoints).toEqual([0, f.gamePoints]);
      expect(gamePointsOf(end!, 0)).toBe(f.ifFailed);
      // SN-14 on the final count would have given 1: the closing is what makes it 2.
      expect(f.final.opponent).toBeGreaterThanOrEqual(33);
      expect(shown).toContain(parseCard('german', 'SO') === end!.turned ? 'SO' : '??');
      quoted = [f.atClosing.points, f.final.closer, f.final.opponent, f.gamePoints, 33, 66];
    } else {
      const [before, end] = play(id);
      const o = schnapsen.outcome(end!)!;
      expect(end!.trump).toBe(parseSuit('german', f.trump));
      expect(o.endedBy).toBe(f.endedBy);
      expect([o.points[o.winner], o.points[1 - o.winner]]).toEqual([f.points.winner, f.points.loser]);
      expect(o.tricks[1 - o.winner]).toBe(f.loserTricks);
      expect(o.gamePoints[o.winner]).toBe(f.gamePoints);
      // Ended at the announcement, before any card was led.
      expect(end!.tricks.length).toBe(before!.tricks.length);
      expect(end!.led).toBe(-1);
      quoted = [creditedPoints(before!, 1), f.points.winner, f.points.loser, f.gamePoints, 40];
    }
    for (const [lang, x] of inEvery(id)) {
      const n = numbersIn(x.text.join(' '));
      for (const q of quoted) expect(n.has(String(q)), `${lang}: ${q}`).toBe(true);
      expect(x.facts).toEqual(e.facts);
    }
  });
});
