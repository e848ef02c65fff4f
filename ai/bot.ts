/**
 * A bot is a pure function of what one seat may know: its view, the legal actions and a seed. It never
 * receives a whole game state, so it cannot peek: the hidden cards are simply not in its arguments.
 */
import type { Action } from '../engine/action.js';
import { LEVELS, type Level, type Thresholds } from '../engine/protocol.js';

export { LEVELS, type Level, type Thresholds };

/** Chooses one of `legal` (never empty) for the seat whose view this is. Same arguments, same answer. */
export type Bot<View> = (view: View, legal: readonly Action[], seed: string) => Action;

/**
 * The oracle sees the whole state: every hand. It exists to measure how far the real players are from
 * perfect knowledge, and takes a state, not a view, so it can never be seated where a Bot is expected.
 */
export type Oracle<State> = { readonly kind: 'oracle'; readonly act: (state: State) => Action };

/** Each legal action's value for one seat, in the game's units (more is better for that seat). */
export interface Estimate {
  /** One value per legal action, in the order of `legal`. */
  readonly values: readonly number[];
  /** Deals of the unseen cards behind the values (1 when nothing was hidden: one exact solve). */
  readonly samples: number;
  /** Whether the values are exact for this view (nothing hidden, solved to the end). */
  readonly exact: boolean;
}

/**
 * What the analysis (`cardavia analyse`, issue 15) asks of a game's strong player: how it values each legal
 * action from one seat's view, with a sample budget of the caller's choosing; and the open-cards value of each
 * action from the whole state, which tells an unlucky choice from a wrong one.
 */
export interface Analyst<View = unknown, State = unknown> {
  /** The unit of every value, in English ("game points", "units"). */
  readonly unit: string;
  readonly thresholds: Thresholds;
  /** Values as the strong player estimates them from the view, over about `samples` worlds. */
  readonly estimate: (view: View, legal: readonly Action[], seed: string, samples: number) => Estimate;
  /** Values with every card known, the talon's order included (the open-cards solver). */
  readonly exact: (state: State, legal: readonly Action[]) => readonly number[];
}

/** What each game's `ai/<game>/index.ts` exports as `players`: a bot per level, and its oracle if it has one. */
export interface GamePlayers<View = unknown, State = unknown> {
  readonly bots: Readonly<Record<Level, Bot<View>>>;
  readonly oracle?: Oracle<State>;
  /** The analysis of a seat's decisions, for a game whose strong player can value every action. */
  readonly analyst?: Analyst<View, State>;
  /**
   * Players for measurement only, by name: a level with one of its parts changed or left out, so that an arena
   * can measure what that part is worth on its own (`--bots strong,strong-no-inference`). Never seated at a
   * table.
   */
  readonly variants?: Readonly<Record<string, Bot<View>>>;
}
