/** Cardavia's Schafkopf players, by level, and the oracle (for measurement only). */
import { bidAction, isBid } from '../../engine/action.js';
import { PASS, type SchafkopfState, type SchafkopfView, schafkopf } from '../../engine/schafkopf/index.js';
import type { Bot, GamePlayers, Level, Oracle } from '../bot.js';
import { simulateBid } from './bidding.js';
import { BUDGETS, type SearchConfig } from './budgets.js';

export { BUDGETS, type SearchConfig };
import { easySchafkopf } from './easy.js';
import { openValues, schafkopfAnalyst } from './analyst.js';
import { READ_ALL, READ_SCHMIEREN } from './inference.js';
import { pimcPlay } from './pimc.js';

const searching =
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

/**
 * Strong with one part left out, for the arena to measure that part on its own (issue 17, docs/ai.md):
 * `cardavia arena --game schafkopf --bots strong,strong-without-inference`.
 */
export const schafkopfVariants: Record<string, Bot<SchafkopfView>> = {
  'strong-without-inference': searching({
    play: { ...BUDGETS.strong.play, inference: false, readPlay: undefined },
    bid: { ...BUDGETS.strong.bid, inference: false },
  }),
  'strong-without-play-reading': searching({
    play: { ...BUDGETS.strong.play, readPlay: undefined },
    bid: BUDGETS.strong.bid,
  }),
  // Point 4: strong reads a Rufer's trump leads only; with the other seats' schmieren read as well, it is strong
  // as it was measured before the schmieren were left out (docs/benchmarks.md).
  'strong-with-schmier-reading': searching({
    play: { ...BUDGETS.strong.play, readPlay: READ_ALL },
    bid: BUDGETS.strong.bid,
  }),
  'strong-with-schmier-reading-only': searching({
    play: { ...BUDGETS.strong.play, readPlay: READ_SCHMIEREN },
    bid: BUDGETS.strong.bid,
  }),
  'strong-with-fixed-margins': searching({
    play: BUDGETS.strong.play,
    bid: { ...BUDGETS.strong.bid, calibration: undefined },
  }),
  // Both parts left out: strong as it was before issue 17 (but for the lower Solo Tout floor).
  'strong-before-issue-17': searching({
    play: { ...BUDGETS.strong.play, inference: false, readPlay: undefined },
    bid: { ...BUDGETS.strong.bid, inference: false, calibration: undefined },
  }),
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
export const players: GamePlayers<SchafkopfView, SchafkopfState> = {
  bots: schafkopfBots,
  oracle: schafkopfOracle,
  analyst: schafkopfAnalyst,
  variants: schafkopfVariants,
};
