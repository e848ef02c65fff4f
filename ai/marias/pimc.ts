/**
 * Mariáš's searching players (issue 32, point 3): perfect-information Monte Carlo over worlds drawn from the
 * seat's knowledge (knowledge.ts), each solved with every hand open (solver.ts).
 *
 * - Cards: each legal card's value in units averaged over the worlds; the declarer takes the highest, a defender
 *   the lowest (the defenders share the value: MA-26). A King or Ober whose partner is in hand is played with its
 *   marriage announced first (MA-21: announcing never costs its side anything).
 * - With `searchBids` (strong), every other decision is valued by solving worlds from the first lead:
 *   the trump card (MA-6) by the suit whose hra is worth most once the five cards to come are added and two laid
 *   (the easy player's discard), the discard (MA-7) among a few candidates (the easy player's, the other pairs of
 *   plain low cards that make a void, and a betl's and a durch's), the claims (MA-8, MA-9: betl or durch, the
 *   taker's discard included, against barva or dobra), the game (MA-10, MA-L4: hra, sedma, sto, stosedm in the
 *   suits it may name, betl, durch) and the fleks (MA-17: by the share of worlds the declarer wins; a defender
 *   raises only a component not yet raised, as a declarer's raise back shows strength the worlds do not weigh).
 *   Open cards flatter the declarer (docs/ai.md, Schafkopf's diagnosis): an option beyond the plain game must
 *   beat it by a margin, and a flek needs a clear share of worlds (the budget's `margins`, budgets.ts: read against
 *   the table by bench/marias/calibrate.ts; the oracle keeps the hand-set ones).
 *   The auction of `licitovany` (MA-L3) is the easy player's: it passes but for clear betl and durch hands.
 * - Without `searchBids` (normal), those decisions are the easy player's.
 *
 * Budgets are counted in worlds and solver nodes (budgets.ts); a world whose solve reached the node limit counts
 * for nothing, and with no world left the easy player decides. A decision of strong's has a node budget over all
 * its worlds, solved in order while it lasts; the options of one decision before play are solved on the same
 * worlds (a world given up for one counts for none).
 */
