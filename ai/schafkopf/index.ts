/** Cardavia's Schafkopf players, by level, and the oracle (for measurement only). */
import { actionBid, bidAction, isBid } from '../../engine/action.js';
import {
  BIDS,
  CONTRACTS,
  PASS,
  type SchafkopfState,
  type SchafkopfView,
  schafkopf,
} from '../../engine/schafkopf/index.js';
import type { Bot, GamePlayers, Level, Oracle } from '../bot.js';
import { simulateBid } from './bidding.js';
import { easySchafkopf } from './easy.js';
import { afterCard, bestPlayOutcome, firstLead, scoredPosition, settlementFor } from './evaluate.js';
import { positionFromState } from './solver.js';
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
    const seat = schafkopf.toMove(state)!;
    if (state.phase === 'auction') {
      // Each contract as if this seat declared it now, solved with every hand open; pass unless one wins.
      let best = bidAction(PASS);
      let bestValue = 0;
      for (const action of legal) {
        const bid = actionBid(action);
        if (BIDS[bid]!.kind === null) continue;
        const root = firstLead(bid, state.hands, state.dealer, seat);
        const value = settlementFor(seat, CONTRACTS[bid]!, root.pos.declarerSide, state.dealt, bestPlayOutcome(root));
        if (value > bestValue) {
          best = action;
          bestValue = value;
        }
      }
      return best;
    }
    const pos = positionFromState(state);
    const root = scoredPosition(pos, state.points, state.tricks);
    let best = legal[0]!;
    let bestValue = -Infinity;
    for (const card of legal) {
      const value = settlementFor(
        seat,
        pos.contract,
        pos.declarerSide,
        state.dealt,
        bestPlayOutcome(afterCard(root, card)),
      );
      if (value > bestValue) {
        best = card;
        bestValue = value;
      }
    }
    return best;
  },
};

/** The registry's entry for Schafkopf (ai/registry.ts). */
export const players: GamePlayers<SchafkopfView, SchafkopfState> = { bots: schafkopfBots, oracle: schafkopfOracle };
