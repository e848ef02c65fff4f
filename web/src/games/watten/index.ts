// Watten's folder: its table rules, its announcements (the Schlag, the trump) and its stake moves (raise,
// hold, fold) beside the trick (web/src/table/game.ts, TableGameModule).
export { wattenTable as game } from './table.js';
export { default as Auction } from './Auction.svelte';
export { default as Moves } from './Moves.svelte';
