/**
 * Raising the stake (RULES.md WA-11 … WA-13): whether the seat on turn may say "bieten", and if not, which
 * limit stops it. Read from the few facts of a deal that matter, so that the engine, the table and the AI
 * ask the same question.
 */
import type { Card } from '../cards.js';
import { type Classes, backsLastRaise } from './cards.js';

/** What the limits read of the deal at the moment of a raise. */
export interface RaiseFacts {
  /** The raising seat's side (WA-2: seat % 2). */
  readonly side: number;
  /** Whether a raise already waits for its answer. */
  readonly pending: boolean;
  /** The side that made the last raise of the deal, or -1. */
  readonly lastRaiseSide: number;
  /** The deal's value now. */
  readonly value: number;
  /** What the raising side still needs to reach the target (target minus its score). */
  readonly needs: number;
  /** How many tricks are finished, and the cards of the trick on the table. */
  readonly tricksDone: number;
  readonly table: readonly Card[];
  /** The raising seat's cards. */
  readonly hand: readonly Card[];
  readonly classes: Classes;
}

/** Why a raise is refused, with the rule that says so. */
export type RaiseBar =
  | { readonly rule: 'WA-11'; readonly reason: 'pending' }
  | { readonly rule: 'WA-12'; readonly reason: 'alternation' | 'cap' }
  | { readonly rule: 'WA-13'; readonly reason: 'last-trick' };

/** The fifth trick is the last one (WA-10: it is reached only at 2:2). */
const LAST_TRICK = 4;

/** Null when the raise is allowed; else the first limit that stops it. */
export function raiseBar(f: RaiseFacts): RaiseBar | null {
  // WA-11: no raise while an earlier one waits for its answer.
  if (f.pending) return { rule: 'WA-11', reason: 'pending' };
  // WA-12 (a): the sides raise in turn.
  if (f.lastRaiseSide === f.side) return { rule: 'WA-12', reason: 'alternation' };
  // WA-12 (b), decided: the new value may not exceed what the raising side still needs.
  if (f.value + 1 > f.needs) return { rule: 'WA-12', reason: 'cap' };
  // WA-13: once the fifth trick is led, only a qualifying last card may back a raise.
  if (f.tricksDone === LAST_TRICK && f.table.length > 0) {
    const card = f.hand[0];
    if (card === undefined || !backsLastRaise(f.classes, card, f.table[0]!)) {
      return { rule: 'WA-13', reason: 'last-trick' };
    }
  }
  return null;
}
