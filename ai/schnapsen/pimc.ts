/**
 * The searching players (normal, strong): determinised search, also called perfect-information Monte Carlo.
 *
 * Worlds (the opponent's hand and the talon order) are drawn from exactly what the seat knows (knowledge.ts);
 * in each, the open-cards solver (solver.ts) gives the exact value of every legal action: the exchange, the
 * closing and each marriage as much as each card. The action with the best mean game points wins (SN-14,
 * SN-15); ties go to the easy player's choice when it is among them, else to the first. Once the talon is
 * exhausted nothing is hidden: one exact solve decides, so the play is perfect. Every budget is counted in
 * worlds and solver nodes, never in time, so a decision is a pure function of the view and the seed.
 */
import type { Action, Seat } from '../../engine/action.js';
import type { Card } from '../../engine/cards.js';
import { type Mask, add, cardsOf, popcount, without } from '../../engine/cardset.js';
import { type Random, seededRandom } from '../../engine/random.js';
import {
  CLOSE,
  EXCHANGE,
  STOCK_SIZE,
  type SchnapsenState,
  type SchnapsenView,
  cardPoints,
  isMarry,
  schnapsen,
  trickWinner,
} from '../../engine/schnapsen/index.js';
import { easySchnapsen } from './easy.js';
import { type Knowledge, type World, knowledgeOf, sampleWorld, worldState } from './knowledge.js';
import { Solver } from './solver.js';

export interface SearchBudget {
  /** Worlds sampled per decision (at most). */
  readonly samples: number;
  /** No new world once the decision's solves have visited this many nodes (after at least `minSamples`). */
  readonly maxNodes: number;
  readonly minSamples: number;
  /**
   * A world whose solve passes this many nodes is abandoned; if the first one is, the decision falls back to
   * the easy player's rules (only ever early in a deal, where the whole deal lies ahead).
   */
  readonly worldNodes: number;
  /** The solver's value range in the worlds (Solver.valueRange): 3, exact game points, unless given. */
  readonly valueRange?: number;
  /**
   * `maxNodes` and `worldNodes` at the first trick (nothing drawn yet, the talon not closed), where a world is
   * a whole deal and costs the most. Strong's is 0 and 0: no world, the easy player's rules decide, which chose
   * better there than its 5 worlds did (docs/ai.md, "Where the Schnapsen margin is").
   */
  readonly opening?: {
    readonly maxNodes: number;
    readonly worldNodes: number;
    /**
     * The first trick's actions valued by playing each on in this many worlds (rollouts), every later decision of
     * both players by the easy player's rules from his own view (neither sees the other's hand nor the talon's
     * order) up to the end of trick `horizon`, the rest solved in the world (from there both see every card).
     * Off: the worlds' solves or, with no nodes, the easy rules.
     */
    readonly rollouts?: number;
    readonly horizon?: number;
    /**
     * The closing at the first lead (SN-9) valued alone over this many worlds, and taken when its mean reaches
     * `threshold`; otherwise the opening decides as it would. A closed deal is cheap to solve (five cards each, no
     * draws), where a whole deal played on is not, and at the first lead the opponent has no trick, so a closing
     * scores 3 or costs 3 (SN-15): the easy rules, which close only after a trick won, never take it.
     */
    readonly closing?: { readonly worlds: number; readonly threshold: number };
  };
  /**
   * The seat's own decisions that leave it to decide again (the exchange, SN-8; the closing, SN-9; a marriage,
   * whose King or Ober is then led, SN-10) valued by the continuation best on average over the worlds, not by the
   * best in each world: the seat chooses it without seeing the opponent's hand (PIMC's strategy fusion, one
   * level deep). Off: each world's solve takes its own best continuation.
   */
  readonly ownChoices?: boolean;
  /**
   * Worlds weighted by the opponent's last decisions (playLikelihood): a world where he could have exchanged
   * (SN-8) or announced a marriage (SN-10) at his lead and did not counts `exchange` or `marriage` times as much
   * as one where he could not (he usually does), one where he let an Ace or a Ten of the seat's go though he
   * could take it, `take` times; one where the easy player's rules would have led another card than he did,
   * `model` times (modelLikelihood). All above 0. Off: every world counts alike.
   */
  readonly inference?: {
    readonly exchange: number;
    readonly marriage: number;
    readonly take?: number;
    readonly model?: number;
  };
  /**
   * The closing (SN-9) valued by playing the closed deal out in `worlds` of the worlds searched (closingValue):
   * the seat without seeing the opponent's hand, he with every card seen. Only where the worlds' mean puts the
   * closing within `margin` of the best action (elsewhere it would not be chosen either way).
   */
  readonly closing?: { readonly worlds: number; readonly margin: number };
  /**
   * Game points added to the easy player's choice while the talon is open: the worlds' means, whose solves see
   * every card and so misjudge, must beat the rules of thumb by this much to overrule them. Off: 0.
   */
  readonly easyBonus?: number;
  /**
   * Every consistent layout searched once, in place of sampling, when there are at most this many of them (the
   * opponent's possible hands, times the face-down talon's orders while the talon is open: allWorlds). After the
   * fourth trick of the open talon there are at most 6. Off: always sampled.
   */
  readonly enumerate?: number;
  /**
   * The seat's next decision chosen once per information set, not per world (lookahead): after each action the
   * deal goes on in every world (the opponent's moves his best there, the draws the world's) to the seat's next
   * decision, and the worlds that show it the same (its hand, the opponent's moves) must take there the one
   * action best on their sum. A world's solve alone would let the seat play on as if it saw the opponent's hand
   * and the talon's order. Off: each world's solve takes its own best continuation.
   */
  readonly lookahead?: boolean;
  /**
   * With `lookahead`: the seat's next decision taken by the mean of this many worlds drawn from what it will see
   * there (its view then), and each world scored by the value of that action in it: the world played on by a
   * player without its hand, one decision deep (Wisser's imperfect-information Monte Carlo). Groups of worlds
   * that show the seat the same are too small to do this with a few dozen worlds (each holds one or two).
   */
  readonly nested?: number;
}

