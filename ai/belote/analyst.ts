/**
 * Belote's analyst (issue 33, docs/analysis.md): every legal action valued in game points of the deal for the seat's
 * side, its score of the deal less the other side's (BE-13 … BE-16 with the points held en litige; BE-C5, BE-C6 with
 * the bid and its multiplier), the number strong's own search (pimc.ts) maximises, from strong's worlds
 * (knowledge.ts, weighed by the bids) and solver (solver.ts):
 *
 * - a card: its mean score difference over the worlds, each solved with every hand open to the end of the deal;
 *   played without the belote that the seat could announce now (BE-12: the first of the trump King and Queen
 *   played unannounced loses it), with that belote lost; played without the declaration the seat could make now
 *   (BE-A2: it comes before the seat's first card), with its combinations lost;
 * - the belote: the better of the trump King and Queen played with it; the declaration: the best card after it;
 * - a classic take (BE-6, BE-7: the turned card, or each suit of the second round, every one legal, not only the
 *   hand's two best that strong's searching bids weigh): the mean over the worlds of the contract played from the
 *   first lead with the hands completed as BE-8 completes them, less strong's margin (`MARGINS.take`: open cards
 *   flatter the taker); passing 0, as strong values it (a rollout of the taking measured no gain: docs/ai.md);
 * - the contrée (BE-C2, BE-C3): every legal bid, each level of each suit, the capot too, by the mean score of the
 *   seat's side playing it (its P taken strong's `optimism` lower, 30, a capot staying a capot; or moved by strong's
 *   calibration once its budget sets one), less `MARGINS.bid`; the contre
 *   and the surcontre by the standing contract at twice and four times, less `MARGINS.contre`; passing by the
 *   standing contract as it stands (0 with none). These are the conventions of strong's searching bids (the oracle
 *   and the variant strong-search-bids), which also never bid a capot: here a capot bid has a value like any bid,
 *   so a hand whose worlds nearly all make the capot may rate it best.
 *
 * A bid's P is bisected on the ladder of thresholds its score turns on (pimc.ts `estimateP`), as strong does.
 * Budgets scale strong's own per world (`ANALYSIS_NODES`); a world stopped by them counts for nothing.
 * When the seat's knowledge leaves one world only (the unseen cards fit the other hands in one way only), that world
 * is solved without limits and the estimate is exact.
 *
 * `exact` reads the true deal (the cards still to be dealt in their order, BE-8, as the oracle does) with the same
 * rules, solved exactly, without the margins and the discount (they stand for the flattery of open cards, and here
 * the cards are open): a card or a take as it plays out, a bid as its contract plays out, passing 0 or the
 * standing contract.
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Card, type Suit, SUITS, suitOf } from '../../engine/cards.js';
import { EMPTY, type Mask, cardsOf, has } from '../../engine/cardset.js';
import { kingOf, queenOf } from '../../engine/belote/cards.js';
import {
  BELOTE,
  type BeloteState,
  type BeloteView,
  CONTRE,
  DECLARE,
  PASS,
  SURCONTRE,
  TAKE,
  belote,
  contractAction,
  isCardPlay,
  takeSuitAction,
} from '../../engine/belote/index.js';
import { CAPOT_LEVEL, sideOf } from '../../engine/belote/scoring.js';
import { seededRandom } from '../../engine/random.js';
import type { Analyst, Estimate } from '../bot.js';
import { BELOTE_BUDGETS } from './budgets.js';
import { type Knowledge, type World, knowledgeOf } from './knowledge.js';
import { trueWorld } from './oracle.js';
import {
  type DealTerms,
  MARGINS,
  announcementsOf,
  beloteSideOf,
  handsAtPlay,
  meanOf,
  pOfWorlds,
  scoreDifference,
  worldsOf,
} from './pimc.js';
import { type Solver, sharedSolver } from './solver.js';

const STRONG = BELOTE_BUDGETS.strong;
/** Strong's calibration of its own contracts' open-cards P, as its searching bids read it (off: 0 and 1). */
const CALIBRATION =
  STRONG.calSlope === 1 && STRONG.calIntercept === 0
    ? null
    : { intercept: STRONG.calIntercept, slope: STRONG.calSlope };

/**
 * The share of the samples a bid decision solves: each of its worlds is solved for every suit a contract may be
 * valued in and for the standing contract (up to five in the contrée, each three or four null-window questions),
 * where a card decision solves each world once; a quarter (12 at the server's 48) keeps a contrée decision near a
 * first lead's cost (about a second of CPU at most, docs/ai.md).
 */
