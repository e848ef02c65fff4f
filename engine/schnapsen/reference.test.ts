/**
 * Schnapsen against a reference written here, from RULES.md alone (SN-1 … SN-16), with its own model of the
 * deal (cards as the record's strings, hands as arrays): on random deals played by random legal moves, at
 * every step the engine's legal actions are exactly the reference's, and at the end both agree on the winner,
 * how the deal ended, each player's points and tricks, and the game points. Nothing of the engine's rules is
 * used here: only its card codes, to hand it the same deal.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatCard } from '../cards.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { formatAction } from '../record.js';
import { type SchnapsenOutcome, type SchnapsenState, schnapsen as G } from './index.js';

// --- the reference -------------------------------------------------------------------------------------------

const SUITS = ['E', 'G', 'H', 'S'] as const;
/** SN-1: rank in every suit A > T > K > O > U, and the card points. */
const RANK_ORDER = ['U', 'O', 'K', 'T', 'A'];
const POINTS: Record<string, number> = { A: 11, T: 10, K: 4, O: 3, U: 2 };
const suit = (c: string) => c[0]!;
const rank = (c: string) => c[1]!;
const higher = (a: string, b: string) => RANK_ORDER.indexOf(rank(a)) > RANK_ORDER.indexOf(rank(b));

interface Ref {
  trump: string;
  hands: string[][];
  /** The face-down talon, top first, then the card lying under it (drawn last, SN-6). */
  stock: string[];
  bottom: string | null;
  closedBy: number | null;
  /** SN-15: the closer's opponent's points and tricks when the talon was closed. */
  atClosing: { points: number; tricks: number } | null;
  cardPoints: number[];
  tricks: number[];
  /** SN-10: announced marriage points, credited from the announcer's first trick. */
  marriages: number[];
  leader: number;
  led: string | null;
  announced: string | null;
  end: { winner: number; endedBy: string } | null;
}

/** SN-3: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2, then the talon, 11 on top. */
function refDeal(cards: readonly string[], dealer: number): Ref {
  const nd = 1 - dealer;
  const hands: string[][] = [[], []];
  hands[nd] = [...cards.slice(0, 3), ...cards.slice(7, 9)];
  hands[dealer] = [...cards.slice(3, 6), ...cards.slice(9, 11)];
  return {
    trump: suit(cards[6]!),
    hands,
    stock: cards.slice(11, 20),
    bottom: cards[6]!,
    closedBy: null,
    atClosing: null,
    cardPoints: [0, 0],
    tricks: [0, 0],
    marriages: [0, 0],
    leader: nd, // SN-4
    led: null,
    announced: null,
    end: null,
  };
}

const credited = (r: Ref, seat: number) => r.cardPoints[seat]! + (r.tricks[seat]! > 0 ? r.marriages[seat]! : 0);
/** Open: neither closed nor exhausted (SN-5). */
const open = (r: Ref) => r.closedBy === null && (r.stock.length > 0 || r.bottom !== null);
const toMove = (r: Ref) => (r.led === null ? r.leader : 1 - r.leader);

/** SN-7: follow and win, else follow, else trump, else anything. */
function strictAnswers(hand: readonly string[], led: string, trump: string): string[] {
  const same = hand.filter((c) => suit(c) === suit(led));
  const winning = same.filter((c) => higher(c, led));
  if (winning.length > 0) return winning;
  if (same.length > 0) return same;
  const trumps = hand.filter((c) => suit(c) === trump);
  return trumps.length > 0 ? trumps : [...hand];
}

function refLegal(r: Ref): string[] {
  if (r.end !== null) return [];
  const seat = toMove(r);
  const hand = r.hands[seat]!;
  if (r.led !== null) return (open(r) ? hand : strictAnswers(hand, r.led, r.trump)).map((c) => `play:${c}`).sort();
  // SN-10: after an announcement, its King or Ober must be led.
  if (r.announced !== null)
    return hand
      .filter((c) => suit(c) === r.announced && 'KO'.includes(rank(c)))
      .map((c) => `play:${c}`)
      .sort();
  const out = hand.map((c) => `play:${c}`);
  // SN-8: the trump Unter for the trump card under an open talon.
  if (open(r) && r.bottom !== null && hand.includes(`${r.trump}U`)) out.push('exchange');
  if (open(r)) out.push('close'); // SN-9
  for (const s of SUITS) if (hand.includes(`${s}K`) && hand.includes(`${s}O`)) out.push(`marry:${s}`);
  return out.sort();
}

