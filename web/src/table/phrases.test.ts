import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../engine/cards.js';
import { cardPhrase, listOf, signed } from './phrases.js';

const paris = (lang: 'en' | 'fr' | 'de') => ({ deck: 'paris-piquet' as const, notation: 'french' as const, lang });
const prague = (lang: 'en' | 'fr' | 'de') => ({ deck: 'prague' as const, notation: 'german' as const, lang });
const f = (c: string) => parseCard('french', c)!;
const g = (c: string) => parseCard('german', c)!;

describe('card phrases', () => {
  it('English: "the" and lower-case numbers', () => {
    expect(cardPhrase(paris('en'), f('SJ'))).toBe('the Jack of spades');
    expect(cardPhrase(paris('en'), f('ST'))).toBe('the ten of spades');
  });
  it('French: elision and gender; German courts keep their capital', () => {
    expect(cardPhrase(paris('fr'), f('HA'))).toBe('l’as de cœur');
    expect(cardPhrase(paris('fr'), f('SQ'))).toBe('la dame de pique');
    expect(cardPhrase(paris('fr'), f('CT'))).toBe('le dix de trèfle');
    expect(cardPhrase(prague('fr'), g('EO'))).toBe('l’Ober de glands');
    expect(cardPhrase(prague('fr'), g('GA'))).toBe('le Daus de feuilles');
    expect(cardPhrase({ ...prague('fr'), game: 'schafkopf' }, g('GA'))).toBe('l’As de feuilles');
  });
  it('German: nominative and accusative, in the gender of the card’s word (der Daus, die Sau, das Ass)', () => {
    expect(cardPhrase(paris('de'), f('SJ'))).toBe('der Pik-Bube');
    expect(cardPhrase(paris('de'), f('SJ'), 'acc')).toBe('den Pik-Buben');
    expect(cardPhrase(prague('de'), g('EO'), 'acc')).toBe('den Eichel-Ober');
    expect(cardPhrase(paris('de'), f('ST'), 'acc')).toBe('die Pik-Zehn');
    expect(cardPhrase(prague('de'), g('HA'))).toBe('der Herz-Daus');
    expect(cardPhrase(prague('de'), g('HA'), 'acc')).toBe('den Herz-Daus');
    expect(cardPhrase({ ...prague('de'), game: 'schafkopf' }, g('GA'), 'acc')).toBe('die Gras-Sau');
    expect(cardPhrase(paris('de'), f('HA'), 'acc')).toBe('das Herz-Ass');
    expect(cardPhrase(prague('de'), g('G7'))).toBe('die Gras-Sieben');
  });
  it('a six, and the Weli by its own name: "der Weli", never a throw for a card beyond the 7 … Ace', () => {
    const salzburg = (lang: 'en' | 'fr' | 'de') => ({ deck: 'salzburg' as const, notation: 'german' as const, lang });
    const munich = (lang: 'en' | 'fr' | 'de') => ({ ...salzburg(lang), deck: 'munich-bavarian' as const });
    expect(cardPhrase(salzburg('de'), g('S6'), 'acc')).toBe('den Weli');
    expect(cardPhrase(salzburg('en'), g('S6'))).toBe('the Weli');
    expect(cardPhrase(salzburg('fr'), g('S6'))).toBe('le Weli');
    expect(cardPhrase(munich('de'), g('S6'))).toBe('die Schellen-Sechs');
    expect(cardPhrase(munich('en'), g('S6'))).toBe('the six of bells');
  });
  it('lists and signed numbers', () => {
    expect(listOf('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listOf('fr', ['a', 'b'])).toBe('a et b');
    expect(signed(-3)).toBe('−3');
    expect(signed(4)).toBe('+4');
  });
});
