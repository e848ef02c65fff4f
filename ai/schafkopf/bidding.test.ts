import { describe, expect, test } from 'vitest';
import { actionBid } from '../../engine/action.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { BIDS, CONTRACTS, schafkopf } from '../../engine/schafkopf/index.js';
import { HOPELESS_AFTER, contractValue } from './bidding.js';
import { handStrength } from './easy.js';
import { handMask } from './knowledge.js';

const rules = schafkopf.defaultRules;

/** The first bidder's view of random deals, with the contracts its hand could plausibly carry. */
function openingViews(count: number, seed: string) {
  return Array.from({ length: count }, (_, d) => {
    const state = schafkopf.deal(
      schafkopf.newSession(rules, d % 4),
      shuffle(schafkopf.pack(rules), seededRandom(`${seed}/${d}`)),
    );
    const view = schafkopf.view(state, schafkopf.toMove(state)!);
    const bids = schafkopf
      .legalActions(state)
      .map(actionBid)
      .filter((b) => {
        const kind = BIDS[b]!.kind;
        return kind !== null && kind !== 'sie' && handStrength(handMask(view), CONTRACTS[b]!) >= 5;
      });
    return { view, bids };
  });
}

describe('bidding: hopeless contracts are abandoned without changing anything else', () => {
  test(`a contract is only abandoned after losing each of its first ${HOPELESS_AFTER} deals, so it is never bid`, () => {
    let abandoned = 0;
    for (const { view, bids } of openingViews(12, 'hopeless')) {
      for (const bid of bids) {
        const full = contractValue(view, bid, seededRandom(`v/${bid}`), 10);
        const quick = contractValue(view, bid, seededRandom(`v/${bid}`), 10, { abandonHopeless: true });
        if (quick !== full) {
          abandoned++;
          // The mean of HOPELESS_AFTER lost deals: below zero, so under any margin and never chosen.
          expect(quick).toBeLessThan(0);
        }
      }
    }
    expect(abandoned).toBeGreaterThan(0); // the shortcut is exercised
  });

  test('the contracts evaluated after an abandoned one see exactly the same sampled deals', () => {
    for (const { view, bids } of openingViews(8, 'stream')) {
      const plain = seededRandom('shared');
      const quick = seededRandom('shared');
      for (const bid of bids) {
        contractValue(view, bid, plain, 8);
        contractValue(view, bid, quick, 8, { abandonHopeless: true });
        // Both streams have drawn the same deals so far: the next draw is the same number.
        expect(quick.next()).toBe(plain.next());
      }
    }
  });
});