import { type Action, type Seat, actionArg } from '../../engine/action.js';
import {
  type Card,
  type Suit,
  SUITS,
  RANK_10,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  rankOf,
  suitOf,
} from '../../engine/cards.js';
import { type Mask, cardsOf, has, maskOf, union, without } from '../../engine/cardset.js';
import {
  type MariasView,
  bidName,
  declarationAction,
  isCardPlay,
  isDiscard,
  isTrumpMove,
  marryAction,
  trumpAction,
} from '../../engine/marias/index.js';
import { kingOf, oberOf, trumpSeven } from '../../engine/marias/cards.js';
import { COMPONENT_NAMES, type ComponentName, type Contract, isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import { type Random, seededRandom } from '../../engine/random.js';
import { type MariasBudget, type MariasMargins, OPTIONS_WEIGHED, type OptionsWeighed } from './budgets.js';
import { bestTrumpSuit, discardFor, easyMarias, trumpStrength, trumpSuitScore } from './easy.js';
import { type World, declarerWeight, knowledgeOf, sampleWorld } from './knowledge.js';
import { weighedWorlds } from '../search/worlds.js';
import { positionOfView } from './position.js';
import { type OpenPosition, type Solver, sharedSolver } from './solver.js';

/** The margin of a game over the plain hra of its suit (or over the trump game, for betl and durch). */
export function marginOf(contract: Contract, m: MariasMargins): number {
  switch (contract) {
    case 'hra':
      return 0;
    case 'sedma':
      return m.sedma;
    case 'betl':
      return m.betl;
    case 'durch':
      return m.durch;
    default:
      return m.sto;
  }
}

/** How a decision's worlds are drawn and kept (the fields of MariasBudget, budgets.ts). */
export type WorldModel = Pick<MariasBudget, 'candidates' | 'declarerMiss'>;

/** Worlds as drawn, every one alike: the normal level's, the analyst's. */
export const UNIFORM_WORLDS: WorldModel = { candidates: 1, declarerMiss: 1 };

/**
 * Worlds drawn for a decision: pure functions of the view and the seed. With `candidates` above 1, each is kept from
 * that many drawn by the likelihood of the declarer's public choices (knowledge.ts `declarerWeight`).
 */
export function worldsOf(v: MariasView, n: number, random: Random, model: WorldModel = UNIFORM_WORLDS): World[] {
  const k = knowledgeOf(v);
  const weight = (w: World) => declarerWeight(k, w, model.declarerMiss);
  return weighedWorlds(() => sampleWorld(k, random), n, model.candidates, weight, random);
}

/** The position of a deal's first lead: the game, its declarer, the three hands. */
export function startPosition(
  hands: readonly Mask[],
  contract: Contract,
  trump: Suit | -1,
  declarer: Seat,
  forehand: Seat,
  flek: readonly number[] = [0, 0, 0, 0, 0],
): OpenPosition {
  return {
    hands,
    contract,
    trump: isTrumpGame(contract) ? trump : -1,
    declarer,
    flek,
    leader: isTrumpGame(contract) ? forehand : declarer,
    table: [],
    tricks: 0,
    cardPoints: [0, 0, 0],
    marriages: [],
    announced: -1,
  };
}

/** An option of a decision before play: a game, played by the seat from the hand `handOf` makes of a world. */
export interface GameOption {
  readonly handOf: (w: World) => Mask;
  readonly contract: Contract;
  readonly trump: Suit | -1;
}

/**
 * The solver's node budget for one decision: the worlds are solved in order while it lasts (the last solve given
 * only what is left of it), so a decision's effort is bounded in nodes whatever its worlds (budgets.ts).
 */
class Spending {
  private readonly start: number;
  private readonly perSolve: number;
  constructor(
    private readonly solver: Solver,
    private readonly nodes: number,
  ) {
    this.start = solver.nodes;
    this.perSolve = solver.budget;
  }
  /** Whether a next solve may start; if so, the solver's budget is set to what it may take. */
  next(): boolean {
    const left = this.nodes - (this.solver.nodes - this.start);
    this.solver.budget = Math.min(this.perSolve, left);
    return left > 0;
  }
  done(): void {
    this.solver.budget = this.perSolve;
  }
}

/**
 * Each option's mean value (the seat's side's units as declarer) over the worlds every option was solved in:
 * common random numbers, so a world whose solve was given up for one option counts for none. Worlds are taken
 * in order while the decision's node budget lasts; `ask` is the question put to each (the value, or only
 * whether the declarer wins). NaN for every option when no world was solved.
 */
export function optionValues(
  v: MariasView,
  options: readonly GameOption[],
  worlds: readonly World[],
  solver: Solver,
  nodes: number,
  declarer: Seat = v.seat,
  flek?: readonly number[],
  ask: (p: OpenPosition) => number = (p) => solver.value(p),
): number[] {
  const sums = new Float64Array(options.length);
  const values = new Float64Array(options.length);
  let n = 0;
  const spending = new Spending(solver, nodes);
  worlds: for (const w of worlds) {
    for (let i = 0; i < options.length; i++) {
      if (!spending.next()) break worlds;
      const o = options[i]!;
      const hands = withHand(w.hands, declarer, o.handOf(w));
      const x = ask(startPosition(hands, o.contract, o.trump, declarer, v.forehand, flek));
      if (x !== x) continue worlds;
      values[i] = x;
    }
    for (let i = 0; i < options.length; i++) sums[i] = sums[i]! + values[i]!;
    n++;
  }
  spending.done();
  return [...sums].map((x) => (n === 0 ? NaN : x / n));
}

/** The index of the option of highest value less its margin (NaN values never chosen), or -1. */
function bestOf(values: readonly number[], margins: readonly number[]): number {
  let best = -1;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]! - margins[i]!;
    if (x === x && (best < 0 || x > values[best]! - margins[best]!)) best = i;
  }
  return best;
}

