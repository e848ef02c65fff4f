/**
 * A bot is a pure function of what one seat may know: its view, the legal actions and a seed. It never
 * receives a whole game state, so it cannot peek: the hidden cards are simply not in its arguments.
 */
import type { Action } from '../engine/action.js';
import { LEVELS, type Level } from '../engine/protocol.js';

export { LEVELS, type Level };

/** Chooses one of `legal` (never empty) for the seat whose view this is. Same arguments, same answer. */
export type Bot<View> = (view: View, legal: readonly Action[], seed: string) => Action;

/**
 * The oracle sees the whole state: every hand. It exists to measure how far the real players are from
 * perfect knowledge, and takes a state, not a view, so it can never be seated where a Bot is expected.
 */
export type Oracle<State> = { readonly kind: 'oracle'; readonly act: (state: State) => Action };

/** What each game's `ai/<game>/index.ts` exports as `players`: a bot per level, and its oracle if it has one. */
export interface GamePlayers<View = unknown, State = unknown> {
  readonly bots: Readonly<Record<Level, Bot<View>>>;
  readonly oracle?: Oracle<State>;
}
