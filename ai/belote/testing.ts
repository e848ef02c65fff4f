/**
 * Helpers for Belote's AI tests and benchmarks: deals made through the engine and played out by choosers that
 * see the whole state (the oracle) or one seat's view (the bots).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, seededRandom, shuffle } from '../../engine/random.js';
import { type BeloteRuleset, type BeloteState, belote as G } from '../../engine/belote/index.js';

export { seededRandom };

/** The rules of a ruleset (default target), with the variant `annonces` when asked. */
export function rulesOf(ruleset: BeloteRuleset, annonces = false) {
  const r = G.parseRules({ ruleset, variants: annonces ? ['annonces'] : [] });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A deal of a given pack order. */
export function dealOf(pack: readonly number[], dealer: Seat, ruleset: BeloteRuleset, annonces = false): BeloteState {
  return G.deal(G.newSession(rulesOf(ruleset, annonces), dealer), pack);
}

/** A fresh deal of a shuffled pack, `dealer` dealing. */
export function newDeal(random: Random, dealer: Seat, ruleset: BeloteRuleset, annonces = false): BeloteState {
  return dealOf(shuffle(G.pack(rulesOf(ruleset, annonces)), random), dealer, ruleset, annonces);
}

export function applied(s: BeloteState, seat: Seat, a: Action): BeloteState {
  const r = G.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${a}: ${JSON.stringify(r.error)}`);
  return r.value;
}

export type Chooser = (s: BeloteState, seat: Seat, legal: readonly Action[], seed: string) => Action;

/** Plays a deal out with `choosers[seat]`, checking every action is legal; the states and the actions between. */
export function play(
  start: BeloteState,
  choosers: readonly Chooser[],
  tag: string,
): { states: BeloteState[]; actions: Action[] } {
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