const withHand = (hands: readonly Mask[], seat: Seat, hand: Mask): Mask[] =>
  hands.map((h, q) => (q === seat ? hand : h));

/** A hand less two discarded cards. */
export const laid = (hand: Mask, cards: readonly Card[]): Mask => without(hand, maskOf(cards));

// ---------------------------------------------------------------------------------------------------------------
// Cards.

/** The card (or its marriage's announcement) of highest mean value for the seat's side over the worlds. */
export function playByWorlds(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly (readonly Mask[])[],
  solver: Solver,
  nodes = Infinity,
): Action | null {
  const cards = legal.filter(isCardPlay);
  const sums = new Float64Array(cards.length);
  let n = 0;
  const spending = new Spending(solver, nodes);
  for (const hands of worlds) {
    if (!spending.next()) break;
    const values = solver.cardValues(positionOfView(v, hands), cards);
    if (values.some((x) => x !== x)) continue;
    values.forEach((x, i) => (sums[i] = sums[i]! + x));
    n++;
  }
  spending.done();
  if (n === 0) return null;
  const sign = v.seat === v.declarer ? 1 : -1;
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (sign * sums[i]! > sign * sums[best]! + 1e-9) best = i;
  const card = cards[best]!;
  const marry = marryAction(suitOf(card));
  const r = rankOf(card);
  if ((r === RANK_KING || r === RANK_OBER) && legal.includes(marry)) return marry;
  return card;
}

// ---------------------------------------------------------------------------------------------------------------
// The trump card, the discard, the claims, the game, the fleks.

/** The plain low cards' pairs worth trying as a trump game's talon: the easy player's, then those making voids. */
export function trumpDiscards(hand: Mask, keep: Card, trump: Suit, count = OPTIONS_WEIGHED.discardPairs): Card[][] {
  const cards = cardsOf(hand);
  const plain = cards.filter(
    (c) => c !== keep && suitOf(c) !== trump && rankOf(c) !== RANK_ACE && rankOf(c) !== RANK_10,
  );
  const len = (s: Suit) => cards.filter((c) => suitOf(c) === s).length;
  const pairs: { pair: Card[]; score: number }[] = [];
  for (let i = 0; i < plain.length; i++) {
    for (let j = i + 1; j < plain.length; j++) {
      const a = plain[i]!;
      const b = plain[j]!;
      const voids =
        suitOf(a) === suitOf(b)
          ? len(suitOf(a)) === 2
            ? 1
            : 0
          : (len(suitOf(a)) === 1 ? 1 : 0) + (len(suitOf(b)) === 1 ? 1 : 0);
      pairs.push({ pair: [a, b], score: voids * 20 - trumpStrength(a) - trumpStrength(b) });
    }
  }
  pairs.sort((x, y) => y.score - x.score);
  const out: Card[][] = [discardFor(cards, [keep], trump)];
  for (const p of pairs) {
    if (out.length >= count) break;
    if (!out.some((q) => maskOf(q) === maskOf(p.pair))) out.push(p.pair);
  }
  return out.filter((p) => p.length === 2);
}

/**
 * The forehand's discard for a betl or a durch of his own (the easy player's pair): never the trump card set aside
 * (`keep`, or -1), which no legal discard lays (MA-6, MA-7); a pair holding it would match no legal action.
 */
export const noTrumpDiscard = (cards: readonly Card[], keep: Card | -1, game: 'betl' | 'durch'): Card[] =>
  discardFor(cards, keep >= 0 ? [keep] : [], game);

function discardActionOf(legal: readonly Action[], pair: readonly Card[]): Action | undefined {
  return legal.find((x) => {
    const [p, q] = argCards(2, actionArg(x));
    return (p === pair[0] && q === pair[1]) || (p === pair[1] && q === pair[0]);
  });
}

