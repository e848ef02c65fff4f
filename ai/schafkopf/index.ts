/** Cardavia's Schafkopf players, by level, and the oracle (for measurement only). */
import { bidAction, isBid } from '../../engine/action.js';
import { PASS, type SchafkopfState, type SchafkopfView, schafkopf } from '../../engine/schafkopf/index.js';
import { type Bot, type Level, type Oracle, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { simulateBid } from './bidding.js';
import { BUDGETS, type SearchConfig } from './budgets.js';

export { BUDGETS, type SearchConfig };
import { easySchafkopf } from './easy.js';
import { openValues, schafkopfAnalyst } from './analyst.js';
import { pimcPlay } from './pimc.js';

/** A searching player with the given budgets and parts (normal and strong; the benchmarks' variants, bench/). */
export const searching =
  (config: SearchConfig): Bot<SchafkopfView> =>
  (view, legal, seed) => {
    if (legal.length === 1) return legal[0]!;
    if (isBid(legal[0]!)) return simulateBid(view, legal, seed, config.bid);
    return pimcPlay(view, legal, seed, config.play);
  };

export const schafkopfBots: Record<Level, Bot<SchafkopfView>> = {
  easy: easySchafkopf,
  normal: searching(BUDGETS.normal),
  strong: searching(BUDGETS.strong),
};

export const schafkopfOracle: Oracle<SchafkopfState> = {
  kind: 'oracle',
  act(state) {
    const legal = schafkopf.legalActions(state);
    if (legal.length === 1) return legal[0]!;
    // In the auction, pass (worth 0) unless a contract wins; in play, the first card of the best value.
    const values = openValues(state, legal);
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (values[i]! > values[best]!) best = i;
    return state.phase === 'auction' && values[best]! <= 0 ? bidAction(PASS) : legal[best]!;
  },
};

/** The registry's entry for Schafkopf (ai/registry.ts). */
export const players = playersOf(schafkopf, {
  levelRatings: LEVEL_RATINGS,
  bots: schafkopfBots,
  oracle: schafkopfOracle,
  analyst: schafkopfAnalyst,
});
