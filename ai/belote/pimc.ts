/**
 * Belote's searching players (issue 33, point 3): perfect-information Monte Carlo over worlds drawn from the
 * seat's knowledge (knowledge.ts), each solved with every hand open (solver.ts).
 *
 * - Cards: each legal card's value averaged over the worlds, the value being this seat's side's score of the deal
 *   less the other side's, read through the engine's own scoring (BE-13 … BE-16 with the points held en litige;
 *   BE-C5, BE-C6 with the bid and its multiplier) from the takers' P the solver returns, with the world's belote
 *   and, with `annonces`, the world's valid announcements (BE-A3). Each side's two seats maximise their side's
 *   score from their own views: partners cooperate with no signal. Ties go to the easy player's card. The belote
 *   (BE-12) is announced with the first of the trump King and Queen played, and the combinations declared
 *   (BE-A2) whenever the seat may, as the easy player does.
 * - With `searchBids` (the oracle, and strong's measurement variant strong-search-bids), the taking and the contrée auction are valued by solving worlds from the first
 *   lead: taking the turned card (BE-6), each suit the second round may name among the hand's two best (BE-7),
 *   each contrée bid in the hand's two best suits and the partner's (BE-C2), by its expected score over the
 *   worlds, against passing (0 for the classic taking, the standing contract's expected score in the contrée),
 *   the contre and surcontre by the expected score of the multiplied contract. Open cards flatter the taker (the
 *   Schafkopf and Mariáš notes of docs/ai.md): a bid must beat passing by a margin (`MARGINS`), set by hand.
 * - Without `searchBids` (normal and strong), those decisions are the easy player's.
 *
 * Budgets are counted in worlds and solver nodes (budgets.ts); a world whose solve reached the node limit counts
 * for nothing, and with no world left the easy player decides.
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Card, type Suit, SUITS, suitOf } from '../../engine/cards.js';
import { type Mask, add, cardsOf, union } from '../../engine/cardset.js';
import { BELOTE_POINTS, type Combination, combinationsOf, kingOf, queenOf } from '../../engine/belote/cards.js';
import {
  BELOTE,
  type BeloteSession,
  type BeloteState,
  type BeloteView,
  CONTRE,
  DECLARE,
  PASS,
  SURCONTRE,
  TAKE,
  belote,
  completeHands,
  contractAction,
  isCardPlay,
  nextSeat,
  takeSuitAction,
} from '../../engine/belote/index.js';
import {
  ALL_POINTS,
  CAPOT_LEVEL,
  CAPOT_POINTS,
  bidValue,
  scoreBase,
  scoreContree,
  sideOf,
  validAnnouncements,
} from '../../engine/belote/scoring.js';
import { type Random, seededRandom } from '../../engine/random.js';
import { weighedWorlds } from '../search/worlds.js';
import type { BeloteBudget } from './budgets.js';
import { TAKE_MARK, easyBelote, easyBid, handValue } from './easy.js';
import { type Knowledge, type World, knowledgeOf, ruleWeight, sampleWorld, worldWeight } from './knowledge.js';
import { type OpenPosition, type Solver, sharedSolver } from './solver.js';

/**
 * By how many card points open cards flatter a side's own contrée contract at the table: its P is taken this much
 * lower when the side values its bids, its pass over its own bid and its surcontre (set by hand, not yet fitted).
 */
export const OPTIMISM = 30;
/** Worlds a bid's option needs solved within its nodes to be valued at all. */
const MIN_WORLDS = 3;

/** BE-C2: the number bids' levels, 80 … 160. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** BE-C2: the suit and level of a contrée number bid, or null for any other action. */
function numberBid(a: Action): { suit: Suit; level: number } | null {
  for (const suit of SUITS) for (const level of LEVELS) if (contractAction(level, suit) === a) return { suit, level };
  return null;
}

/** By how much (the mean difference of the sides' scores over the worlds) a bid must beat passing. */
export const MARGINS = {
  /** Taking in the classic game, against passing. */
  take: 20,
  /** A contrée bid against passing. */
  bid: 20,
  /** A contre or a surcontre against passing: it doubles what is at stake. */
  contre: 60,
} as const;

/** What a deal's score needs beyond the takers' P: the contract and each world's belote and announcements. */
export interface DealTerms {
  readonly contree: boolean;
  readonly takerSide: number;
  /** The side that has (or will announce) the belote, or -1. */
  readonly beloteSide: number;
  readonly announcements: readonly number[];
  /** BE-C2: the bid's level (0 … 8, CAPOT_LEVEL), and its multiplier (BE-C3). */
  readonly level: number;
  readonly multiplier: number;
  /** BE-16: the points held en litige. */
  readonly held: number;
}

