import { describe, expect, test } from 'vitest';
import { bidAction } from '../../engine/action.js';
import { cardOf, RANK_10, RANK_ACE, RANK_KING, RANK_UNTER, type Suit } from '../../engine/cards.js';
import { popcount } from '../../engine/cardset.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import {
  CONTRACTS,
  OBERS,
  PASS,
  type SchafkopfView,
  UNTERS,
  bidIndex,
  schafkopf,
} from '../../engine/schafkopf/index.js';
import {
  READ_SCHMIEREN,
  READ_TRUMP_LEADS,
  SCHMIER,
  TRUMP_LEADS,
  bidChances,
  familyStrengths,
  playLikelihood,
  schmierChoice,
  wordLikelihood,
} from './inference.js';
import { dealtHands, knowledgeOf, sampleDeals } from './knowledge.js';

const rules = schafkopf.defaultRules;
const SOLO_H = bidIndex('solo-H');
const RUFER_E = bidIndex('rufer-E');
const hearts = CONTRACTS[SOLO_H]!.trumps;
const mask = (cards: number[]) => cards.reduce((m, c) => (m | (1 << c)) >>> 0, 0);
/** The four Obers, the Unters of acorns and leaves, the Ace and Ten of hearts: a sure Solo Tout in hearts. */
const STRONG =
  (OBERS | mask([cardOf(0, RANK_UNTER), cardOf(1, RANK_UNTER), cardOf(2, RANK_ACE), cardOf(2, RANK_10)])) >>> 0;

/** Random deals where the dealer's left hand passes and the next seat can bid a hearts Solo; the view of the seat after. */
function solosBehindAPass(count: number) {
  const out = [];
  for (let d = 0; out.length < count; d++) {
    let s = schafkopf.deal(schafkopf.newSession(rules, 3), shuffle(schafkopf.pack(rules), seededRandom(`inf/${d}`)));
    const steps = [bidAction(PASS), bidAction(SOLO_H)];
    let ok = true;
    for (const a of steps) {
      const r = schafkopf.apply(s, schafkopf.toMove(s)!, a);
      if (!r.ok) {
        ok = false;
        break;
      }
      s = r.value;
    }
    if (ok) out.push(schafkopf.view(s, 2));
  }
  return out;
}

describe('Schafkopf: what the auction says about the hands (issue 17, point 3)', () => {
  test('a pass is the less likely the stronger the hand; a Solo the more likely', () => {
    const weak = mask([cardOf(0 as Suit, 0), cardOf(0 as Suit, 1), cardOf(1 as Suit, 0), cardOf(1 as Suit, 1)]);
    const strong = STRONG;
    expect(wordLikelihood(weak, PASS, PASS)).toBeGreaterThan(0.9);
    expect(wordLikelihood(strong, PASS, PASS)).toBeLessThan(0.05);
    expect(wordLikelihood(strong, SOLO_H, PASS)).toBeGreaterThan(0.9);
    expect(wordLikelihood(weak, SOLO_H, PASS)).toBeLessThan(0.05);
    expect(bidChances(strong).solo).toBeGreaterThan(bidChances(weak).solo);
  });

  test('after a Solo, a pass says nothing of Rufer or Solo strength (SK-5: nothing lower may be bid)', () => {
    const strong = STRONG;
    expect(wordLikelihood(strong, PASS, SOLO_H)).toBe(1);
    // After a Rufer, a pass still declines a Wenz and a Solo, but no longer a Rufer.
    const afterRufer = wordLikelihood(strong, PASS, RUFER_E);
    const chances = bidChances(strong);
    expect(afterRufer).toBeCloseTo((1 - chances.wenz) * (1 - chances.solo), 9);
  });

  test('a family that cannot be bid with the hand has no strength (SK-9, SK-11: no plain card of any suit)', () => {
    const allTrumps = (OBERS | UNTERS) >>> 0;
    expect(familyStrengths(allTrumps).solo).toBe(-Infinity);
    expect(familyStrengths(allTrumps).rufer).toBe(-Infinity);
  });

  test('sampled deals follow the auction: the Solo bidder holds more trumps, the seat that passed fewer Obers', () => {
    const views = solosBehindAPass(60);
    const tally = (inference: boolean) => {
      let soloTrumps = 0,
        passerObers = 0,
        n = 0;
      for (const view of views) {
        const k = knowledgeOf(view, { inference });
        for (const hands of sampleDeals(k, seededRandom('tally'), 20)) {
          const dealt = dealtHands(k, hands);
          soloTrumps += popcount(dealt[1]! & hearts);
          passerObers += popcount(dealt[0]! & OBERS);
          n++;
        }
      }
      return { soloTrumps: soloTrumps / n, passerObers: passerObers / n };
    };
    const plain = tally(false);
    const weighed = tally(true);
    expect(weighed.soloTrumps).toBeGreaterThan(plain.soloTrumps + 0.5);
    expect(weighed.passerObers).toBeLessThan(plain.passerObers);
  });
});

