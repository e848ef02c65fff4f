/**
 * The Watten examples of the rules page: their facts recomputed with the engine (WA rules), in every language.
 * Card classes and trick winners come from engine/watten/cards.ts, the trump duty from its `playable`, the
 * last-trick raise from raise.ts, and the raise examples are played out as deals through the game itself.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../engine/action.js';
import { type Card, type Rank, type Suit, formatCard, parseCard, parseRank, parseSuit } from '../../../engine/cards.js';
import { cardsOf, has, maskOf, popcount } from '../../../engine/cardset.js';
import { formatAction, readAction } from '../../../engine/record.js';
import { type WattenState, PACK as WATTEN_PACK, classes, watten } from '../../../engine/watten/index.js';
import { isPlain, playable, trickWinner } from '../../../engine/watten/cards.js';
import { raiseBar } from '../../../engine/watten/raise.js';
import { z } from 'zod';
import { loadGameContent } from './index.js';
import { CONTENT_LANGS, type Example } from './types.js';

const code = z.string().regex(/^[A-Z][A-Z0-9]$/);
const schlag = z.enum(['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6']);
const suit = z.enum(['E', 'G', 'H', 'S']);
const cardClass = z.enum(['rechte', 'linke', 'trump', 'plain']);
/** Per side: side 0 (seats 0 and 2, A and C) and side 1 (seats 1 and 3, B and D). */
const sides = z.tuple([z.number().int(), z.number().int()]);
const trick = z.strictObject({
  schlag,
  trump: suit,
  /** In playing order, the led card first. */
  cards: z.array(code).min(2).max(4),
  /** WA-5: each card's class under this Schlag and trump. */
  classes: z.array(cardClass),
  /** Index in `cards` of the card that takes the trick (WA-9). */
  winner: z.number().int().min(0).max(3),
  /** WA-5: how many cards of the 33 fall in each class. */
  counts: z
    .strictObject({
      rechte: z.number().int(),
      linke: z.number().int(),
      trumps: z.number().int(),
      plain: z.number().int(),
    })
    .optional(),
});
const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('watten-tricks'), tricks: z.array(trick).min(1) }),
  z.strictObject({
    kind: z.literal('watten-duty'),
    schlag,
    trump: suit,
    led: code,
    /** Followers' hands and the cards WA-8 lets each of them play to the lead. */
    hands: z.array(z.strictObject({ hand: z.array(code).min(1), legal: z.array(code).min(1) })).min(1),
    trick: z.strictObject({ cards: z.array(code).length(4), winner: z.number().int().min(0).max(3) }),
  }),
  z.strictObject({
    kind: z.literal('watten-raise'),
    target: z.number().int(),
    /** The score of each side before the deal; side 1 raises. */
    before: sides,
    /** The raise folded: the winning side, the value it scores, the score after. */
    fold: z.strictObject({ winner: z.number().int(), value: z.number().int(), after: sides }),
    /** The raise held: the value, why each side may not raise again (side 0, side 1), the end. */
    hold: z.strictObject({
      value: z.number().int(),
      barred: z.tuple([z.string(), z.string()]),
      winner: z.number().int(),
      after: sides,
      matchWon: z.boolean(),
    }),
  }),
  z.strictObject({
    kind: z.literal('watten-cap'),
    target: z.number().int(),
    before: sides,
    /** Why side 0 may never raise. */
    barred: z.string(),
    /** The deal's value at its end: the most it can reach. */
    value: z.number().int(),
    after: sides,
  }),
  z.strictObject({
    kind: z.literal('watten-last-raise'),
    schlag,
    trump: suit,
    /** The lead to the fifth trick. */
    led: code,
    /** Whether the next seat may raise holding each card as its last (WA-13). */
    may: z.record(code, z.boolean()),
  }),
]);
type Facts = z.infer<typeof factsSchema>;

const g = (c: string): Card => {
  const card = parseCard('german', c);
  if (card === undefined) throw new Error(`not a card: ${c}`);
  return card;
};
const classesOf = (s: string, t: string) => classes(parseRank('german', s) as Rank, parseSuit('german', t) as Suit);
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);
const ALL = WATTEN_PACK.map((c) => formatCard('german', c));

/** WA-3: the pack order that deals `hands[s]` to seat s when seat 3 deals (seat 0 is the forehand, A). */
function packFor(hands: readonly string[]): Card[] {
  const pack: string[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const hand = hands[seat]!.split(' ');
    pack.splice(3 * seat, 0, ...hand.slice(0, 3));
  }
  for (let seat = 0; seat < 4; seat++) pack.push(...hands[seat]!.split(' ').slice(3));
  if (new Set(pack).size !== 20) throw new Error('the hands overlap');
  return [...pack, ...ALL.filter((c) => !pack.includes(c))].map(g);
}