function refApply(r: Ref, move: string): void {
  const seat = toMove(r);
  const hand = r.hands[seat]!;
  if (move === 'exchange') {
    const unter = `${r.trump}U`;
    hand.splice(hand.indexOf(unter), 1, r.bottom!);
    r.bottom = unter;
    return;
  }
  if (move === 'close') {
    r.closedBy = seat;
    r.atClosing = { points: credited(r, 1 - seat), tricks: r.tricks[1 - seat]! };
    return;
  }
  if (move.startsWith('marry:')) {
    const s = move.slice(6);
    r.marriages[seat]! += s === r.trump ? 40 : 20;
    r.announced = s;
    // SN-12: credited at once to a player with a trick, and 66 ends the deal before the lead.
    if (r.tricks[seat]! > 0 && credited(r, seat) >= 66) r.end = { winner: seat, endedBy: '66' };
    return;
  }
  const card = move.slice(5);
  hand.splice(hand.indexOf(card), 1);
  if (r.led === null) {
    r.led = card;
    r.announced = null;
    return;
  }
  const led = r.led;
  // SN-5: the higher card of the led suit, or a trump to a non-trump lead; else the leader.
  const followerWins = suit(card) === suit(led) ? higher(card, led) : suit(card) === r.trump;
  const winner = followerWins ? seat : r.leader;
  r.cardPoints[winner]! += POINTS[rank(card)]! + POINTS[rank(led)]!;
  r.tricks[winner]! += 1;
  r.led = null;
  r.leader = winner;
  if (credited(r, winner) >= 66) {
    r.end = { winner, endedBy: '66' };
    return;
  }
  if (open(r)) {
    // SN-6: the winner draws first; the card under the talon comes last.
    for (const who of [winner, 1 - winner]) {
      const next = r.stock.length > 0 ? r.stock.shift()! : r.bottom!;
      if (r.stock.length === 0 && next === r.bottom) r.bottom = null;
      r.hands[who]!.push(next);
    }
  }
  if (r.hands[0]!.length === 0 && r.hands[1]!.length === 0) {
    // SN-13: the last trick wins an unclosed deal; a closed one the closer has failed.
    r.end = r.closedBy === null ? { winner, endedBy: 'last-trick' } : { winner: 1 - r.closedBy, endedBy: 'closing' };
  }
}

/** SN-14, SN-15: the game points of the finished deal. */
function refGamePoints(r: Ref): number[] {
  const { winner } = r.end!;
  const loser = 1 - winner;
  const scale = (points: number, tricks: number) => (tricks === 0 ? 3 : points < 33 ? 2 : 1);
  let value: number;
  if (r.closedBy === null) value = scale(credited(r, loser), r.tricks[loser]!);
  else if (winner === r.closedBy) value = scale(r.atClosing!.points, r.atClosing!.tricks);
  else value = r.atClosing!.tricks === 0 ? 3 : 2;
  const out = [0, 0];
  out[winner] = value;
  return out;
}

// --- the comparison ------------------------------------------------------------------------------------------

const rules = G.defaultRules;

function playBoth(seed: number): { outcome: SchnapsenOutcome; ref: Ref; steps: number } {
  const random = seededRandom(`sn-ref/${seed}`);
  const cards = shuffle(G.pack(rules), random);
  const dealer = seed & 1;
  let s: SchnapsenState = G.deal(G.newSession(rules, dealer), cards);
  const ref = refDeal(
    cards.map((c) => formatCard('german', c)),
    dealer,
  );
  let steps = 0;
  for (;;) {
    const legal = G.legalActions(s).map((a) => formatAction(G, 'german', a));
    expect(legal.sort(), `step ${steps}`).toEqual(refLegal(ref));
    if (legal.length === 0) break;
    const move = legal[randomBelow(random, legal.length)]!;
    const action = G.legalActions(s).find((a) => formatAction(G, 'german', a) === move)!;
    const r = G.apply(s, G.toMove(s)!, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    refApply(ref, move);
    steps++;
  }
  return { outcome: G.outcome(s)!, ref, steps };
}

describe('the engine agrees with a reference written from RULES.md', () => {
  test('legal actions at every step, then winner, how it ended, points, tricks and game points (SN-1 … SN-15)', () => {
    const endings = new Set<string>();
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { outcome, ref } = playBoth(seed);
        expect(outcome.winner).toBe(ref.end!.winner);
        expect(outcome.endedBy).toBe(ref.end!.endedBy);
        expect(outcome.points).toEqual([credited(ref, 0), credited(ref, 1)]);
        expect(outcome.tricks).toEqual(ref.tricks);
        expect(outcome.closedBy).toBe(ref.closedBy);
        expect(outcome.gamePoints).toEqual(refGamePoints(ref));
        endings.add(`${ref.end!.endedBy}/${ref.closedBy === null ? 'open' : 'closed'}/${refGamePoints(ref).join('')}`);
      }),
      { numRuns: 600 },
    );
    // Random play reaches every way a deal ends, closed and not, and the three game-point values.
    for (const e of ['66/open', 'last-trick/open', '66/closed', 'closing/closed']) {
      expect(
        [...endings].some((x) => x.startsWith(e)),
        e,
      ).toBe(true);
    }
    for (const v of ['1', '2', '3'])
      expect(
        [...endings].some((x) => x.includes(v)),
        v,
      ).toBe(true);
  });
});