/** The difference of `side`'s score of the deal and the other side's, the takers ending with P (solver.ts). */
export function scoreDifference(t: DealTerms, p: number, side: number): number {
  const taker = t.takerSide;
  const d = 1 - taker;
  const cardPoints = [0, 0];
  const tricks = [1, 1];
  if (p >= CAPOT_POINTS) {
    cardPoints[taker] = CAPOT_POINTS;
    tricks[d] = 0;
  } else if (p < 0) {
    cardPoints[d] = CAPOT_POINTS;
    tricks[taker] = 0;
  } else {
    cardPoints[taker] = p;
    cardPoints[d] = ALL_POINTS - p;
  }
  const facts = { taker, cardPoints, tricks, beloteSide: t.beloteSide, announcements: t.announcements };
  const scores = t.contree ? scoreContree(facts, t.level, t.multiplier).scores : scoreBase(facts, t.held).scores;
  return scores[side]! - scores[1 - side]!;
}

/** The side whose seat holds (or announced) the belote in a world, or -1 (BE-12). */
export function beloteSideOf(v: BeloteView, trump: Suit, hands: readonly Mask[]): number {
  if (v.belote !== null) return sideOf(v.belote);
  const both = add(add(0, kingOf(trump)), queenOf(trump));
  const q = hands.findIndex((h) => (h & both) === both);
  return q < 0 ? -1 : sideOf(q);
}

/**
 * BE-A3: the valid announcements in a world: each seat's declaration (shown, or its cards in the world), and a
 * seat still to play its first card declaring what its hand holds (the players always do).
 */
export function announcementsOf(v: BeloteView, trump: Suit, k: Knowledge | null, hands: readonly Mask[]): number[] {
  if (!v.annonces) return [0, 0];
  const declared: (readonly Combination[])[] = [[], [], [], []];
  for (let q = 0; q < 4; q++) {
    const played = k === null ? 0 : k.played[q]!;
    const d = v.declarations.find((x) => x.seat === q);
    if (d !== undefined) declared[q] = d.combinations ?? combinationsOf(union(hands[q]!, played));
    else if (v.tricks.length === 0 && played === 0) declared[q] = combinationsOf(hands[q]!);
  }
  return validAnnouncements(declared, trump);
}

/** How a decision's worlds are drawn and kept (the fields of BeloteBudget, budgets.ts). */
export type WorldModel = Pick<BeloteBudget, 'candidates' | 'ruleMiss' | 'ruleCandidates' | 'ruleClassic'>;

/**
 * `n` worlds for a decision, each kept from several drawn by the bids' likelihood: with `ruleMiss` above 0 (in the
 * contrée, and in the classic game with `ruleClassic`), from `ruleCandidates` by the easy player's rules of
 * bidding (knowledge.ts ruleWeight); otherwise from `candidates` by the hand-set logistic (worldWeight; 1: as
 * drawn).
 */
export function worldsOf(k: Knowledge, n: number, model: WorldModel, random: Random): World[] {
  const rule = model.ruleMiss > 0 && (k.view.ruleset === 'contree' || model.ruleClassic);
  const weight = (w: World) => (rule ? ruleWeight(k, w, model.ruleMiss) : worldWeight(k, w));
  return weighedWorlds(() => sampleWorld(k, random), n, rule ? model.ruleCandidates : model.candidates, weight, random);
}

/** Cards by their mean score difference over the worlds; null when no world was solved. */
export function playByWorlds(
  v: BeloteView,
  cards: readonly Card[],
  worlds: readonly World[],
  k: Knowledge | null,
  solver: Solver,
  nodes = Infinity,
): number[] | null {
  const trump = v.trump!;
  const takerSide = sideOf(v.taker!);
  const mine = sideOf(v.seat);
  const before = v.cardPoints[takerSide]!;
  const sums = cards.map(() => 0);
  let used = 0;
  solver.newDecision();
  const limit = solver.budget;
  const start = solver.nodes;
  for (const w of worlds) {
    const left = nodes - (solver.nodes - start);
    if (used > 0 && left <= 0) break;
    solver.budget = used > 0 ? Math.min(limit, left) : limit;
    const position = {
      trump,
      hands: w.hands,
      leader: v.trick.leader,
      table: v.trick.cards,
      takerSide,
      undertrump: v.ruleset !== 'contree',
      sideTricks: v.sideTricks,
    };
    const values = solver.cardValues(position, cards);
    if (values.some((x) => x !== x)) continue;
    const terms: DealTerms = {
      contree: v.ruleset === 'contree',
      takerSide,
      beloteSide: beloteSideOf(v, trump, w.hands),
      announcements: announcementsOf(v, trump, k, w.hands),
      level: v.bid?.level ?? -1,
      multiplier: v.multiplier,
      held: v.held,
    };
    values.forEach((x, i) => (sums[i] = sums[i]! + scoreDifference(terms, before + x, mine)));
    used++;
  }
  solver.budget = limit;
  return used === 0 ? null : sums.map((x) => x / used);
}