/** The deals behind the raise examples: hands of A, B, C, D (seats 0 to 3; seat 3 deals) and the moves. */
const DEALS: Record<string, { hands: string[]; script: string }> = {
  raise: {
    hands: ['G7 HK GK E8 S8', 'GA H7 SK EO SU', 'EK HA HO ET S7', 'G8 S9 E7 SA GO'],
    // Up to B's raise; the answer and the rest are the test's.
    script: '0:schlag:K 3:trump:H 0:play:G7 1:raise',
  },
  'no-raise': {
    hands: ['EO GO HO E7 G7', 'SA SK ST S9 S8', 'HA HK HT H9 H8', 'GA GK GT G9 G8'],
    script:
      '0:schlag:O 3:trump:E 0:play:EO 1:raise 2:hold 1:play:S8 2:play:H8 3:play:G8 ' +
      '0:play:GO 1:play:S9 2:play:H9 3:play:G9 0:play:HO 1:play:ST 2:play:HT 3:play:GT',
  },
};

function start(id: string, before: readonly [number, number], target: number): WattenState {
  const rules = watten.parseRules({ ruleset: 'cardavia', target });
  if (!rules.ok) throw new Error(rules.error);
  const session = { ...watten.newSession(rules.value, 3), totals: [before[0], before[1], before[0], before[1]] };
  return watten.deal(session, packFor(DEALS[id]!.hands));
}
const act = (text: string): Action => {
  const a = readAction(watten, 'german', text);
  if (!a.ok) throw new Error(a.error);
  return a.value;
};
function step(s: WattenState, token: string): WattenState {
  const colon = token.indexOf(':');
  const r = watten.apply(s, Number(token.slice(0, colon)), act(token.slice(colon + 1)));
  if (!r.ok) throw new Error(`${token}: ${r.error.message}`);
  return r.value;
}
const legal = (s: WattenState): string[] => watten.legalActions(s).map((a) => formatAction(watten, 'german', a));
/** Why the seat on turn may not raise (the refusal's reason), or null when it may. */
function raiseRefusal(s: WattenState): string | null {
  const r = watten.apply(s, watten.toMove(s)!, act('raise'));
  return r.ok ? null : String(r.error.params?.reason);
}
/** Each side's total after the deal's settlement. */
function settled(s: WattenState) {
  const session = watten.settle({ ...watten.newSession(s.rules, s.dealer), totals: s.totals }, watten.outcome(s)!);
  return { after: [session.totals[0]!, session.totals[1]!], finished: session.finished, winner: session.winner };
}

const content = Object.fromEntries(
  await Promise.all(CONTENT_LANGS.map(async (l) => [l, await loadGameContent(l, 'watten')] as const)),
);
const en = content.en!;
const inEvery = (id: string): [string, Example][] =>
  CONTENT_LANGS.map((l) => [l, content[l]!.examples.find((e) => e.id === id)!]);
const facts = (e: Example): Facts => factsSchema.parse(e.facts);

/** WA-5: a card's class under a Schlag and trump. */
function classOf(c: ReturnType<typeof classesOf>, card: Card): z.infer<typeof cardClass> {
  if (card === c.rechte) return 'rechte';
  if (has(c.linke, card)) return 'linke';
  return has(c.trumps, card) ? 'trump' : 'plain';
}

