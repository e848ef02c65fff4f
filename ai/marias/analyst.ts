/**
 * Mariáš's analyst (issue 32, docs/analysis.md): the strong player's own worlds (knowledge.ts) and open-cards
 * solver (solver.ts) value every legal action in units for the seat: the deal's `value` (MA-22 … MA-26) times 2
 * for its declarer and times −1 for a defender, the seat's own settlement (MA-26). Each option of a decision is
 * solved on the same worlds (common random numbers), as pimc.ts does; its value is the mean over the worlds
 * solved.
 *
 * - a card: its value with best play after it (Solver.cardValues); a King or Ober whose partner is in hand is
 *   valued as played without its marriage (MA-21: the marriage is lost), and `marry:X` as the better of its
 *   King and Ober played with the marriage announced;
 * - the trump card (MA-6): the hra of its suit, the five cards to come added and the easy player's discard made
 *   (every card of a suit alike: it comes back into the hand);
 * - a discard (MA-7, MA-9, MA-L4): the best game the hand left may play (a trump game with no Ace or Ten laid,
 *   betl, durch; a taker his claim);
 * - F's claim (MA-8), the game (MA-10, MA-L4): each game from the first lead; taking over (MA-9): betl or durch
 *   with the talon picked up and the easy player's discard, against `dobra`, which defends the standing claim;
 * - the fleks (MA-17): the deal at the raised levels, `dobra` at the levels standing;
 * - the auction (MA-L3): a level (a bid, or `mam` holding the current one) is worth the best game the seat may
 *   then declare, the talon picked up; `pass` is worth 0, as a pass is in Schafkopf's analysis (no value counts
 *   the other seats' later bids).
 * Open cards flatter the declarer, so a game beyond the plain one is valued less strong's margin (budgets.ts,
 * `margins`), as Schafkopf's analyst does. No value counts later fleks, claims or bids.
 *
 * With every card known (`exact`) the same rules read the true deal (oracle.ts's `trueWorld`), one solve each.
 */
