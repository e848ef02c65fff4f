/**
 * Cardavia's Belote players, by level, and the oracle (issue 33, point 3).
 *
 * - easy: rules of thumb a club player would recognise, no search (easy.ts).
 * - normal, strong: for now the easy player; they become the searching players (worlds drawn from the seat's
 *   knowledge, each solved with every hand open by the search kit).
 *
 * No bot signals to its partner: each reads only its own view.
 */
import { type BeloteView, belote } from '../../engine/belote/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { easyBelote } from './easy.js';

export { easyBelote } from './easy.js';

export const beloteBots: Record<Level, Bot<BeloteView>> = {
  easy: easyBelote,
  normal: easyBelote,
  strong: easyBelote,
};

/** The registry's entry for Belote (ai/registry.ts). */
export const players = playersOf(belote, { bots: beloteBots });
