/** The deck catalogue as the site shows it: the engine's data (engine/decks.ts) plus what pages need. */
import { DECKS, type Deck, type DeckId, type GameId } from '../../../engine/decks.js';
import type { Lang } from './i18n.svelte.js';

export { DECKS, type Deck, type DeckId, type GameId };

export const deckById = (id: string): Deck | undefined => DECKS.find((d) => d.id === id);

/** The card a deck shows on its atlas tile: its most characteristic face. */
export const TILE_CARD: Record<DeckId, string> = {
  'vienna-tell': 'HA',
  'munich-bavarian': 'HO',
  salzburg: 'S6',
  'bolzano-salisburghesi': 'EO',
  prague: 'GO',
  'paris-piquet': 'HK',
};

const regionNames = new Map<Lang, Intl.DisplayNames>();
/** The country's name in the page's language, from its ISO code (the browser knows them all). */
export function countryName(code: string, lang: Lang): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

export function wikipediaUrl(title: string, lang: string): string {
  return `https://${lang}.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`;
}
