/**
 * The messages between the server and the site, as types: one source that the server builds and the site
 * reads (docs/server.md). Types only, so importing them costs the site nothing. The game-specific parts
 * (a seat's view, a deal's report) are each game's own types; here they are their common shape.
 */
import type { Seat } from './action.js';
import type { Card, Notation } from './cards.js';
import type { RuleErrorCode, RuleParams } from './errors.js';
import type { TrickExplanation } from './explain.js';
import type { BaseView, MoveArg, OptionsSchema, Phase, Sides, StepDecl } from './game.js';

/** The AI's levels, weakest first: the one list the bots, the server, the arena and the setup page use. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;
export type Level = (typeof LEVELS)[number];
/** Who holds a seat: a person, or the AI at a level. */
export type SeatKind = 'human' | Level;
/**
 * What the creator of a table chooses for each seat (issue 16): himself ('human', exactly one), a friend
 * ('invite': a seat taken through the table's invite link, AI at the table's level if still empty at the
 * start), or an AI level. Once the table starts every seat is a SeatKind.
 */
export type SeatChoice = SeatKind | 'invite';

/** One seat as the players of its table see it: who holds it, his display name, and whether it is yours. */
export interface SeatPlayer {
  /** `invite` only while the table waits: a seat for a friend. */
  readonly kind: SeatChoice;
  /** A person sits there (the creator, or a friend who came through the invite link). */
  readonly taken: boolean;
  /** The display name he chose (GET/PUT /api/me/name), shown to his table only; null when none. */
  readonly name: string | null;
  readonly you: boolean;
  /** A person's seat with at least one live connection open now (AI seats: false). */
  readonly connected?: boolean;
  /**
   * The person left or lost his connection longer than the table's grace period ago: the AI at the table's
   * level plays his seat until he is back (he takes it back at his next turn).
   */
  readonly away?: boolean;
}

