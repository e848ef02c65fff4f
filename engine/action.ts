/**
 * Actions as small integers, so that legal-move lists, searches and perft allocate nothing but arrays
 * of numbers. 0..39 play the card with that code (cards.ts: 0..31 game cards, 32..39 the sixes and fives,
 * which are never in a hand); 64 + i bids the game's i-th bid (its `bids` table).
 */
import type { CardCode } from './cards.js';

export type Action = number;
export type Seat = number;

export const BID_BASE = 64;

export const playAction = (card: CardCode): Action => card;
export const bidAction = (index: number): Action => BID_BASE + index;
export const isPlay = (action: Action): boolean => action < BID_BASE;
export const isBid = (action: Action): boolean => action >= BID_BASE;
export const actionCard = (action: Action): CardCode => action;
export const actionBid = (action: Action): number => action - BID_BASE;
