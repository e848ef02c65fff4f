import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import { deckCards, type Lang } from './all.js';
import { courtSubject } from './subjects.js';

const LANGS: readonly Lang[] = ['en', 'fr', 'de'];
const COURTS = new Set(['K', 'O', 'U', 'Q', 'J']);

describe('courtSubject', () => {
  it("names Schiller's characters on the Tell pattern's Obers and Unters (docs/patterns.md)", () => {
    expect(courtSubject('vienna-tell', 'EO', 'en')).toBe('Wilhelm Tell');
    expect(courtSubject('vienna-tell', 'EO', 'fr')).toBe('Wilhelm Tell');
    expect(courtSubject('vienna-tell', 'HO', 'de')).toBe('Hermann Gessler');
    expect(courtSubject('vienna-tell', 'GU', 'en')).toBe('Walter Fürst');
    expect(courtSubject('vienna-tell', 'HU', 'en')).toBe('Kuoni the herdsman');
    expect(courtSubject('vienna-tell', 'HU', 'fr')).toBe('Kuoni le berger');
    expect(courtSubject('vienna-tell', 'SO', 'de')).toBe('Stüssi der Flurschütz');
  });

  it('leaves the Tell kings, which ride unnamed, without a subject', () => {
    for (const suit of 'EGHS')
      for (const lang of LANGS) expect(courtSubject('vienna-tell', `${suit}K`, lang)).toBeNull();
  });

  it('gives the Paris courts the names they print, suit by suit', () => {
    expect(courtSubject('paris-piquet', 'SK', 'en')).toBe('David');
    expect(courtSubject('paris-piquet', 'HK', 'de')).toBe('Charles');
    expect(courtSubject('paris-piquet', 'DK', 'fr')).toBe('César');
    expect(courtSubject('paris-piquet', 'CK', 'en')).toBe('Alexandre');
    expect(courtSubject('paris-piquet', 'SQ', 'en')).toBe('Pallas');
    expect(courtSubject('paris-piquet', 'CQ', 'en')).toBe('Argine');
    expect(courtSubject('paris-piquet', 'HJ', 'en')).toBe('La Hire');
    expect(courtSubject('paris-piquet', 'CJ', 'en')).toBe('Lancelot');
  });

  it('gives no subject to nameless courts nor to number cards and aces', () => {
    expect(courtSubject('munich-bavarian', 'EO', 'en')).toBeNull();
    expect(courtSubject('prague', 'HK', 'de')).toBeNull();
    expect(courtSubject('vienna-tell', 'HA', 'en')).toBeNull();
    expect(courtSubject('paris-piquet', 'ST', 'fr')).toBeNull();
  });

  it('names every court either in all three languages or in none, and distinctly within a deck', () => {
    for (const deck of DECKS) {
      const seen = new Set<string>();
      for (const code of deckCards(deck.id)) {
        const names = LANGS.map((lang) => courtSubject(deck.id, code, lang));
        if (!COURTS.has(code[1]!)) {
          expect(names, `${deck.id} ${code}`).toEqual([null, null, null]);
          continue;
        }
        const named = names.filter((n) => n !== null);
        expect([0, 3], `${deck.id} ${code}`).toContain(named.length);
        for (const n of named) expect(n.trim().length, `${deck.id} ${code}`).toBeGreaterThan(0);
        if (named.length > 0) {
          expect(seen.has(names[0]!), `${deck.id} ${code} repeats a subject`).toBe(false);
          seen.add(names[0]!);
        }
      }
    }
  });

  it('refuses a card the deck does not print', () => {
    expect(() => courtSubject('prague', 'S6', 'en')).toThrow();
    expect(() => courtSubject('paris-piquet', 'EO', 'en')).toThrow();
  });
});