/** The quick reactions a player may send to his table (no free text), each written in every language. */
export const REACTIONS = ['well-played', 'thanks', 'oops', 'sorry', 'hurry', 'good-game'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** `{ type: 'reaction' }`: a player's quick reaction, pushed to every connection of the table. */
export interface ReactionMessage {
  readonly type: 'reaction';
  readonly seat: Seat;
  readonly reaction: Reaction;
  readonly at: number;
}

/**
 * The AI's paces a table may be set to, slowest first: the pause before each AI move in milliseconds (a table's
 * `aiDelayMs`, server/ai-turns.ts). The setup page offers them; the server takes any delay in its range.
 */
export const AI_PACES = { slow: 1500, normal: 600, fast: 250, instant: 0 } as const;
export type AiPace = keyof typeof AI_PACES;

/** A legal action: its number in this game (action.ts) and its string form (`play:EA`, `bid:rufer-E`). */
export interface ActionInfo {
  readonly action: number;
  readonly text: string;
}

/** An action the seat might try now (a held card, a bid) and would be refused, with the engine's reason. */
export interface Refusal extends ActionInfo {
  readonly code: RuleErrorCode;
  /** The rule the engine names (SK-18, BS-V2, …), or null. */
  readonly rule: string | null;
  /** What the refusal is about, for the site's own words (a suit, a bid, …). */
  readonly params: RuleParams;
  /** The engine's English message. */
  readonly message: string;
}

/** `waiting`: the table has seats for friends and its creator has not started it yet (issue 16). */
export type TableStatus = 'waiting' | 'playing' | 'between' | 'finished';

export interface TableResult {
  /** 'complete': the match or session ran to its end; 'ended': the player ended it (resigned). */
  readonly reason: 'complete' | 'ended';
  readonly totals: readonly number[];
  readonly dealsPlayed: number;
  readonly winner: Seat | 'draw' | null;
  readonly humanSeat: Seat;
  /** The human's place: 1 for first (ties share the better place). */
  readonly place: number;
}

/** A table's public information. */
export interface TableInfo {
  readonly id: string;
  readonly game: string;
  /** The rules as a record writes them. */
  readonly rules: { readonly ruleset?: string; readonly variants?: readonly string[]; readonly target?: number };
  readonly deck: string;
  readonly notation: Notation;
  /** Each seat's holder: while the table waits, `invite` marks a seat for a friend. */
  readonly seats: readonly SeatChoice[];
  /** The creator's seat. */
  readonly humanSeat: Seat;
  /** The AI level that plays an invited seat nobody took at the start (issue 16). */
  readonly level?: Level;
  /** The creator may give a spectator link (issue 16). */
  readonly spectators?: boolean;
  /** A person's time for each decision in seconds, at a table with a turn clock; null: no clock. */
  readonly turnSeconds?: number | null;
  /** The session's length where the game's options have one (a score sheet), or null. */
  readonly sessionDeals: number | null;
  readonly aiDelayMs: number;
  readonly firstDealer: Seat;
  readonly commitment: string;
  readonly createdAt: number;
  readonly status: TableStatus;
  readonly version: number;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
  /** The secret seed, revealed once the game is over. */
  readonly seed: string | null;
  /** The table was created with the hint button (docs/review.md). */
  readonly hints?: boolean;
  /** The live token of the table's replay link, for its holder only; null otherwise or when none is live. */
  readonly share?: string | null;
  /** A daily challenge's table (issue 36): its day and game, the current deal (0-based) and the day's deals. */
  readonly challenge?: TableChallenge;
}

/** What a challenge table says of its challenge (docs/challenge.md). */
export interface TableChallenge {
  readonly day: string;
  readonly game: string;
  readonly deal: number;
  readonly deals: number;
}

// The daily challenge's API (docs/challenge.md, "API"): the site reads these shapes.

export type ChallengePhase = 'upcoming' | 'open' | 'closed';

/** `mine` of a game of the day: the person's attempt. */
export interface ChallengeMine {
  /** The attempt's table id. */
  readonly table: string;
  /** Deals finished. */
  readonly finished: number;
  /** The day's percentage so far (mean of the finished deals'), null before a deal is finished. */
  readonly percent: number | null;
  readonly rank: number | null;
}

export interface ChallengeDayGame {
  readonly game: string;
  readonly deals: number;
  readonly seat: Seat;
  readonly rules: Record<string, unknown>;
  readonly commitment: string;
  /** Closed days only. */
  readonly seed?: string;
  /** People who finished at least one deal. */
  readonly field: number;
  readonly mine: ChallengeMine | null;
}

/** `GET /api/challenge/today`, `GET /api/challenge/:day`. */
export interface ChallengeDayResponse {
  readonly day: string;
  readonly phase: ChallengePhase;
  /** ISO instants. */
  readonly opens: string;
  readonly closes: string;
  readonly games: readonly ChallengeDayGame[];
}

/** `POST /api/challenge/:day/:game`. */
export interface ChallengeStartResponse {
  readonly table: TableInfo;
}

export interface ChallengeStanding {
  readonly rank: number;
  readonly name: string | null;
  readonly percent: number;
  readonly deals: number;
  readonly you: boolean;
}

/** `GET /api/challenge/:day/:game/standings`. */
export interface ChallengeStandingsResponse {
  readonly day: string;
  readonly game: string;
  readonly phase: ChallengePhase;
  readonly field: number;
  readonly median: number | null;
  readonly standings: readonly ChallengeStanding[];
}

/** The field's choices at one of the person's decisions. */
export interface ChallengeDecision {
  /** The action's index in the deal's actions. */
  readonly index: number;
  readonly seat: Seat;
  /** The action's record form (`play:EA`). */
  readonly chosen: string;
  /** How many people of the field reached this position (the deal, the same actions before). */
  readonly reached: number;
  readonly choices: readonly { readonly action: string; readonly count: number; readonly share: number }[];
}

/** `GET /api/challenge/:day/:game/deals/:deal`. */
export interface ChallengeDealResponse {
  readonly deal: number;
  readonly field: number;
  /** Each distinct result, best first: how many reached it and its matchpoint percentage. */
  readonly results: readonly { readonly score: number; readonly count: number; readonly percent: number }[];
  readonly yours: null | { readonly score: number; readonly percent: number; readonly rank: number };
  readonly decisions: readonly ChallengeDecision[];
  /** The path of the person's review of that deal. */
  readonly review?: string;
  /** Closed days only: the path of the person's record, for `cardavia verify`. */
  readonly record?: string;
}

/** `GET /api/me/challenge`. */
export interface ChallengeHistoryResponse {
  readonly days: readonly {
    readonly day: string;
    readonly game: string;
    readonly percent: number;
    readonly rank: number;
    readonly field: number;
    readonly deals: number;
  }[];
}

/** A finished deal's result: what each seat scored, its `cardavia replay` fields, and the totals after it. */
export interface DealResult {
  readonly deal: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];
  /** The game's report fields (RECORDS.md), e.g. Schafkopf's contract or Bohemian Schneider's honours. */
  readonly report: Readonly<Record<string, unknown>>;
  readonly totals: readonly number[];
}

