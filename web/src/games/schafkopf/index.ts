// Schafkopf's folder: its table rules and its auction panel (web/src/table/game.ts, TableGameModule).
export { schafkopfTable as game } from './table.js';
export { default as Auction } from './Auction.svelte';