/** One solver per process: its table is allocated once and invalidated per search. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver(18));

export function searchPlay(view: SchnapsenView, legal: readonly Action[], seed: string, budget: SearchBudget): Action {
  return searchDecision(view, legal, seed, budget).action;
}

/** searchPlay's action with the worlds it rests on (0: the easy player's rules decided; bench/schnapsen). */
export function searchDecision(
  view: SchnapsenView,
  legal: readonly Action[],
  seed: string,
  budget: SearchBudget,
): { action: Action; samples: number } {
  if (legal.length === 1) return { action: legal[0]!, samples: 0 };
  const early = budget.opening?.closing;
  // After the exchange, if the seat may still make it: closing first would forfeit it (SN-8, SN-9's order).
  if (early && legal.includes(CLOSE) && !legal.includes(EXCHANGE) && view.talonCount === STOCK_SIZE) {
    if (closingMean(view, seed, early.worlds) >= early.threshold) return { action: CLOSE, samples: early.worlds };
  }
  const estimate = searchValues(view, legal, seed, budget);
  if (estimate.samples === 0) return { action: easySchnapsen(view, legal, seed), samples: 0 };
  let values = estimate.values;
  if (budget.easyBonus && !estimate.exact) {
    // The easy player's choice keeps the decision unless the worlds put another action ahead by the bonus.
    const easy = legal.indexOf(easySchnapsen(view, legal, seed));
    values = values.map((v, i) => (i === easy ? v + budget.easyBonus! : v));
  }
  return { action: pickBest(view, legal, values), samples: estimate.samples };
}

/**
 * Each legal action's mean game points for the seat over the worlds searched (the sums when the budget runs
 * out are divided by the worlds done; with `inference`, a mean weighted by each world's likelihood). No world at
 * all (the first one overran `worldNodes`) gives samples 0.
 */
