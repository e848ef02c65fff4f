/**
 * A bot is a pure function of what one seat may know: its view, the legal actions and a seed. It never
 * receives a whole game state, so it cannot peek: the hidden cards are simply not in its arguments.
 */
import type { Action } from '../engine/action.js';

export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];

/** Chooses one of `legal` (never empty) for the seat whose view this is. Same arguments, same answer. */
export type Bot<View> = (view: View, legal: readonly Action[], seed: string) => Action;
