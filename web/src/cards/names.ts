/**
 * Accessible card names in English, French and German, from the glossary (i18n/glossary.json).
 *
 * Conventions: the top card of a German-suited pack is the "Daus" in every language (never "Ace", which
 * names the French card), unless a game's players call it otherwise (Schafkopf: "Sau", "Ace", "As");
 * French-suited cards use each language's usual names (Ace/As/Ass, Jack/Valet/Bube).
 * English and French put the rank first ("Ober of acorns", "Valet de pique": French suits singular as in
 * "as de cœur", German suits plural as in "Ober de glands"); German joins suit and rank ("Eichel-Ober").
 * Leaves are "Gras" in German, as Schafkopf players say; bells are "grelots" in French.
 * The Weli and the seasonal Daus cards add what makes them special: "Weli (six of bells)", "Herz-Daus (Frühling)".
 */
import type { Suit } from '../../../engine/cards.js';
import type { DeckId } from '../../../engine/decks.js';
import { GLOSSARY, rankTerm } from '../i18n/glossary.js';
import type { SuitSystem } from './palette.js';
import { parseCode, styleOf } from './patterns.js';

export type Lang = 'en' | 'fr' | 'de';

/** A suit's name as used inside a sentence: "acorns", "glands", "Eichel"; "clubs", "trèfle", "Kreuz". */
export function suitName(system: SuitSystem, suit: Suit, lang: Lang): string {
  const name = GLOSSARY[lang].suits[system][suit];
  if (name === undefined) throw new Error(`no suit ${suit}`);
  return name;
}

/**
 * A rank's name from its code letter (A K O U / A K Q J, T, 9…5): "Ober", "Daus", "Ten", "Valet"; as the
 * players of `game` name it when given ("Sau").
 */
export function rankName(system: SuitSystem, rank: string, lang: Lang, game?: string): string {
  const digit = rank === 'T' ? 10 : Number(rank);
  const name = digit >= 5 && digit <= 10 ? GLOSSARY[lang].numbers[digit - 5] : rankTerm(system, rank, lang, game);
  if (name === undefined) throw new Error(`no rank "${rank}" in ${system} packs`);
  return name;
}

function plain(system: SuitSystem, suit: Suit, rank: string, lang: Lang, game?: string): string {
  const r = rankName(system, rank, lang, game);
  const s = suitName(system, suit, lang);
  if (lang === 'de') return `${s}-${r}`;
  return lang === 'en' ? `${r} of ${s}` : `${r} de ${s}`;
}

/** The accessible, localised name of a card of a deck; in a game's own terms when `game` is given. */
export function cardName(deck: DeckId, code: string, lang: Lang, game?: string): string {
  const style = styleOf(deck);
  const { suit, rank, special } = parseCode(style, code);
  const name = plain(style.system, suit, rank, lang, game);
  if (special?.kind === 'weli') return `Weli (${lang === 'de' ? name : name[0]!.toLowerCase() + name.slice(1)})`;
  if (special?.season) return `${name} (${GLOSSARY[lang].seasons[special.season]})`;
  return name;
}
