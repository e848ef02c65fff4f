/**
 * Helpers for Mariáš's AI tests and benchmarks: deals made through the engine and played out by choosers that
 * see the whole state (the oracle) or one seat's view (the bots).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, seededRandom, shuffle } from '../../engine/random.js';
import { RANK_KING, RANK_OBER, rankOf, suitOf } from '../../engine/cards.js';
import {
  type MariasRuleset,
  type MariasState,
  isCardPlay,
  marias as G,
  marryAction,
} from '../../engine/marias/index.js';

export { seededRandom };

/** The rules of a ruleset (default target). */
export function rulesOf(ruleset: MariasRuleset) {
  const r = G.parseRules({ ruleset });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A fresh deal of a shuffled pack, `dealer` dealing. */
export function newDeal(random: Random, dealer: Seat, ruleset: MariasRuleset = 'cardavia'): MariasState {
  const rules = rulesOf(ruleset);
  return G.deal(G.newSession(rules, dealer), shuffle(G.pack(rules), random));
}

/** A deal of a given pack order. */
export function dealOf(pack: readonly number[], dealer: Seat, ruleset: MariasRuleset = 'cardavia'): MariasState {
  const rules = rulesOf(ruleset);
  return G.deal(G.newSession(rules, dealer), pack);
}

export function applied(s: MariasState, seat: Seat, a: Action): MariasState {
  const r = G.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${a}: ${JSON.stringify(r.error)}`);
  return r.value;
}

export type Chooser = (s: MariasState, seat: Seat, legal: readonly Action[], seed: string) => Action;

/** Plays a deal out with `choosers[seat]`, checking every action is legal; returns every state. */
export function playOut(start: MariasState, choosers: readonly Chooser[], tag: string): MariasState[] {
  return play(start, choosers, tag).states;
}

/** As playOut, with the actions: `actions[i]` led from `states[i]` to `states[i + 1]`. */
export function play(
  start: MariasState,
  choosers: readonly Chooser[],
  tag: string,
): { states: MariasState[]; actions: Action[] } {
  let s = start;
  const states = [s];
  const actions: Action[] = [];
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const a = choosers[seat]!(s, seat, legal, `${tag}/${move}`);
    if (!legal.includes(a)) throw new Error(`${tag}: seat ${seat} chose ${a}, not legal at step ${s.stage}`);
    s = applied(s, seat, a);
    states.push(s);
    actions.push(a);
  }
  return { states, actions };
}

/**
 * Plain minimax through the engine's own `apply` and `outcome`: the deal's value (the declarer's side's units)
 * with best play, the declarer maximising, the defenders minimising; a King or Ober whose partner is in hand is
 * played with its marriage announced (MA-21), as the solver does.
 */
export function referenceValue(s: MariasState): number {
  if (G.phase(s) === 'over') return G.outcome(s)!.value;
  const values = referenceCardValues(s);
  const xs = [...values.values()];
  return G.toMove(s) === s.declarer ? Math.max(...xs) : Math.min(...xs);
}

/** Each legal card's value after it is played (announcing its marriage when it has one), by minimax. */
export function referenceCardValues(s: MariasState): Map<Action, number> {
  const seat = G.toMove(s)!;
  const legal = G.legalActions(s);
  const out = new Map<Action, number>();
  for (const a of legal) {
    if (!isCardPlay(a)) continue;
    const marry = marryAction(suitOf(a));
    const pair = s.announced < 0 && legal.includes(marry) && (rankOf(a) === RANK_KING || rankOf(a) === RANK_OBER);
    const t = pair ? applied(applied(s, seat, marry), seat, a) : applied(s, seat, a);
    out.set(a, referenceValue(t));
  }
  return out;
}
