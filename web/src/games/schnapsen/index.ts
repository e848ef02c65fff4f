// Schnapsen's folder: its table rules, its talon with the trump card under it, and its moves other than
// cards (web/src/table/game.ts, TableGameModule).
export { schnapsenTable as game } from './table.js';
export { default as Talon } from './Talon.svelte';
export { default as Moves } from './Moves.svelte';
