import { describe, expect, it } from 'vitest';
import { type Notation, formatCard, parseCard } from '../../../../engine/cards.js';
import { seededRandom, shuffle } from '../../../../engine/random.js';
import { sortSchnapsen } from './sort.js';

const cards = (n: Notation, codes: string) => codes.split(' ').map((c) => parseCard(n, c)!);
const show = (n: Notation, hand: number[]) => hand.map((c) => formatCard(n, c)).join(' ');
/** The hand as held, dealt out of order: a sort that did nothing would hand it back shuffled. */
function dealt(n: Notation, held: string): number[] {
  const shuffled = shuffle(cards(n, held), seededRandom(held));
  const out = show(n, shuffled) === held ? shuffled.reverse() : shuffled;
  expect(show(n, out)).not.toBe(held);
  return out;
}

describe('Schnapsen hands', () => {
  it('each suit from the Daus down: Daus, ten, King, Ober, Unter (the ten above the King, SN-1)', () => {
    const held = 'EA ET EK EO EU';
    expect(show('german', sortSchnapsen(dealt('german', held), 'german', 2))).toBe(held);
  });
  it('the trumps come first, then the other suits in the pack’s order (German: acorns, leaves, hearts, bells)', () => {
    const held = 'HT HU EK GA GO';
    expect(show('german', sortSchnapsen(dealt('german', held), 'german', 2))).toBe(held);
    const bells = 'SA SU ET GK HO';
    expect(show('german', sortSchnapsen(dealt('german', bells), 'german', 3))).toBe(bells);
  });
  it('French packs alternate colours after the trumps, the Queen and Jack standing for Ober and Unter', () => {
    const held = 'DT DJ CA CQ HK SA';
    expect(show('french', sortSchnapsen(dealt('french', held), 'french', 3))).toBe(held);
  });
});
