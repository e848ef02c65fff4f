/** Cardavia's Schafkopf players, by level, and the oracle (for measurement only). */
import { type Action, actionBid, bidAction, isBid } from '../../engine/action.js';
import { has } from '../../engine/cardset.js';
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
import { afterCard, bestPlayOutcome, settlementFor } from './evaluate.js';
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
      let best = bidAction(PASS);
      let bestValue = 0;
      for (const action of legal) {
        const bid = actionBid(action);
        if (BIDS[bid]!.kind === null) continue;
        const c = CONTRACTS[bid]!;
        const called = BIDS[bid]!.kind === 'rufer' ? (BIDS[bid]!.suit as number) * 8 + 7 : -1;
        let side = 1 << seat;
        if (called >= 0) side |= 1 << state.hands.findIndex((h) => has(h, called));
        const pos = {
          contract: c,
          hands: state.hands,
          leader: (state.dealer + 1) % 4,
          table: [],
          declarerSide: side,
          calledAce: called,
          calledSuitLed: false,
        };
        const value = settlementFor(
          seat,
          c,
          seat,
          side,
          state.dealt,
          bestPlayOutcome({ pos, pointsSoFar: 0, declarerLostTrick: false }),
        );
        if (value > bestValue) {
          best = action;
          bestValue = value;
        }
      }
      return best;
    }
    const c = CONTRACTS[state.contract]!;
    const side = (1 << state.declarer) | (state.partner >= 0 ? 1 << state.partner : 0);
    const calledSuitLed = state.calledSuitFirstLed >= 0 && state.calledSuitFirstLed < state.tricks.length;
    const aceLive = state.calledAce >= 0 && !calledSuitLed && state.hands.some((h) => has(h, state.calledAce));
    let pointsSoFar = 0;
    for (let p = 0; p < 4; p++) if (side & (1 << p)) pointsSoFar += state.points[p]!;
    const root = {
      pos: {
        contract: c,
        hands: state.hands,
        leader: state.leader,
        table: state.table,
        declarerSide: side,
        calledAce: aceLive ? state.calledAce : -1,
        calledSuitLed,
      },
      pointsSoFar,
      declarerLostTrick: state.tricks.some((t) => (side & (1 << t.winner)) === 0),
    };
    let best = legal[0]!;
    let bestValue = -Infinity;
    for (const card of legal) {
      const value = settlementFor(seat, c, state.declarer, side, state.dealt, bestPlayOutcome(afterCard(root, card)));
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
