/**
 * Helpers for Belote's AI tests and benchmarks: deals made through the engine and played out by choosers that
 * see the whole state (the oracle) or one seat's view (the bots).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, seededRandom, shuffle } from '../../engine/random.js';
import type { Suit } from '../../engine/cards.js';
import { type BeloteRuleset, type BeloteState, belote as G, isCardPlay, sideOf } from '../../engine/belote/index.js';
import type { OpenPosition } from './solver.js';

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

/** The solver's position of a state in play (the true deal). */
export function positionOfState(s: BeloteState): OpenPosition {
  return {
    trump: s.trump as Suit,
    hands: s.hands,
    leader: s.leader,
    table: s.table,
    takerSide: sideOf(s.taker),
    undertrump: s.rules.ruleset !== 'contree',
    sideTricks: s.sideTricks,
  };
}

/** The takers' P of a finished deal (solver.ts): their card points, −90 when the defenders took every trick. */
export function finalP(s: BeloteState): number {
  const t = sideOf(s.taker);
  return s.cardPoints[t]! - (s.sideTricks[t] === 0 ? 90 : 0);
}

/** Plain minimax through the engine's own `apply`: the takers' final P with best play (cards only). */
export function referenceP(s: BeloteState): number {
  if (G.phase(s) === 'over') return finalP(s);
  const xs = [...referenceCardPs(s).values()];
  return sideOf(G.toMove(s)!) === sideOf(s.taker) ? Math.max(...xs) : Math.min(...xs);
}

/** Each legal card's final P after it is played, by minimax. */
export function referenceCardPs(s: BeloteState): Map<Action, number> {
  const seat = G.toMove(s)!;
  const out = new Map<Action, number>();
  for (const a of G.legalActions(s)) if (isCardPlay(a)) out.set(a, referenceP(applied(s, seat, a)));
  return out;
}