export function searchValues(
  view: SchnapsenView,
  legal: readonly Action[],
  seed: string,
  budget: SearchBudget,
): { values: number[]; samples: number; exact: boolean } {
  const k = knowledgeOf(view);
  const solver = sharedSolver();
  const me = view.seat;
  if (view.talonCount === 0) {
    // Perfect information: the opponent holds every unseen card.
    solver.nodeLimit = Infinity;
    const values = solver.actionValues(worldState(view, { oppHand: k.unseen, talon: [] }), me, legal);
    return { values, samples: 1, exact: true };
  }
  const opening = budget.opening !== undefined && view.closedBy === null && view.talonCount === STOCK_SIZE;
  if (opening && budget.opening!.rollouts) return rolloutValues(view, legal, seed, k, budget.opening!);
  const maxNodes = opening ? budget.opening!.maxNodes : budget.maxNodes;
  const worldNodes = opening ? budget.opening!.worldNodes : budget.worldNodes;
  const random = seededRandom(`sn-pimc/${seed}`);
  const start = solver.nodes;
  solver.valueRange = budget.valueRange ?? 3;
  let tree: Choice | null = null;
  let look: Look | null = null;
  const inner = budget.nested ? { worlds: budget.nested, random: seededRandom(`sn-nested/${seed}`) } : null;
  const kept: SchnapsenState[] = [];
  let weight = 0;
  let done = 0;
  const all = budget.enumerate === undefined ? null : allWorlds(k, view.closedBy !== null, budget.enumerate);
  for (let s = 0; s < (all ? all.length : budget.samples); s++) {
    // Every layout or none: stopping part-way through an enumeration would weigh some layouts out.
    if (!all && done >= budget.minSamples && solver.nodes - start > maxNodes) break;
    const world = all ? all[s]! : sampleWorld(k, random);
    const state = worldState(view, world);
    if (budget.lookahead) {
      look ??= lookTree(state, me, legal);
      solver.nodeLimit = solver.nodes + worldNodes;
      const records: LookRecord[] = [];
      if (!lookWorld(solver, look, state, me, records, inner)) break;
      const w = budget.inference ? playLikelihood(view, world, budget.inference) : 1;
      for (const r of records) commitLook(r, w);
      weight += w;
      done++;
      continue;
    }
    tree ??= choiceTree(state, me, legal, budget.ownChoices === true);
    solver.nodeLimit = solver.nodes + worldNodes;
    if (!solveWorld(solver, tree, state, me)) break;
    const w = budget.inference ? playLikelihood(view, world, budget.inference) : 1;
    commit(tree, w);
    weight += w;
    done++;
    if (budget.closing && kept.length < budget.closing.worlds) kept.push(state);
  }
  solver.nodeLimit = Infinity;
  solver.aborted = false;
  const values = done === 0 ? legal.map(() => 0) : look !== null ? lookValues(look, weight) : valuesOf(tree!, weight);
  const close = legal.indexOf(CLOSE);
  if (budget.closing && close >= 0 && kept.length > 0 && values[close]! >= Math.max(...values) - budget.closing.margin)
    values[close] = closingValue(solver, kept, me);
  solver.valueRange = 3;
  return { values, samples: done, exact: false };
}

/** The closing's mean value over `worlds` worlds, each solved with every card seen (the closed deal: no draws). */
export function closingMean(view: SchnapsenView, seed: string, worlds: number): number {
  const k = knowledgeOf(view);
  const solver = sharedSolver();
  const random = seededRandom(`sn-close/${seed}`);
  solver.nodeLimit = Infinity;
  let sum = 0;
  for (let w = 0; w < worlds; w++)
    sum += solver.actionValues(worldState(view, sampleWorld(k, random)), view.seat, [CLOSE])[0]!;
  return sum / worlds;
}

