/**
 * The server's messages as the site receives them (docs/server.md; server/views.ts builds them). The site
 * never imports the server: these are the same shapes written out again, checked by the browser tests.
 */
import type { SchafkopfOutcome, SchafkopfTrick, SchafkopfView } from '../../../engine/schafkopf/index.js';
import type { SchneiderTrick, SchneiderView } from '../../../engine/bohemian-schneider/index.js';
import type { TrickExplanation } from '../../../engine/explain.js';

export type { SchafkopfTrick, SchafkopfView, SchneiderTrick, SchneiderView };
export type Seat = number;
export type Card = number;
export type GameKind = 'schafkopf' | 'bohemian-schneider';
export type Level = 'easy' | 'normal' | 'strong';
export type SeatKind = 'human' | Level;

/** A legal action: the engine's number and its readable form (`play:EA`, `bid:rufer-E`). */
export interface ActionInfo {
  readonly action: number;
  readonly text: string;
}

/** A card in the hand (or a bid) that may not be chosen now, with the engine's reason. */
export interface Refusal extends ActionInfo {
  readonly code: string;
  readonly message: string;
  readonly rule: string | null;
}

export interface TableResult {
  readonly reason: 'complete' | 'ended';
  readonly totals: readonly number[];
  readonly dealsPlayed: number;
  readonly winner: Seat | 'draw' | null;
  readonly humanSeat: Seat;
  readonly place: number;
}

export interface TableInfo {
  readonly id: string;
  readonly game: GameKind;
  readonly rules: { ruleset?: string; variants?: string[]; target?: number };
  readonly deck: string;
  readonly notation: 'german' | 'french';
  readonly seats: readonly SeatKind[];
  readonly humanSeat: Seat;
  readonly sessionDeals: number | null;
  readonly aiDelayMs: number;
  readonly firstDealer: Seat;
  readonly commitment: string;
  readonly createdAt: number;
  readonly status: 'playing' | 'between' | 'finished';
  readonly version: number;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
  readonly seed: string | null;
}

/** The report fields of a finished deal (RECORDS.md): Schafkopf's or Bohemian Schneider's. */
export type SchafkopfReport = Omit<SchafkopfOutcome, 'dealer'>;

export interface SchneiderReport {
  readonly honours: readonly number[];
  readonly tricks: readonly number[];
  readonly gamePoints: readonly number[];
}

export type Report = SchafkopfReport | SchneiderReport;

export interface DealResult {
  readonly deal: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];
  readonly report: Report;
  readonly totals: readonly number[];
}

export interface DealReveal {
  readonly deal: number;
  readonly dealer: Seat;
  readonly cards: readonly Card[];
  readonly hands: readonly (readonly Card[])[];
  readonly actions: readonly (ActionInfo & { readonly seat: Seat })[];
}

/** Why a trick went the way it did (engine/explain.ts; the server may send them as `explanations`). */
export type { TrickExplanation };

export type GameView = SchafkopfView | SchneiderView;

/** The `state` message: the human seat's view of the table, pushed on every change. */
export interface SeatState {
  readonly type: 'state';
  readonly table: string;
  readonly version: number;
  readonly status: 'playing' | 'between' | 'finished';
  readonly seat: Seat;
  readonly deal: number;
  readonly dealer: Seat;
  readonly phase: 'auction' | 'play' | 'over';
  readonly toMove: Seat | null;
  readonly yourTurn: boolean;
  readonly thinking: boolean;
  readonly view: GameView;
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
  readonly history: readonly DealResult[];
  readonly lastDeal: DealReveal | null;
  readonly result: TableResult | null;
  readonly seed: string | null;
  /** One per completed trick of the current deal, parallel to view.tricks (when the server sends them). */
  readonly explanations?: readonly (TrickExplanation | null)[];
}

export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly version?: number };
}

/** An entry of GET /api/me/games. */
export interface GameListing {
  readonly id: string;
  readonly game: GameKind;
  readonly status: 'active' | 'finished';
  readonly stage: 'playing' | 'between' | 'finished';
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly version: number;
  readonly rules: TableInfo['rules'];
  readonly deck: string;
  readonly seats: readonly SeatKind[];
  readonly humanSeat: Seat;
  readonly sessionDeals: number | null;
  readonly commitment: string;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
}

export const isSchafkopf = (v: GameView): v is SchafkopfView => v.game === 'schafkopf';