/** A decision before play: the view, its legal actions, the worlds, the solver and the decision's node budget. */
interface Decision {
  readonly v: MariasView;
  readonly legal: readonly Action[];
  readonly worlds: readonly World[];
  readonly solver: Solver;
  readonly nodes: number;
  readonly margins: MariasMargins;
  /** How many of F's suits the trump card weighs, and of his plain pairs the discard. */
  readonly weighed: OptionsWeighed;
}

/** The trump card of a suit: its lowest card (MA-6). */
const trumpCardOf = (seven: readonly Card[], s: Suit): Card =>
  seven.filter((c) => suitOf(c) === s).sort((a, b) => trumpStrength(a) - trumpStrength(b))[0]!;

/** MA-6: the suit whose hra is worth most, the five cards to come (the world's rest) added and two laid. */
function chooseTrumpCard(d: Decision): Action | null {
  const { v, worlds, solver, nodes } = d;
  const seven = v.hand;
  const suits = SUITS.filter((s) => seven.some((c) => suitOf(c) === s))
    .sort((a, b) => trumpSuitScore(seven, b) - trumpSuitScore(seven, a))
    .slice(0, d.weighed.trumpSuits);
  const options = suits.map((s): GameOption => ({
    handOf: (w) => {
      const hand = union(maskOf(seven), w.rest);
      return laid(hand, discardFor(cardsOf(hand), [trumpCardOf(seven, s)], s));
    },
    contract: 'hra',
    trump: s,
  }));
  const best = bestOf(
    optionValues(v, options, worlds, solver, nodes),
    suits.map(() => 0),
  );
  return best < 0 ? null : trumpAction(trumpCardOf(seven, suits[best]!));
}

/** A game of this seat's with `hand` (after its discard). */
const gameOf = (hand: Mask, contract: Contract, trump: Suit | -1): GameOption => ({
  handOf: () => hand,
  contract,
  trump,
});

/** MA-7 (F before his claim), MA-9 (a taker), MA-L4 (the auction's declarer): the discard worth most. */
function chooseDiscard(d: Decision): Action | null {
  const { v, legal, worlds, solver, nodes } = d;
  const k = knowledgeOf(v);
  const hand = k.mine;
  const cards = cardsOf(hand);
  if (v.ruleset === 'cardavia' && v.claim !== null) {
    // A taker plays the game he claimed.
    const pair = discardFor(cards, [], v.claim as 'betl' | 'durch');
    return discardActionOf(legal, pair) ?? null;
  }
  const keep = v.ruleset === 'cardavia' && v.trumpCard !== null ? v.trumpCard : -1;
  const trump: Suit = keep >= 0 ? suitOf(keep) : bestTrumpSuit(cards);
  const pairs: Card[][] = [];
  const options: GameOption[] = [];
  const margins: number[] = [];
  for (const pair of trumpDiscards(hand, keep, trump, d.weighed.discardPairs)) {
    pairs.push(pair);
    options.push(gameOf(laid(hand, pair), 'hra', trump));
    margins.push(0);
  }
  for (const game of ['betl', 'durch'] as const) {
    const pair = noTrumpDiscard(cards, keep, game);
    pairs.push(pair);
    options.push(gameOf(laid(hand, pair), game, -1));
    margins.push(marginOf(game, d.margins));
  }
  const best = bestOf(optionValues(v, options, worlds, solver, nodes), margins);
  return best < 0 ? null : (discardActionOf(legal, pairs[best]!) ?? null);
}

const bidOf = (legal: readonly Action[], name: string): Action | undefined => legal.find((a) => bidName(a) === name);