describe('Schafkopf: what the play says about the sides (issue 17, point 3)', () => {
  const RUFER = CONTRACTS[RUFER_E]!;
  const acornAce = cardOf(0 as Suit, RANK_ACE);
  const [leafAce, leafTen, leafSeven, leafKing] = [RANK_ACE, RANK_10, 0, RANK_KING].map((r) =>
    cardOf(1 as Suit, r as never),
  );

  test('a fat card added to a trick it does not take is a choice; one that takes the trick, or without a cheap one, is not', () => {
    const hand = mask([leafTen!, leafSeven!]);
    expect(schmierChoice(RUFER, [leafAce!], hand, leafTen!)).toBe(true);
    expect(schmierChoice(RUFER, [leafAce!], hand, leafSeven!)).toBe(false);
    // Led the King: the Ten takes the trick, so it is no gift.
    expect(schmierChoice(RUFER, [leafKing!], hand, leafSeven!)).toBeNull();
    // Only fat cards to follow with: nothing to read.
    expect(schmierChoice(RUFER, [leafAce!], mask([leafTen!]), leafTen!)).toBeNull();
  });

  test("the seat that added a Ten to the declarer's trick is the likelier holder of the called Ace", () => {
    // Rufer on the Ace of acorns by seat 0, who leads the Ace of leaves; seat 1 adds the Ten of leaves though it
    // held the Seven. Seat 3 is looking on.
    const view = {
      seat: 3,
      declarer: 0,
      calledAce: acornAce,
      tricks: [],
      trick: { leader: 0, cards: [leafAce!, leafTen!] },
    } as unknown as SchafkopfView;
    const seat1Partner = [mask([leafAce!]), mask([leafTen!, leafSeven!, acornAce]), 0, 0];
    const seat2Partner = [mask([leafAce!]), mask([leafTen!, leafSeven!]), mask([acornAce]), 0];
    expect(playLikelihood(view, RUFER, seat1Partner)).toBeCloseTo(SCHMIER.own, 9);
    expect(playLikelihood(view, RUFER, seat2Partner)).toBeCloseTo(SCHMIER.other, 9);
    expect(SCHMIER.own).toBeGreaterThan(SCHMIER.other);
    // Without reading schmieren (a measurement variant), the Ten says nothing.
    expect(playLikelihood(view, RUFER, seat1Partner, SCHMIER, TRUMP_LEADS, READ_TRUMP_LEADS)).toBe(1);
  });

  test('a seat that led a trump before the called Ace showed is the likelier partner (issue 17, point 4)', () => {
    const heartSeven = cardOf(2 as Suit, 0 as never);
    const view = {
      seat: 3,
      declarer: 0,
      calledAce: acornAce,
      tricks: [],
      trick: { leader: 1, cards: [heartSeven] },
    } as unknown as SchafkopfView;
    const partner = [0, mask([heartSeven, leafSeven!, acornAce]), 0, 0];
    const defender = [0, mask([heartSeven, leafSeven!]), mask([acornAce]), 0];
    expect(playLikelihood(view, RUFER, partner)).toBeCloseTo(TRUMP_LEADS.partner, 9);
    expect(playLikelihood(view, RUFER, defender)).toBeCloseTo(TRUMP_LEADS.defender, 9);
    // Without reading trump leads (a measurement variant), the lead says nothing.
    expect(playLikelihood(view, RUFER, partner, SCHMIER, TRUMP_LEADS, READ_SCHMIEREN)).toBe(1);
    // Once the Ace has shown, a lead says nothing more.
    const later = {
      ...view,
      tricks: [{ leader: 2, cards: [acornAce], winner: 2, points: 11 }],
    } as unknown as SchafkopfView;
    expect(playLikelihood(later, RUFER, defender)).toBe(1);
  });
});
