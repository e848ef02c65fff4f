/**
 * A bot is a pure function of what one seat may know: its view, the legal actions and a seed. It never
 * receives a whole game state, so it cannot peek: the hidden cards are simply not in its arguments.
 */
import type { Action } from '../engine/action.js';
import type { AnyGame, GameDefinition } from '../engine/game.js';
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

/** A game's players: a bot per level, and its oracle if it has one. */
export interface GamePlayers<View = unknown, State = unknown> {
  readonly bots: Readonly<Record<Level, Bot<View>>>;
  readonly oracle?: Oracle<State>;
  /** The analysis of a seat's decisions, for a game whose strong player can value every action. */
  readonly analyst?: Analyst<View, State>;
  /**
   * Each level's fixed Glicko-2 rating and RD, measured in sessions against `normal` at 1500 (docs/ratings.md,
   * "The AI levels"). A level without one is no opponent a person can be rated against.
   */
  readonly levelRatings?: LevelRatings;
}

/** An AI level's fixed rating (docs/ratings.md): never updated by the games played against it. */
export interface LevelRating {
  readonly rating: number;
  readonly deviation: number;
}

/** A game's measured levels (`ai/<game>/ratings.ts`); `normal`, the anchor, is 1500 everywhere. */
export type LevelRatings = Readonly<Partial<Record<Exclude<Level, 'normal'>, LevelRating>>>;

/* eslint-disable @typescript-eslint/no-explicit-any -- inference positions: the other parameters are any game's */
/** The view a game definition gives a seat, and its whole state: what its players must read. */
export type ViewOf<G> = G extends GameDefinition<any, any, infer View, any> ? View : never;
export type StateOf<G> = G extends GameDefinition<any, infer State, any, any> ? State : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The players of the game `G`, typed by its definition, and that definition. */
export type PlayersOf<G extends AnyGame> = GamePlayers<ViewOf<G>, StateOf<G>> & { readonly game: G };

/**
 * What each game's `ai/<game>/index.ts` exports as `players`: its players, checked against the game's own view
 * and state and paired with its definition (`export const players = playersOf(schnapsen, { bots, oracle })`).
 * The registry finds the module by the game's id and refuses players paired with another game.
 */
export const playersOf = <G extends AnyGame>(game: G, players: GamePlayers<ViewOf<G>, StateOf<G>>): PlayersOf<G> => ({
  ...players,
  game,
});

/**
 * A game with its players, as the registry holds it (ai/registry.ts): any game, so its view and state are
 * untyped here, but paired where they were checked (`playersOf`): a consumer hands a game's views only to that
 * game's players.
 */
export interface GameModule<G extends AnyGame = AnyGame> {
  readonly game: G;
  readonly players: GamePlayers<ViewOf<G>, StateOf<G>>;
}
