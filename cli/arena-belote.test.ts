/**
 * `cardavia arena --game belote` (BOTS.md, Belote; issue 33, point 4): the sides seated A B A B, then B A B A on the
 * same cards and dealer; a side's points counted once per play; and an outside bot that is sent the `act` fields of
 * Belote (the turned card, the taker, the contract, the multiplier of a contre or surcontre, the belote, the
 * announcements shown) with the totals per side, and nothing its seat may not know: its own hand now, never its
 * partner's, another seat's announced combinations only once the first trick is over. Run as the real command on
 * the build in dist/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type BeloteState, belote } from '../engine/belote/index.js';
import { formatCard, parseCard } from '../engine/cards.js';
import { cardsOf } from '../engine/cardset.js';
import { actionFromJson } from '../engine/moves.js';
import { replay } from '../engine/record.js';
import { againstRecorder, arena as run, jsonLines as lines } from './arena.testing.js';
import { useBuiltCli } from './referee.testing.js';

useBuiltCli();
const dir = mkdtempSync(join(tmpdir(), 'arena-belote-'));

/** A deal's scores per side [side 0, side 1], as the referee scores its record. */
function sideScores(record: unknown): number[] {
  const r = replay(record);
  if (r.kind !== 'ok' || !r.replayed.deals[0]!.complete) throw new Error(`not a complete deal: ${JSON.stringify(r)}`);
  return r.replayed.deals[0]!.scores as number[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('cardavia arena --game belote between Cardavia players', () => {
  test('normal v easy: sides seated A B A B, then B A B A on the same cards; each side’s points counted once per play', () => {
    const deals = 3;
    const records = join(dir, 'normal-easy.jsonl');
    const r = run([
      '--game',
      'belote',
      '--bots',
      'normal,easy',
      '--deals',
      String(deals),
      '--seed',
      'sides',
      '--json',
      '--workers',
      '1',
      '--records',
      records,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ game: 'belote', deals, seed: 'sides' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['normal', 'easy']);

    const plays = lines(records);
    expect(plays).toHaveLength(2 * deals);
    const points = Array.from({ length: deals }, () => [0, 0]);
    for (const play of plays) {
      // Play 0: normal holds side 0 (seats 0 and 2); play 1: side 1, on the same cards and dealer.
      expect(play.players).toEqual(
        play.play === 0 ? ['normal', 'easy', 'normal', 'easy'] : ['easy', 'normal', 'easy', 'normal'],
      );
      const first = plays[2 * play.shuffle];
      expect(play.deals[0].cards).toEqual(first.deals[0].cards);
      expect(play.firstDealer).toBe(first.firstDealer);
      expect(play.rules).toEqual({ ruleset: 'cardavia', variants: [], target: 1000 });
      const scores = sideScores(play);
      expect(scores).toHaveLength(2);
      const normalSide = play.play; // normal's side: 0 in play 0, 1 in play 1
      points[play.shuffle]![0]! += scores[normalSide]!;
      points[play.shuffle]![1]! += scores[1 - normalSide]!;
    }
    // meanScore: the bot's side's points per play, counted once (not once per seat it holds).
    expect(doc.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      [0, 1].map((b) => round3(mean(points.map((p) => p[b]!)) / 2)),
    );
    expect(doc.difference.mean).toBeCloseTo(round3(mean(points.map((p) => (p[0]! - p[1]!) / 2))), 2);
  });

  test('duplicate form: a deterministic bot against itself scores exactly even on every shuffle, in either ruleset', () => {
    for (const rules of ['{}', '{"ruleset":"contree"}']) {
      const r = run(['--game', 'belote', '--bots', 'easy,easy', '--deals', '6', '--rules', rules, '--json']);
      expect(r.status, r.stderr).toBe(0);
      const doc = JSON.parse(r.stdout);
      expect(doc.difference, rules).toEqual({ mean: 0, ci95: [0, 0] });
      expect(doc.bots[0].meanScore, rules).toBe(doc.bots[1].meanScore);
    }
  });
});

/** The state of a deal-end record's deal after its first `n` actions, by the engine. */
interface DealRecord {
  readonly rules: unknown;
  readonly firstDealer: number;
  readonly deals: readonly { readonly cards: string[]; readonly actions: Record<string, unknown>[] }[];
}
function stateAfter(record: DealRecord, n: number): BeloteState {
  const rules = belote.parseRules(record.rules);
  if (!rules.ok) throw new Error(rules.error);
  let state: BeloteState = belote.deal(
    belote.newSession(rules.value, record.firstDealer),
    record.deals[0]!.cards.map((c) => parseCard('french', c)!),
  );
  for (const a of record.deals[0]!.actions.slice(0, n)) {
    const action = actionFromJson(belote.moves, 'french', a);
    if (!action.ok) throw new Error(action.error);
    const next = belote.apply(state, a.seat as number, action.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

describe('cardavia arena --game belote with an outside bot (cardavia-bot/1)', () => {
  // The recorder declares and says belote whenever it may, surcontres and contres whenever it may, opens the contrée
  // auction at 80, takes in the first round: every move of the game arises.
  const PREFER = 'declare,belote,bid:surcontre,bid:contre,bid:80-,bid:take,bid:pass,play:';

  test.each([
    ['the base ruleset with annonces', '{"variants":["annonces"]}', 'outside-annonces'],
    ['contrée', '{"ruleset":"contree"}', 'outside-contree-3'],
  ])(
    '%s: the act message carries the turned card, taker, contract, multiplier, belote and announcements as the public actions say, and only the seat’s own cards',
    (_, rules, seed) => {
      const { doc, messages } = againstRecorder(dir, 'belote', {
        prefer: PREFER,
        deals: 6,
        seed,
        more: ['--rules', rules],
      });
      const contree = rules.includes('contree');
      expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'recorder']);
      // A side has two seats: two processes, each greeted.
      const hellos = messages.filter((m) => m.type === 'hello');
      expect(hellos).toHaveLength(2);
      for (const h of hellos) {
        expect(h).toMatchObject({ protocol: 'cardavia-bot/1', game: 'belote', deck: 'paris-piquet' });
        expect(h.rules).toEqual(
          contree
            ? { ruleset: 'contree', variants: [], target: 2000 }
            : { ruleset: 'cardavia', variants: ['annonces'], target: 1000 },
        );
      }
      const ends = new Map(messages.filter((m) => m.type === 'deal-end').map((m) => [m.deal, m.record]));
      expect(ends.size).toBe(12);
      const acts = messages.filter((m) => m.type === 'act');
      const multipliers = new Set<number>();
      const moves = new Set<string>();
      for (const a of acts) {
        const at = `deal ${a.deal}, action ${a.actions.length}`;
        expect(Object.keys(a).sort(), at).toEqual(
          [
            'type',
            'deal',
            'dealer',
            'seat',
            'hand',
            'actions',
            'talon',
            'trumpCard',
            'totals',
            'legal',
            'step',
            'taker',
            'contract',
            'trump',
            'turnedCard',
            'multiplier',
            'belote',
            'announcements',
          ].sort(),
        );
        // BOTS.md: the outside bot holds side 1 (seats 1 and 3) in play 0 and side 0 in play 1; totals per side.
        expect(a.seat % 2, at).toBe(a.deal % 2 === 0 ? 1 : 0);
        expect(a.totals, at).toEqual([0, 0]);
        expect(a.talon, at).toBeNull();
        expect(a.trumpCard, at).toBeNull();
        expect([...a.legal].sort(), at).toEqual(a.legal);
        for (const l of a.legal) moves.add(l.replace(/:.*/, ''));

        // What the public actions say: the taker and trumps, the multiplier, the belote.
        const record = ends.get(a.deal);
        const cards = record.deals[0].cards as string[];
        let taker: number | null = null;
        let trump: string | null = null;
        let bid: string | null = null;
        let multiplier = 1;
        let beloteSeat: number | null = null;
        // Whether the taking or the auction is over, by the engine (BE-6, BE-7, BE-C2).
        const state = stateAfter(record, a.actions.length);
        const playing = state.stage === 'play';
        for (const action of a.actions) {
          const bidText = action.bid as string | undefined;
          if (bidText === undefined) continue;
          else if (bidText === 'contre') multiplier = 2;
          else if (bidText === 'surcontre') multiplier = 4;
          else if (bidText === 'take') [taker, trump] = [action.seat, cards[20]![0]!];
          else if (bidText.startsWith('take-')) [taker, trump] = [action.seat, bidText.slice(5)];
          else if (bidText !== 'pass') [taker, bid] = [action.seat, bidText];
        }
        for (const action of a.actions) if (action.belote === true) beloteSeat = action.seat;
        if (contree && playing) trump = bid!.slice(-1);
        multipliers.add(a.multiplier);
        expect(a, at).toMatchObject({
          // BE-5: the turned card is public from the deal; the contrée turns none (BE-C1).
          turnedCard: contree ? null : cards[20],
          // The contrée's taker is the standing bid's bidder while the auction goes on.
          taker: contree || playing ? taker : null,
          trump: playing ? trump : null,
          contract: playing ? (contree ? bid : trump) : null,
          multiplier,
          belote: beloteSeat,
          step: state.stage,
        });

        // Only what the seat may know: its own hand now (never its partner's), and another seat's declared
        // combinations only once the first trick is over (RULES.md BE-A2, decided).
        expect([...a.hand].sort(), at).toEqual(
          cardsOf(state.hands[a.seat]!)
            .map((c) => formatCard('french', c))
            .sort(),
        );
        const firstTrickOver = state.tricks.length > 0;
        for (const d of a.announcements as { seat: number; combinations: string[][] | null }[]) {
          expect(d.combinations === null, at).toBe(!firstTrickOver && d.seat !== a.seat);
          if (d.combinations !== null) {
            const declared = state.declared[d.seat]!.map((c) => c.cards.map((x) => formatCard('french', x)));
            expect(d.combinations, at).toEqual(declared);
          }
        }
        // One entry per seat that declared, in seat order.
        const declarers = a.actions
          .filter((x: { declare?: boolean }) => x.declare === true)
          .map((x: { seat: number }) => x.seat);
        expect(
          (a.announcements as { seat: number }[]).map((d) => d.seat),
          at,
        ).toEqual(declarers.sort());
      }
      // The record forms of RULES.md in actions, and every deal-end record replays complete.
      const recorded = new Set(acts.flatMap((a) => a.actions.flatMap((x: object) => Object.keys(x))));
      recorded.delete('seat');
      // RULES.md's moves and no other (declare only with the variant); the recorder takes every one it is offered.
      const allowed = contree ? ['belote', 'bid', 'play'] : ['belote', 'bid', 'declare', 'play'];
      const needed = contree ? ['bid', 'play'] : ['bid', 'declare', 'play'];
      for (const kinds of [recorded, moves]) {
        expect(allowed).toEqual(expect.arrayContaining([...kinds]));
        expect([...kinds]).toEqual(expect.arrayContaining(needed));
      }
      if (contree) expect([...multipliers].sort()).toEqual(expect.arrayContaining([1, 2]));
      for (const record of ends.values()) sideScores(record);
    },
  );
});
