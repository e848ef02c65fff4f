/**
 * Bohemian Schneider's analyst (issue 15, docs/analysis.md): values are the deal's net game points for the seat
 * (its points less the opponent's, BS rules), as the strong player's search estimates them over worlds drawn
 * from the seat's knowledge, every legal card valued (the strong player values one card of each class of
 * equivalent cards). With every card known, the solver's value to the end of the deal.
 */
import { type SchneiderState, type SchneiderView, bohemianSchneider } from '../../engine/bohemian-schneider/index.js';
import type { Analyst } from '../bot.js';
import { openMoveValues } from './oracle.js';
import { expectedNet, SCHNEIDER_BUDGETS, searchValues } from './pimc.js';
import { rulesInfo } from './rules.js';

export const schneiderAnalyst: Analyst<SchneiderView, SchneiderState> = {
  unit: 'game points',
  // A deal is won by 1 to 3 game points (Schneider, Schwarz): the same scale as Schnapsen's.
  thresholds: { inaccuracy: 0.15, mistake: 0.35, blunder: 0.75 },
  estimate(view, legal, seed, samples) {
    const budget = { ...SCHNEIDER_BUDGETS.strong, samples, minSamples: samples, maxNodes: Infinity };
    const v = searchValues(view, legal, seed, budget);
    return { values: v.points.map((x) => (v.samples > 0 ? x / v.samples : 0)), samples: v.samples, exact: v.open };
  },
  exact(state, legal) {
    const info = rulesInfo(state.rules);
    const me = bohemianSchneider.toMove(state)!;
    const mine = bohemianSchneider.view(state, me).honours[me]!;
    const { values, exact } = openMoveValues(state, legal);
    // Past the solver's budget the leaf model's honours are an estimate: read them as a point spread.
    return values.map((v) => (exact ? info.netPoints[mine + v]! : expectedNet(info, mine + v, 0.6)));
  },
};