/** Every card of a finished deal. */
export interface DealReveal {
  readonly deal: number;
  readonly dealer: Seat;
  /** The shuffled pack, index 0 = first card dealt. */
  readonly cards: readonly Card[];
  /** Each seat's hand as dealt. */
  readonly hands: readonly (readonly Card[])[];
  /** The deal's moves; `standIn`: the AI made it for the person who holds the seat (away, or out of time). */
  readonly actions: readonly (ActionInfo & { readonly seat: Seat; readonly standIn?: true })[];
  readonly result: Omit<DealResult, 'deal' | 'dealer'> | null;
}

/**
 * The moves the AI made for the seat's person since her own last move (issue 30: she was away, or her turn
 * clock ran out), one item per deal, oldest first (the last deals only): what the table tells her when she
 * is back. `view` is her seat's view at the end of that deal, the words of its moves need it (null for the
 * deal of the state itself: its own `view`); each move is its string form, with its place in the deal.
 */
export interface StandInDeal {
  readonly deal: number;
  readonly view: BaseView | null;
  readonly moves: readonly { readonly index: number; readonly text: string }[];
}

/** The `state` message: the human seat's view of the table, pushed on every change. */
export interface SeatState<View extends BaseView = BaseView> {
  readonly type: 'state';
  readonly table: string;
  readonly version: number;
  readonly status: TableStatus;
  readonly seat: Seat;
  readonly deal: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  /**
   * The deal's step in the game's own words (engine/game.ts `steps`: Watten's `answer` while a raise waits),
   * or its phase for a game without steps of its own: the site titles the turn and offers the step's moves.
   */
  readonly step: string;
  readonly toMove: Seat | null;
  readonly yourTurn: boolean;
  /** An AI seat is to move (its move comes after the table's pause). */
  readonly thinking: boolean;
  /** The game's own view for this seat (its definition's `view`). */
  readonly view: View;
  readonly legal: readonly ActionInfo[];
  readonly refused: readonly Refusal[];
  readonly canContinue: boolean;
  readonly canEnd: boolean;
  readonly session: {
    readonly totals: readonly number[];
    readonly dealsPlayed: number;
    readonly sessionDeals: number | null;
    readonly finished: boolean;
    readonly winner: Seat | 'draw' | null;
  };
  /** Why each finished trick of this deal went the way it did, parallel to view.tricks. */
  readonly explanations: readonly TrickExplanation[];
  readonly history: readonly DealResult[];
  /** The last deal, every card of it, once it is over (between deals and at the end). */
  readonly lastDeal: DealReveal | null;
  readonly result: TableResult | null;
  readonly seed: string | null;
  /** Every seat: who holds it and his name (names are shown to the table's own players only). */
  readonly players: readonly SeatPlayer[];
  /** You created the table: you start it, invite friends, end it and share its replay. */
  readonly owner: boolean;
  /** The table waits for friends and you may start it (empty invited seats become AI). */
  readonly canStart: boolean;
  /** The turn clock of the person to move, at a table with one: when it runs out the AI plays that move. */
  readonly clock?: { readonly seat: Seat; readonly deadline: number } | null;
  /** What the AI played for this seat's person since her own last move (empty when nothing; a spectator's too). */
  readonly standIn?: readonly StandInDeal[];
  /**
   * A spectator's state (GET /api/watch/:token and its live connection, issue 16): public information only.
   * Then `seat` is -1, `view` is the game's public view (`hand` empty), `legal` and `refused` are empty, every
   * `can…` and `owner` false, `table` is the watch token, and `players` carry no names.
   */
  readonly spectator?: boolean;
  /** On the copy sent to the connection whose action this state follows. */
  readonly ack?: string | number | null;
}