/** The card of highest mean, ties to the easy player's card, then to the first. */
function bestCard(v: BeloteView, legal: readonly Action[], cards: readonly Card[], means: readonly number[]): Card {
  const top = Math.max(...means);
  const easy = easyBelote(v, legal.filter(isCardPlay), 'tie');
  const ties = cards.filter((_, i) => means[i]! >= top - 1e-9);
  return ties.includes(easy) ? easy : ties[0]!;
}

function chooseCard(v: BeloteView, legal: readonly Action[], seed: string, budget: BeloteBudget): Action {
  if (legal.includes(DECLARE)) return DECLARE; // BE-A2, as the easy player
  const cards = legal.filter(isCardPlay);
  let card = cards[0]!;
  if (cards.length > 1) {
    const k = knowledgeOf(v);
    // Leads lose most against open cards (bench/belote/diagnose.ts): after the first two tricks they may solve more.
    const factor = v.tricks.length >= 2 && v.trick.cards.length === 0 ? budget.leadFactor : 1;
    const n = v.tricks.length < 2 ? budget.playWorldsEarly : Math.round(budget.playWorlds * factor);
    const worlds = worldsOf(k, n, budget, seededRandom(`belote/${seed}`));
    const solver = sharedSolver();
    solver.budget = budget.nodeLimit;
    const means = playByWorlds(v, cards, worlds, k, solver, budget.playNodes * factor);
    card = means === null ? (easyBelote(v, cards, seed) as Card) : bestCard(v, legal, cards, means);
  }
  // BE-12: the belote is announced with the first of the King and Queen played.
  const trump = v.trump!;
  if (legal.includes(BELOTE) && (card === kingOf(trump) || card === queenOf(trump))) return BELOTE;
  return card;
}

// ---------------------------------------------------------------------------------------------------------------
// The bids (strong).

/** A world's hands when play begins, `taker` having taken (BE-8 in the classic game; contrée: as dealt). */
export function handsAtPlay(v: BeloteView, w: World, taker: Seat): readonly Mask[] {
  if (v.ruleset === 'contree' || v.turnedCard === null) return w.hands;
  const withTurned = w.hands.map((h, q) => (q === taker ? add(h, v.turnedCard!) : h));
  return completeHands(withTurned, w.stock, v.dealer, taker);
}

/** The terms of a contract in a world whose hands at play are `hands` (its belote and announcements). */
function termsOf(v: BeloteView, hands: readonly Mask[], taker: Seat, trump: Suit, level: number, m: number): DealTerms {
  return {
    contree: v.ruleset === 'contree',
    takerSide: sideOf(taker),
    beloteSide: beloteSideOf(v, trump, hands),
    announcements: announcementsOf(v, trump, null, hands),
    level,
    multiplier: m,
    held: v.held,
  };
}

/**
 * The thresholds of P a bid's value turns on, ascending: in the contrée each level's (80 … 160 less the takers'
 * belote, BE-C5) and the capot; in the classic game the total that makes the contract (BE-14) and two steps of 30
 * above it.
 */
function ladderOf(t: DealTerms): number[] {
  const taker = t.takerSide;
  const belote = (side: number) => (t.beloteSide === side ? BELOTE_POINTS : 0);
  if (t.contree) return [...LEVELS.map((l) => bidValue(l) - belote(taker)), CAPOT_POINTS];
  const d = 1 - taker;
  const made =
    Math.floor((ALL_POINTS + belote(d) + t.announcements[d]! - belote(taker) - t.announcements[taker]!) / 2) + 1;
  return [made, made + 30, made + 60];
}

/**
 * P estimated by null-window questions on a ladder of thresholds (far cheaper than its exact value: three
 * questions take about a fifth of a whole deal's nodes, bench/belote/solver.ts), by bisection: the middle of the
 * step it lies in; NaN if the node limit stopped a question.
 */
function estimateP(solver: Solver, p: OpenPosition, ladder: readonly number[]): number {
  let lo = -1; // the highest rung known reached
  let hi = ladder.length; // the lowest rung known missed
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const reached = solver.reaches(p, ladder[mid]!);
    if (reached === null) return NaN;
    if (reached) lo = mid;
    else hi = mid;
  }
  if (lo < 0) return Math.max(0, ladder[0]! - 15);
  if (hi === ladder.length) return ladder[lo]!;
  return Math.min(ALL_POINTS, Math.floor((ladder[lo]! + ladder[hi]!) / 2));
}

/**
 * The takers' P in each world, `taker` playing in `trump` from the first lead: exact (the oracle) or estimated
 * up the bid's ladder (strong); NaN where the node limit stopped it, or once the option's nodes (`Bidding`) are
 * spent (the first world is always solved).
 */