/**
 * The opening's rollouts: in each world (the same worlds for every action), each action played on by both players
 * with the easy player's rules, each from his own view, to the end of trick `horizon` or the talon's closing or
 * end, then solved in the world. Unlike a world's solve from the root, the play that follows the action does not
 * see the hidden cards, so an action is not credited with what only a player who sees them would make of it.
 */
function rolloutValues(
  view: SchnapsenView,
  legal: readonly Action[],
  seed: string,
  k: Knowledge,
  o: NonNullable<SearchBudget['opening']>,
): { values: number[]; samples: number; exact: boolean } {
  const solver = sharedSolver();
  const me = view.seat;
  const random = seededRandom(`sn-rollout/${seed}`);
  const sums = new Float64Array(legal.length);
  const n = o.rollouts!;
  solver.nodeLimit = Infinity;
  for (let w = 0; w < n; w++) {
    const state = worldState(view, sampleWorld(k, random));
    for (let i = 0; i < legal.length; i++) {
      const r = schnapsen.apply(state, me, legal[i]!);
      if (!r.ok) throw new Error(r.error.message);
      sums[i] = sums[i]! + playOut(solver, r.value, me, o.horizon ?? 3);
    }
  }
  return { values: [...sums].map((x) => x / n), samples: n, exact: false };
}