export const BID_SHARE = 1 / 4;

/**
 * Table nodes per sample asked for: a card decision's worlds share `card` times the samples, strong's own per world
 * (700,000 for 10 worlds of the first tricks), so that the analysis's worlds, about twice strong's, are solved as
 * strong solves its own; each option of a bid decision (a suit, the standing contract) `bid` times the samples,
 * for a quarter as many worlds (`BID_SHARE`): 100,000 a world, twice strong's 300,000 for 6, since the contrée's
 * ladder of ten thresholds asks about 90,000 a world from the first lead. The first world of a decision (of each
 * option of a bid) is solved whatever it takes, so that every value has a world behind it; the next ones within
 * what is left.
 */
export const ANALYSIS_NODES = {
  card: STRONG.playNodes / STRONG.playWorldsEarly,
  bid: (STRONG.bidNodes / STRONG.bidWorlds) * 2 * BID_SHARE,
} as const;

/** A contract to value: who takes, in what trump, at what level (−1 in the classic game) and multiplier. */
interface Contract {
  readonly taker: Seat;
  readonly trump: Suit;
  readonly level: number;
  readonly multiplier: number;
}

/** What the seat keeps by the action valued: the belote it may announce now, the declaration it may make now. */
interface Keeps {
  readonly belote: boolean;
  readonly declaration: boolean;
}
const KEEP_ALL: Keeps = { belote: true, declaration: true };

/**
 * The terms of a contract in a world whose hands at play are `hands`: its belote (lost when the seat gives it up)
 * and its announcements (the seat's own left out when it gives up its declaration).
 */