describe('Watten examples agree with the engine', () => {
  test('the examples the rules page needs are there: tricks, the trump duty, a raise held and folded, the cap, the last trick', () => {
    const kinds = en.examples.map((e) => e.facts?.kind);
    expect(new Set(kinds)).toEqual(
      new Set(['watten-tricks', 'watten-duty', 'watten-raise', 'watten-cap', 'watten-last-raise']),
    );
    // The first Linke beating a later one, and the Weli both as the lowest trump and as the Rechte at Schlag 6.
    const all = en.examples.map(facts).flatMap((f) => (f.kind === 'watten-tricks' ? f.tricks : []));
    expect(
      all.some((t) => t.classes.filter((c) => c === 'linke').length === 2 && t.classes[t.winner] === 'linke'),
    ).toBe(true);
    expect(all.some((t) => t.schlag !== '6' && t.cards.includes('S6') && t.cards[t.winner] !== 'S6')).toBe(true);
    expect(all.some((t) => t.schlag === '6' && t.cards[t.winner] === 'S6')).toBe(true);
  });

  test('every shown card is a card of the 33 (the Weli included), and the one each example speaks of', () => {
    for (const e of en.examples) {
      const f = facts(e);
      const used = new Set(
        f.kind === 'watten-tricks'
          ? f.tricks.flatMap((t) => t.cards)
          : f.kind === 'watten-duty'
            ? [f.led, ...f.hands.flatMap((h) => h.hand)]
            : f.kind === 'watten-last-raise'
              ? [f.led, ...Object.keys(f.may)]
              : DEALS[e.id]!.hands.flatMap((h) => h.split(' ')),
      );
      for (const c of e.cards.map((x) => x.code)) {
        expect(ALL, `${e.id} ${c}`).toContain(c);
        expect(used.has(c), `${e.id} ${c}`).toBe(true);
      }
    }
  });

  test.each(en.examples.map((e) => [e.id, e] as const))('%s', (id, e) => {
    const f = facts(e);
    let quoted: number[] = [];
    if (f.kind === 'watten-tricks') {
      for (const t of f.tricks) {
        const c = classesOf(t.schlag, t.trump);
        const cards = t.cards.map(g);
        expect(cards.map((card) => classOf(c, card))).toEqual(t.classes);
        expect(trickWinner(c, cards)).toBe(t.winner);
        if (t.counts) {
          const pack = WATTEN_PACK;
          expect({
            rechte: pack.filter((card) => card === c.rechte).length,
            linke: popcount(c.linke),
            trumps: popcount(c.trumps),
            plain: pack.filter((card) => isPlain(c, card)).length,
          }).toEqual(t.counts);
          quoted.push(t.counts.plain);
        }
        if (/\d/.test(t.schlag)) quoted.push(Number(t.schlag));
      }
    } else if (f.kind === 'watten-duty') {
      const c = classesOf(f.schlag, f.trump);
      for (const h of f.hands) {
        const allowed = cardsOf(playable(c, maskOf(h.hand.map(g)), [g(f.led)]));
        expect(allowed.map((card) => formatCard('german', card)).sort()).toEqual([...h.legal].sort());
      }
      expect(f.trick.cards[0]).toBe(f.led);
      expect(trickWinner(c, f.trick.cards.map(g))).toBe(f.trick.winner);
      quoted = [Number(f.schlag)];
    } else if (f.kind === 'watten-raise') {
      let s = start(id, f.before, f.target);
      // The raiser's side needs target − score, and the raise (2 to 3) is within it (WA-12 b).
      for (const token of DEALS[id]!.script.split(' ')) s = step(s, token);
      expect(s.pendingRaise).toBe(1);
      expect(legal(s).sort()).toEqual(['fold', 'hold']);
      // Folded: the raising side scores the value from before the raise (WA-11).
      const folded = step(s, '2:fold');
      const o = watten.outcome(folded)!;
      expect([o.winner, o.value, o.endedBy]).toEqual([f.fold.winner, f.fold.value, 'fold']);
      expect(settled(folded).after).toEqual(f.fold.after);
      // Held: the value goes up, and neither side may raise again (WA-12: the cap, then the alternation).
      let held = step(step(s, '2:hold'), '1:play:GA');
      expect(held.value).toBe(f.hold.value);
      expect(raiseRefusal(held)).toBe(f.hold.barred[0]);
      held = step(held, '2:play:EK');
      expect(raiseRefusal(held)).toBe(f.hold.barred[1]);
      for (const token of '3:play:G8 2:play:HA 3:play:S9 0:play:HK 1:play:H7 0:play:GK 1:play:SK 2:play:HO 3:play:E7'.split(
        ' ',
      )) {
        expect(legal(held)).not.toContain('raise');
        held = step(held, token);
      }
      const end = watten.outcome(held)!;
      expect([end.winner, end.value, end.endedBy]).toEqual([f.hold.winner, f.hold.value, 'tricks']);
      expect(end.tricks[2]).toBe(1); // C's Linke took the first trick
      const after = settled(held);
      expect(after.after).toEqual(f.hold.after);
      expect(after.finished && after.winner === f.hold.winner).toBe(f.hold.matchWon);
      quoted = [f.target, ...f.before, f.target - f.before[1], f.hold.value, f.fold.value, ...f.fold.after];
    } else if (f.kind === 'watten-cap') {
      let s = start(id, f.before, f.target);
      const values = new Set<number>();
      for (const token of DEALS[id]!.script.split(' ')) {
        if (watten.phase(s) === 'play' && s.pendingRaise === null) {
          const seat = watten.toMove(s)!;
          // Side 0 may never raise; side 1 raises once, and after that nobody may (WA-12).
          if (seat % 2 === 0) expect(raiseRefusal(s), token).toBe(f.barred);
          if (token === '1:raise') expect(legal(s)).toContain('raise');
          else expect(legal(s), token).not.toContain('raise');
        }
        s = step(s, token);
        values.add(s.value);
      }
      const end = watten.outcome(s)!;
      expect(end.value).toBe(f.value);
      expect(Math.max(...values)).toBe(f.value);
      expect(settled(s).after).toEqual(f.after);
      expect(settled(s).finished).toBe(true);
      quoted = [f.target, ...f.before, f.target - f.before[0], f.target - f.before[1], f.value, f.after[0]];
    } else {
      const c = classesOf(f.schlag, f.trump);
      const facts = (hand: Card[], table: Card[]) => ({
        side: 1,
        pending: false,
        lastRaiseSide: -1,
        value: 2,
        needs: 11,
        tricksDone: 4,
        table,
        hand,
        classes: c,
      });
      for (const [card, may] of Object.entries(f.may)) {
        const bar = raiseBar(facts([g(card)], [g(f.led)]));
        expect(bar === null, card).toBe(may);
        if (!may) expect(bar?.rule).toBe('WA-13');
        // Before the lead, any last card backs a raise.
        expect(raiseBar(facts([g(card)], []))).toBeNull();
      }
    }
    for (const [lang, x] of inEvery(id)) {
      const n = numbersIn(x.text.join(' '));
      for (const q of quoted) expect(n.has(String(q)), `${lang}: ${q}`).toBe(true);
      expect(x.facts).toEqual(e.facts);
    }
  });
});