/** GET /api/games: what the site needs to offer a new table. */
export interface GameCatalogue {
  readonly id: string;
  /** The game's name in English (its definition's `name`): the site's words for a game it has no texts for. */
  readonly name: string;
  readonly seats: number;
  /**
   * The moves as the game declares them (engine/game.ts MoveKind): name, argument kind (`card`, `cards` with
   * its count, `choice` with its choices, `flag`, `suit`, `rank`), keyboard key and whether it is hidden. A
   * site draws a control for each from this alone.
   */
  readonly moves: readonly {
    readonly name: string;
    readonly arg: MoveArg['type'];
    readonly choices?: readonly string[];
    readonly count?: number;
    readonly key?: string;
    readonly hidden?: boolean;
  }[];
  /** The deal's steps (the game's own, or `auction` and `play`), each with its moves and record phase. */
  readonly steps: readonly StepDecl[];
  /** The partnerships, or one side per seat (engine/sides.ts). */
  readonly sides: Sides;
  readonly bids: readonly string[];
  readonly decks: readonly string[];
  readonly defaultDeck: string;
  readonly defaultRules: Readonly<Record<string, unknown>>;
  readonly options: OptionsSchema;
}

export interface CatalogueResponse {
  readonly games: readonly GameCatalogue[];
  readonly levels: readonly Level[];
  readonly aiDelayMs: number;
}

/** An entry of GET /api/me/games (from the database row, no replay). */
export interface GameListing {
  readonly id: string;
  readonly game: string;
  readonly status: 'active' | 'finished';
  readonly stage: TableStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly version: number;
  readonly rules: TableInfo['rules'];
  readonly deck: string;
  readonly seats: readonly SeatChoice[];
  readonly humanSeat: Seat;
  readonly sessionDeals: number | null;
  readonly commitment: string;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
}

/** Every error leaves the server as this body. */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly version?: number };
}

/* ---- The analysis, the review, hints, shared replays and statistics (issue 15, docs/review.md) ---- */

export type Verdict = 'best' | 'inaccuracy' | 'mistake' | 'blunder';

/** How far below the best an action must fall for each verdict, in the game's units (docs/analysis.md). */
export interface Thresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

export interface ValuedAction {
  /** As `cardavia legal` writes actions: `play:EA`, `bid:solo-E`, `close`, … */
  readonly action: string;
  readonly value: number;
}

export interface OpenVerdict {
  /** Each legal action's value with every card known. */
  readonly values: readonly ValuedAction[];
  /** Whether the action taken was among the best with every card known. */
  readonly optimal: boolean;
  readonly loss: number;
}