function dealTerms(v: BeloteView, k: Knowledge | null, hands: readonly Mask[], c: Contract, keeps: Keeps): DealTerms {
  const declaring = keeps.declaration ? hands : hands.map((h, q) => (q === v.seat ? EMPTY : h));
  return {
    contree: v.ruleset === 'contree',
    takerSide: sideOf(c.taker),
    beloteSide: keeps.belote ? beloteSideOf(v, c.trump, hands) : -1,
    announcements: announcementsOf(v, c.trump, k, declaring),
    level: c.level,
    multiplier: c.multiplier,
    held: v.held,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Play.

/** A card played, and what the seat keeps by playing it so. An action is worth the best of its plays. */
interface Play {
  readonly card: Card;
  readonly keeps: Keeps;
}

/** BE-12, BE-A2: each legal action of the play as the plays it stands for. */
function playsOf(v: BeloteView, legal: readonly Action[]): Play[][] {
  const cards = legal.filter(isCardPlay);
  const trump = v.trump!;
  const mayBelote = legal.includes(BELOTE);
  const mayDeclare = legal.includes(DECLARE);
  const beloteCard = (c: Card) => c === kingOf(trump) || c === queenOf(trump);
  return legal.map((a) => {
    if (a === DECLARE) return cards.map((card) => ({ card, keeps: KEEP_ALL }));
    if (a === BELOTE)
      return cards.filter(beloteCard).map((card) => ({ card, keeps: { ...KEEP_ALL, declaration: !mayDeclare } }));
    return [{ card: a, keeps: { belote: !(mayBelote && beloteCard(a)), declaration: !mayDeclare } }];
  });
}

/**
 * Each action's mean score difference over the worlds solved, and how many were (a world stopped by the solver's
 * limit counts for nothing; the first one always has the whole limit). `nodes`: what all the worlds may take.
 */
function playValues(
  v: BeloteView,
  k: Knowledge,
  legal: readonly Action[],
  worlds: readonly World[],
  solver: Solver,
  nodes: number,
): { values: number[]; solved: number } {
  const plays = playsOf(v, legal);
  const cards = legal.filter(isCardPlay);
  const trump = v.trump!;
  const contract: Contract = { taker: v.taker!, trump, level: v.bid?.level ?? -1, multiplier: v.multiplier };
  const takerSide = sideOf(contract.taker);
  const before = v.cardPoints[takerSide]!;
  const sums = plays.map((p) => p.map(() => 0));
  const limit = solver.budget;
  const start = solver.nodes;
  let solved = 0;
  solver.newDecision();
  for (const w of worlds) {
    const left = nodes - (solver.nodes - start);
    if (solved > 0 && left <= 0) break;
    solver.budget = solved > 0 ? Math.min(limit, left) : limit;
    const gains = solver.cardValues(
      {
        trump,
        hands: w.hands,
        leader: v.trick.leader,
        table: v.trick.cards,
        takerSide,
        undertrump: v.ruleset !== 'contree',
        sideTricks: v.sideTricks,
      },
      cards,
    );
    if (gains.some((x) => x !== x)) continue;
    plays.forEach((ps, i) =>
      ps.forEach((p, j) => {
        const terms = dealTerms(v, k, w.hands, contract, p.keeps);
        sums[i]![j] = sums[i]![j]! + scoreDifference(terms, before + gains[cards.indexOf(p.card)]!, sideOf(v.seat));
      }),
    );
    solved++;
  }
  solver.budget = limit;
  const values = sums.map((s) => (solved === 0 ? 0 : Math.max(...s) / solved));
  return { values, solved };
}

/** Unseen cards beyond which a decision is never taken for one of a single world (the count would be long). */
const ONE_WORLD_CARDS = 9;

/**
 * Whether the seat's knowledge leaves one world only: the unseen cards can be laid out in the other hands (their
 * sizes, the cards each is known not to hold) in one way only. Counted by laying them out card by card, up to two.
 */
function oneWorld(k: Knowledge): boolean {
  const { unknown, sizes, forbidden } = k.hidden;
  const cards = cardsOf(unknown);
  if (cards.length > ONE_WORLD_CARDS) return false;
  const room = sizes.map((n, q) => (q === k.view.seat ? 0 : n));
  const ways = (i: number): number => {
    if (i === cards.length) return 1;
    let n = 0;
    for (let q = 0; q < room.length && n < 2; q++) {
      if (room[q]! === 0 || has(forbidden[q]!, cards[i]!)) continue;
      room[q]!--;
      n += ways(i + 1);
      room[q]!++;
    }
    return n;
  };
  return ways(0) === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Taking and bidding.

/** A bid action as the contract it proposes, or what else it is. */
type Bid =
  | { readonly kind: 'pass' | 'contre' | 'surcontre' }
  | { readonly kind: 'take'; readonly suit: Suit }
  | { readonly kind: 'contract'; readonly level: number; readonly suit: Suit };

function bidOf(v: BeloteView, a: Action): Bid {
  if (a === PASS) return { kind: 'pass' };
  if (a === CONTRE) return { kind: 'contre' };
  if (a === SURCONTRE) return { kind: 'surcontre' };
  if (a === TAKE) return { kind: 'take', suit: suitOf(v.turnedCard!) };
  for (const suit of SUITS) {
    if (a === takeSuitAction(suit)) return { kind: 'take', suit };
    for (let level = 0; level <= CAPOT_LEVEL; level++) {
      if (a === contractAction(level, suit)) return { kind: 'contract', level, suit };
    }
  }
  throw new Error(`not a Belote bid: ${a}`);
}

/**
 * How a decision's bids are valued: the mean score difference of a contract for the seat's side over the worlds
 * from the takers' P in each (`ps`), with or without strong's margins and discount.
 */
interface BidValuer<Solved> {
  readonly solve: (taker: Seat, suit: Suit) => Solved;
  readonly value: (solved: Solved, c: Contract) => number;
  /** MARGINS, or none with every card known. */
  readonly margin: (kind: keyof typeof MARGINS) => number;
}

/** Each legal bid's value (module comment): the classic taking against 0, the contrée against the standing contract. */
function bidValues<Solved>(v: BeloteView, legal: readonly Action[], b: BidValuer<Solved>): number[] {
  const standing = v.bid;
  const suitPs = new Map<string, Solved>();
  const ps = (taker: Seat, suit: Suit) => {
    // The takers' P depends on their side only (the first lead is P1's whoever took).
    const key = `${sideOf(taker)}/${suit}`;
    if (!suitPs.has(key)) suitPs.set(key, b.solve(taker, suit));
    return suitPs.get(key)!;
  };
  const standingValue = (multiplier: number) => {
    if (standing === null) return 0;
    const c = { taker: standing.bidder, trump: standing.suit, level: standing.level, multiplier };
    return b.value(ps(standing.bidder, standing.suit), c);
  };
  const passValue = standingValue(v.multiplier);
  return legal.map((a) => {
    const bid = bidOf(v, a);
    switch (bid.kind) {
      case 'pass':
        return passValue;
      case 'contre':
        return standingValue(2) - b.margin('contre');
      case 'surcontre':
        return standingValue(4) - b.margin('contre');
      case 'take': {
        const c = { taker: v.seat, trump: bid.suit, level: -1, multiplier: 1 };
        return b.value(ps(v.seat, bid.suit), c) - b.margin('take');
      }
      default: {
        const c = { taker: v.seat, trump: bid.suit, level: bid.level, multiplier: 1 };
        return b.value(ps(v.seat, bid.suit), c) - b.margin('bid');
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The analyst.

/** The strong player's values of every legal action from the seat's view, over about `samples` worlds. */
export function estimateValues(v: BeloteView, legal: readonly Action[], seed: string, samples: number): Estimate {
  const k = knowledgeOf(v);
  const solver = sharedSolver();
  // No limit of its own for one world (strong's is `nodeLimit`): the first is always solved, the others within the
  // decision's or the option's nodes (ANALYSIS_NODES).
  solver.budget = Infinity;
  const random = seededRandom(`be-analyse/${seed}`);
  if (v.phase === 'play') {
    if (oneWorld(k)) {
      const worlds = worldsOf(k, 1, { ...STRONG, candidates: 1, ruleMiss: 0 }, random);
      if (worlds.length === 1) return { ...openPlayValues(v, k, legal, worlds[0]!), samples: 1 };
    }
    const worlds = worldsOf(k, samples, STRONG, random);
    const { values, solved } = playValues(v, k, legal, worlds, solver, samples * ANALYSIS_NODES.card);
    return { values, samples: solved, exact: false };
  }
  const worlds = worldsOf(k, Math.ceil(samples * BID_SHARE), STRONG, random);
  solver.newDecision();
  const nodes = samples * ANALYSIS_NODES.bid;
  const bidding = { solver, nodes, exact: false, passRollout: false };
  // The worlds behind the estimate: the fewest an option solved within its nodes.
  let fewest = worlds.length;
  const values = bidValues(v, legal, {
    solve: (taker, suit) => {
      const ps = pOfWorlds(v, worlds, taker, suit, bidding);
      const solved = worlds.filter((_, i) => ps[i] === ps[i]);
      fewest = Math.min(fewest, solved.length);
      return { worlds: solved, ps: ps.filter((p) => p === p) };
    },
    // Over the worlds solved, however few (the first always is): strong's meanOf with its budget's discount of its
    // own side's contract (`optimism`), or its calibration when one is set.
    value: (x, c) =>
      x.worlds.length === 0
        ? 0
        : meanOf(v, x.worlds, x.ps, c.taker, c.trump, c.level, c.multiplier, STRONG.optimism, CALIBRATION),
    margin: (kind) => MARGINS[kind],
  });
  return { values, samples: fewest, exact: false };
}

/** The play's values in one world known whole, solved without limits. */
function openPlayValues(v: BeloteView, k: Knowledge, legal: readonly Action[], w: World): Estimate {
  const solver = sharedSolver();
  const limit = solver.budget;
  solver.budget = Infinity;
  const { values } = playValues(v, k, legal, [w], solver, Infinity);
  solver.budget = limit;
  return { values, samples: 1, exact: true };
}

/** Each legal action's value for the seat to act with every card known, the cards still to be dealt included. */
export function exactValues(s: BeloteState, legal: readonly Action[]): number[] {
  const seat = belote.toMove(s)!;
  const v = belote.view(s, seat);
  const w = trueWorld(s);
  if (v.phase === 'play') return [...openPlayValues(v, knowledgeOf(v), legal, w).values];
  const solver = sharedSolver();
  const limit = solver.budget;
  solver.budget = Infinity;
  solver.newDecision();
  const bidding = { solver, nodes: Infinity, exact: true, passRollout: false };
  const values = bidValues(v, legal, {
    solve: (taker, suit) => pOfWorlds(v, [w], taker, suit, bidding)[0]!,
    value: (p, c) => scoreDifference(dealTerms(v, null, handsAtPlay(v, w, c.taker), c, KEEP_ALL), p, sideOf(seat)),
    margin: () => 0,
  });
  solver.budget = limit;
  return values;
}

export const beloteAnalyst: Analyst<BeloteView, BeloteState> = {
  unit: 'game points',
  // A deal's card points are 162: a card given to the other side moves the difference twice its points (a Ten, 20).
  // Under 10 (a King's or a Queen's worth either way) is nothing worth marking; 25, more than a Ten's swing, a
  // mistake; 50 a blunder: a quarter of a made classic deal turned dedans (about 100 for the takers to 162 for the
  // defenders), a fifth of a contrée contract of 80 made instead of failed (240 either way), the stake being
  // larger still for higher, contré or capot contracts.
  thresholds: { inaccuracy: 10, mistake: 25, blunder: 50 },
  estimate: estimateValues,
  exact: exactValues,
};
