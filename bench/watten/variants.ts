/**
 * Watten's measurement variants (issue 31, point 3): normal in everything but the answer to a raise, which they
 * give blindly, to measure whether strong's raising punishes a fixed answer more than normal's judgement:
 * `cardavia arena --game watten --bots strong,always-hold`. Never seated at a table: they live with the
 * benchmarks, and the arena and `bench/decisions.ts` find them through bench/variants.ts.
 */
import type { WattenView } from '../../engine/watten/index.js';
import type { Bot } from '../../ai/bot.js';
import { alwaysFold, alwaysHold } from '../../ai/watten/index.js';

export const variants: Record<string, Bot<WattenView>> = {
  'always-hold': alwaysHold,
  'always-fold': alwaysFold,
};
