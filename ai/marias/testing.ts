/**
 * Helpers for Mariáš's AI tests and benchmarks: deals made through the engine and played out by choosers that
 * see the whole state (the oracle) or one seat's view (the bots).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, seededRandom, shuffle } from '../../engine/random.js';
import { type MariasRuleset, type MariasState, marias as G } from '../../engine/marias/index.js';

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