export function pOfWorlds(v: BeloteView, worlds: readonly World[], taker: Seat, trump: Suit, b: Bidding): number[] {
  const { solver, nodes } = b;
  const limit = solver.budget;
  const start = solver.nodes;
  const out = worlds.map((w, i) => {
    const left = nodes - (solver.nodes - start);
    if (i > 0 && left <= 0) return NaN;
    solver.budget = i > 0 ? Math.min(limit, left) : limit;
    const hands = handsAtPlay(v, w, taker);
    const position: OpenPosition = {
      trump,
      hands,
      leader: v.firstHand,
      table: [],
      takerSide: sideOf(taker),
      undertrump: v.ruleset !== 'contree',
      sideTricks: [0, 0],
    };
    if (b.exact) return solver.value(position);
    return estimateP(solver, position, ladderOf(termsOf(v, hands, taker, trump, -1, 1)));
  });
  solver.budget = limit;
  return out;
}

/**
 * A bidding decision's solver, the table nodes each option may take, whether P is solved exactly, and whether
 * passing in the classic taking is valued by a rollout (`passRollout`) rather than as 0.
 */
export interface Bidding {
  readonly solver: Solver;
  readonly nodes: number;
  readonly exact: boolean;
  readonly passRollout: boolean;
  /** The contrée's discount of its own contract's card points (`OPTIMISM` unless said). */
  readonly optimism?: number;
  /** If given, one's own side's contract is valued through it instead of the discount (both rulesets). */
  readonly calibration?: Calibration | null;
}

/**
 * What the table makes of an open-cards estimate of one's own contract (bench/belote/calibrate.ts): the takers' P
 * over the worlds, of mean m, is taken to reach `intercept + slope · m` at the table, each world's P moved by the
 * same amount (its spread kept) within 0 and all the card points; a capot world moved down is a capot no more,
 * one lost stays lost.
 */
export interface Calibration {
  readonly intercept: number;
  readonly slope: number;
}

/** Each world's P of one's own contract, moved so that their mean is the calibrated one. */
export function calibrated(ps: readonly number[], c: Calibration): number[] {
  const solved = ps.filter((p) => p === p);
  if (solved.length === 0) return [...ps];
  const mean = solved.reduce((a, b) => a + b, 0) / solved.length;
  const shift = mean - (c.intercept + c.slope * mean);
  return ps.map((p) => {
    if (p !== p || p < 0 || (p >= CAPOT_POINTS && shift <= 0)) return p;
    return Math.min(ALL_POINTS, Math.max(0, p - shift));
  });
}

/** The mean score difference for this seat's side of a contract over the worlds solved (−Infinity when none). */
export function meanOf(
  v: BeloteView,
  worlds: readonly World[],
  ps: readonly number[],
  taker: Seat,
  trump: Suit,
  level: number,
  multiplier: number,
  optimism = OPTIMISM,
  calibration: Calibration | null = null,
): number {
  let sum = 0;
  let n = 0;
  const own = sideOf(taker) === sideOf(v.seat);
  const moved = calibration !== null && own ? calibrated(ps, calibration) : null;
  worlds.forEach((w, i) => {
    const p = ps[i]!;
    if (p !== p) return;
    if (moved !== null) {
      const terms = termsOf(v, handsAtPlay(v, w, taker), taker, trump, level, multiplier);
      sum += scoreDifference(terms, moved[i]!, sideOf(v.seat));
      n++;
      return;
    }
    const terms = termsOf(v, handsAtPlay(v, w, taker), taker, trump, level, multiplier);
    // Contrée: open cards flatter this side's own contract, its card points are taken OPTIMISM lower (a capot
    // stays a capot); the other side's contract is valued as solved, for a contre on flattered worlds is reckless.
    const flattered = v.ruleset === 'contree' && sideOf(taker) === sideOf(v.seat) && p >= 0 && p <= ALL_POINTS;
    const real = flattered ? Math.max(0, p - optimism) : p;
    sum += scoreDifference(terms, real, sideOf(v.seat));
    n++;
  });
  return n < Math.min(MIN_WORLDS, worlds.length) ? NaN : sum / n;
}

/** The suits worth solving for this hand: its two best by the easy player's value, close enough to the mark. */
function candidateSuits(cards: readonly Card[], allowed: readonly Suit[]): Suit[] {
  return allowed
    .map((s) => ({ s, value: handValue(cards, s) }))
    .filter((x) => x.value >= TAKE_MARK - 2)
    .sort((a, b) => b.value - a.value)
    .slice(0, 2)
    .map((x) => x.s);
}

/** A bidding decision's options with their values (the margins taken off), passing first. */
type Options = Map<Action, number>;

