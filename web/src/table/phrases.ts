/**
 * Card names inside sentences, with the article each language needs: "the jack of spades", "le valet de
 * pique", "l'Ober de glands", "der Pik-Bube" / "den Pik-Buben"… German gives the accusative too (`_acc`
 * interpolation slots in table.de.json). Pure functions: the texts themselves are in the i18n files.
 */
import { type Card, formatCard, rankOf, suitOf } from '../../../engine/cards.js';
import { type DeckId, cardName, rankName, suitName } from '../cards/index.js';
import { germanGenderOf } from '../i18n/glossary.js';
import type { Lang } from '../lib/i18n.svelte.js';

export interface CardContext {
  readonly deck: DeckId;
  readonly notation: 'german' | 'french';
  readonly lang: Lang;
  /** The game played, whose players' own card names apply (Schafkopf's "Sau"); none on the deck pages. */
  readonly game?: string | undefined;
}

export const codeOf = (ctx: Pick<CardContext, 'notation'>, card: Card): string => formatCard(ctx.notation, card);

/**
 * The card's name: "Ober of acorns", "Valet de pique", "Pik-Bube". The season a Tell-pattern Daus shows is
 * left out: it is part of the picture, not of the game.
 */
export const nameOf = (ctx: CardContext, card: Card): string =>
  cardName(ctx.deck, codeOf(ctx, card), ctx.lang, ctx.game).replace(/ \([^)]*\)$/, '');

/** The suit's name as used in a sentence: "acorns", "pique", "Herz". */
export const suitWord = (ctx: CardContext, suit: number): string =>
  suitName(ctx.notation, suit as 0 | 1 | 2 | 3, ctx.lang);

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Rank letters of the notation, indexed by engine rank (7 … Ace, then the six and the five). */
const RANK_LETTERS = {
  german: ['7', '8', '9', 'T', 'U', 'O', 'K', 'A', '6', '5'],
  french: ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '6', '5'],
};
/** The Weli keeps its name's capital and is "der Weli" in German, whatever the six's number word is. */
const isWeli = (name: string): boolean => name.startsWith('Weli');

const GERMAN_ARTICLES = { nom: { m: 'der', f: 'die', n: 'das' }, acc: { m: 'den', f: 'die', n: 'das' } } as const;

/** "the jack of spades" / "l'as de cœur" / "den Pik-Buben": a card with its definite article. */
export function cardPhrase(ctx: CardContext, card: Card, grammaticalCase: 'nom' | 'acc' = 'nom'): string {
  const name = nameOf(ctx, card);
  const letter = RANK_LETTERS[ctx.notation][rankOf(card)]!;
  if (ctx.lang === 'en') return `the ${/^[5-9T]$/.test(letter) && !isWeli(name) ? lowerFirst(name) : name}`;
  if (ctx.lang === 'fr') {
    // German courts, the Daus and the Weli keep their capital (proper names of the cards); the rest is lower case.
    const german = (ctx.notation === 'german' && /^[AOU]$/.test(letter)) || isWeli(name);
    const word = german ? name : lowerFirst(name);
    if (/^[aeiouéèêh]/i.test(word)) return `l’${word}`;
    return (letter === 'Q' ? 'la ' : 'le ') + word;
  }
  // The gender is the rank word's, from the glossary: der Daus, die Sau, das Ass, der König, die Zehn.
  const gender = isWeli(name) ? 'm' : germanGenderOf(rankName(ctx.notation, letter, 'de', ctx.game));
  // Weak masculine nouns take -n in the accusative: den Buben (Bube); Ober, Unter and König do not change.
  const noun = grammaticalCase === 'acc' && letter === 'J' ? name.replace(/Bube\b/, 'Buben') : name;
  return `${GERMAN_ARTICLES[grammaticalCase][gender]} ${noun}`;
}

/** "the A and the B", "le A et le B", "der A und die B". */
export function listOf(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A signed score, with a real minus sign: "+5", "−3", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A total, with a real minus sign when negative: "12", "−3". */
export const total = (n: number): string => (n < 0 ? `−${-n}` : String(n));

export { suitOf };
