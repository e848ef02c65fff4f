// Belote's folder: its table rules and texts, its taking and contrée auction around the turned card (the middle
// of the felt), and the belote and declarations beside the trick (the table's step controls).
export { beloteTable as game } from './table.js';
export { default as Auction } from './Auction.svelte';
export { default as Moves } from '../../table/components/StepMoves.svelte';