/** MA-8, MA-9: barva, betl, durch or dobra by value over the worlds. */
function chooseClaim(d: Decision): Action | null {
  const { v, legal, worlds, solver, nodes } = d;
  const names = legal.map((a) => bidName(a)!);
  const k = knowledgeOf(v);
  if (v.claim === null) {
    // F's own claim: his hand is set (the trump card back in it for betl and durch).
    const hand = k.mine;
    const barva = names.includes('barva');
    const ids: string[] = barva ? ['barva', 'betl', 'durch'] : ['betl', 'durch'];
    const options = ids.map((id) =>
      id === 'barva' ? gameOf(hand, 'hra', suitOf(v.trumpCard!)) : gameOf(hand, id as Contract, -1),
    );
    const margins = ids.map((id) => (barva && id !== 'barva' ? marginOf(id as Contract, d.margins) : 0));
    const best = bestOf(optionValues(v, options, worlds, solver, nodes), margins);
    return best < 0 ? null : (bidOf(legal, ids[best]!) ?? null);
  }
  // Taking over: this seat picks up the talon (the world's rest), lays two and plays betl or durch.
  const games = (['durch', 'betl'] as const).filter((g) => names.includes(g));
  const options = games.map((game): GameOption => ({
    handOf: (w) => {
      const hand = union(k.mine, w.rest);
      return laid(hand, discardFor(cardsOf(hand), [], game));
    },
    contract: game,
    trump: -1,
  }));
  const values = optionValues(v, options, worlds, solver, nodes);
  const take = games.findIndex((_, i) => values[i]! > d.margins.takeOver);
  return take >= 0 ? (bidOf(legal, games[take]!) ?? null) : (bidOf(legal, 'dobra') ?? null);
}

/** MA-10, MA-L4: the declaration worth most, the games beyond the plain hra by a margin. */
function chooseGame(d: Decision): Action | null {
  const { v, legal, worlds, solver, nodes } = d;
  const hand = knowledgeOf(v).mine;
  const cards = cardsOf(hand);
  const actions: Action[] = [];
  const options: GameOption[] = [];
  const margins: number[] = [];
  const consider = (action: Action | undefined, contract: Contract, trump: Suit | -1, margin: number) => {
    if (action === undefined || !legal.includes(action)) return;
    actions.push(action);
    options.push(gameOf(hand, contract, trump));
    margins.push(margin);
  };
  const holdsSeven = (s: Suit) => has(hand, trumpSeven(s));
  const marriages = SUITS.filter((s) => has(hand, kingOf(s)) && has(hand, oberOf(s))).length;
  if (v.ruleset === 'cardavia') {
    const s = suitOf(v.trumpCard!);
    consider(bidOf(legal, 'hra'), 'hra', s, 0);
    if (holdsSeven(s)) consider(bidOf(legal, 'sedma'), 'sedma', s, marginOf('sedma', d.margins));
    if (marriages > 0) consider(bidOf(legal, 'sto'), 'sto', s, marginOf('sto', d.margins));
    if (holdsSeven(s) && marriages > 0) consider(bidOf(legal, 'stosedm'), 'stosedm', s, marginOf('stosedm', d.margins));
  } else {
    const suits = SUITS.filter((s) => cards.some((c) => suitOf(c) === s))
      .sort((a, b) => trumpSuitScore(cards, b) - trumpSuitScore(cards, a))
      .slice(0, 2);
    for (const s of suits) {
      consider(declarationAction('hra', s), 'hra', s, 0);
      const over = legal.includes(declarationAction('hra', s));
      const extra = (c: Contract) => (over ? marginOf(c, d.margins) : 0);
      if (holdsSeven(s)) consider(declarationAction('sedma', s), 'sedma', s, extra('sedma'));
      if (marriages > 0) consider(declarationAction('sto', s), 'sto', s, extra('sto'));
      if (holdsSeven(s) && marriages > 0) consider(declarationAction('stosedm', s), 'stosedm', s, extra('stosedm'));
    }
    const trumpLegal = options.length > 0;
    consider(bidOf(legal, 'betl'), 'betl', -1, trumpLegal ? marginOf('betl', d.margins) : 0);
    consider(bidOf(legal, 'durch'), 'durch', -1, trumpLegal ? marginOf('durch', d.margins) : 0);
  }
  const best = bestOf(optionValues(v, options, worlds, solver, nodes), margins);
  return best < 0 ? null : actions[best]!;
}