/** The deal from `s` on: the easy rules for both players until trick `horizon` is done or the talon no longer open, then solved. */
function playOut(solver: Solver, state: SchnapsenState, me: Seat, horizon: number): number {
  let s = state;
  for (;;) {
    if (s.end !== null) {
      const o = schnapsen.outcome(s)!;
      return o.gamePoints[me]! - o.gamePoints[1 - me]!;
    }
    const mover = schnapsen.toMove(s)!;
    const legal = schnapsen.legalActions(s);
    if (s.tricks.length >= horizon || s.closedBy !== null || s.drawn >= STOCK_SIZE) {
      const values = solver.actionValues(s, me, legal);
      return mover === me ? Math.max(...values) : Math.min(...values);
    }
    const action = legal.length === 1 ? legal[0]! : easySchnapsen(schnapsen.view(s, mover), legal, '');
    const r = schnapsen.apply(s, mover, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}

/**
 * SN-9: the closing's value over `worlds` (states before it, the seat to lead), each in turn taken as the true
 * deal and played out closed. The seat decides as PIMC would with the worlds still consistent with the
 * opponent's play (each of his cards must be legal in a world under SN-7, so his answers tell it his voids);
 * he plays the open-cards best in the true deal. Unlike each world's solve, where the seat plays the closed deal
 * seeing his hand, this is what a closer who must still guess scores: strategy fusion, the flaw that makes PIMC
 * close too readily (docs/ai.md).
 */
function closingValue(solver: Solver, worlds: readonly SchnapsenState[], me: Seat): number {
  const closed = worlds.map((w) => {
    const r = schnapsen.apply(w, me, CLOSE);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
  let total = 0;
  for (let t = 0; t < closed.length; t++) {
    let states: (SchnapsenState | null)[] = [...closed];
    while (states[t]!.end === null) {
      const truth = states[t]!;
      const mover = schnapsen.toMove(truth)!;
      const legal = schnapsen.legalActions(truth);
      let action = legal[0]!;
      if (legal.length > 1 && mover === me) {
        const sums = new Float64Array(legal.length);
        for (const w of states) {
          if (w === null || w.end !== null) continue;
          const values = solver.actionValues(w, me, legal);
          for (let i = 0; i < legal.length; i++) sums[i] = sums[i]! + values[i]!;
        }
        for (let i = 1; i < legal.length; i++) if (sums[i]! > sums[legal.indexOf(action)]!) action = legal[i]!;
      } else if (legal.length > 1) {
        const values = solver.actionValues(truth, me, legal);
        for (let i = 1; i < legal.length; i++) if (values[i]! < values[legal.indexOf(action)]!) action = legal[i]!;
      }
      // The same action in every world still consistent: one where the opponent could not make it drops out.
      states = states.map((w) => {
        if (w === null) return null;
        const r = schnapsen.apply(w, mover, action);
        return r.ok ? r.value : null;
      });
    }
    const o = schnapsen.outcome(states[t]!)!;
    total += o.gamePoints[me]! - o.gamePoints[1 - me]!;
  }
  return total / closed.length;
}

/**
 * The seat's decisions from the root on while it stays to move: the actions, and after each the choice that
 * follows it (null: the solver values the action, as the opponent moves next or the deal ends). The actions
 * after an exchange, a closing or a marriage depend only on the seat's hand and what is public, so the tree is
 * the same in every world; it is built on the first.
 */
interface Choice {
  readonly actions: readonly Action[];
  readonly next: readonly (Choice | null)[];
  /** The actions the solver values (those whose `next` is null). */
  readonly leaves: readonly Action[];
  /** Per action: the weighted sum of the solver's values over the worlds done, and this world's value. */
  readonly sums: Float64Array;
  readonly world: Float64Array;
}

function choiceTree(state: SchnapsenState, me: Seat, actions: readonly Action[], deep: boolean): Choice {
  const next = actions.map((a) => {
    if (!deep || !(a === EXCHANGE || a === CLOSE || isMarry(a))) return null;
    const r = schnapsen.apply(state, me, a);
    if (!r.ok || r.value.end !== null || schnapsen.toMove(r.value) !== me) return null;
    return choiceTree(r.value, me, schnapsen.legalActions(r.value), deep);
  });
  return {
    actions,
    next,
    leaves: actions.filter((_, i) => next[i] === null),
    sums: new Float64Array(actions.length),
    world: new Float64Array(actions.length),
  };
}

/** One world's values into each choice's `world`; false if the solver ran out of nodes. */
function solveWorld(solver: Solver, c: Choice, state: SchnapsenState, me: Seat): boolean {
  if (c.leaves.length > 0) {
    const values = solver.actionValues(state, me, c.leaves);
    if (solver.aborted) return false;
    let j = 0;
    for (let i = 0; i < c.actions.length; i++) if (c.next[i] === null) c.world[i] = values[j++]!;
  }
  for (let i = 0; i < c.actions.length; i++) {
    const child = c.next[i];
    if (!child) continue;
    const r = schnapsen.apply(state, me, c.actions[i]!);
    if (!r.ok || !solveWorld(solver, child, r.value, me)) return false;
  }
  return true;
}

function commit(c: Choice, w: number): void {
  for (let i = 0; i < c.actions.length; i++) c.sums[i] = c.sums[i]! + w * c.world[i]!;
  for (const child of c.next) if (child) commit(child, w);
}

/** Each action's mean value; an action followed by a choice is worth that choice's best mean. */
function valuesOf(c: Choice, weight: number): number[] {
  return c.actions.map((_, i) => {
    const child = c.next[i];
    return child ? Math.max(...valuesOf(child, weight)) : c.sums[i]! / weight;
  });
}

/**
 * Every layout that agrees with the knowledge (knowledge.ts): each hand the opponent may hold (the cards he surely
 * holds, the rest from those he may hold), with each order of the other unseen cards in the talon while it is
 * open; once it is closed their order is never read (SN-9: nothing more is drawn), so one order stands for all.
 * Null when there are more than `limit`. Under the uniform deal every layout is equally likely (knowledge.ts).
 */
export function allWorlds(k: Knowledge, closed: boolean, limit: number): World[] | null {
  const free = cardsOf(without(without(k.unseen, k.known), k.excluded));
  const need = k.oppHandSize - popcount(k.known);
  if (need < 0 || need > free.length) return null;
  let hands = 1;
  for (let i = 0; i < need; i++) hands = (hands * (free.length - i)) / (i + 1);
  let orders = 1;
  if (!closed) for (let i = 2; i <= k.faceDown; i++) orders *= i;
  if (hands * orders > limit) return null;
  const worlds: World[] = [];
  const choose = (from: number, left: number, hand: Mask): void => {
    if (left === 0) {
      const rest = cardsOf(without(k.unseen, hand));
      for (const talon of closed ? [rest] : permutations(rest)) worlds.push({ oppHand: hand, talon });
      return;
    }
    for (let i = from; i <= free.length - left; i++) choose(i + 1, left - 1, add(hand, free[i]!));
  };
  choose(0, need, k.known);
  return worlds;
}

function permutations(cards: readonly Card[]): Card[][] {
  if (cards.length <= 1) return [[...cards]];
  return cards.flatMap((c, i) => permutations([...cards.slice(0, i), ...cards.slice(i + 1)]).map((p) => [c, ...p]));
}

/**
 * The seat's decisions from the root for `lookahead`: as Choice, an exchange, a closing or a marriage leaves the
 * seat to decide again in the same information set (`next`). Any other action ends its turn; its value is then
 * gathered per world: the deal's value if it ended before the seat's next decision (`ended`), else the values of
 * each action of that decision, summed in the group of worlds that show the seat the same (`groups`).
 */
interface Look {
  readonly actions: readonly Action[];
  readonly next: readonly (Look | null)[];
  readonly ended: Float64Array;
  readonly groups: readonly Map<string, Float64Array>[];
}

function lookTree(state: SchnapsenState, me: Seat, actions: readonly Action[]): Look {
  const next = actions.map((a) => {
    if (!(a === EXCHANGE || a === CLOSE || isMarry(a))) return null;
    const r = schnapsen.apply(state, me, a);
    if (!r.ok || r.value.end !== null || schnapsen.toMove(r.value) !== me) return null;
    return lookTree(r.value, me, schnapsen.legalActions(r.value));
  });
  return {
    actions,
    next,
    ended: new Float64Array(actions.length),
    groups: actions.map(() => new Map<string, Float64Array>()),
  };
}

/** One world's outcome of one action of a Look: the deal's value, or the seat's next decision's values and group. */
type LookRecord = { look: Look; i: number } & ({ value: number } | { group: string; values: readonly number[] });

/** One world through the Look: its records (committed only once the whole world is solved); false if out of nodes. */
/** `nested`'s inner worlds and their random stream. */
type Inner = { readonly worlds: number; readonly random: Random } | null;

function lookWorld(
  solver: Solver,
  look: Look,
  state: SchnapsenState,
  me: Seat,
  out: LookRecord[],
  inner: Inner,
): boolean {
  for (let i = 0; i < look.actions.length; i++) {
    const r = schnapsen.apply(state, me, look.actions[i]!);
    if (!r.ok) throw new Error(r.error.message);
    const child = look.next[i];
    if (child) {
      if (!lookWorld(solver, child, r.value, me, out, inner)) return false;
      continue;
    }
    const goes = continuation(solver, r.value, me, inner);
    if (goes === null) return false;
    out.push({ look, i, ...goes });
  }
  return true;
}

/**
 * The deal played on from `state` to the seat's next decision, the opponent taking his best move in this world
 * (the solver's; the first of equals), the draws the world's (SN-6): that decision's actions valued by the
 * solver, with what the seat sees there (its hand and the opponent's moves since the root: all else is the same
 * in every world); or the deal's value if it ends first. Null if the solver ran out of nodes.
 */
function continuation(
  solver: Solver,
  state: SchnapsenState,
  me: Seat,
  inner: Inner,
): { value: number } | { group: string; values: readonly number[] } | null {
  let s = state;
  let group = '';
  for (;;) {
    if (s.end !== null) {
      const o = schnapsen.outcome(s)!;
      return { value: o.gamePoints[me]! - o.gamePoints[1 - me]! };
    }
    const mover = schnapsen.toMove(s)!;
    const legal = schnapsen.legalActions(s);
    if (mover === me) {
      const values = solver.actionValues(s, me, legal);
      if (solver.aborted) return null;
      if (inner === null || legal.length === 1) return { group: `${group}/${s.hands[me]}`, values };
      const chosen = innerChoice(solver, s, me, legal, inner);
      return chosen < 0 ? null : { value: values[chosen]! };
    }
    let action = legal[0]!;
    if (legal.length > 1) {
      const values = solver.actionValues(s, me, legal);
      if (solver.aborted) return null;
      for (let i = 1; i < legal.length; i++) if (values[i]! < values[legal.indexOf(action)]!) action = legal[i]!;
    }
    group += `,${action}`;
    const r = schnapsen.apply(s, mover, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}

/** `nested`: the index of the action the mean of the inner worlds (drawn from the seat's view of `s`) puts first; -1 if out of nodes. */
function innerChoice(solver: Solver, s: SchnapsenState, me: Seat, legal: readonly Action[], inner: Inner & {}): number {
  const view = schnapsen.view(s, me);
  const k = knowledgeOf(view);
  const sums = new Float64Array(legal.length);
  for (let j = 0; j < (view.talonCount === 0 ? 1 : inner.worlds); j++) {
    const world = view.talonCount === 0 ? { oppHand: k.unseen, talon: [] } : sampleWorld(k, inner.random);
    const values = solver.actionValues(worldState(view, world), me, legal);
    if (solver.aborted) return -1;
    for (let i = 0; i < legal.length; i++) sums[i] = sums[i]! + values[i]!;
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (sums[i]! > sums[best]!) best = i;
  return best;
}

function commitLook(r: LookRecord, w: number): void {
  if ('value' in r) {
    r.look.ended[r.i] = r.look.ended[r.i]! + w * r.value;
    return;
  }
  const groups = r.look.groups[r.i]!;
  let sums = groups.get(r.group);
  if (!sums) groups.set(r.group, (sums = new Float64Array(r.values.length)));
  for (let j = 0; j < r.values.length; j++) sums[j] = sums[j]! + w * r.values[j]!;
}

/** Each action's mean value: the deals ended, plus per group the best of the seat's next actions on the group's sum. */
function lookValues(look: Look, weight: number): number[] {
  return look.actions.map((_, i) => {
    const child = look.next[i];
    if (child) return Math.max(...lookValues(child, weight));
    let total = look.ended[i]!;
    for (const sums of look.groups[i]!.values()) total += Math.max(...sums);
    return total / weight;
  });
}

/**
 * Issue 34, point 3: how likely the opponent's last decisions are in this world, relative to a world where he had
 * no other choice, from his hand when he made them:
 * - his lead to the trick the seat answers now: his hand now and the card he led;
 * - at the seat's lead, the trick just finished: his hand now and the card he played, less the card he drew
 *   after it (SN-6; which of his cards that was is not known, so each is taken in turn and the likelihoods
 *   averaged; none when the talon was closed or exhausted before it).
 * At his lead the engine says what he could have done (SN-8's exchange, SN-10's marriage; a marriage announced
 * at that lead spends its one announcement); at his answer to an Ace or a Ten of the seat's, whether a card of his
 * would have taken it (SN-5) when he let it go.
 */
export function playLikelihood(view: SchnapsenView, world: World, f: NonNullable<SearchBudget['inference']>): number {
  const opp = 1 - view.seat;
  const now = worldState(view, world);
  if (view.trick.cards.length === 1) {
    const led = view.trick.cards[0]!;
    const w = leadLikelihood(view, now, now.hands[opp]! | (1 << led), view.tricks.length, f);
    return f.model === undefined ? w : w * modelLikelihood(view, now, led, f.model);
  }
  const t = view.tricks.length - 1;
  if (t < 0) return 1;
  const last = view.tricks[t]!;
  const played = last.cards[last.leader === opp ? 0 : 1]!;
  const held = (now.hands[opp]! | (1 << played)) >>> 0;
  const like = (hand: number): number =>
    last.leader === opp
      ? leadLikelihood(view, now, hand, t, f)
      : answerLikelihood(view, last.cards[0]!, played, hand, f);
  // SN-6: a draw followed each trick of the open talon.
  const drew = (STOCK_SIZE - view.talonCount) / 2 > t;
  if (!drew) return like(held);
  let sum = 0;
  let n = 0;
  for (let c = 0; c < 32; c++) {
    if (((now.hands[opp]! >>> c) & 1) === 0) continue;
    sum += like((held & ~(1 << c)) >>> 0);
    n++;
  }
  return n > 0 ? sum / n : 1;
}

/**
 * His card led to the trick the seat answers, against the easy player's rules as a model of him: a world where
 * those rules, from his view then (his hand now and the card led; nothing else has changed since), lead another
 * card counts `model` times. Not after a marriage announced at that lead (its two cards are his only choice).
 */
function modelLikelihood(view: SchnapsenView, now: SchnapsenState, led: number, model: number): number {
  if (view.announced !== null || view.marriages.some((m) => m.trick === view.tricks.length)) return 1;
  const opp = 1 - view.seat;
  const hands = [...now.hands];
  hands[opp] = (hands[opp]! | (1 << led)) >>> 0;
  const before: SchnapsenState = { ...now, hands, leader: opp, led: -1, announced: -1, end: null };
  const legal = schnapsen.legalActions(before).filter((a) => a < 32);
  return easySchnapsen(schnapsen.view(before, opp), legal, '') === led ? 1 : model;
}

/** His lead at trick `trick` from `hand`: an exchange (SN-8) or a marriage (SN-10) he could have made and did not. */
function leadLikelihood(
  view: SchnapsenView,
  now: SchnapsenState,
  hand: number,
  trick: number,
  f: NonNullable<SearchBudget['inference']>,
): number {
  const opp = 1 - view.seat;
  const hands = [...now.hands];
  hands[opp] = hand;
  const drawn = Math.min(now.drawn, 2 * trick);
  // Closed before that lead (SN-9: the closing comes at a lead, after the open tricks' draws), or not yet.
  const closedBy = view.closedBy !== null && 2 * trick >= now.drawn ? view.closedBy : null;
  const before: SchnapsenState = {
    ...now,
    hands,
    drawn,
    closedBy,
    leader: opp,
    led: -1,
    announced: -1,
    end: null,
  };
  const could = schnapsen.legalActions(before);
  let w = 1;
  const exchanged = view.exchangedBy === opp;
  if (!exchanged && could.includes(EXCHANGE)) w *= f.exchange;
  const announced = view.marriages.some((m) => m.seat === opp && m.trick === trick);
  if (!announced && could.some(isMarry)) w *= f.marriage;
  return w;
}

/** His answer `answer` from `hand` to the seat's `led`: an Ace or a Ten he let go while a card of his took it (SN-5). */
function answerLikelihood(
  view: SchnapsenView,
  led: number,
  answer: number,
  hand: number,
  f: NonNullable<SearchBudget['inference']>,
): number {
  if (f.take === undefined || cardPoints(led) < 10) return 1;
  const me = view.seat;
  if (trickWinner(me, led, answer, view.trump) !== me) return 1;
  for (let c = 0; c < 32; c++) if ((hand >>> c) & 1 && trickWinner(me, led, c, view.trump) !== me) return f.take;
  return 1;
}

/** The action with the highest value; among equals the easy player's choice, else the first. */
function pickBest(view: SchnapsenView, legal: readonly Action[], values: readonly number[]): Action {
  const top = Math.max(...values);
  const best = legal.filter((_, i) => values[i]! > top - 1e-9);
  if (best.length === 1) return best[0]!;
  const easy = easySchnapsen(view, best, '');
  return best.includes(easy) ? easy : best[0]!;
}