/** The option of highest value (the first of equals: passing). */
function bestOf(options: Options): Action {
  let best: Action = PASS;
  let bestValue = -Infinity;
  for (const [action, value] of options) {
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/**
 * BE-6, BE-7: the classic taking, by the mean score of each take over the worlds less `MARGINS.take`, against
 * passing (0, or its rollout); `also`, easy's take, is valued beside the hand's two best suits.
 */
function takeOptions(
  v: BeloteView,
  legal: readonly Action[],
  worlds: readonly World[],
  b: Bidding,
  also: Action = PASS,
): Options {
  const turned = v.turnedCard!;
  const cards = [...v.hand, turned];
  const options: Options = new Map();
  const takes: { action: Action; suit: Suit }[] = legal.includes(TAKE)
    ? candidateSuits(cards, [suitOf(turned)]).map((s) => ({ action: TAKE, suit: s }))
    : candidateSuits(
        cards,
        SUITS.filter((s) => legal.includes(takeSuitAction(s))),
      ).map((s) => ({ action: takeSuitAction(s), suit: s }));
  if (also === TAKE && takes.length === 0) takes.push({ action: TAKE, suit: suitOf(turned) });
  const named = SUITS.find((s) => takeSuitAction(s) === also);
  if (named !== undefined && takes.every((t) => t.action !== also)) takes.push({ action: also, suit: named });
  options.set(PASS, 0);
  if (takes.length === 0) return options;
  if (b.passRollout) options.set(PASS, passRollout(v, worlds, b));
  for (const o of takes) {
    const ps = pOfWorlds(v, worlds, v.seat, o.suit, b);
    const value = meanOf(v, worlds, ps, v.seat, o.suit, -1, 1, OPTIMISM, b.calibration ?? null);
    if (value === value) options.set(o.action, value - MARGINS.take);
  }
  return options;
}

/** BE-5: the pack of a world in the classic taking, in dealing order (the turned card 20, the stock after). */
function packOf(v: BeloteView, w: World): Card[] {
  const pack = new Array<Card>(32);
  for (let k = 0; k < 4; k++) {
    const cards = cardsOf(w.hands[nextSeat(v.dealer, k + 1)]!);
    [3 * k, 3 * k + 1, 3 * k + 2, 12 + 2 * k, 13 + 2 * k].forEach((i, j) => (pack[i] = cards[j]!));
  }
  pack[20] = v.turnedCard!;
  w.stock.forEach((c, i) => (pack[21 + i] = c));
  return pack;
}

/**
 * BE-6, BE-7: what passing is worth, as the mean over the worlds of this side's score difference when this seat
 * passes and every seat then takes or passes as the easy player would (this one included), the contract that
 * results played out with open cards (0 when nobody takes). Against it, a take is valued as it is played: both are
 * open-cards values, so the margin stands for what remains of their flattery.
 */
function passRollout(v: BeloteView, worlds: readonly World[], b: Bidding): number {
  const rules = belote.parseRules({ ruleset: v.ruleset, variants: v.annonces ? ['annonces'] : [], target: v.target });
  if (!rules.ok) return 0;
  let sum = 0;
  let n = 0;
  const mine = sideOf(v.seat);
  for (const w of worlds) {
    const session: BeloteSession = { ...(belote.newSession(rules.value, v.dealer) as BeloteSession), litige: v.held };
    let s: BeloteState | null = belote.deal(session, packOf(v, w));
    for (const e of [...v.events, { seat: v.seat, action: PASS }]) s = s === null ? null : next(s, e.seat, e.action);
    while (s !== null && (s.stage === 'first-round' || s.stage === 'second-round')) {
      const seat = belote.toMove(s)!;
      s = next(s, seat, easyBelote(belote.view(s, seat), belote.legalActions(s), 'rollout'));
    }
    if (s === null) continue;
    if (s.stage !== 'play') {
      n++; // nobody took: the deal scores nothing
      continue;
    }
    const position: OpenPosition = {
      trump: s.trump as Suit,
      hands: s.hands,
      leader: v.firstHand,
      table: [],
      takerSide: sideOf(s.taker),
      undertrump: true,
      sideTricks: [0, 0],
    };
    const terms = termsOf(v, s.hands, s.taker, s.trump as Suit, -1, 1);
    const p = b.exact ? b.solver.value(position) : estimateP(b.solver, position, ladderOf(terms));
    if (p !== p) continue;
    sum += scoreDifference(terms, p, mine);
    n++;
  }
  return n === 0 ? 0 : sum / n;
}

const next = (s: BeloteState, seat: Seat, a: Action): BeloteState | null => {
  const r = belote.apply(s, seat, a);
  return r.ok ? r.value : null;
};

/**
 * BE-C2, BE-C3: the contrée auction, each option by its mean score over the worlds: a bid in the hand's two best
 * suits or (to raise it) the partner's, a contre of the other side's contract with a hold in its trumps, a
 * surcontre of one's own side's contract, against the standing contract played as it is. A hand with none of
 * these passes without solving.
 */
function auctionOptions(
  v: BeloteView,
  legal: readonly Action[],
  worlds: readonly World[],
  b: Bidding,
  also: Action = PASS,
): Options {
  const standing = v.bid;
  const mine = sideOf(v.seat);
  const partner = nextSeat(v.seat, 2);
  const ours = standing !== null && sideOf(standing.bidder) === mine;
  const trumpsOf = (suit: Suit) => v.hand.filter((c) => suitOf(c) === suit);
  // Over the partner's bid only the partner's suit is raised (partners bidding each their own suit outbid each
  // other on open cards' optimism); otherwise the hand's two best suits.
  let suits = v.step === 'contre' || standing?.level === CAPOT_LEVEL ? [] : candidateSuits(v.hand, SUITS);
  if (standing !== null && standing.bidder === partner && suits.length > 0) {
    suits = handValue(v.hand, standing.suit) >= TAKE_MARK - 3 ? [standing.suit] : [];
  }
  const holds = standing !== null && trumpsOf(standing.suit).length >= 2 && handValue(v.hand, standing.suit) >= 4;
  const contre = legal.includes(CONTRE) && holds;
  const surcontre = legal.includes(SURCONTRE) && standing !== null && handValue(v.hand, standing.suit) >= TAKE_MARK;
  // Easy's bid is valued too: its suit, at its level.
  const alsoSuit = numberBid(also)?.suit;
  if (alsoSuit !== undefined && !suits.includes(alsoSuit)) suits.push(alsoSuit);
  const options: Options = new Map([[PASS, 0]]);
  if (suits.length === 0 && !contre && !surcontre && also !== CONTRE) return options;
  // The standing contract, as it would be played: its expected score for this side.
  let passValue = 0;
  let standingPs: number[] = [];
  if (standing !== null) {
    standingPs = pOfWorlds(v, worlds, standing.bidder, standing.suit, b);
    const value = meanOf(
      v,
      worlds,
      standingPs,
      standing.bidder,
      standing.suit,
      standing.level,
      v.multiplier,
      b.optimism,
      b.calibration ?? null,
    );
    if (value === value) passValue = value;
  }
  options.set(PASS, passValue);
  const consider = (action: Action, value: number) => {
    if (legal.includes(action) && value === value) options.set(action, value);
  };
  if (standing !== null && surcontre) {
    // BE-C2: the contré side may surcontre (×4) or pass (×2).
    const m = standing.level;
    const value = meanOf(
      v,
      worlds,
      standingPs,
      standing.bidder,
      standing.suit,
      m,
      4,
      b.optimism,
      b.calibration ?? null,
    );
    consider(SURCONTRE, value - MARGINS.contre);
  }
  if (standing !== null && (contre || also === CONTRE)) {
    const value = meanOf(v, worlds, standingPs, standing.bidder, standing.suit, standing.level, 2);
    consider(CONTRE, value - MARGINS.contre);
  }
  for (const suit of suits) {
    const values = ours && standing.suit === suit ? standingPs : pOfWorlds(v, worlds, v.seat, suit, b);
    // Never a capot bid: open cards make a capot far more often than a table does.
    for (let level = (standing?.level ?? -1) + 1; level < CAPOT_LEVEL; level++) {
      const value = meanOf(v, worlds, values, v.seat, suit, level, 1, b.optimism, b.calibration ?? null);
      consider(contractAction(level, suit), value - MARGINS.bid);
    }
  }
  return options;
}

/**
 * A line fitted on forced contracts (bench/belote/forced.ts and fit.ts): the takers' P at the table, from the
 * taker's easy value of the suit (easy.ts `handValue`) and the mean of his worlds' P as his bids estimate it, with
 * the spread of the table's P about it.
 */
export interface TableLine {
  readonly intercept: number;
  readonly value: number;
  readonly worlds: number;
  readonly spread: number;
}

/**
 * The lines of each ruleset ("value + mean of 6 bisected"), fitted by `node dist/bench/belote/fit.js FILE` on the
 * forced contracts kept in bench/belote/forced/ (289 contrée bids, 88 classic takes; docs/benchmarks.md, "Belote
 * AI", sixth round). The worlds add little to the hand's value: R² 0.134 against 0.133 (contrée), 0.201 against
 * 0.193 (classic, where the worlds' coefficient is noise).
 */
export const TABLE_LINES: Readonly<Record<'cardavia' | 'contree', TableLine>> = {
  cardavia: { intercept: 62.648, value: 12.349, worlds: -0.365, spread: 43.8 },
  contree: { intercept: 39.426, value: 7.874, worlds: 0.072, spread: 39.0 },
};

/** The standard normal's distribution function (Abramowitz and Stegun 26.2.17, error under 1e-7). */
function normalBelow(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const q = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - q : q;
}

/** The chance of each P at the table, 0 … all the card points, normal about `mu` (the tails on the two ends). */
export function tableChances(mu: number, spread: number): number[] {
  const chance: number[] = [];
  let below = 0;
  for (let p = 0; p <= ALL_POINTS; p++) {
    const upTo = p === ALL_POINTS ? 1 : normalBelow((p + 0.5 - mu) / spread);
    chance.push(upTo - below);
    below = upTo;
  }
  return chance;
}

/**
 * The expected score difference for this seat's side of its own contract (`v.seat` taking in `trump` at `level`):
 * the table's P normal about the line's prediction from the hand's value and the worlds' mean P, within 0 and all
 * the card points, each solved world giving the belote and announcements; NaN with too few worlds solved.
 */
export function tableValue(
  v: BeloteView,
  worlds: readonly World[],
  ps: readonly number[],
  trump: Suit,
  level: number,
  line: TableLine,
  value: number,
): number {
  const solved = worlds.flatMap((w, i) => (ps[i]! === ps[i]! ? [{ w, p: ps[i]! }] : []));
  if (solved.length < Math.min(MIN_WORLDS, worlds.length)) return NaN;
  const mean = solved.reduce((a, x) => a + x.p, 0) / solved.length;
  const chance = tableChances(line.intercept + line.value * value + line.worlds * mean, line.spread);
  const side = sideOf(v.seat);
  let sum = 0;
  for (const { w } of solved) {
    const terms = termsOf(v, handsAtPlay(v, w, v.seat), v.seat, trump, level, 1);
    chance.forEach((c, p) => (sum += c > 1e-6 ? c * scoreDifference(terms, p, side) : 0));
  }
  return sum / solved.length;
}

/**
 * Strong's takes and bids by expected points at the table (`tableBids`): each take, or each contrée bid of its own
 * in the hand's two best suits and easy's, at every level, valued by `tableValue` over the worlds (the lines of
 * `TABLE_LINES`, fitted on forced contracts), against passing: 0, or the other side's standing contract's expected
 * score over the worlds. A raise of the partner's bid, the contre and the surcontre stay the easy player's (the
 * lines were fitted on a side's first bid).
 */
function tableBid(v: BeloteView, legal: readonly Action[], seed: string, budget: BeloteBudget): Action {
  const easy = easyBelote(v, legal, seed);
  const standing = v.bid;
  if (v.step === 'contre' || easy === CONTRE) return easy;
  if (standing !== null && sideOf(standing.bidder) === sideOf(v.seat)) return easy;
  // tableLevelsOnly: only a contrée bid of easy's has a level to choose.
  const easyBid = budget.tableLevelsOnly ? numberBid(easy) : null;
  if (budget.tableLevelsOnly && (v.ruleset !== 'contree' || easyBid === null)) return easy;
  const k = knowledgeOf(v);
  const worlds = worldsOf(k, budget.bidWorlds, budget, seededRandom(`belote-bid/${seed}`));
  if (worlds.length === 0) return easy;
  const solver = sharedSolver();
  solver.budget = budget.nodeLimit;
  solver.newDecision();
  const b: Bidding = { solver, nodes: budget.bidNodes, exact: false, passRollout: false };
  const line = TABLE_LINES[v.ruleset];
  const options: Options = new Map([[PASS, 0]]);
  if (easyBid !== null) {
    // Easy's bid in its suit, at the level of highest value up to easy's.
    const { suit, level: top } = easyBid;
    const ps = pOfWorlds(v, worlds, v.seat, suit, b);
    const value = handValue(v.hand, suit);
    let best = easy;
    let bestValue = -Infinity;
    for (let level = (standing?.level ?? -1) + 1; level <= top; level++) {
      const x = tableValue(v, worlds, ps, suit, level, line, value);
      if (x === x && x > bestValue) {
        best = contractAction(level, suit);
        bestValue = x;
      }
    }
    return best;
  }
  if (v.ruleset !== 'contree') {
    const turned = v.turnedCard!;
    const cards = [...v.hand, turned];
    const takes = legal.includes(TAKE)
      ? [{ action: TAKE, suit: suitOf(turned) }]
      : candidateSuits(
          cards,
          SUITS.filter((s) => legal.includes(takeSuitAction(s))),
        ).map((s) => ({ action: takeSuitAction(s), suit: s }));
    for (const o of takes) {
      const ps = pOfWorlds(v, worlds, v.seat, o.suit, b);
      const value = tableValue(v, worlds, ps, o.suit, -1, line, handValue(cards, o.suit));
      if (value === value) options.set(o.action, value);
    }
    return bestOf(options);
  }
  if (standing !== null && standing.level === CAPOT_LEVEL) return easy;
  if (standing !== null) {
    const ps = pOfWorlds(v, worlds, standing.bidder, standing.suit, b);
    const value = meanOf(v, worlds, ps, standing.bidder, standing.suit, standing.level, v.multiplier);
    if (value === value) options.set(PASS, value);
  }
  const suits = candidateSuits(v.hand, SUITS);
  const easySuit = numberBid(easy)?.suit;
  if (easySuit !== undefined && !suits.includes(easySuit)) suits.push(easySuit);
  for (const suit of suits) {
    const ps = pOfWorlds(v, worlds, v.seat, suit, b);
    const value = handValue(v.hand, suit);
    for (let level = (standing?.level ?? -1) + 1; level < CAPOT_LEVEL; level++) {
      const a = contractAction(level, suit);
      const x = legal.includes(a) ? tableValue(v, worlds, ps, suit, level, line, value) : NaN;
      if (x === x) options.set(a, x);
    }
  }
  return bestOf(options);
}

function chooseBid(v: BeloteView, legal: readonly Action[], seed: string, budget: BeloteBudget): Action {
  if (budget.tableBids) return tableBid(v, legal, seed, budget);
  if (!budget.searchBids)
    return budget.bidMark === TAKE_MARK ? easyBelote(v, legal, seed) : easyBid(v, legal, budget.bidMark);
  const k = knowledgeOf(v);
  const worlds = worldsOf(k, budget.bidWorlds, budget, seededRandom(`belote-bid/${seed}`));
  if (worlds.length === 0) return easyBelote(v, legal, seed);
  const solver = sharedSolver();
  solver.budget = budget.nodeLimit;
  solver.newDecision();
  const b = {
    solver,
    nodes: budget.bidNodes,
    exact: false,
    passRollout: budget.passRollout,
    optimism: budget.optimism,
    calibration:
      budget.calSlope === 1 && budget.calIntercept === 0
        ? null
        : {
            intercept: budget.calIntercept,
            slope: budget.calSlope,
          },
  };
  if (budget.overrideBy === Infinity) {
    return bestOf(v.ruleset === 'contree' ? auctionOptions(v, legal, worlds, b) : takeOptions(v, legal, worlds, b));
  }
  // Guarded: easy's decision, unless the worlds value another option more than it by `overrideBy`.
  const easy = easyBelote(v, legal, seed);
  if (budget.easyBidsOnly && easy === PASS) return PASS;
  const options =
    v.ruleset === 'contree' ? auctionOptions(v, legal, worlds, b, easy) : takeOptions(v, legal, worlds, b, easy);
  if (budget.easyBidsOnly) {
    // Only easy's bid, a higher one in its suit (BE-C2), or passing instead.
    const bid = numberBid(easy);
    for (const action of [...options.keys()]) {
      const other = numberBid(action);
      const raise = bid !== null && other !== null && other.suit === bid.suit && other.level > bid.level;
      if (action !== PASS && action !== easy && !raise) options.delete(action);
    }
  }
  const best = bestOf(options);
  const easyValue = options.get(easy);
  if (easyValue === undefined) return easy;
  return options.get(best)! - easyValue > budget.overrideBy ? best : easy;
}

/** Normal's and strong's decision (budgets.ts). */
export function searchPlay(v: BeloteView, legal: readonly Action[], seed: string, budget: BeloteBudget): Action {
  if (legal.length === 1) return legal[0]!;
  return v.phase === 'play' ? chooseCard(v, legal, seed, budget) : chooseBid(v, legal, seed, budget);
}

/** For the oracle: the same decisions over given worlds (the true deal). */
export function decideByWorlds(v: BeloteView, legal: readonly Action[], worlds: readonly World[], solver: Solver) {
  if (v.phase === 'play') {
    if (legal.includes(DECLARE)) return DECLARE;
    const cards = legal.filter(isCardPlay);
    let card = cards[0]!;
    if (cards.length > 1) {
      const means = playByWorlds(v, cards, worlds, null, solver);
      card = means === null ? (easyBelote(v, cards, 'oracle') as Card) : bestCard(v, legal, cards, means);
    }
    const trump = v.trump!;
    return legal.includes(BELOTE) && (card === kingOf(trump) || card === queenOf(trump)) ? BELOTE : card;
  }
  solver.newDecision();
  const b = { solver, nodes: Infinity, exact: true, passRollout: false, optimism: OPTIMISM };
  return bestOf(v.ruleset === 'contree' ? auctionOptions(v, legal, worlds, b) : takeOptions(v, legal, worlds, b));
}
