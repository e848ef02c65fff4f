import { describe, expect, it } from 'vitest';
import { type Rank, type Suit, formatCard, parseCard, parseRank } from '../../../../engine/cards.js';
import { seededRandom, shuffle } from '../../../../engine/random.js';
import { sortWatten } from './sort.js';

const cards = (codes: string) => codes.split(' ').map((c) => parseCard('german', c)!);
const show = (hand: number[]) => hand.map((c) => formatCard('german', c)).join(' ');
const rank = (letter: string) => parseRank('german', letter) as Rank;
const H = 2 as Suit;
/** The hand as held, dealt out of order: a sort that did nothing would hand it back shuffled. */
function dealt(held: string): number[] {
  const shuffled = shuffle(cards(held), seededRandom(held));
  const out = show(shuffled) === held ? shuffled.reverse() : shuffled;
  expect(show(out)).not.toBe(held);
  return out;
}

describe('Watten hands', () => {
  it('once both are named, by power: the Rechte, the Linke, the trumps down to the Weli, then plain suits (WA-6)', () => {
    const held = 'HU EU SU HA H7 S6 EA GK';
    expect(show(sortWatten(dealt(held), rank('U'), H))).toBe(held);
  });
  it('with the Weli as Schlag, the Weli is the Rechte and leads the hand, the trumps after it', () => {
    const held = 'S6 HA HU EU S7';
    expect(show(sortWatten(dealt(held), rank('6'), H))).toBe(held);
  });
  it('while only the Schlag is named, its cards come first, then each suit from the Daus down', () => {
    const held = 'EU HU EA EK GO SA S6';
    expect(show(sortWatten(dealt(held), rank('U'), null))).toBe(held);
  });
  it('before the announcements, by suit (acorns, leaves, hearts, bells), the Weli last among the bells', () => {
    const held = 'EA E7 GO HK HT SU S6';
    expect(show(sortWatten(dealt(held), null, null))).toBe(held);
  });
});
