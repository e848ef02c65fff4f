import { describe, expect, it } from 'vitest';
import { type Notation, formatCard, parseCard } from '../../../../engine/cards.js';
import { seededRandom, shuffle } from '../../../../engine/random.js';
import { sortSchneider } from './sort.js';

const cards = (n: Notation, codes: string) => codes.split(' ').map((c) => parseCard(n, c)!);
const show = (n: Notation, hand: number[]) => hand.map((c) => formatCard(n, c)).join(' ');
/** The hand as held, dealt out of order: a sort that did nothing would hand it back shuffled. */
function dealt(n: Notation, held: string): number[] {
  const shuffled = shuffle(cards(n, held), seededRandom(held));
  // A shuffle may leave a short hand as it was: then it is dealt backwards.
  const out = show(n, shuffled) === held ? shuffled.reverse() : shuffled;
  expect(show(n, out)).not.toBe(held);
  return out;
}

describe('Bohemian Schneider hands', () => {
  it('French packs alternate colours, Ace high to Seven', () => {
    const held = 'CA CJ HA H9 SK D7';
    expect(show('french', sortSchneider(dealt('french', held), 'french', null))).toBe(held);
  });
  it('the trump suit comes first (BS-V3)', () => {
    const held = 'D7 CA H9 SK';
    expect(show('french', sortSchneider(dealt('french', held), 'french', 3))).toBe(held);
  });
  it('German packs in the order acorns, leaves, hearts, bells', () => {
    const held = 'EU ET GA HO S7';
    expect(show('german', sortSchneider(dealt('german', held), 'german', null))).toBe(held);
  });
});