import { type Action, type Seat, actionArg } from '../../engine/action.js';
import {
  type Card,
  type Suit,
  RANKS,
  RANK_KING,
  RANK_OBER,
  SUITS,
  cardOf,
  rankOf,
  suitOf,
} from '../../engine/cards.js';
import { type Mask, cardsOf, has, intersect, maskOf, union } from '../../engine/cardset.js';
import { ACES_TENS, POINTS, kingOf, oberOf, trumpSeven } from '../../engine/marias/cards.js';
import {
  LADDER,
  type MariasState,
  type MariasView,
  bidName,
  declarationLevel,
  isCardPlay,
  isDiscard,
  isMarry,
  isTrumpMove,
  marias,
} from '../../engine/marias/index.js';
import { type Contract, isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import { seededRandom } from '../../engine/random.js';
import type { Analyst, Estimate } from '../bot.js';
import { bestTrumpSuit, discardFor, noTrumpStrength, trumpStrength } from './easy.js';
import { type World, knowledgeOf } from './knowledge.js';
import { trueWorld } from './oracle.js';
import { laid, marginOf, startPosition, worldsOf } from './pimc.js';
import { MARIAS_BUDGETS } from './budgets.js';
import { positionOfView } from './position.js';
import { type OpenPosition, type Solver, sharedSolver } from './solver.js';

/**
 * Table nodes per world asked for, a decision's budget being `samples` times it: the worlds are solved in order
 * while it lasts (a hard decision gets fewer worlds rather than more time; every option gets at least one). A card:
 * 30,000 (strong spends 50,000 a world on its 16, budgets.ts). Before play, where each option is a solve from the
 * first lead: 15,000. At the review's 48 worlds a whole deal's analysis (every seat) then takes 5.8 s of CPU at the
 * median, as Schafkopf's and Schnapsen's do (docs/analysis.md, "Mariáš").
 */
export const NODES_PER_WORLD = { play: 30_000, bid: 15_000 } as const;
/** Table nodes one solve may take (strong's `nodeLimit`); past it that world counts for nothing. */
const SOLVE_NODES = 600_000;
/**
 * The values no world gave within its budget (a close game's solve from the first lead can take millions of nodes)
 * are solved once more in the first world, all together within the oracle's budget for one solve (oracle.ts), about
 * a second of CPU; past it a value is 0. The exact values take the same budget per solve.
 */
const LAST_RESORT_NODES = 3_000_000;

/**
 * Whether a decision has spent its node budget: checked before each world (or option), every solve keeping the
 * solver's own limit, so a decision takes at most its budget and one world more.
 */
function spending(solver: Solver, nodes: number): () => boolean {
  const start = solver.nodes;
  return () => solver.nodes - start >= nodes;
}

/** Per value, the sum over the worlds that gave it and their count; a mean, with one last solve where none did. */
class Means {
  readonly sums: Float64Array;
  readonly counts: Int32Array;
  constructor(n: number) {
    this.sums = new Float64Array(n);
    this.counts = new Int32Array(n);
  }
  add(i: number, x: number): void {
    if (x !== x) return;
    this.sums[i] = this.sums[i]! + x;
    this.counts[i] = this.counts[i]! + 1;
  }
  /** Every value has a world. */
  full(): boolean {
    return this.counts.every((c) => c > 0);
  }
  /** The means; `again(i)` solves value i in one world, all such solves sharing the last resort's budget. */
  means(solver: Solver, again: (i: number) => number): number[] {
    const before = solver.budget;
    const start = solver.nodes;
    const out = [...this.sums].map((x, i) => {
      if (this.counts[i]! > 0) return x / this.counts[i]!;
      const left = LAST_RESORT_NODES - (solver.nodes - start);
      if (left <= 0) return 0;
      solver.budget = left;
      const y = again(i);
      if (y !== y) return 0;
      this.counts[i] = 1;
      return y;
    });
    solver.budget = before;
    return out;
  }
  /** The fewest worlds behind a value. */
  samples(): number {
    return Math.min(...this.counts);
  }
}

/** The seat's settlement of a deal's value (MA-26): the declarer scores twice it, each defender minus it. */
const scoreOf = (seat: Seat, declarer: Seat, value: number): number => (seat === declarer ? 2 * value : 0 - value);

/** Strong's margins (budgets.ts): a game beyond the plain one is valued as strong weighs it. */
const MARGINS = MARIAS_BUDGETS.strong.margins;

/** One option of a decision before play: its game in a world, who declares it, and strong's margin for it. */
interface Option {
  readonly position: (w: World) => OpenPosition;
  readonly declarer: Seat;
  readonly margin: number;
}

/**
 * Each option's mean settlement for the seat over the worlds (each option solved on the same worlds, a world given
 * up for one option counting for the others), taken in order while `nodes` last; and the fewest worlds behind one.
 */
function optionScores(
  seat: Seat,
  options: readonly Option[],
  worlds: readonly World[],
  solver: Solver,
  nodes: number,
): { values: number[]; n: number } {
  const means = new Means(options.length);
  const score = (o: Option, w: World) => scoreOf(seat, o.declarer, solver.value(o.position(w)) - o.margin);
  const spent = spending(solver, nodes);
  for (const w of worlds) {
    if (spent() && means.full()) break;
    // Past the budget, only the options no world has valued yet.
    const late = spent();
    options.forEach((o, i) => {
      if (!late || means.counts[i] === 0) means.add(i, score(o, w));
    });
  }
  const values = means.means(solver, (i) => (worlds.length === 0 ? NaN : score(options[i]!, worlds[0]!)));
  return { values, n: means.samples() };
}

/** A game declared by `declarer` with the hand `handOf` makes of a world, from the first lead. */
function game(
  v: MariasView,
  declarer: Seat,
  handOf: (w: World) => Mask,
  contract: Contract,
  trump: Suit | -1,
  margin = 0,
  flek?: readonly number[],
): Option {
  return {
    declarer,
    margin,
    position: (w) =>
      startPosition(
        w.hands.map((h, q) => (q === declarer ? handOf(w) : h)),
        contract,
        trump,
        declarer,
        v.forehand,
        flek,
      ),
  };
}

const hasAceOrTen = (cards: readonly Card[]): boolean => intersect(maskOf(cards), ACES_TENS) !== 0;
const pairOf = (a: Action): Card[] => argCards(2, actionArg(a));
/** MA-L2: the ladder's index of the level held (-1: plain hra). */
const levelIndex = (v: MariasView): number => LADDER.indexOf(v.auction?.level as (typeof LADDER)[number]);

/**
 * Per card of `mine`, its run for a game: the cards of `mine` next to each other in their suit's order (MA-2), with
 * the same points, none a King or Ober whose partner is in `mine` nor, in a trump game, the trump seven. Laying
 * either of two cards of a run leaves hands that play alike in every world (the other hands hold no card between
 * them, and the talon is out of play), as the solver's equivalent cards do.
 */
function runsOf(mine: Mask, trump: Suit | -1): Int32Array {
  const ids = new Int32Array(32).fill(-1);
  const strength = trump >= 0 ? trumpStrength : noTrumpStrength;
  let next = 0;
  for (const suit of SUITS) {
    const order = RANKS.map((r) => cardOf(suit, r)).sort((a, b) => strength(b) - strength(a));
    let prev = -1;
    let prevSpecial = true;
    for (const c of order) {
      if (!has(mine, c)) {
        prev = -1;
        continue;
      }
      const r = rankOf(c);
      const married = (r === RANK_KING || r === RANK_OBER) && has(mine, kingOf(suit)) && has(mine, oberOf(suit));
      const special = trump >= 0 && (married || c === trumpSeven(trump as Suit));
      ids[c] = prev >= 0 && !special && !prevSpecial && POINTS[c] === POINTS[prev] ? ids[prev]! : next++;
      prev = c;
      prevSpecial = special;
    }
  }
  return ids;
}

/** A discard's option: the game and the runs of the two cards laid (`runsOf`). */
function discardKey(mine: Mask, pair: readonly Card[], contract: Contract, trump: Suit | -1, margin: number): string {
  const ids = runsOf(mine, trump);
  const [a, b] = pair.map((c) => ids[c]!).sort((x, y) => x - y);
  return `${contract}/${trump}/${margin}/${a}/${b}`;
}

/** An action's value from its options' values: the best of the options it stands for (-Infinity: none). */
function bestOfEach(groups: readonly (readonly number[])[], values: readonly number[]): number[] {
  return groups.map((g) => Math.max(...g.map((i) => values[i]!)));
}

/** A decision before play: each legal action as a group of options, its value the best of them. */
interface Plan {
  readonly options: Option[];
  readonly groups: number[][];
  /** Actions valued without solving (0: a pass), by index; their group is empty. */
  readonly fixed: Map<number, number>;
}

function planFor(v: MariasView, legal: readonly Action[]): Plan {
  const seat = v.seat;
  const k = knowledgeOf(v);
  const mine = k.mine;
  const options: Option[] = [];
  const groups: number[][] = [];
  const fixed = new Map<number, number>();
  const add = (o: Option): number => options.push(o) - 1;
  if (legal.some(isTrumpMove)) {
    // MA-6: the hra of each suit, the five cards to come added and two laid (pimc.ts's chooseTrumpCard).
    const seven = v.hand;
    const bySuit = new Map<Suit, number>();
    for (const a of legal) {
      const card = actionArg(a);
      const s = suitOf(card);
      if (!bySuit.has(s)) {
        const handOf = (w: World) => {
          const hand = union(maskOf(seven), w.rest);
          return laid(hand, discardFor(cardsOf(hand), [card], s));
        };
        bySuit.set(s, add(game(v, seat, handOf, 'hra', s)));
      }
      groups.push([bySuit.get(s)!]);
    }
    return { options, groups, fixed };
  }
  if (legal.some(isDiscard)) {
    const taker = v.ruleset === 'cardavia' && v.claim !== null;
    const cardaviaTrump = v.ruleset === 'cardavia' && v.trumpCard !== null ? suitOf(v.trumpCard) : -1;
    const level = v.ruleset === 'licitovany' ? levelIndex(v) : -1;
    // Discards that leave hands no solve can tell apart are one option (`discardKey`).
    const known = new Map<string, number>();
    for (const a of legal) {
      const pair = pairOf(a);
      const hand = laid(mine, pair);
      const g: number[] = [];
      const addGame = (contract: Contract, trump: Suit | -1, margin: number) => {
        const key = discardKey(mine, pair, contract, trump, margin);
        let i = known.get(key);
        if (i === undefined) known.set(key, (i = add(game(v, seat, () => hand, contract, trump, margin))));
        g.push(i);
      };
      if (taker) {
        // MA-9: a taker plays the game he claimed.
        addGame(v.claim as Contract, -1, 0);
      } else {
        let trumpGame = false;
        if (!hasAceOrTen(pair)) {
          // MA-7, MA-L4: the trump game, in the trump card's suit or the hand's best suit at the level won.
          const s = cardaviaTrump >= 0 ? cardaviaTrump : bestTrumpSuit(cardsOf(hand));
          const c = (['hra', 'sedma', 'sto', 'stosedm'] as const).find((x) => declarationLevel(x, s) >= level);
          if (c !== undefined) {
            addGame(c, s, marginOf(c, MARGINS));
            trumpGame = true;
          }
        }
        const over = (c: Contract) => (trumpGame ? marginOf(c, MARGINS) : 0);
        if (declarationLevel('betl', -1) >= level) addGame('betl', -1, over('betl'));
        addGame('durch', -1, over('durch'));
      }
      groups.push(g);
    }
    return { options, groups, fixed };
  }
  const names = legal.map((a) => bidName(a)!);
  switch (v.step) {
    case 'claim': {
      if (v.claim === null) {
        // MA-8: F's own claim, his hand set.
        const barva = names.includes('barva');
        for (const name of names) {
          if (name === 'barva') groups.push([add(game(v, seat, () => mine, 'hra', suitOf(v.trumpCard!)))]);
          else {
            const margin = barva ? marginOf(name as Contract, MARGINS) : 0;
            groups.push([add(game(v, seat, () => mine, name as Contract, -1, margin))]);
          }
        }
        return { options, groups, fixed };
      }
      // MA-9: taking over picks up the talon lying (the world's rest) and lays two; dobra defends the claim.
      const claimant = v.claimant!;
      for (const name of names) {
        if (name === 'dobra') {
          const standing: Contract = v.claim === 'barva' ? 'hra' : v.claim;
          const trumpOf = (w: World): Suit | -1 =>
            standing !== 'hra'
              ? -1
              : v.trumpCard !== null
                ? suitOf(v.trumpCard)
                : bestTrumpSuit(cardsOf(w.hands[claimant]!));
          groups.push([
            add({
              declarer: claimant,
              margin: 0,
              position: (w) => startPosition(w.hands, standing, trumpOf(w), claimant, v.forehand),
            }),
          ]);
        } else {
          const g = name as 'betl' | 'durch';
          const handOf = (w: World) => {
            const hand = union(mine, w.rest);
            return laid(hand, discardFor(cardsOf(hand), [], g));
          };
          groups.push([add(game(v, seat, handOf, g, -1, MARGINS.takeOver))]);
        }
      }
      return { options, groups, fixed };
    }
    case 'auction': {
      // MA-L3, MA-L4: the games the seat could declare with the talon: hra, sedma, sto and stosedm in its best
      // suit, betl and durch (a level only red games reach, betl and durch). One suit, not strong's two at the
      // declaration: a solve from the first lead takes up to a million nodes in a close game.
      const cards = cardsOf(mine);
      const suits = [bestTrumpSuit(cards)];
      const games: { index: number; level: number }[] = [];
      const withTalon = (g: Suit | 'betl' | 'durch') => (w: World) => {
        const hand = union(mine, w.rest);
        return laid(hand, discardFor(cardsOf(hand), [], g));
      };
      for (const s of suits) {
        for (const c of ['hra', 'sedma', 'sto', 'stosedm'] as const) {
          const margin = marginOf(c, MARGINS);
          games.push({ index: add(game(v, seat, withTalon(s), c, s, margin)), level: declarationLevel(c, s) });
        }
      }
      for (const c of ['betl', 'durch'] as const) {
        const index = add(game(v, seat, withTalon(c), c, -1, marginOf(c, MARGINS)));
        games.push({ index, level: declarationLevel(c, -1) });
      }
      const current = levelIndex(v);
      legal.forEach((a, i) => {
        const name = names[i]!;
        if (name === 'pass') {
          fixed.set(i, 0);
          groups.push([]);
          return;
        }
        const level = name === 'mam' ? current : LADDER.indexOf(name as (typeof LADDER)[number]);
        groups.push(games.filter((x) => x.level >= level).map((x) => x.index));
      });
      return { options, groups, fixed };
    }
    case 'declare': {
      const trumpLegal = names.some((n) => n !== 'betl' && n !== 'durch');
      for (const name of names) {
        let contract: Contract;
        let trump: Suit | -1;
        if (v.ruleset === 'cardavia') {
          contract = name as Contract;
          trump = suitOf(v.trumpCard!);
        } else if (name === 'betl' || name === 'durch') {
          contract = name;
          trump = -1;
        } else {
          const dash = name.indexOf('-{');
          contract = name.slice(0, dash) as Contract;
          trump = Number(name[dash + 2]) as Suit;
        }
        // pimc.ts's chooseGame: betl and durch over a trump game, sedma and sto over the hra of their suit.
        let margin = 0;
        if (!isTrumpGame(contract)) margin = trumpLegal ? marginOf(contract, MARGINS) : 0;
        else if (v.ruleset === 'cardavia' || names.includes(`hra-{${trump}}`)) margin = marginOf(contract, MARGINS);
        groups.push([add(game(v, seat, () => mine, contract, trump, margin))]);
      }
      return { options, groups, fixed };
    }
    case 'flek': {
      // MA-16, MA-17: each raise doubles the components it names; dobra keeps the levels standing.
      const declarer = v.declarer!;
      const contract = v.contract!;
      for (const name of names) {
        const raised = name === 'dobra' ? [] : name.slice('flek-'.length).split('-');
        const flek = v.flek.map((l, i) => (raised.includes(['hra', 'sedma', 'sto', 'betl', 'durch'][i]!) ? l + 1 : l));
        groups.push([add(game(v, declarer, (w) => w.hands[declarer]!, contract, v.trump ?? -1, 0, flek))]);
      }
      return { options, groups, fixed };
    }
    default:
      throw new Error(`no Mariáš decision at step ${v.step}`);
  }
}

/** The values of a decision before play over `worlds`. */
function decisionValues(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly World[],
  solver: Solver,
  nodes: number,
): { values: number[]; n: number } {
  const plan = planFor(v, legal);
  const { values, n } = optionScores(v.seat, plan.options, worlds, solver, nodes);
  const out = bestOfEach(plan.groups, values).map((x, i) => plan.fixed.get(i) ?? x);
  return { values: out, n };
}

/** The Kings and Obers among `cards` whose partner the seat holds: played plainly, their marriage is lost. */
function pairedCards(v: MariasView, cards: readonly Card[]): Card[] {
  if (v.announced !== null || v.contract === null || !isTrumpGame(v.contract)) return [];
  const hand = maskOf(v.hand);
  return cards.filter((c) => {
    const r = rankOf(c);
    const s = suitOf(c);
    return (r === RANK_KING || r === RANK_OBER) && has(hand, kingOf(s)) && has(hand, oberOf(s));
  });
}

/**
 * Each legal card's and marriage's value for the seat over the worlds (hands), and how many worlds were solved:
 * a card by best play after it; a paired King or Ober played plainly with its marriage lost, which the solver is
 * told by the position's `announced` (the root's card then counts no marriage); `marry:X` the better of X's King
 * and Ober with the marriage.
 */
function playValues(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly (readonly Mask[])[],
  solver: Solver,
  nodes: number,
): { values: number[]; n: number } {
  const seat = v.seat;
  const declarer = v.declarer!;
  const cards = legal.filter(isCardPlay);
  const paired = pairedCards(v, cards);
  const marriage = new Means(cards.length);
  const plain = new Means(cards.length);
  const suits = [...new Set(paired.map(suitOf))];
  const spent = spending(solver, nodes);
  for (const hands of worlds) {
    if (spent() && marriage.full() && plain.full()) break;
    const p = positionOfView(v, hands);
    solver.cardValues(p, cards).forEach((x, i) => {
      marriage.add(i, scoreOf(seat, declarer, x));
      if (!paired.includes(cards[i]!)) plain.add(i, scoreOf(seat, declarer, x));
    });
    // MA-21: played plainly, the root's King or Ober counts no marriage (the solver's `announced`).
    for (const s of suits) {
      const xs = paired.filter((c) => suitOf(c) === s);
      solver.cardValues({ ...p, announced: s }, xs).forEach((x, j) => {
        plain.add(cards.indexOf(xs[j]!), scoreOf(seat, declarer, x));
      });
    }
  }
  // A value no world gave within the budget: that card alone, in the first world.
  const lastResort = (announce: boolean) => (i: number) => {
    if (worlds.length === 0) return NaN;
    const c = cards[i]!;
    const p = positionOfView(v, worlds[0]!);
    const q = !announce && paired.includes(c) ? { ...p, announced: suitOf(c) } : p;
    return scoreOf(seat, declarer, solver.cardValues(q, [c])[0]!);
  };
  const withMarriage = marriage.means(solver, lastResort(true));
  const played = plain.means(solver, lastResort(false));
  return {
    values: legal.map((a) => {
      if (isMarry(a)) {
        const s = actionArg(a) as Suit;
        return Math.max(...cards.flatMap((c, i) => (suitOf(c) === s ? [withMarriage[i]!] : [])));
      }
      return played[cards.indexOf(a)]!;
    }),
    n: Math.min(marriage.samples(), plain.samples()),
  };
}

/** Whether the seat's knowledge leaves every unseen card only one place: its one world is the true one. */
export function nothingHidden(v: MariasView): boolean {
  const h = knowledgeOf(v).hidden;
  return cardsOf(h.unknown).every(
    (c) => h.sizes.filter((size, q) => q !== h.seat && size > 0 && !has(h.forbidden[q]!, c)).length === 1,
  );
}

/** The strong player's values of every legal action from the seat's view, over about `samples` worlds. */
export function estimateValues(v: MariasView, legal: readonly Action[], seed: string, samples: number): Estimate {
  const solver = sharedSolver();
  const before = solver.budget;
  const exact = nothingHidden(v);
  solver.budget = exact ? LAST_RESORT_NODES : SOLVE_NODES;
  const random = seededRandom(`ma-analyse/${seed}`);
  const worlds = worldsOf(v, exact ? 1 : samples, random);
  const nodes = exact ? Infinity : samples * NODES_PER_WORLD[v.step === 'play' ? 'play' : 'bid'];
  try {
    const { values, n } =
      v.step === 'play'
        ? playValues(
            v,
            legal,
            worlds.map((w) => w.hands),
            solver,
            nodes,
          )
        : decisionValues(v, legal, worlds, solver, nodes);
    return { values, samples: n, exact: exact && n === 1 };
  } finally {
    solver.budget = before;
  }
}

/** Each legal action's value for the seat to act with every hand (and the talon) known, one solve each. */
export function exactValues(s: MariasState, legal: readonly Action[]): number[] {
  const seat = marias.toMove(s)!;
  // Every card known: the trump card too, which a defender's dobra against F's barva reads.
  const v: MariasView = { ...marias.view(s, seat), trumpCard: s.trumpCard >= 0 ? s.trumpCard : null };
  const solver = sharedSolver();
  const before = solver.budget;
  solver.budget = LAST_RESORT_NODES;
  try {
    const world = trueWorld(s);
    if (s.stage === 'play') return playValues(v, legal, [world.hands], solver, Infinity).values;
    return decisionValues(v, legal, [world], solver, Infinity).values;
  } finally {
    solver.budget = before;
  }
}

export const mariasAnalyst: Analyst<MariasView, MariasState> = {
  unit: 'units',
  // MA-23, MA-26: a hra is worth 1 unit to each defender and 2 to its declarer, so a hra turned from won to lost
  // costs a defender 2 and the declarer 4; a seven (2), a hundred (4 a step), hearts and fleks multiply it, and
  // betl (15) and durch (30) dwarf it. As Schafkopf's (a Rufer 1 to each player): three quarters of the plain hra
  // swing of a defender a blunder, under a sixth of it nothing worth marking.
  thresholds: { inaccuracy: 0.3, mistake: 0.75, blunder: 1.5 },
  estimate: estimateValues,
  exact: exactValues,
};
