/** Cardavia's Schafkopf players, by level, and the oracle (for measurement only). */
import { bidAction, isBid } from '../../engine/action.js';
import { PASS, type SchafkopfState, type SchafkopfView, schafkopf } from '../../engine/schafkopf/index.js';
import type { Bot, GamePlayers, Level, Oracle } from '../bot.js';
import { simulateBid } from './bidding.js';
import { easySchafkopf } from './easy.js';
import { openValues, schafkopfAnalyst } from './analyst.js';
import { pimcPlay } from './pimc.js';

/** How much searching each level does: deals sampled per card decision and per contract considered. */
export const BUDGETS = {
  normal: { play: { samples: 6 }, bid: { samples: 6 } },
  strong: { play: { samples: 24 }, bid: { samples: 20, abandonHopeless: true } },
} as const;

const searching =
  (level: 'normal' | 'strong'): Bot<SchafkopfView> =>
  (view, legal, seed) => {
    if (legal.length === 1) return legal[0]!;
    if (isBid(legal[0]!)) return simulateBid(view, legal, seed, BUDGETS[level].bid);
    return pimcPlay(view, legal, seed, BUDGETS[level].play);
  };

export const schafkopfBots: Record<Level, Bot<SchafkopfView>> = {
  easy: easySchafkopf,
  normal: searching('normal'),
  strong: searching('strong'),
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
};
