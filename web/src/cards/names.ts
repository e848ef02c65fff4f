/**
 * Accessible card names in English, French and German.
 *
 * Conventions: the top card of a German-suited pack is the "Daus" in every language (never "Ace", which
 * names the French card); French-suited cards use each language's usual names (Ace/As/Ass, Jack/Valet/Bube).
 * English and French put the rank first ("Ober of acorns", "Valet de pique": French suits singular as in
 * "as de cœur", German suits plural as in "Ober de glands"); German joins suit and rank ("Eichel-Ober").
 * Leaves are "Grün" in German, as in Schafkopf and Skat; bells are "cloches" in French, as on the site.
 * The Weli and the seasonal Daus cards add what makes them special: "Weli (six of bells)", "Herz-Daus (Frühling)".
 */
import type { Suit } from '../../../engine/cards.js';
import type { DeckId } from '../../../engine/decks.js';
import type { SuitSystem } from './palette.js';
import { parseCode, styleOf } from './patterns.js';

export type Lang = 'en' | 'fr' | 'de';

const SUITS: Record<SuitSystem, Record<Lang, readonly string[]>> = {
  german: {
    en: ['acorns', 'leaves', 'hearts', 'bells'],
    fr: ['glands', 'feuilles', 'cœurs', 'cloches'],
    de: ['Eichel', 'Grün', 'Herz', 'Schellen'],
  },
  french: {
    en: ['clubs', 'spades', 'hearts', 'diamonds'],
    fr: ['trèfle', 'pique', 'cœur', 'carreau'],
    de: ['Kreuz', 'Pik', 'Herz', 'Karo'],
  },
};

const NUMBERS: Record<Lang, readonly string[]> = {
  en: ['Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
  fr: ['Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix'],
  de: ['Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn'],
};

const COURTS: Record<SuitSystem, Record<Lang, Readonly<Record<string, string>>>> = {
  german: {
    en: { A: 'Daus', K: 'King', O: 'Ober', U: 'Unter' },
    fr: { A: 'Daus', K: 'Roi', O: 'Ober', U: 'Unter' },
    de: { A: 'Daus', K: 'König', O: 'Ober', U: 'Unter' },
  },
  french: {
    en: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' },
    fr: { A: 'As', K: 'Roi', Q: 'Dame', J: 'Valet' },
    de: { A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube' },
  },
};

const SEASONS: Record<Lang, Readonly<Record<string, string>>> = {
  en: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
  fr: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  de: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
};

/** A suit's name as used inside a sentence: "acorns", "glands", "Eichel"; "clubs", "trèfle", "Kreuz". */
export function suitName(system: SuitSystem, suit: Suit, lang: Lang): string {
  const name = SUITS[system][lang][suit];
  if (name === undefined) throw new Error(`no suit ${suit}`);
  return name;
}

/** A rank's name from its code letter (A K O U / A K Q J, T, 9…5): "Ober", "Daus", "Ten", "Valet". */
export function rankName(system: SuitSystem, rank: string, lang: Lang): string {
  const digit = rank === 'T' ? 10 : Number(rank);
  const name = digit >= 5 && digit <= 10 ? NUMBERS[lang][digit - 5] : COURTS[system][lang][rank];
  if (name === undefined) throw new Error(`no rank "${rank}" in ${system} packs`);
  return name;
}

function plain(system: SuitSystem, suit: Suit, rank: string, lang: Lang): string {
  const r = rankName(system, rank, lang);
  const s = suitName(system, suit, lang);
  if (lang === 'de') return `${s}-${r}`;
  return lang === 'en' ? `${r} of ${s}` : `${r} de ${s}`;
}

/** The accessible, localised name of a card of a deck. */
export function cardName(deck: DeckId, code: string, lang: Lang): string {
  const style = styleOf(deck);
  const { suit, rank, special } = parseCode(style, code);
  const name = plain(style.system, suit, rank, lang);
  if (special?.kind === 'weli') return `Weli (${lang === 'de' ? name : name[0]!.toLowerCase() + name.slice(1)})`;
  if (special?.season) return `${name} (${SEASONS[lang][special.season]})`;
  return name;
}
