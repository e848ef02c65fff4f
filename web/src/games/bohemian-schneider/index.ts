// Bohemian Schneider's folder: its table rules and its talon (web/src/table/game.ts, TableGameModule).
export { schneiderTable as game } from './table.js';
export { default as Talon } from './Talon.svelte';
