/**
 * The one shape every game has (after boardgame.io): rules, a session of deals, and for each deal a plain
 * serialisable state with pure functions over it. Adding a game is one module that implements this.
 */
import type { Action, Seat } from './action.js';
import type { Card, Notation } from './cards.js';
import type { DeckId, GameId } from './decks.js';
import type { RuleError } from './errors.js';
import type { Result } from './result.js';

export type Phase = 'auction' | 'play' | 'over';

/** Running totals and the dealer of the next deal: public, and the same shape for every game. */
export interface Session<Rules> {
  readonly rules: Rules;
  /** The seat that deals the next deal. */
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly dealsPlayed: number;
  readonly finished: boolean;
  /** The winning seat, 'draw', or null while unfinished (and always null for an open-ended score sheet). */
  readonly winner: Seat | 'draw' | null;
}

export interface GameDefinition<Rules, State, View, Outcome> {
  readonly id: GameId;
  readonly seats: number;
  /** Bid names of the game's auction, indexed by `actionBid` (empty when the game has no auction). */
  readonly bids: readonly string[];

  /** Rules from a record's `rules` field (undefined means the defaults); an error message when unreadable. */
  parseRules(json: unknown): Result<Rules, string>;
  /** The rules as a record writes them. */
  rulesToJson(rules: Rules): Record<string, unknown>;
  /** The cards of the game's pack under these rules, in index order. */
  pack(rules: Rules): readonly Card[];

  newSession(rules: Rules, firstDealer: Seat): Session<Rules>;
  /** Starts the session's next deal from a shuffled pack (index 0 = first card dealt). */
  deal(session: Session<Rules>, cards: readonly Card[]): State;
  /** Records a finished deal's outcome on the session: totals, next dealer, end of session. */
  settle(session: Session<Rules>, outcome: Outcome): Session<Rules>;

  phase(state: State): Phase;
  /** The seat to act, or null when the deal is over. */
  toMove(state: State): Seat | null;
  /** Legal actions of the seat to move, ascending. Empty when the deal is over. */
  legalActions(state: State): Action[];
  /** Applies one action; on error the old state is untouched and the error says why. */
  apply(state: State, seat: Seat, action: Action): Result<State, RuleError>;
  /** What one seat may know of the deal. */
  view(state: State, seat: Seat): View;
  /** The deal's outcome once it is over. */
  outcome(state: State): Outcome | undefined;
  /** What each seat scored in a finished deal: game points (Bohemian Schneider) or settlement (Schafkopf). */
  scores(outcome: Outcome): readonly number[];
  /** The game-specific fields of a finished deal in `cardavia replay` output (RECORDS.md). */
  report(outcome: Outcome): Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

export interface GameInfo {
  readonly notation: Notation;
  readonly deck: DeckId;
}
