import { describe, expect, test } from 'vitest';
import { actionBid } from '../../engine/action.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { BIDS, CONTRACTS, PASS, schafkopf } from '../../engine/schafkopf/index.js';
import {
  CALIBRATION,
  HOPELESS_AFTER,
  PASS_MODEL,
  calibratedValue,
  contractValue,
  passValue,
  simulateBid,
  valueEveryContract,
} from './bidding.js';
import { BUDGETS } from './index.js';
import { cardsOf, has, maskOf } from '../../engine/cardset.js';
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

/** The first bidder's view when it was dealt `hand` (the other cards in pack order to the others, SK-3). */
function viewWithHand(hand: number) {
  const rest = Array.from({ length: 32 }, (_, c) => c).filter((c) => !has(hand, c));
  const lists = [0, 1, 2, 3].map((seat) => (seat === 1 ? cardsOf(hand) : rest.splice(0, 8)));
  const cards: number[] = [];
  for (let i = 0; i < 8; i++) cards.push(...lists[(1 + (i % 4)) % 4]!.splice(0, 4));
  const state = schafkopf.deal(schafkopf.newSession(rules, 0), cards);
  return { state, view: schafkopf.view(state, 1) };
}

describe('bidding: contracts valued as they play at a table (issue 17, point 2)', () => {
  test('a sure Solo Tout is bid as a Tout, not as a plain Solo', () => {
    // The four Obers, the Unters of acorns and leaves, the Ace and Ten of hearts.
    const hand = maskOf([5, 13, 21, 29, 4, 12, 23, 19]);
    const { state, view } = viewWithHand(hand);
    expect(cardsOf(state.hands[1]!)).toEqual(cardsOf(hand));
    const bid = actionBid(simulateBid(view, schafkopf.legalActions(state), 'tout', BUDGETS.strong.bid));
    expect(BIDS[bid]!.kind).toBe('solo-tout');
  });

  test('the calibrated value rises with the share of sampled deals won, from the loss to the win', () => {
    const cal = CALIBRATION.solo!;
    const at = (wins: number) => calibratedValue({ mean: 0, deals: 20, wins, won: 15, lost: -15 }, cal);
    for (let w = 1; w <= 20; w++) expect(at(w)).toBeGreaterThan(at(w - 1));
    expect(at(0)).toBeGreaterThan(-15 + cal.schneiderLost);
    expect(at(20)).toBeLessThan(15 + cal.schneiderWon);
    // A Solo that loses every open-cards deal still wins some at the table, but is not worth bidding.
    expect(at(0)).toBeLessThan(0);
  });
});

describe('bidding: what passing is worth (issue 17, point 2)', () => {
  const strongHand = maskOf([5, 13, 21, 29, 4, 12, 23, 19]);
  test('first to speak, a strong hand gains by passing and a weak one loses; after a bid, or last after passes, 0', () => {
    const { view } = viewWithHand(strongHand);
    expect(passValue(view, PASS_MODEL)).toBeGreaterThan(0);
    const weak = viewWithHand(maskOf([0, 1, 8, 9, 16, 17, 24, 25])).view;
    expect(passValue(weak, PASS_MODEL)).toBeLessThan(0);
    expect(passValue({ ...view, auction: [{ seat: 0, bid: 'rufer-E' }] }, PASS_MODEL)).toBe(0);
    const passes = [1, 2, 3].map((seat) => ({ seat, bid: 'pass' }));
    expect(passValue({ ...view, auction: passes }, PASS_MODEL)).toBe(0);
  });
});

describe('bidding: the auction solves less but decides as valuing every contract in full would', () => {
  test('every bid of seeded auctions is the one the full valuation makes', () => {
    const budget = { ...BUDGETS.strong.bid, samples: 8 };
    let decisions = 0,
      contracts = 0;
    for (let d = 0; d < 10; d++) {
      let state = schafkopf.deal(
        schafkopf.newSession(rules, d % 4),
        shuffle(schafkopf.pack(rules), seededRandom(`same-bid/${d}`)),
      );
      for (let move = 0; schafkopf.phase(state) === 'auction'; move++) {
        const seat = schafkopf.toMove(state)!;
        const legal = schafkopf.legalActions(state);
        const view = schafkopf.view(state, seat);
        const seed = `same-bid/${d}/${move}`;
        const action = simulateBid(view, legal, seed, budget);
        expect(action, seed).toBe(valueEveryContract(view, legal, seed, budget));
        decisions++;
        if (actionBid(action) !== PASS) contracts++;
        const next = schafkopf.apply(state, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(decisions).toBeGreaterThan(20);
    expect(contracts).toBeGreaterThan(3); // contracts are bid, not only passes
  });
});