/** MA-16, MA-17: the main component raised when the worlds clearly favour this seat's side. */
function chooseFlek(d: Decision): Action | null {
  const { v, legal, worlds, solver, nodes } = d;
  const contract = v.contract!;
  const main = isTrumpGame(contract) ? 'hra' : contract;
  const flek = bidOf(legal, `flek-${main}`);
  if (flek === undefined) return bidOf(legal, 'dobra') ?? null;
  // Only the share of worlds the declarer wins counts: one null-window search a world (Solver.wins).
  const declarer = v.declarer!;
  const option: GameOption = { handOf: (w) => w.hands[declarer]!, contract, trump: v.trump ?? -1 };
  const [wins] = optionValues(v, [option], worlds, solver, nodes, declarer, v.flek, (p) => solver.wins(p));
  if (wins !== wins) return null;
  // A declarer who raised back has shown strength the worlds do not weigh: the defenders raise once only.
  const level = v.flek[COMPONENT_NAMES.indexOf(main as ComponentName)]!;
  const m = d.margins;
  const raise = v.seat === declarer ? wins! >= m.flekDeclarer : level === 0 && wins! <= m.flekDefender;
  return raise ? flek : (bidOf(legal, 'dobra') ?? null);
}

/** A decision of the searching players (normal and strong by their budgets). */
export function searchPlay(v: MariasView, legal: readonly Action[], seed: string, budget: MariasBudget): Action {
  if (legal.length === 1) return legal[0]!;
  const solver = sharedSolver();
  solver.budget = budget.nodeLimit;
  const random = seededRandom(`marias/${seed}`);
  let out: Action | null = null;
  if (v.step === 'play') {
    const n = v.tricks.length < 2 ? budget.playWorldsEarly : budget.playWorlds;
    const worlds = worldsOf(v, n, random, budget).map((w) => w.hands);
    out = playByWorlds(v, legal, worlds, solver, budget.playNodes);
  } else if (budget.searchBids) {
    const n = legal.some(isTrumpMove)
      ? budget.trumpCardWorlds
      : legal.some(isDiscard)
        ? budget.discardWorlds
        : budget.bidWorlds;
    // The fleks keep the worlds as drawn: weighed by F's trump game, the open-cards regret of strong's fleks rose on
    // the same decisions (docs/benchmarks.md, "Mariáš AI", eighth round).
    const worlds = worldsOf(v, n, random);
    const nodes = budget.bidWorlds > 0 ? (budget.bidNodes * n) / budget.bidWorlds : budget.bidNodes;
    out = decideByWorlds(v, legal, worlds, solver, nodes, budget.margins, budget);
  }
  return out ?? easyMarias(v, legal, seed);
}

/** The decisions before play, valued over `worlds` (strong's sampled worlds, or the oracle's true deal). */
export function decideByWorlds(
  v: MariasView,
  legal: readonly Action[],
  worlds: readonly World[],
  solver: Solver,
  nodes: number,
  margins: MariasMargins,
  weighed: OptionsWeighed,
): Action | null {
  if (worlds.length === 0) return null;
  const d: Decision = { v, legal, worlds, solver, nodes, margins, weighed };
  if (legal.some(isTrumpMove)) return chooseTrumpCard(d);
  if (legal.some(isDiscard)) return chooseDiscard(d);
  switch (v.step) {
    case 'claim':
      return chooseClaim(d);
    case 'declare':
      return chooseGame(d);
    case 'flek':
      return chooseFlek(d);
    default:
      return null;
  }
}
