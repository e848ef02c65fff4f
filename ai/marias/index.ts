/**
 * Cardavia's Mariáš players, by level (issue 32, point 3).
 *
 * - easy: plain rules of thumb, no search (easy.ts).
 *
 * Every level is easy for now; normal, strong and the oracle follow. Mariáš is not yet in the list of games
 * (engine/game-ids.ts): the registry loads these players once it is.
 */
import { type MariasView, marias } from '../../engine/marias/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { easyMarias } from './easy.js';

export { easyMarias } from './easy.js';

export const mariasBots: Record<Level, Bot<MariasView>> = {
  easy: easyMarias,
  normal: easyMarias,
  strong: easyMarias,
};

/** The registry's entry for Mariáš (ai/registry.ts), once the game is listed. */
export const players = playersOf(marias, { bots: mariasBots });
