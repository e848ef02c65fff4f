/**
 * Actions as small integers, so that legal-move lists, searches and perft allocate nothing but arrays
 * of numbers. A game names its moves (moves.ts: `play`, `bid`, `exchange`, …); the move of kind k with
 * argument a is the action `k * 4096 + a`. Every game's kind 0 is `play` and kind 1 is `bid`, so 0..39 play
 * the card with that code (cards.ts: 0..31 the cards 7..Ace, 32..39 the sixes and fives) and 4096 + i bids
 * the game's i-th bid. The stride leaves room for an argument naming two cards (a discard, 64 * 64 codes). These numbers live only in memory: records, the wire and the database
 * use the moves' string forms, so reordering a game's bids never changes a stored game.
 */
import type { CardCode } from './cards.js';

export type Action = number;
export type Seat = number;

/** How many arguments one move kind may have: the stride between kinds. */
export const MOVE_STRIDE = 4096;
export const BID_BASE = MOVE_STRIDE;

export const moveAction = (kind: number, arg: number): Action => kind * MOVE_STRIDE + arg;
export const actionKind = (action: Action): number => Math.floor(action / MOVE_STRIDE);
export const actionArg = (action: Action): number => action % MOVE_STRIDE;

export const playAction = (card: CardCode): Action => card;
export const bidAction = (index: number): Action => BID_BASE + index;
export const isPlay = (action: Action): boolean => action < BID_BASE;
export const isBid = (action: Action): boolean => action >= BID_BASE && action < 2 * MOVE_STRIDE;
export const actionCard = (action: Action): CardCode => action;
export const actionBid = (action: Action): number => action - BID_BASE;
