import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../../engine/cards.js';
import { sortSchafkopf, sortSchneider } from './sort.js';

const g = (codes: string) => codes.split(' ').map((c) => parseCard('german', c)!);
const f = (codes: string) => codes.split(' ').map((c) => parseCard('french', c)!);
const show = (cards: number[], n: 'german' | 'french' = 'german') => cards.map((c) => formatCard(n, c)).join(' ');

describe('Schafkopf hands (SK-14)', () => {
  const hand = g('S7 HA EU GO GA HT SU ET');
  it('during the auction: Rufer order, Obers, Unters, hearts, then acorns, leaves, bells', () => {
    expect(show(sortSchafkopf(hand, null))).toBe('GO EU SU HA HT ET GA S7');
  });
  it('in a Solo: the trump suit after the Unters, hearts back among the plain suits', () => {
    expect(show(sortSchafkopf(hand, 'solo-S'))).toBe('GO EU SU S7 ET GA HA HT');
  });
  it('in a Wenz: only the Unters are trumps; Obers sit in their suits between King and Nine', () => {
    expect(show(sortSchafkopf(g('EO EA EK E9 HU GU'), 'wenz'))).toBe('GU HU EA EK EO E9');
  });
  it('plain suits put the Ten above the King', () => {
    expect(show(sortSchafkopf(g('GK GT G7 GA'), 'rufer-G'))).toBe('GA GT GK G7');
  });
});

describe('Bohemian Schneider hands', () => {
  it('French packs alternate colours, Ace high to Seven', () => {
    expect(show(sortSchneider(f('D7 CA H9 SK CJ HA'), 'french', null), 'french')).toBe('CA CJ HA H9 SK D7');
  });
  it('the trump suit comes first (BS-V3)', () => {
    expect(show(sortSchneider(f('D7 CA H9 SK'), 'french', 3), 'french')).toBe('D7 CA H9 SK');
  });
  it('German packs in the order acorns, leaves, hearts, bells', () => {
    expect(show(sortSchneider(g('S7 HO GA EU ET'), 'german', null))).toBe('EU ET GA HO S7');
  });
});
