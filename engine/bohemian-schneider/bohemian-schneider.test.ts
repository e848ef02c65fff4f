/**
 * Bohemian Schneider, rule by rule (RULES.md BS-1 … BS-V4).
 *
 * Hand-built deals control who gets what: in a pack order, cards 1-3 go to the non-dealer, 4-6 to the dealer,
 * 7-9 to the non-dealer, 10-12 to the dealer, and card 13 is the talon's top (BS-4). The property tests play
 * thousands of random complete games under every ruleset × variant combination, side by side with a small
 * reference model written here from RULES.md alone (French card codes, no engine rule code), and compare them
 * after every action.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type SchneiderOutcome,
  type SchneiderRules,
  type SchneiderState,
  type SchneiderVariant,
  SCHNEIDER_VARIANTS,
  bohemianSchneider as BS,
} from './index.js';
import { formatCard, parseCard } from '../cards.js';
import { bidAction } from '../action.js';
import { bit, cardsOf, has } from '../cardset.js';
import type { Session } from '../game.js';
import { type Random, randomBelow, seededRandom, shuffle } from '../random.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards in French codes (the default Paris piquet pack): suit C S H D, rank 7 8 9 T J Q K A.

type Code = string;
const RANK_ORDER = '789TJQKA';
const suitLetter = (c: Code): string => c[0]!;
const rankIndex = (c: Code): number => RANK_ORDER.indexOf(c[1]!);

function card(code: Code): number {
  const c = parseCard('french', code);
  if (c === undefined) throw new Error(`not a French card code: ${code}`);
  return c;
}
const codeOf = (c: number): Code => formatCard('french', c);
const codes = (cards: Iterable<number>): Code[] => [...cards].map(codeOf).sort();
const SIX_OF_SPADES = card('S6');
const BID = bidAction(0); // any bid action (action.ts: 4096 + i)

function rulesOf(ruleset: string, variants: readonly string[] = [], target?: number): SchneiderRules {
  const json: Record<string, unknown> = { ruleset, variants };
  if (target !== undefined) json.target = target;
  const r = BS.parseRules(json);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const CARDAVIA = rulesOf('cardavia');
const CRP = rulesOf('cardrulesplus');

/**
 * A pack order that deals the given cards (BS-4): the non-dealer's six, the dealer's six (missing cards are
 * filled from the rest of the pack), then the talon from its top; the rest of the pack follows.
 */
function order(rules: SchneiderRules, nonDealer: Code[], dealer: Code[], talon: Code[] = []): number[] {
  const named = [...nonDealer, ...dealer, ...talon].map(card);
  if (new Set(named).size !== named.length) throw new Error('a card is named twice');
  const spare = BS.pack(rules).filter((c) => !named.includes(c));
  const nd = nonDealer.map(card);
  const d = dealer.map(card);
  while (nd.length < 6) nd.push(spare.shift()!);
  while (d.length < 6) d.push(spare.shift()!);
  return [...nd.slice(0, 3), ...d.slice(0, 3), ...nd.slice(3, 6), ...d.slice(3, 6), ...talon.map(card), ...spare];
}

function start(rules: SchneiderRules, dealer: number, cards: readonly number[]): SchneiderState {
  return BS.deal(BS.newSession(rules, dealer), cards);
}

