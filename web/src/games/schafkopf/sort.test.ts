import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../../../engine/cards.js';
import { seededRandom, shuffle } from '../../../../engine/random.js';
import { sortSchafkopf } from './sort.js';

const g = (codes: string) => codes.split(' ').map((c) => parseCard('german', c)!);
const show = (cards: number[]) => cards.map((c) => formatCard('german', c)).join(' ');
/** The hand as held, dealt out of order: a sort that did nothing would hand it back shuffled. */
function dealt(held: string): number[] {
  const cards = g(held);
  const shuffled = shuffle(cards, seededRandom(held));
  // A shuffle may leave a short hand as it was: then it is dealt backwards.
  const out = show(shuffled) === held ? shuffled.reverse() : shuffled;
  expect(show(out)).not.toBe(held);
  return out;
}

describe('Schafkopf hands (SK-14)', () => {
  it('during the auction: Rufer order, Obers, Unters, hearts, then acorns, leaves, bells', () => {
    const held = 'GO EU SU HA HT ET GA S7';
    expect(show(sortSchafkopf(dealt(held), null))).toBe(held);
  });
  it('in a Solo: the trump suit after the Unters, hearts back among the plain suits', () => {
    const held = 'GO EU SU S7 ET GA HA HT';
    expect(show(sortSchafkopf(dealt(held), 'solo-S'))).toBe(held);
  });
  it('in a Wenz: only the Unters are trumps; Obers sit in their suits between King and Nine', () => {
    const held = 'GU HU EA EK EO E9';
    expect(show(sortSchafkopf(dealt(held), 'wenz'))).toBe(held);
  });
  it('plain suits put the Ten above the King', () => {
    const held = 'GA GT GK G7';
    expect(show(sortSchafkopf(dealt(held), 'rufer-G'))).toBe(held);
  });
});
