// Mariáš's folder: its table rules and texts; its steps other than a card (the trump card, the discard, the
// claims, the game, the fleks, the marriages) are the table's step controls (web/src/table/game.ts).
export { mariasTable as game } from './table.js';
export { default as Auction } from './Auction.svelte';
export { default as Moves } from '../../table/components/StepMoves.svelte';
