import { describe, expect, test } from 'vitest';
import { actionBid } from '../../engine/action.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { BIDS, CONTRACTS, schafkopf } from '../../engine/schafkopf/index.js';
import { BUDGETS } from './budgets.js';
import { bestCard, pimcPlay, scoreCards } from './pimc.js';

const rules = schafkopf.defaultRules;

describe('PIMC play: fewer questions, the same card as scoring every card in full', () => {
  test('every card decision of seeded deals of each kind of contract is the full scoring one', () => {
    const budget = { ...BUDGETS.strong.play, samples: 6 };
    const kinds = new Set<string>();
    let decisions = 0;
    for (let d = 0; d < 4; d++) {
      let state = schafkopf.deal(
        schafkopf.newSession(rules, d % 4),
        shuffle(schafkopf.pack(rules), seededRandom(`pimc-bounds/${d}`)),
      );
      for (let move = 0; schafkopf.phase(state) !== 'over'; move++) {
        const seat = schafkopf.toMove(state)!;
        const legal = schafkopf.legalActions(state);
        let action = legal[0]!;
        if (schafkopf.phase(state) === 'auction') {
          // The first bidder declares a Rufer, a Solo, a Wenz, a Solo Tout in turn; the others pass.
          const kind = ['rufer', 'solo', 'wenz', 'solo-tout'][d % 4];
          const contract = legal.find((a) => BIDS[actionBid(a)]!.kind === kind);
          if (move === 0 && contract !== undefined) {
            action = contract;
            kinds.add(kind!);
          }
        } else if (legal.length > 1) {
          const view = schafkopf.view(state, seat);
          const seed = `pimc-bounds/${d}/${move}`;
          const full = bestCard(CONTRACTS[state.contract]!, legal, scoreCards(view, legal, seed, budget));
          action = pimcPlay(view, legal, seed, budget);
          expect(action, seed).toBe(full);
          decisions++;
        }
        const next = schafkopf.apply(state, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(decisions).toBeGreaterThan(50);
    expect(kinds.size).toBe(4);
  });
});
