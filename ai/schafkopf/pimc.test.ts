import { describe, expect, test } from 'vitest';
import { seededRandom, shuffle } from '../../engine/random.js';
import { actionBid } from '../../engine/action.js';
import { BIDS, schafkopf } from '../../engine/schafkopf/index.js';
import { afterCard, bestPlayOutcome, settlementFor } from './evaluate.js';
import { BUDGETS } from './index.js';
import { knowledgeOf, sampleDeals } from './knowledge.js';
import { sampledRoot, scoreCards } from './pimc.js';

const rules = schafkopf.defaultRules;

describe('PIMC: a run of equivalent cards is solved once, and every card scores as if solved on its own', () => {
  test('each legal card mean is the mean over the same deals of solving that very card', () => {
    const budget = { ...BUDGETS.strong.play, samples: 6 };
    let decisions = 0;
    for (let d = 0; d < 6; d++) {
      let state = schafkopf.deal(
        schafkopf.newSession(rules, d % 4),
        shuffle(schafkopf.pack(rules), seededRandom(`pimc-runs/${d}`)),
      );
      // The first bidder declares a Rufer, Wenz or Solo (a different one each deal), the others pass.
      for (let move = 0; schafkopf.phase(state) !== 'over' && move < 4 + 28; move++) {
        const seat = schafkopf.toMove(state)!;
        const legal = schafkopf.legalActions(state);
        let action = legal[0]!;
        if (schafkopf.phase(state) === 'auction') {
          const contracts = legal.filter((a) => ['rufer', 'wenz', 'solo'].includes(BIDS[actionBid(a)]!.kind!));
          action = move === 0 ? contracts[(d * 5) % contracts.length]! : legal[0]!;
        } else if (legal.length > 1) {
          const view = schafkopf.view(state, seat);
          const seed = `pimc-runs/${d}/${move}`;
          const means = scoreCards(view, legal, seed, budget);
          const k = knowledgeOf(view, budget);
          const totals = legal.map(() => 0);
          const deals = sampleDeals(k, seededRandom(`${seed}/pimc`), budget.samples);
          for (const hands of deals) {
            const s = sampledRoot(view, k, hands);
            legal.forEach((card, j) => {
              const o = bestPlayOutcome(afterCard(s.root, card));
              totals[j] = totals[j]! + settlementFor(seat, k.contract!, s.declarerSide, s.dealt, o);
            });
          }
          expect(means, seed).toEqual(totals.map((t) => t / deals.length));
          action = legal[move % legal.length]!;
          decisions++;
        }
        const next = schafkopf.apply(state, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(decisions).toBeGreaterThan(15);
  });
});