function play(s: SchneiderState, seat: number, code: Code): SchneiderState {
  const r = BS.apply(s, seat, card(code));
  if (!r.ok) throw new Error(`${seat} ${code}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function failure(s: SchneiderState, seat: number, action: number): string {
  const r = BS.apply(s, seat, action);
  if (r.ok) throw new Error('the action was accepted');
  return r.error.code;
}

const hand = (s: SchneiderState, seat: number): Code[] => codes(BS.view(s, seat).hand);
const pile = (s: SchneiderState, seat: number): Code[] => codes(BS.view(s, seat).piles[seat]!);
const legal = (s: SchneiderState): Code[] => codes(BS.legalActions(s));

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// The reference model: RULES.md read literally, on French codes.

interface Desc {
  readonly ruleset: 'cardavia' | 'cardrulesplus';
  readonly short: boolean;
  readonly followSuit: boolean;
  readonly trump: boolean;
  readonly cumulative: boolean;
  readonly target: number;
}

function descOf(ruleset: 'cardavia' | 'cardrulesplus', variants: readonly string[], target?: number): Desc {
  const cumulative = variants.includes('cumulative');
  return {
    ruleset,
    short: variants.includes('short-deck'),
    followSuit: variants.includes('follow-suit'),
    trump: variants.includes('trump'),
    cumulative,
    target: target ?? (cumulative ? 50 : 7), // RECORDS.md: 7, or 50 with the cumulative variant
  };
}

/** BS-1, BS-V1: 7 to Ace in four suits; the short deck has no 7s and 8s. */
const refPack = (d: Desc): Code[] =>
  [...'CSHD'].flatMap((s) => [...(d.short ? '9TJQKA' : '789TJQKA')].map((r) => s + r));
/** BS-2 (A K Q J 10), BS-V1 (A K Q J only). */
const isHonour = (d: Desc, c: Code): boolean => (d.short ? 'JQKA' : 'TJQKA').includes(c[1]!);

/** BS-7 (next rank only), BS-C1 (any higher card), BS-V3 (a trump on a non-trump lead). */
function refWinner(d: Desc, trumpSuit: string | null, leader: number, led: Code, answer: Code): number {
  const responder = 1 - leader;
  if (suitLetter(answer) !== suitLetter(led))
    return trumpSuit !== null && suitLetter(answer) === trumpSuit ? responder : leader;
  const beats =
    d.ruleset === 'cardavia' ? rankIndex(answer) === rankIndex(led) + 1 : rankIndex(answer) > rankIndex(led);
  return beats ? responder : leader;
}

/** BS-10, BS-V1, BS-V4: game points by honour counts. */
function refPoints(d: Desc, honours: readonly number[]): number[] {
  const [a, b] = honours as [number, number];
  if (a === b) return [0, 0];
  const w = a > b ? 0 : 1;
  const won = Math.max(a, b);
  const points = [0, 0];
  if (d.cumulative) points[w] = Math.abs(a - b);
  else {
    const table: [number, number, number][] = d.short
      ? [
          [9, 12, 1],
          [13, 15, 2],
          [16, 16, 3],
        ]
      : [
          [11, 15, 1],
          [16, 19, 2],
          [20, 20, 3],
        ];
    points[w] = table.find(([lo, hi]) => won >= lo && won <= hi)![2];
  }
  return points;
}

interface RefTrick {
  leader: number;
  cards: [Code, Code];
  winner: number;
}
interface RefDeal {
  desc: Desc;
  dealer: number;
  hands: [Set<Code>, Set<Code>];
  piles: [Set<Code>, Set<Code>];
  talon: Code[];
  drawn: number;
  trumpCard: Code | null;
  leader: number;
  led: Code | null;
  tricks: RefTrick[];
}

function refStart(desc: Desc, dealer: number, pack: readonly Code[]): RefDeal {
  const nonDealer = 1 - dealer;
  const hands: [Set<Code>, Set<Code>] = [new Set(), new Set()];
  // BS-4: cards 1-3 to the non-dealer, 4-6 to the dealer, 7-9 to the non-dealer, 10-12 to the dealer.
  for (const i of [0, 1, 2, 6, 7, 8]) hands[nonDealer]!.add(pack[i]!);
  for (const i of [3, 4, 5, 9, 10, 11]) hands[dealer]!.add(pack[i]!);
  let talon = pack.slice(12);
  let trumpCard: Code | null = null;
  if (desc.trump) {
    // BS-V3: the top card is turned and slid under the talon.
    trumpCard = talon[0]!;
    talon = [...talon.slice(1), trumpCard];
  }
  return {
    desc,
    dealer,
    hands,
    piles: [new Set(), new Set()],
    talon,
    drawn: 0,
    trumpCard,
    leader: nonDealer, // BS-5
    led: null,
    tricks: [],
  };
}

const refMover = (r: RefDeal): number => (r.led === null ? r.leader : 1 - r.leader);
const refOver = (r: RefDeal): boolean => r.hands[0].size === 0 && r.hands[1].size === 0;

function refLegal(r: RefDeal): Code[] {
  const own = [...r.hands[refMover(r)]!];
  if (r.led !== null && r.desc.followSuit) {
    const follow = own.filter((c) => suitLetter(c) === suitLetter(r.led!));
    if (follow.length > 0) return follow.sort();
  }
  return own.sort();
}

function refPlay(r: RefDeal, c: Code): void {
  const seat = refMover(r);
  if (!r.hands[seat]!.delete(c)) throw new Error(`reference: ${c} not in hand`);
  if (r.led === null) {
    r.led = c;
    return;
  }
  const trumpSuit = r.trumpCard === null ? null : suitLetter(r.trumpCard);
  const winner = refWinner(r.desc, trumpSuit, r.leader, r.led, c);
  r.piles[winner]!.add(r.led).add(c);
  r.tricks.push({ leader: r.leader, cards: [r.led, c], winner });
  if (r.drawn < r.talon.length) {
    r.hands[winner]!.add(r.talon[r.drawn]!); // BS-9: winner first
    r.hands[1 - winner]!.add(r.talon[r.drawn + 1]!);
    r.drawn += 2;
  }
  r.leader = winner;
  r.led = null;
}

const refHonours = (r: RefDeal): number[] => r.piles.map((p) => [...p].filter((c) => isHonour(r.desc, c)).length);

interface RefSession {
  dealer: number;
  totals: [number, number];
  deals: number;
  finished: boolean;
  winner: number | 'draw' | null;
}

/** BS-3, BS-11, BS-C2, BS-C3, BS-V4. */
function refSettle(d: Desc, s: RefSession, points: readonly number[], tie: boolean): RefSession {
  const totals: [number, number] = [s.totals[0] + points[0]!, s.totals[1] + points[1]!];
  const deals = s.deals + 1;
  const dealer = tie && d.ruleset === 'cardrulesplus' ? s.dealer : 1 - s.dealer;
  if (d.ruleset === 'cardrulesplus' || d.cumulative) {
    const reached = totals.findIndex((t) => t >= d.target);
    return { dealer, totals, deals, finished: reached >= 0, winner: reached >= 0 ? reached : null };
  }
  const finished = deals === 6;
  const winner = !finished ? null : totals[0] === totals[1] ? 'draw' : totals[0] > totals[1] ? 0 : 1;
  return { dealer, totals, deals, finished, winner };
}

// ---------------------------------------------------------------------------------------------------------------
// Playing engine and reference side by side.

type Chooser = (legalCodes: Code[], ref: RefDeal, random: Random) => Code;
const randomChooser: Chooser = (options, _ref, random) => options[randomBelow(random, options.length)]!;

/** Favours one seat: it answers with a winning card when it can, the other answers with a losing one. */
const biasedChooser =
  (favoured: number, strength: number): Chooser =>
  (options, ref, random) => {
    if (ref.led === null || randomBelow(random, 1000) >= strength * 1000) return randomChooser(options, ref, random);
    const trumpSuit = ref.trumpCard === null ? null : suitLetter(ref.trumpCard);
    const mover = refMover(ref);
    const wins = options.filter((c) => refWinner(ref.desc, trumpSuit, ref.leader, ref.led!, c) === mover);
    const pick = mover === favoured ? wins : options.filter((c) => !wins.includes(c));
    return pick.length > 0 ? pick[randomBelow(random, pick.length)]! : randomChooser(options, ref, random);
  };

/** Action numbers that name no card: with bit arithmetic taken mod 32 they alias the bits of real cards. */
const ODD_ACTIONS = [-1, -8, -17, -32, -33, 0.5, 7.5, 31.5, -0.5, NaN, 2 ** 32, 2 ** 32 + 5, 40, 63];

interface CheckOptions {
  /** Compare views of states that differ only in hidden cards, after every action. */
  readonly hiddenCards?: boolean;
  /** Try every non-legal card for both seats and a bid, and check the state is left as it was. */
  readonly illegal?: boolean;
}

/** Deep equality with a fast path: the expectation (and its diff) only runs when something differs. */
function same(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, what).toEqual(expected);
}

/** Cards conserved: hands + piles + talon remaining + the card on the table = the pack, each card once. */
function assertConserved(s: SchneiderState, pack: readonly number[]): void {
  const places = [s.hands[0]!, s.hands[1]!, s.piles[0]!, s.piles[1]!].map((m) => cardsOf(m));
  places.push(s.talon.slice(s.drawn));
  if (s.led >= 0) places.push([s.led]);
  const all = places.flat().sort((a, b) => a - b);
  same(
    all,
    [...pack].sort((a, b) => a - b),
    'cards conserved',
  );
}

/** The same deal with one opponent card swapped for a face-down talon card, and the face-down talon reordered. */
function withHiddenCardsChanged(s: SchneiderState, seat: number, random: Random): SchneiderState | null {
  const opponent = 1 - seat;
  const oppCards = cardsOf(s.hands[opponent]!);
  // Face-down talon cards: not yet drawn, and not the turned trump card lying face up under it (BS-V3).
  const hiddenEnd = s.trumpCard >= 0 ? s.talon.length - 1 : s.talon.length;
  const hidden = Array.from({ length: Math.max(0, hiddenEnd - s.drawn) }, (_, i) => s.drawn + i);
  if (oppCards.length === 0 || hidden.length === 0) return null;
  const oppCard = oppCards[randomBelow(random, oppCards.length)]!;
  const talonIndex = hidden[randomBelow(random, hidden.length)]!;
  const talon = s.talon.slice();
  const talonCard = talon[talonIndex]!;
  talon[talonIndex] = oppCard;
  const reordered = shuffle(
    hidden.map((i) => talon[i]!),
    random,
  );
  hidden.forEach((i, k) => (talon[i] = reordered[k]!));
  const hands = s.hands.slice();
  hands[opponent] = ((hands[opponent]! & ~bit(oppCard)) | bit(talonCard)) >>> 0;
  return { ...s, hands, talon };
}

interface Played {
  state: SchneiderState;
  ref: RefDeal;
  outcome: SchneiderOutcome;
}

/** What a seat's view must show, from the reference: own hand, counts, trump card, table, piles. */
function refViewFacts(ref: RefDeal, seat: number) {
  return {
    hand: [...ref.hands[seat]!].sort(),
    opponentHandSize: ref.hands[1 - seat]!.size,
    talonCount: ref.talon.length - ref.drawn,
    trumpCard: ref.trumpCard,
    trick: ref.led === null ? [] : [ref.led],
    piles: ref.piles.map((p) => [...p].sort()),
    honours: refHonours(ref),
    toMove: refOver(ref) ? null : refMover(ref),
  };
}
function viewFacts(s: SchneiderState, seat: number) {
  const v = BS.view(s, seat);
  return {
    hand: codes(v.hand),
    opponentHandSize: v.opponentHandSize,
    talonCount: v.talonCount,
    trumpCard: v.trumpCard === null ? null : codeOf(v.trumpCard),
    trick: v.trick.cards.map(codeOf),
    piles: v.piles.map((p) => codes(p)),
    honours: v.honours,
    toMove: v.toMove,
  };
}

/** Plays one deal to its end with the engine, checking it against the reference after every action. */
function playDeal(
  session: Session<SchneiderRules>,
  desc: Desc,
  packOrder: readonly number[],
  random: Random,
  chooser: Chooser = randomChooser,
  check: CheckOptions = {},
): Played {
  const pack = BS.pack(session.rules);
  let s = BS.deal(session, packOrder);
  same(s.totals, session.totals, 'the deal carries the session totals');
  const ref = refStart(desc, session.dealer, packOrder.map(codeOf));
  let steps = 0;
  while (!refOver(ref)) {
    const mover = refMover(ref);
    const options = refLegal(ref);
    same(
      { phase: BS.phase(s), toMove: BS.toMove(s), legal: legal(s) },
      { phase: 'play', toMove: mover, legal: options },
      `step ${steps}: seat to move and legal cards`,
    );
    assertConserved(s, pack);
    for (const seat of [0, 1]) {
      same(viewFacts(s, seat), refViewFacts(ref, seat), `step ${steps}: view of seat ${seat}`);
      if (check.hiddenCards) {
        const other = withHiddenCardsChanged(s, seat, random);
        if (other) same(JSON.stringify(BS.view(other, seat)), JSON.stringify(BS.view(s, seat)), 'hidden cards');
      }
    }
    if (check.illegal) {
      const before = JSON.stringify(s);
      const allowed = new Set(options.map(card));
      const wrong: string[] = [];
      for (let c = 0; c < 40; c++) {
        if (!allowed.has(c) && BS.apply(s, mover, c).ok) wrong.push(`accepted ${c}`);
        const other = BS.apply(s, 1 - mover, c);
        if (other.ok || other.error.code !== 'NOT_YOUR_TURN') wrong.push(`seat not to move, card ${c}`);
      }
      for (const odd of ODD_ACTIONS) if (BS.apply(s, mover, odd).ok) wrong.push(`accepted ${odd}`);
      const bid = BS.apply(s, mover, BID);
      if (bid.ok || bid.error.code !== 'WRONG_PHASE') wrong.push('bid');
      same(wrong, [], 'illegal actions refused');
      same(JSON.stringify(s), before, 'refused actions leave the state as it was');
    }
    const choice = chooser(options, ref, random);
    s = play(s, mover, choice);
    refPlay(ref, choice);
    same(
      s.tricks.map((t) => ({ leader: t.leader, cards: t.cards.map(codeOf), winner: t.winner })),
      ref.tricks,
      `step ${steps}: tricks and their winners`,
    );
    steps++;
  }
  expect(steps).toBe(pack.length);
  same(
    { phase: BS.phase(s), toMove: BS.toMove(s), legal: BS.legalActions(s), view: viewFacts(s, 0) },
    { phase: 'over', toMove: null, legal: [], view: refViewFacts(ref, 0) },
    'the deal is over',
  );
  assertConserved(s, pack);
  const outcome = BS.outcome(s)!;
  expect(outcome).toBeDefined();
  const honours = refHonours(ref);
  same(
    outcome,
    {
      honours,
      tricks: [0, 1].map((seat) => ref.tricks.filter((t) => t.winner === seat).length),
      gamePoints: refPoints(desc, honours),
      winner: honours[0] === honours[1] ? null : honours[0]! > honours[1]! ? 0 : 1,
      dealer: session.dealer,
    },
    'outcome',
  );
  same(
    BS.report(outcome, 'german'),
    { honours: outcome.honours, tricks: outcome.tricks, gamePoints: outcome.gamePoints },
    'report',
  );
  return { state: s, ref, outcome };
}

/** A fresh single deal, shuffled from a seed, played to the end. */
function randomDeal(
  rules: SchneiderRules,
  desc: Desc,
  seed: string,
  dealer = 0,
  chooser: Chooser = randomChooser,
  check: CheckOptions = {},
): Played {
  const random = seededRandom(seed);
  const session = BS.newSession(rules, dealer);
  return playDeal(session, desc, shuffle(BS.pack(rules), random), random, chooser, check);
}

/** Searches fixed seeds for a deal whose outcome passes the test (deterministic: always the same deal). */
function findDeal(
  rules: SchneiderRules,
  desc: Desc,
  wanted: (o: SchneiderOutcome, ref: RefDeal) => boolean,
  dealer = 0,
  limit = 2000,
): Played {
  for (let i = 0; i < limit; i++) {
    const chooser = biasedChooser(i % 2, [0, 0.5, 0.8, 0.95, 1][i % 5]!);
    const played = randomDeal(rules, desc, `find-${i}`, dealer, chooser);
    if (wanted(played.outcome, played.ref)) return played;
  }
  throw new Error('no such deal among the searched seeds');
}

/** One trick from a fresh deal: the non-dealer leads `led`, the dealer answers `answer`. Returns the winner's role. */
function firstTrick(rules: SchneiderRules, led: Code, answer: Code, trumpCard?: Code): 'leader' | 'responder' {
  const dealer = 0;
  const s0 = start(rules, dealer, order(rules, [led], [answer], trumpCard ? [trumpCard] : []));
  const s1 = play(play(s0, 1, led), dealer, answer);
  const winner = s1.tricks[0]!.winner;
  // The winner keeps both cards in his own pile (BS-8) and leads the next trick (BS-9).
  expect(pile(s1, winner)).toEqual([led, answer].sort());
  expect(pile(s1, 1 - winner)).toEqual([]);
  expect(BS.toMove(s1)).toBe(winner);
  return winner === 1 ? 'leader' : 'responder';
}

const ALL_CODES = refPack(descOf('cardavia', []));
const PAIRS = ALL_CODES.flatMap((led) => ALL_CODES.filter((a) => a !== led).map((answer) => [led, answer] as const));
/** BS-7, literally: the one answer that wins against each led rank. */
const NEXT_RANK_UP: Record<string, string | undefined> = {
  '7': '8',
  '8': '9',
  '9': 'T',
  T: 'J',
  J: 'Q',
  Q: 'K',
  K: 'A',
  A: undefined,
};
const HIGH_TO_LOW = 'AKQJT987';
const higher = (a: Code, b: Code): boolean => HIGH_TO_LOW.indexOf(a[1]!) < HIGH_TO_LOW.indexOf(b[1]!);

// ---------------------------------------------------------------------------------------------------------------

describe('BS-1 pack: 32 cards 7..Ace in four suits, A K Q J 10 9 8 7, no trumps', () => {
  test('BS-1 the pack is exactly the 32 cards 7 to Ace of the four suits, under both rulesets', () => {
    for (const rules of [CARDAVIA, CRP, rulesOf('cardavia', ['follow-suit', 'trump', 'cumulative'])]) {
      expect(BS.pack(rules)).toHaveLength(32);
      expect(codes(BS.pack(rules))).toEqual([...ALL_CODES].sort());
    }
  });

  test('BS-1 rank order A K Q J 10 9 8 7: the answer that wins under BS-7 is always the next card up this order', () => {
    for (const [led, answer] of PAIRS) {
      if (suitLetter(led) !== suitLetter(answer)) continue;
      const wins = firstTrick(CARDAVIA, led, answer) === 'responder';
      expect(wins, `${led} / ${answer}`).toBe(HIGH_TO_LOW.indexOf(answer[1]!) === HIGH_TO_LOW.indexOf(led[1]!) - 1);
    }
  });

  test('BS-1 no trumps: an answer of another suit never wins, not even an Ace on a 7', () => {
    for (const rules of [CARDAVIA, CRP]) {
      for (const [led, answer] of PAIRS) {
        if (suitLetter(led) !== suitLetter(answer))
          expect(firstTrick(rules, led, answer), `${led}/${answer}`).toBe('leader');
      }
    }
    expect(BS.view(start(CARDAVIA, 0, order(CARDAVIA, [], [])), 0).trumpCard).toBeNull();
  });
});

describe('BS-2 honours: A K Q J 10 count 1 each, 7 8 9 count 0, 20 in the pack', () => {
  test('BS-2 a trick of 7, 8 and 9 cards gives no honour; a trick with a 10 and a Jack gives 2', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['S9', 'ST', 'C7'], ['S7', 'SJ', 'C8']));
    s = play(play(s, 1, 'S9'), 0, 'S7');
    expect(BS.view(s, 0).honours).toEqual([0, 0]);
    s = play(play(s, 1, 'C7'), 0, 'C8'); // 8 answers 7: the responder (seat 0) wins
    expect(s.tricks[1]!.winner).toBe(0);
    expect(BS.view(s, 1).honours).toEqual([0, 0]);
    s = play(play(s, 0, 'SJ'), 1, 'ST');
    expect(s.tricks[2]!.winner).toBe(0);
    expect(BS.view(s, 1).honours).toEqual([2, 0]);
  });

  test('BS-2 every deal counts 20 honours in all, each pile counting its A K Q J 10', () => {
    for (let i = 0; i < 20; i++) {
      const { outcome, ref } = randomDeal(CARDAVIA, descOf('cardavia', []), `honours-${i}`, i % 2);
      expect(outcome.honours[0]! + outcome.honours[1]!).toBe(20);
      const counted = ref.piles.map((p) => [...p].filter((c) => 'AKQJT'.includes(c[1]!)).length);
      expect(outcome.honours).toEqual(counted);
    }
  });

  test('BS-2 worked example (seed 000): 9♠ answered by J♠: the leader takes both cards, 1 honour', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['S9'], ['SJ']));
    s = play(play(s, 1, 'S9'), 0, 'SJ');
    expect(s.tricks[0]!.winner).toBe(1);
    expect(BS.view(s, 1).honours).toEqual([0, 1]);
    expect(pile(s, 1)).toEqual(['S9', 'SJ']);
  });

  test('BS-2 worked example (seed 000): 10♠ answered by J♠: the responder wins, 2 honours', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['ST'], ['SJ']));
    s = play(play(s, 1, 'ST'), 0, 'SJ');
    expect(s.tricks[0]!.winner).toBe(0);
    expect(BS.view(s, 0).honours).toEqual([2, 0]);
    expect(pile(s, 0)).toEqual(['SJ', 'ST']);
  });
});

describe('BS-3 first dealer by lot, then the deal alternates after every deal, 10:10 included', () => {
  const desc = descOf('cardavia', []);

  test('BS-3 the first dealer is the one the session starts with (the lot is drawn outside the rules)', () => {
    for (const dealer of [0, 1]) {
      const session = BS.newSession(CARDAVIA, dealer);
      expect(session.dealer).toBe(dealer);
      expect(BS.deal(session, BS.pack(CARDAVIA)).dealer).toBe(dealer);
    }
  });

  test('BS-3 after a won deal the other player deals', () => {
    const { outcome } = findDeal(CARDAVIA, desc, (o) => o.winner !== null);
    expect(BS.settle(BS.newSession(CARDAVIA, 0), outcome).dealer).toBe(1);
    expect(BS.settle(BS.newSession(CARDAVIA, 1), outcome).dealer).toBe(0);
  });

  test('BS-3 after a 10:10 deal the other player deals too (Cardavia rules)', () => {
    const { outcome } = findDeal(CARDAVIA, desc, (o) => o.winner === null);
    expect(outcome.honours).toEqual([10, 10]);
    expect(outcome.gamePoints).toEqual([0, 0]);
    for (const dealer of [0, 1]) {
      const next = BS.settle(BS.newSession(CARDAVIA, dealer), outcome);
      expect(next.dealer).toBe(1 - dealer);
      expect(next.totals).toEqual([0, 0]);
      expect(next.dealsPlayed).toBe(1);
    }
  });
});

describe('BS-4 deal: two packets of three, non-dealer first; 20-card face-down talon, card 13 on top', () => {
  const cards = order(
    CARDAVIA,
    ['CA', 'CK', 'CQ', 'HA', 'HK', 'HQ'],
    ['DA', 'DK', 'DQ', 'SA', 'SK', 'SQ'],
    ['C7', 'D7', 'H7', 'S7'],
  );

  test('BS-4 the pack order puts cards 1-3 and 7-9 in the non-dealer hand, 4-6 and 10-12 in the dealer hand', () => {
    expect(cards.slice(0, 13).map(codeOf)).toEqual([
      ...['CA', 'CK', 'CQ'],
      ...['DA', 'DK', 'DQ'],
      ...['HA', 'HK', 'HQ'],
      ...['SA', 'SK', 'SQ'],
      'C7',
    ]);
    for (const dealer of [0, 1]) {
      const s = start(CARDAVIA, dealer, cards);
      expect(hand(s, 1 - dealer)).toEqual(['CA', 'CK', 'CQ', 'HA', 'HK', 'HQ']);
      expect(hand(s, dealer)).toEqual(['DA', 'DK', 'DQ', 'SA', 'SK', 'SQ']);
    }
  });

  test('BS-4 the other 20 cards form the talon: nobody sees them and no card is turned up', () => {
    const s = start(CARDAVIA, 0, cards);
    for (const seat of [0, 1]) {
      const v = BS.view(s, seat);
      expect(v.talonCount).toBe(20);
      expect(v.trumpCard).toBeNull();
      expect(v.opponentHandSize).toBe(6);
      expect(v.trick.cards).toEqual([]);
      expect(v.piles).toEqual([[], []]);
    }
  });

  test('BS-4 card 13 is the top of the talon: the first trick winner draws it, the loser draws card 14', () => {
    for (const dealer of [0, 1]) {
      let s = start(CARDAVIA, dealer, cards);
      s = play(play(s, 1 - dealer, 'CA'), dealer, 'DA'); // the leader wins
      expect(hand(s, 1 - dealer)).toContain('C7');
      expect(hand(s, dealer)).toContain('D7');
    }
  });

  test('BS-4 short deck: 12 cards dealt the same way, 12 left in the talon', () => {
    const short = rulesOf('cardavia', ['short-deck']);
    const s = start(short, 1, order(short, ['CA', 'C9', 'CT', 'HA', 'H9', 'HT'], ['DA', 'D9', 'DT', 'SA', 'S9', 'ST']));
    expect(hand(s, 0)).toEqual(['C9', 'CA', 'CT', 'H9', 'HA', 'HT']);
    expect(hand(s, 1)).toEqual(['D9', 'DA', 'DT', 'S9', 'SA', 'ST']);
    expect(BS.view(s, 0).talonCount).toBe(12);
  });
});

describe('BS-5 the non-dealer leads the first trick, any card', () => {
  test.each([0, 1])('BS-5 dealer %i: the non-dealer is to move and may lead each of his six cards', (dealer) => {
    const s = start(CARDAVIA, dealer, order(CARDAVIA, ['CA', 'S7', 'H9', 'DT', 'CJ', 'SQ'], []));
    expect(BS.toMove(s)).toBe(1 - dealer);
    expect(legal(s)).toEqual(['CA', 'CJ', 'DT', 'H9', 'S7', 'SQ']);
    for (const c of legal(s)) expect(BS.apply(s, 1 - dealer, card(c)).ok).toBe(true);
  });

  test('BS-5 the dealer may not lead the first trick: NOT_YOUR_TURN', () => {
    const s = start(CARDAVIA, 0, order(CARDAVIA, [], ['DA']));
    expect(failure(s, 0, card('DA'))).toBe('NOT_YOUR_TURN');
  });

  test('BS-5 the leader is free to lead any card under every variant (follow-suit binds only the responder)', () => {
    const rules = rulesOf('cardrulesplus', ['follow-suit', 'trump', 'short-deck']);
    const s = start(rules, 0, order(rules, ['CA', 'S9', 'H9', 'DT', 'CJ', 'SQ'], []));
    expect(legal(s)).toHaveLength(6);
  });
});

describe('BS-6 the responder may play any card: no duty to follow suit, nor to win', () => {
  test('BS-6 holding the winning card and cards of the led suit, the responder may play any of his six', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['S9'], ['ST', 'S7', 'HA', 'DK', 'C8', 'SQ']));
    s = play(s, 1, 'S9');
    expect(BS.toMove(s)).toBe(0);
    expect(legal(s)).toEqual(['C8', 'DK', 'HA', 'S7', 'SQ', 'ST']);
  });

  test('BS-6 he may give the trick away with the winning card in hand: the leader takes it, honours too', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['S9'], ['ST', 'HA']));
    s = play(play(s, 1, 'S9'), 0, 'HA');
    expect(s.tricks[0]!.winner).toBe(1);
    expect(pile(s, 1)).toEqual(['HA', 'S9']);
    expect(BS.view(s, 0).honours).toEqual([0, 1]);
  });

  test('BS-6 under CardRulesPlus too, the answer is free', () => {
    let s = start(CRP, 1, order(CRP, ['H8'], ['HA', 'HK', 'C7', 'D7', 'S7', 'H9']));
    s = play(s, 0, 'H8');
    expect(legal(s)).toEqual(['C7', 'D7', 'H9', 'HA', 'HK', 'S7']);
  });
});

describe('BS-7 the responder wins only with the same suit, exactly one rank higher', () => {
  test('BS-7 every led card against every answer (992 pairs): only the next rank up of the led suit wins', () => {
    for (const [led, answer] of PAIRS) {
      const expected =
        suitLetter(answer) === suitLetter(led) && NEXT_RANK_UP[led[1]!] === answer[1] ? 'responder' : 'leader';
      expect(firstTrick(CARDAVIA, led, answer), `${led} / ${answer}`).toBe(expected);
    }
  });

  test('BS-7 a higher jump does not win: Q♠ does not beat 10♠, A♠ does not beat 10♠', () => {
    expect(firstTrick(CARDAVIA, 'ST', 'SQ')).toBe('leader');
    expect(firstTrick(CARDAVIA, 'ST', 'SA')).toBe('leader');
    expect(firstTrick(CARDAVIA, 'ST', 'SJ')).toBe('responder');
  });

  test('BS-7 a led Ace cannot be beaten, and there is no wrap-around (the 7 does not beat the Ace)', () => {
    for (const s of 'CSHD') {
      for (const r of '789TJQK') expect(firstTrick(CARDAVIA, s + 'A', s + r)).toBe('leader');
    }
    expect(firstTrick(CARDAVIA, 'HA', 'H7')).toBe('leader');
  });

  test('BS-7 worked example (seed 000): 9♠ answered by J♠ → the leader takes both cards (1 honour)', () => {
    expect(firstTrick(CARDAVIA, 'S9', 'SJ')).toBe('leader');
    expect(firstTrick(CARDAVIA, 'S9', 'ST')).toBe('responder'); // "only the 10♠ took the nine"
  });

  test('BS-7 worked example (seed 000): 10♠ answered by J♠ → the responder wins (2 honours)', () => {
    expect(firstTrick(CARDAVIA, 'ST', 'SJ')).toBe('responder');
  });

  test('BS-7 the same holds when the dealer leads a later trick (roles, not seats, decide)', () => {
    // Seat 1 (non-dealer) leads 7♣, seat 0 answers 8♣ and wins; then seat 0 leads 9♥ and seat 1 answers 10♥.
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['C7', 'HT'], ['C8', 'H9']));
    s = play(play(s, 1, 'C7'), 0, 'C8');
    expect(s.tricks[0]!.winner).toBe(0);
    s = play(play(s, 0, 'H9'), 1, 'HT');
    expect(s.tricks[1]!.winner).toBe(1);
    expect(BS.toMove(s)).toBe(1);
  });
});

describe('BS-8 each player keeps his own pile of won cards', () => {
  test('BS-8 tricks won by each player go to that player pile only, and piles are public', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['C7', 'HT'], ['C8', 'H9']));
    s = play(play(s, 1, 'C7'), 0, 'C8');
    s = play(play(s, 0, 'H9'), 1, 'HT');
    for (const seat of [0, 1]) {
      expect(codes(BS.view(s, seat).piles[0]!)).toEqual(['C7', 'C8']);
      expect(codes(BS.view(s, seat).piles[1]!)).toEqual(['H9', 'HT']);
      expect(BS.view(s, seat).honours).toEqual([0, 1]);
    }
  });
});

describe('BS-9 the winner draws first, then the loser; 10 refills, then 6 tricks without drawing: 16 tricks', () => {
  test('BS-9 after a trick the winner draws the top card, the loser the next; both hold six; the winner leads', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['ST'], ['SJ'], ['HA', 'H7']));
    s = play(play(s, 1, 'ST'), 0, 'SJ'); // the responder (seat 0) wins
    expect(hand(s, 0)).toContain('HA');
    expect(hand(s, 1)).toContain('H7');
    expect(hand(s, 0)).toHaveLength(6);
    expect(hand(s, 1)).toHaveLength(6);
    expect(BS.toMove(s)).toBe(0);
    expect(BS.view(s, 1).talonCount).toBe(18);
  });

  test('BS-9 the talon is drawn strictly in order, 2 cards a trick for 10 tricks; then hands shrink to 0', () => {
    for (let i = 0; i < 30; i++) {
      const random = seededRandom(`talon-${i}`);
      const cards = shuffle(BS.pack(CARDAVIA), random);
      let s = start(CARDAVIA, i % 2, cards);
      for (let trick = 1; trick <= 16; trick++) {
        const before = [s.hands[0]!, s.hands[1]!];
        for (let k = 0; k < 2; k++) {
          const options = BS.legalActions(s);
          s = play(s, BS.toMove(s)!, codeOf(options[randomBelow(random, options.length)]!));
        }
        const t = s.tricks[trick - 1]!;
        const gained = [0, 1].map((seat) => codes(cardsOf(s.hands[seat]! & ~before[seat]!)));
        const size = trick <= 10 ? 6 : 16 - trick;
        expect([hand(s, 0).length, hand(s, 1).length]).toEqual([size, size]);
        if (trick <= 10) {
          expect(gained[t.winner]).toEqual([codeOf(cards[12 + 2 * (trick - 1)]!)]);
          expect(gained[1 - t.winner]).toEqual([codeOf(cards[13 + 2 * (trick - 1)]!)]);
          expect(BS.view(s, 0).talonCount).toBe(20 - 2 * trick);
        } else {
          expect(gained).toEqual([[], []]);
          expect(BS.view(s, 0).talonCount).toBe(0);
        }
        if (trick < 16) expect(BS.toMove(s)).toBe(t.winner);
      }
      expect(s.tricks).toHaveLength(16);
      expect(BS.phase(s)).toBe('over');
    }
  });
});

describe('BS-10 scoring: honours only; 11-15 → 1, 16-19 → 2 (Schneider), 20 → 3 (Schwarz), 10:10 → 0', () => {
  const desc = descOf('cardavia', []);
  const bySplit = new Map<number, Played>();
  for (let i = 0; i < 3000 && bySplit.size < 21; i++) {
    const chooser = biasedChooser(i % 2, [0, 0.5, 0.8, 0.95, 1][(i >> 1) % 5]!);
    const played = randomDeal(CARDAVIA, desc, `split-${i}`, (i >> 3) % 2, chooser);
    if (!bySplit.has(played.outcome.honours[0]!)) bySplit.set(played.outcome.honours[0]!, played);
  }

  test('BS-10 real deals ending in every split 0:20 … 20:0 were found', () => {
    expect([...bySplit.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  const EXPECTED: [number, number, number[]][] = Array.from({ length: 21 }, (_, h) => {
    const won = Math.max(h, 20 - h);
    const points = h === 10 ? 0 : won === 20 ? 3 : won >= 16 ? 2 : 1;
    return [h, 20 - h, h > 10 ? [points, 0] : h < 10 ? [0, points] : [0, 0]];
  });
  test.each(EXPECTED)('BS-10 honours %i:%i → game points %j', (h, _rest, points) => {
    const played = bySplit.get(h)!;
    expect(played.outcome.honours).toEqual([h, 20 - h]);
    expect(played.outcome.gamePoints).toEqual(points);
  });

  test('BS-10 worked example (seed 000): a final 16:4 scores 2 game points, not 16', () => {
    expect(bySplit.get(16)!.outcome.gamePoints).toEqual([2, 0]);
    expect(bySplit.get(4)!.outcome.gamePoints).toEqual([0, 2]);
  });

  test('BS-10 10:10 scores nothing and has no winner', () => {
    expect(bySplit.get(10)!.outcome.gamePoints).toEqual([0, 0]);
    expect(bySplit.get(10)!.outcome.winner).toBeNull();
  });

  test('BS-10 taking all 20 honours does not require taking all tricks: still Schwarz, 3', () => {
    const played = findDeal(CARDAVIA, desc, (o) => Math.max(...o.honours) === 20 && Math.min(...o.tricks) > 0);
    const w = played.outcome.honours[0] === 20 ? 0 : 1;
    expect(played.outcome.tricks[1 - w]).toBeGreaterThan(0);
    expect(played.outcome.gamePoints[w]).toBe(3);
  });

  test('BS-10 tricks do not score: more tricks with fewer honours still loses', () => {
    const played = findDeal(CARDAVIA, desc, (o) => o.winner !== null && o.tricks[o.winner]! < o.tricks[1 - o.winner]!);
    const w = played.outcome.winner!;
    expect(played.outcome.gamePoints[w]).toBeGreaterThan(0);
    expect(played.outcome.gamePoints[1 - w]).toBe(0);
  });
});

/** Plays a whole session with random legal play, checking each deal and each settlement against the reference. */
function playSession(rules: SchneiderRules, desc: Desc, seed: string, firstDealer: number) {
  const random = seededRandom(seed);
  let session = BS.newSession(rules, firstDealer);
  let ref: RefSession = { dealer: firstDealer, totals: [0, 0], deals: 0, finished: false, winner: null };
  const dealers: number[] = [];
  const outcomes: SchneiderOutcome[] = [];
  while (!session.finished) {
    if (session.dealsPlayed > 200) throw new Error('session does not end');
    dealers.push(session.dealer);
    const { outcome, ref: deal } = playDeal(session, desc, shuffle(BS.pack(rules), random), random);
    outcomes.push(outcome);
    const honours = refHonours(deal);
    ref = refSettle(desc, ref, refPoints(desc, honours), honours[0] === honours[1]);
    session = BS.settle(session, outcome);
    same(
      {
        dealer: session.dealer,
        totals: session.totals,
        deals: session.dealsPlayed,
        finished: session.finished,
        winner: session.winner,
      },
      ref,
      `session after deal ${ref.deals}`,
    );
  }
  return { session, dealers, outcomes };
}

describe('BS-11 session: 6 deals; highest total wins, equal totals draw', () => {
  const desc = descOf('cardavia', []);

  test('BS-11 a session is exactly 6 deals, dealers alternating, whatever the score', () => {
    for (let i = 0; i < 10; i++) {
      const { session, dealers } = playSession(CARDAVIA, desc, `session-${i}`, i % 2);
      expect(session.dealsPlayed).toBe(6);
      expect(dealers).toEqual([0, 1, 2, 3, 4, 5].map((k) => (i + k) % 2));
    }
  });

  test('BS-11 the session does not stop early at 7 points (the target is not a Cardavia rule)', () => {
    const schwarz = findDeal(CARDAVIA, desc, (o) => o.gamePoints[0] === 3).outcome;
    let session = BS.newSession(rulesOf('cardavia', [], 7), 0);
    for (let k = 1; k <= 5; k++) {
      session = BS.settle(session, schwarz);
      expect(session.finished).toBe(false);
      expect(session.winner).toBeNull();
      expect(session.totals).toEqual([3 * k, 0]);
    }
    session = BS.settle(session, schwarz);
    expect(session).toMatchObject({ finished: true, winner: 0, totals: [18, 0], dealsPlayed: 6 });
  });

  test('BS-11 the higher total wins: seat 1 with more points wins', () => {
    const one = findDeal(CARDAVIA, desc, (o) => o.gamePoints[1] === 1).outcome;
    const tie = findDeal(CARDAVIA, desc, (o) => o.winner === null).outcome;
    let session = BS.newSession(CARDAVIA, 1);
    for (const o of [one, tie, tie, tie, tie, tie]) session = BS.settle(session, o);
    expect(session).toMatchObject({ finished: true, winner: 1, totals: [0, 1] });
  });

  test('BS-11 equal totals after 6 deals are a draw, 0:0 included', () => {
    const one0 = findDeal(CARDAVIA, desc, (o) => o.gamePoints[0] === 2).outcome;
    const one1 = findDeal(CARDAVIA, desc, (o) => o.gamePoints[1] === 2).outcome;
    const tie = findDeal(CARDAVIA, desc, (o) => o.winner === null).outcome;
    let session = BS.newSession(CARDAVIA, 0);
    for (const o of [one0, tie, one1, tie, one1, one0]) session = BS.settle(session, o);
    expect(session).toMatchObject({ finished: true, winner: 'draw', totals: [4, 4] });
    session = BS.newSession(CARDAVIA, 0);
    for (let k = 0; k < 6; k++) session = BS.settle(session, tie);
    expect(session).toMatchObject({ finished: true, winner: 'draw', totals: [0, 0] });
  });

  test('BS-11 random sessions (property): 6 deals, totals are the sums of game points, winner or draw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 1 }), (seed, dealer) => {
        const { session, outcomes } = playSession(CARDAVIA, desc, seed, dealer);
        const sum = [0, 1].map((s) => outcomes.reduce((t, o) => t + o.gamePoints[s]!, 0));
        expect(session.totals).toEqual(sum);
        expect(session.winner).toBe(sum[0] === sum[1] ? 'draw' : sum[0]! > sum[1]! ? 0 : 1);
      }),
      { numRuns: 15 },
    );
  });
});

describe('BS-C1 CardRulesPlus: the responder wins with any higher card of the led suit', () => {
  test('BS-C1 every led card against every answer (992 pairs): same suit and higher wins, else the leader', () => {
    for (const [led, answer] of PAIRS) {
      const expected = suitLetter(answer) === suitLetter(led) && higher(answer, led) ? 'responder' : 'leader';
      expect(firstTrick(CRP, led, answer), `${led} / ${answer}`).toBe(expected);
    }
  });

  test('BS-C1 9♠ led: 10♠, J♠, Q♠, K♠ and A♠ all win; 8♠, 7♠ and other suits lose', () => {
    for (const r of 'TJQKA') expect(firstTrick(CRP, 'S9', 'S' + r)).toBe('responder');
    for (const c of ['S8', 'S7', 'HA', 'CT', 'DK']) expect(firstTrick(CRP, 'S9', c)).toBe('leader');
  });

  test('BS-C1 the led Ace is still unbeatable', () => {
    for (const r of '789TJQK') expect(firstTrick(CRP, 'DA', 'D' + r)).toBe('leader');
  });
});

describe('BS-C2 CardRulesPlus: a 10:10 deal scores nothing and is redealt by the same dealer', () => {
  const desc = descOf('cardrulesplus', []);

  test('BS-C2 after 10:10 the same player deals again, with no points', () => {
    const { outcome } = findDeal(CRP, desc, (o) => o.winner === null);
    expect(outcome.honours).toEqual([10, 10]);
    for (const dealer of [0, 1]) {
      const next = BS.settle(BS.newSession(CRP, dealer), outcome);
      expect(next.dealer).toBe(dealer);
      expect(next.totals).toEqual([0, 0]);
      expect(next.finished).toBe(false);
    }
  });

  test('BS-C2 after a won deal the deal alternates', () => {
    const { outcome } = findDeal(CRP, desc, (o) => o.winner === 1);
    expect(BS.settle(BS.newSession(CRP, 0), outcome).dealer).toBe(1);
    expect(BS.settle(BS.newSession(CRP, 1), outcome).dealer).toBe(0);
  });

  test('BS-C2 random matches (property): dealers follow the tie rule deal by deal', () => {
    let sawTie = false;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 1 }), (seed, dealer) => {
        const { dealers, outcomes } = playSession(CRP, desc, seed, dealer);
        for (let k = 1; k < dealers.length; k++) {
          const tie = outcomes[k - 1]!.winner === null;
          sawTie ||= tie;
          expect(dealers[k]).toBe(tie ? dealers[k - 1] : 1 - dealers[k - 1]!);
        }
      }),
      { numRuns: 15, seed: 2024 },
    );
    expect(sawTie).toBe(true);
  });
});

describe('BS-C3 CardRulesPlus match: first to the target (7 by default, or 10), checked after each deal', () => {
  const desc = descOf('cardrulesplus', []);
  const schwarz0 = findDeal(CRP, desc, (o) => o.gamePoints[0] === 3).outcome;
  const schwarz1 = findDeal(CRP, desc, (o) => o.gamePoints[1] === 3).outcome;
  const single1 = findDeal(CRP, desc, (o) => o.gamePoints[1] === 1).outcome;

  test('BS-C3 the default target is 7', () => {
    expect(rulesOf('cardrulesplus').target).toBe(7);
  });

  test('BS-C3 target 7: 6 points is not enough, 9 wins at the end of that deal', () => {
    let session = BS.newSession(CRP, 0);
    session = BS.settle(session, schwarz0);
    session = BS.settle(session, schwarz0);
    expect(session).toMatchObject({ totals: [6, 0], finished: false, winner: null });
    session = BS.settle(session, single1);
    expect(session).toMatchObject({ totals: [6, 1], finished: false });
    session = BS.settle(session, schwarz0);
    expect(session).toMatchObject({ totals: [9, 1], finished: true, winner: 0, dealsPlayed: 4 });
  });

  test('BS-C3 target 10: 9 points is not enough, 12 wins; seat 1 can win too', () => {
    const rules = rulesOf('cardrulesplus', [], 10);
    let session = BS.newSession(rules, 0);
    for (let k = 0; k < 3; k++) session = BS.settle(session, schwarz1);
    expect(session).toMatchObject({ totals: [0, 9], finished: false });
    session = BS.settle(session, schwarz1);
    expect(session).toMatchObject({ totals: [0, 12], finished: true, winner: 1 });
  });

  test('BS-C3 exactly reaching the target wins (7 = 7)', () => {
    let session = BS.newSession(CRP, 1);
    for (const o of [schwarz1, schwarz1, single1]) session = BS.settle(session, o);
    expect(session).toMatchObject({ totals: [0, 7], finished: true, winner: 1 });
  });

  test.each([7, 10])(
    'BS-C3 random matches to %i (property): the match ends at the first deal reaching it',
    (target) => {
      const rules = rulesOf('cardrulesplus', [], target);
      const d = descOf('cardrulesplus', [], target);
      fc.assert(
        fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 1 }), (seed, dealer) => {
          const { session } = playSession(rules, d, seed, dealer);
          expect(Math.max(...session.totals)).toBeGreaterThanOrEqual(target);
          expect(Math.min(...session.totals)).toBeLessThan(target);
          expect(session.totals[session.winner as number]).toBeGreaterThanOrEqual(target);
        }),
        { numRuns: 10 },
      );
    },
  );
});

describe('BS-V1 short deck: no 7s and 8s; honours A K Q J (16); 9-12 → 1, 13-15 → 2, 16 → 3, 8:8 ties', () => {
  const rules = rulesOf('cardavia', ['short-deck']);
  const desc = descOf('cardavia', ['short-deck']);

  test('BS-V1 the pack is the 24 cards 9 to Ace', () => {
    expect(codes(BS.pack(rules))).toEqual(refPack(desc).sort());
    expect(BS.pack(rules)).toHaveLength(24);
    expect(codes(BS.pack(rules)).some((c) => c[1] === '7' || c[1] === '8')).toBe(false);
  });

  test('BS-V1 12 tricks, a 12-card talon giving 6 refills, 16 honours in all', () => {
    for (let i = 0; i < 10; i++) {
      const { state, outcome } = randomDeal(rules, desc, `short-${i}`, i % 2);
      expect(state.tricks).toHaveLength(12);
      expect(outcome.honours[0]! + outcome.honours[1]!).toBe(16);
    }
  });

  test('BS-V1 the tens do not count: a trick of 10 and 9 gives no honour, a trick with a Jack gives 1', () => {
    let s = start(rules, 0, order(rules, ['ST', 'H9'], ['S9', 'HJ']));
    s = play(play(s, 1, 'ST'), 0, 'S9');
    expect(BS.view(s, 0).honours).toEqual([0, 0]);
    s = play(play(s, 1, 'H9'), 0, 'HJ'); // the leader wins (J is not next to 9)
    expect(BS.view(s, 0).honours).toEqual([0, 1]);
  });

  test('BS-V1 the next rank up still decides in the short deck: 9→10 wins, 9→J does not', () => {
    expect(firstTrick(rules, 'C9', 'CT')).toBe('responder');
    expect(firstTrick(rules, 'C9', 'CJ')).toBe('leader');
  });

  const bySplit = new Map<number, Played>();
  for (let i = 0; i < 3000 && bySplit.size < 17; i++) {
    const chooser = biasedChooser(i % 2, [0, 0.5, 0.8, 0.95, 1][(i >> 1) % 5]!);
    const played = randomDeal(rules, desc, `short-split-${i}`, (i >> 3) % 2, chooser);
    if (!bySplit.has(played.outcome.honours[0]!)) bySplit.set(played.outcome.honours[0]!, played);
  }
  const EXPECTED: [number, number, number[]][] = Array.from({ length: 17 }, (_, h) => {
    const won = Math.max(h, 16 - h);
    const points = h === 8 ? 0 : won === 16 ? 3 : won >= 13 ? 2 : 1;
    return [h, 16 - h, h > 8 ? [points, 0] : h < 8 ? [0, points] : [0, 0]];
  });
  test.each(EXPECTED)('BS-V1 short deck honours %i:%i → game points %j', (h, _rest, points) => {
    const played = bySplit.get(h);
    expect(played, `a deal ending ${h}:${16 - h}`).toBeDefined();
    expect(played!.outcome.honours).toEqual([h, 16 - h]);
    expect(played!.outcome.gamePoints).toEqual(points);
  });
});

describe('BS-V2 follow-suit: the responder must follow the led suit when able', () => {
  const rules = rulesOf('cardavia', ['follow-suit']);

  test('BS-V2 holding cards of the led suit, the responder may play only those', () => {
    let s = start(rules, 0, order(rules, ['S9'], ['ST', 'S7', 'HA', 'DK', 'C8', 'SQ']));
    s = play(s, 1, 'S9');
    expect(legal(s)).toEqual(['S7', 'SQ', 'ST']);
  });

  test('BS-V2 a card of another suit while holding the led suit is ILLEGAL_CARD', () => {
    let s = start(rules, 0, order(rules, ['S9'], ['ST', 'HA']));
    s = play(s, 1, 'S9');
    expect(failure(s, 0, card('HA'))).toBe('ILLEGAL_CARD');
  });

  test('BS-V2 void in the led suit, the responder may play any card', () => {
    let s = start(rules, 0, order(rules, ['S9'], ['HA', 'HK', 'DA', 'DK', 'CA', 'CK']));
    s = play(s, 1, 'S9');
    expect(legal(s)).toEqual(['CA', 'CK', 'DA', 'DK', 'HA', 'HK']);
  });

  test('BS-V2 following suit is not a duty to win: any card of the suit may be played', () => {
    let s = start(rules, 0, order(rules, ['S9'], ['ST', 'S7']));
    s = play(play(s, 1, 'S9'), 0, 'S7');
    expect(s.tricks[0]!.winner).toBe(1);
  });

  test('BS-V2 the trick rule is unchanged: under CardRulesPlus any higher card of the suit still wins', () => {
    const crpFollow = rulesOf('cardrulesplus', ['follow-suit']);
    expect(firstTrick(crpFollow, 'S9', 'SA')).toBe('responder');
    expect(firstTrick(rules, 'S9', 'SA')).toBe('leader');
  });
});

describe('BS-V3 trump: the top talon card is turned, drawn last; a trump on a non-trump lead wins', () => {
  const rules = rulesOf('cardavia', ['trump']);
  const crpTrump = rulesOf('cardrulesplus', ['trump']);

  test('BS-V3 card 13 is the trump card: shown to both players and still counted in the talon', () => {
    const s = start(rules, 0, order(rules, [], [], ['H7']));
    for (const seat of [0, 1]) {
      expect(codeOf(BS.view(s, seat).trumpCard!)).toBe('H7');
      expect(BS.view(s, seat).talonCount).toBe(20);
    }
  });

  test('BS-V3 the trump card is drawn last, by the loser of the tenth trick; card 14 is drawn first', () => {
    for (let i = 0; i < 10; i++) {
      const random = seededRandom(`trump-${i}`);
      const cards = shuffle(BS.pack(rules), random);
      let s = start(rules, i % 2, cards);
      for (let trick = 1; trick <= 10; trick++) {
        const snapshot = [s.hands[0]!, s.hands[1]!];
        for (let k = 0; k < 2; k++) {
          const options = BS.legalActions(s);
          s = play(s, BS.toMove(s)!, codeOf(options[randomBelow(random, options.length)]!));
        }
        const w = s.tricks[trick - 1]!.winner;
        const gained = (seat: number) => cardsOf(s.hands[seat]! & ~snapshot[seat]!);
        if (trick === 1) expect(gained(w)).toEqual([cards[13]]);
        if (trick === 10) {
          expect(gained(1 - w)).toEqual([cards[12]]);
          expect(BS.view(s, 0).talonCount).toBe(0);
        } else {
          expect(has(s.hands[0]! | s.hands[1]!, cards[12]!)).toBe(false);
        }
      }
      expect(codeOf(BS.view(s, 0).trumpCard!)).toBe(codeOf(cards[12]!));
    }
  });

  test('BS-V3 every led card against every answer, trumps hearts: the suit rule, or the trump on a non-trump lead', () => {
    for (const [r, ruleset] of [
      [rules, 'cardavia'],
      [crpTrump, 'cardrulesplus'],
    ] as const) {
      for (const [led, answer] of PAIRS) {
        if (led === 'H7' || answer === 'H7') continue;
        let expected: 'leader' | 'responder';
        if (suitLetter(answer) !== suitLetter(led)) expected = suitLetter(answer) === 'H' ? 'responder' : 'leader';
        else if (ruleset === 'cardavia') expected = NEXT_RANK_UP[led[1]!] === answer[1] ? 'responder' : 'leader';
        else expected = higher(answer, led) ? 'responder' : 'leader';
        expect(firstTrick(r, led, answer, 'H7'), `${ruleset} ${led} / ${answer}`).toBe(expected);
      }
    }
  });

  test('BS-V3 a trump answered to a led Ace wins; a trump lead answered off-suit stays with the leader', () => {
    expect(firstTrick(rules, 'SA', 'H8', 'H7')).toBe('responder');
    expect(firstTrick(rules, 'HA', 'SK', 'H7')).toBe('leader');
    expect(firstTrick(rules, 'H9', 'HT', 'H7')).toBe('responder');
    expect(firstTrick(rules, 'H9', 'HJ', 'H7')).toBe('leader');
    expect(firstTrick(crpTrump, 'H9', 'HJ', 'H7')).toBe('responder');
  });

  test('BS-V3 with follow-suit: a player who holds the led suit may not trump', () => {
    const r = rulesOf('cardavia', ['follow-suit', 'trump']);
    let s = start(r, 0, order(r, ['SA'], ['S7', 'H8', 'CA', 'CK', 'DA', 'DK'], ['H7']));
    s = play(s, 1, 'SA');
    expect(failure(s, 0, card('H8'))).toBe('ILLEGAL_CARD');
    expect(legal(s)).toEqual(['S7']);
  });
});

describe('BS-V4 cumulative: the winner scores the honour difference; a match to 50; ties by the ruleset', () => {
  const desc = descOf('cardavia', ['cumulative']);
  const rules = rulesOf('cardavia', ['cumulative']);
  const crpCum = rulesOf('cardrulesplus', ['cumulative']);
  const crpDesc = descOf('cardrulesplus', ['cumulative']);

  test('BS-V4 the default target becomes 50 under either ruleset', () => {
    expect(rules.target).toBe(50);
    expect(crpCum.target).toBe(50);
    expect(rulesOf('cardavia', ['cumulative'], 30).target).toBe(30);
  });

  test('BS-V4 14:6 scores 8 (and 6:14 scores 8 to the other player)', () => {
    const a = findDeal(rules, desc, (o) => o.honours[0] === 14);
    expect(a.outcome.gamePoints).toEqual([8, 0]);
    const b = findDeal(rules, desc, (o) => o.honours[1] === 14);
    expect(b.outcome.gamePoints).toEqual([0, 8]);
  });

  test('BS-V4 every split scores its difference; 10:10 scores nothing', () => {
    for (let i = 0; i < 200; i++) {
      const { outcome } = randomDeal(rules, desc, `cumulative-${i}`, i % 2, biasedChooser(i % 2, (i % 4) / 4));
      const [a, b] = outcome.honours as [number, number];
      expect(outcome.gamePoints).toEqual(a > b ? [a - b, 0] : [0, b - a]);
    }
  });

  test('BS-V4 short deck cumulative: the difference of A K Q J honours (16 in all)', () => {
    const r = rulesOf('cardavia', ['short-deck', 'cumulative']);
    const d = descOf('cardavia', ['short-deck', 'cumulative']);
    for (let i = 0; i < 30; i++) {
      const { outcome } = randomDeal(r, d, `short-cumulative-${i}`, i % 2);
      const [a, b] = outcome.honours as [number, number];
      expect(a + b).toBe(16);
      expect(outcome.gamePoints).toEqual(a > b ? [a - b, 0] : [0, b - a]);
    }
  });

  test('BS-V4 no 6-deal limit: the match goes on until 50 is reached', () => {
    const small = findDeal(rules, desc, (o) => o.gamePoints[0] === 2).outcome;
    let session = BS.newSession(rules, 0);
    for (let k = 1; k <= 24; k++) {
      session = BS.settle(session, small);
      expect(session.finished).toBe(false);
    }
    expect(session.totals).toEqual([48, 0]);
    session = BS.settle(session, small);
    expect(session).toMatchObject({ totals: [50, 0], finished: true, winner: 0, dealsPlayed: 25 });
  });

  test('BS-V4 a tie deal follows the ruleset: Cardavia alternates (BS-3), CardRulesPlus redeals (BS-C2)', () => {
    const tie = findDeal(rules, desc, (o) => o.winner === null).outcome;
    expect(tie.gamePoints).toEqual([0, 0]);
    expect(BS.settle(BS.newSession(rules, 0), tie).dealer).toBe(1);
    expect(BS.settle(BS.newSession(crpCum, 0), tie).dealer).toBe(0);
  });

  test.each([
    ['cardavia', rules, desc],
    ['cardrulesplus', crpCum, crpDesc],
  ] as const)('BS-V4 random %s matches to 50 (property): totals add the differences', (_name, r, d) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 1 }), (seed, dealer) => {
        const { session, outcomes } = playSession(r, d, seed, dealer);
        const sum = [0, 1].map((s) => outcomes.reduce((t, o) => t + o.gamePoints[s]!, 0));
        expect(session.totals).toEqual(sum);
        expect(session.totals[session.winner as number]).toBeGreaterThanOrEqual(50);
      }),
      { numRuns: 4 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('apply: a refused action returns its typed error code and leaves the old state as it was', () => {
  const follow = rulesOf('cardavia', ['follow-suit']);
  const fresh = () => start(CARDAVIA, 0, order(CARDAVIA, ['S9', 'HA'], ['SJ', 'DK'], ['C7']));
  const afterLead = () => play(start(follow, 0, order(follow, ['S9'], ['ST', 'HA'])), 1, 'S9');
  const over = () => randomDeal(CARDAVIA, descOf('cardavia', []), 'over').state;

  const cases: [string, () => SchneiderState, number, number, string][] = [
    ['an action after the deal is over', over, 1, card('SA'), 'DEAL_OVER'],
    ['a bid after the deal is over (DEAL_OVER comes first)', over, 0, BID, 'DEAL_OVER'],
    ['a bid: Bohemian Schneider has no auction', fresh, 1, BID, 'WRONG_PHASE'],
    ['a bid by the seat not to move (WRONG_PHASE comes first)', fresh, 0, BID, 'WRONG_PHASE'],
    ['the dealer leading the first trick', fresh, 0, card('SJ'), 'NOT_YOUR_TURN'],
    ['out of turn and not in hand (NOT_YOUR_TURN comes first)', fresh, 0, card('HA'), 'NOT_YOUR_TURN'],
    ['the leader answering his own lead', afterLead, 1, card('C7'), 'NOT_YOUR_TURN'],
    ["the opponent's card", fresh, 1, card('SJ'), 'CARD_NOT_IN_HAND'],
    ['the top talon card', fresh, 1, card('C7'), 'CARD_NOT_IN_HAND'],
    ['a six (never dealt)', fresh, 1, SIX_OF_SPADES, 'CARD_NOT_IN_HAND'],
    ['a revoke under follow-suit', afterLead, 0, card('HA'), 'ILLEGAL_CARD'],
    [
      'an off-suit card not held under follow-suit (CARD_NOT_IN_HAND first)',
      afterLead,
      0,
      card('DA'),
      'CARD_NOT_IN_HAND',
    ],
  ];

  const named = cases.map(([what, make, seat, action, code]) => ({ what, make, seat, action, code }));
  test.each(named)('$what → $code', ({ make, seat, action, code }) => {
    const s = make();
    const copy = structuredClone(s);
    deepFreeze(s);
    const r = BS.apply(s, seat, action);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(typeof r.error.message).toBe('string');
      expect(r.error.message.length).toBeGreaterThan(0);
    }
    expect(s).toEqual(copy);
  });

  test('an action number that names no card (negative, fractional, NaN) is BAD_ACTION (the shared guard), never played', () => {
    // Seat 1 leads holding D A (card 31), S A (15) and C7 (0): -1, -17 and 31.5 alias card 31's bit, -0.5 and
    // NaN card 0's. None may be played: the card would vanish and the table would look empty.
    const s = deepFreeze(start(CARDAVIA, 0, order(CARDAVIA, ['DA', 'SA', 'C7'], [])));
    const copy = structuredClone(s);
    for (const odd of [-1, -17, -33, 31.5, 15.5, -0.5, 0.5, NaN]) {
      expect(failure(s, 1, odd), String(odd)).toBe('BAD_ACTION');
    }
    expect(s).toEqual(copy);
    // The responder too: the dealer holds D A, and -1 would answer with it.
    const t = deepFreeze(play(start(CARDAVIA, 0, order(CARDAVIA, ['C7'], ['DA'])), 1, 'C7'));
    expect(failure(t, 0, -1)).toBe('BAD_ACTION');
    expect(failure(t, 0, 31.5)).toBe('BAD_ACTION');
  });

  test('a card already played is no longer in hand', () => {
    let s = start(CARDAVIA, 0, order(CARDAVIA, ['S9'], ['SJ']));
    s = play(play(s, 1, 'S9'), 0, 'SJ');
    expect(failure(s, 1, card('S9'))).toBe('CARD_NOT_IN_HAND');
  });

  test('a legal action on a deeply frozen state works and leaves it as it was, for a whole deal', () => {
    const random = seededRandom('frozen');
    let s = deepFreeze(start(CARDAVIA, 1, shuffle(BS.pack(CARDAVIA), random)));
    while (BS.phase(s) !== 'over') {
      const copy = structuredClone(s);
      const options = BS.legalActions(s);
      const next = BS.apply(s, BS.toMove(s)!, options[randomBelow(random, options.length)]!);
      expect(next.ok).toBe(true);
      expect(s).toEqual(copy);
      if (next.ok) s = deepFreeze(next.value);
    }
  });

  test('states are plain data: a state survives a JSON round trip and plays on the same', () => {
    const rules = rulesOf('cardrulesplus', ['trump', 'follow-suit']);
    const random = seededRandom('json');
    let s = start(rules, 0, shuffle(BS.pack(rules), random));
    for (let k = 0; k < 9; k++) s = play(s, BS.toMove(s)!, codeOf(BS.legalActions(s)[0]!));
    let copy = JSON.parse(JSON.stringify(s)) as SchneiderState;
    while (BS.phase(s) !== 'over') {
      expect(BS.legalActions(copy)).toEqual(BS.legalActions(s));
      expect(BS.view(copy, 0)).toEqual(BS.view(s, 0));
      const c = codeOf(BS.legalActions(s).at(-1)!);
      s = play(s, BS.toMove(s)!, c);
      copy = play(copy, BS.toMove(copy)!, c);
    }
    expect(BS.outcome(copy)).toEqual(BS.outcome(s));
  });
});

describe('views reveal only what a seat may know: own hand, talon count, trump card, played cards, piles', () => {
  test('at the deal, the non-dealer view is the same whatever the dealer holds and however the talon lies', () => {
    const base = order(CARDAVIA, ['CA', 'CK', 'CQ', 'HA', 'HK', 'HQ'], []);
    const random = seededRandom('hidden');
    const reference = JSON.stringify(BS.view(start(CARDAVIA, 0, base), 1));
    for (let i = 0; i < 50; i++) {
      const rest = shuffle([...base.slice(3, 6), ...base.slice(9)], random);
      const other = [...base.slice(0, 3), ...rest.slice(0, 3), ...base.slice(6, 9), ...rest.slice(3)];
      expect(JSON.stringify(BS.view(start(CARDAVIA, 0, other), 1))).toBe(reference);
    }
  });

  test('the view names no card outside the own hand, the table, the piles, the tricks and the trump card', () => {
    const rules = rulesOf('cardavia', ['trump']);
    const random = seededRandom('named');
    let s = start(rules, 0, shuffle(BS.pack(rules), random));
    while (BS.phase(s) !== 'over') {
      for (const seat of [0, 1]) {
        const v = BS.view(s, seat);
        const visible = new Set([...cardsOf(s.hands[seat]!), ...cardsOf(s.piles[0]! | s.piles[1]!), s.trumpCard]);
        if (s.led >= 0) visible.add(s.led);
        const named = [
          ...v.hand,
          ...v.trick.cards,
          ...v.piles.flat(),
          ...v.tricks.flatMap((t) => t.cards),
          v.trumpCard!,
        ];
        expect(named.every((c) => visible.has(c))).toBe(true);
      }
      const options = BS.legalActions(s);
      s = play(s, BS.toMove(s)!, codeOf(options[randomBelow(random, options.length)]!));
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

const VARIANT_SETS: SchneiderVariant[][] = Array.from({ length: 16 }, (_, m) =>
  SCHNEIDER_VARIANTS.filter((_v, i) => (m >> i) & 1),
);
const COMBOS = (['cardavia', 'cardrulesplus'] as const).flatMap((ruleset) =>
  VARIANT_SETS.map(
    (variants) => [`${ruleset}${variants.length ? ' + ' + variants.join(',') : ''}`, ruleset, variants] as const,
  ),
);

describe('property: random complete games under every ruleset × variant combination', () => {
  test.each(COMBOS)(
    '%s: cards conserved, 16 (12) tricks, 20 (16) honours, each trick by the rule, views hide hidden cards',
    (_label, ruleset, variants) => {
      const rules = rulesOf(ruleset, variants);
      const desc = descOf(ruleset, variants);
      const short = variants.includes('short-deck');
      fc.assert(
        fc.property(
          fc.string({ maxLength: 10 }),
          fc.integer({ min: 0, max: 1 }),
          fc.boolean(),
          (seed, dealer, illegal) => {
            const { state, outcome } = randomDeal(rules, desc, seed, dealer, randomChooser, {
              hiddenCards: true,
              illegal,
            });
            expect(state.tricks).toHaveLength(short ? 12 : 16);
            expect(outcome.honours[0]! + outcome.honours[1]!).toBe(short ? 16 : 20);
            expect(outcome.tricks[0]! + outcome.tricks[1]!).toBe(short ? 12 : 16);
          },
        ),
        { numRuns: 100 },
      );
    },
  );
});
