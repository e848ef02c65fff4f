/**
 * Who a court card shows, for the patterns whose courts are documented persons (docs/patterns.md):
 *
 * - Tell pattern: the Obers and Unters are characters of Schiller's "Wilhelm Tell" (1804), as József
 *   Schneider of Pest drew them about 1835 and Piatnik of Vienna still named them about 1900; the kings ride
 *   unnamed. Later Austrian packs renamed two of them (Arnold vom Melchthal for Stüssi on the Ober of bells,
 *   Werner Stauffacher for Kuoni on the Unter of hearts); we keep Schneider's names, as the Hungarian packs do.
 * - Paris pattern: every King, Queen and Jack prints its name (David, Pallas, Ogier for spades…).
 *
 * Names stay as the cards print them, in every language (Wilhelm Tell, not William or Guillaume; César, not
 * Caesar): the viewer then names what the card shows. Only the descriptive part is translated ("Kuoni the
 * herdsman", "Kuoni le berger", "Kuoni der Hirte"). Other decks' courts are nameless figures: null.
 */
import type { DeckId } from '../../../engine/decks.js';
import type { Lang } from './names.js';
import { parseCode, styleOf } from './patterns.js';

type Subject = string | Readonly<Record<Lang, string>>;

/** Tell pattern, Obers (O) and Unters (U) by suit: acorns E, leaves G, hearts H, bells S. */
const TELL: Readonly<Record<string, Subject>> = {
  EO: 'Wilhelm Tell',
  EU: 'Rudolf der Harras',
  GO: 'Ulrich von Rudenz',
  GU: 'Walter Fürst',
  HO: 'Hermann Gessler',
  HU: { en: 'Kuoni the herdsman', fr: 'Kuoni le berger', de: 'Kuoni der Hirte' },
  SO: { en: 'Stüssi the ranger', fr: 'Stüssi le garde champêtre', de: 'Stüssi der Flurschütz' },
  SU: 'Itel Reding',
};

/** Paris pattern, Kings (K), Queens (Q) and Jacks (J) by suit: clubs C, spades S, hearts H, diamonds D. */
const PARIS: Readonly<Record<string, Subject>> = {
  SK: 'David',
  SQ: 'Pallas',
  SJ: 'Ogier',
  HK: 'Charles',
  HQ: 'Judith',
  HJ: 'La Hire',
  DK: 'César',
  DQ: 'Rachel',
  DJ: 'Hector',
  CK: 'Alexandre',
  CQ: 'Argine',
  CJ: 'Lancelot',
};

const SUBJECTS: Readonly<Partial<Record<DeckId, Readonly<Record<string, Subject>>>>> = {
  'vienna-tell': TELL,
  'paris-piquet': PARIS,
};

/**
 * Who or what court card `code` of `deck` shows, in `lang` ("Wilhelm Tell" on the Ober of acorns of the Tell
 * pattern); null for a nameless figure or a card that is no court. Throws for a code the deck does not print.
 */
export function courtSubject(deck: DeckId, code: string, lang: Lang): string | null {
  parseCode(styleOf(deck), code);
  const subject = SUBJECTS[deck]?.[code];
  if (subject === undefined) return null;
  return typeof subject === 'string' ? subject : subject[lang];
}