/** One decision of one seat, as `cardavia analyse` prints it (docs/analysis.md gives every field). */
export interface DecisionAnalysis {
  readonly deal: number;
  /** The action's place in its deal's actions. */
  readonly index: number;
  readonly seat: Seat;
  readonly action: string;
  /** Only one action was legal: nothing to decide, no loss. */
  readonly forced: boolean;
  /** What the strong player chooses from this seat's view. */
  readonly strong: string;
  /** The action of highest estimated value (ties: the first in `values`). */
  readonly best: string;
  readonly values: readonly ValuedAction[];
  readonly samples: number;
  readonly exact: boolean;
  /** The best value less the value of the action taken (≥ 0). */
  readonly loss: number;
  readonly verdict: Verdict;
  readonly open: OpenVerdict | null;
}

/** Why another action was better, for the site to put in words (docs/review.md, "Reasons"). */
export type Reason =
  | { readonly kind: 'wins-trick'; readonly better: string; readonly points: number }
  | { readonly kind: 'value'; readonly better: string; readonly gain: number; readonly unit: string }
  | { readonly kind: 'bid-value'; readonly better: string; readonly gain: number; readonly unit: string };

/** GET /api/tables/:id/deals/:deal/review and GET /api/shared/:token/deals/:deal/review. */
export interface DealReview {
  readonly table: string;
  readonly deal: number;
  /** The seat whose decisions are judged (the table holder's). */
  readonly seat: Seat;
  readonly game: string;
  readonly deck: string;
  readonly notation: Notation;
  readonly seats: number;
  readonly dealer: Seat;
  /** The shuffled pack, index 0 = first card dealt. */
  readonly cards: readonly Card[];
  /** Every hand as dealt (the deal is over). */
  readonly hands: readonly (readonly Card[])[];
  /** `standIn`: the AI made the move for the seat's person; her review does not judge it as hers. */
  readonly actions: readonly { readonly seat: Seat; readonly action: string; readonly standIn?: true }[];
  readonly result: { readonly scores: readonly number[]; readonly report: Readonly<Record<string, unknown>> } | null;
  /** The analysis is still being computed: ask again. */
  readonly pending: boolean;
  readonly analysis: {
    readonly unit: string;
    readonly thresholds: Thresholds;
    readonly samples: number;
    /** The seat's decisions, in order. */
    readonly decisions: readonly DecisionAnalysis[];
    /** Per decision: why another action was better, or null when the action taken was best. */
    readonly reasons: readonly (Reason | null)[];
  } | null;
  /** Action indices of the deal where the seat asked for a hint. */
  readonly hinted: readonly number[];
}

/** POST /api/tables/:id/hint: the strong player's choice for the seat's current decision, from its view only. */
export interface Hint {
  readonly action: string;
  readonly reason: Reason | null;
  readonly values: readonly ValuedAction[];
  readonly samples: number;
}

/** GET /api/shared/:token: a finished table's replay for anyone with the link, seats named by position only. */
export interface SharedTable {
  readonly info: Omit<TableInfo, 'commitment'>;
  readonly deals: number;
  /** Seats are named by their position only ("Seat 1"): a visitor is never told who held one. */
  readonly seatLabels?: 'position';
}

/** GET /api/me/stats. */
export interface PlayerStats {
  readonly games: readonly {
    readonly game: string;
    readonly level: string;
    readonly tables: number;
    readonly finished: number;
    readonly deals: number;
    readonly won: number;
    readonly lost: number;
  }[];
  readonly results: readonly {
    readonly table: string;
    readonly game: string;
    readonly at: number;
    readonly score: number;
    readonly outcome: 'won' | 'lost' | 'draw' | 'ended';
  }[];
  /** A game's own counters over the player's finished deals (`statKeys` of its definition). */
  readonly counters: readonly { readonly game: string; readonly key: string; readonly count: number }[];
  /** One point per analysed deal: the mean loss per decision (a skill trend). */
  readonly skill: readonly {
    readonly at: number;
    readonly game: string;
    readonly meanLoss: number;
    readonly decisions: number;
  }[];
}
