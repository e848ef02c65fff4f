/**
 * The glossary: one term per thing in each language (issue 12, A.6). glossary.json holds the names of the
 * suits and ranks, the terms a game uses instead of the pack's own (Schafkopf's "Sau" for the Daus), the
 * grammatical gender of each German card word, and the synonyms the texts must not use. The card names
 * (cards/names.ts) and the table's card phrases (table/phrases.ts) are built from it; glossary.test.ts checks
 * that the prose (i18n files, content files) uses its terms and none of the synonyms it rules out.
 */
import data from './glossary.json';

export type GlossaryLang = 'en' | 'fr' | 'de';
export type SuitSystem = 'german' | 'french';
export type Gender = 'm' | 'f' | 'n';

/** A synonym rule: write `use`, never any of `not`, in the texts of `in` (every text, the deck pages, a game). */
export interface AvoidRule {
  readonly use: string;
  readonly not: readonly string[];
  readonly in: string;
}

export interface LanguageGlossary {
  readonly suits: Readonly<Record<SuitSystem, readonly string[]>>;
  readonly ranks: Readonly<Record<SuitSystem, Readonly<Record<string, string>>>>;
  readonly numbers: readonly string[];
  readonly seasons: Readonly<Record<string, string>>;
  /** A game's own names for ranks of a pack, by game id: what its players call the card. */
  readonly games: Readonly<Record<string, Partial<Record<SuitSystem, Readonly<Record<string, string>>>>>>;
  readonly genders?: Readonly<Record<string, Gender>>;
  readonly avoid: readonly AvoidRule[];
}

export const GLOSSARY: Readonly<Record<GlossaryLang, LanguageGlossary>> = data as Record<
  GlossaryLang,
  LanguageGlossary
>;

/** The name of a rank (code letter) in a pack, as a game's players say it when a game is given. */
export function rankTerm(system: SuitSystem, rank: string, lang: GlossaryLang, game?: string): string | undefined {
  const g = GLOSSARY[lang];
  return (game === undefined ? undefined : g.games[game]?.[system]?.[rank]) ?? g.ranks[system][rank];
}

/** The German gender of a card word ("Sau" f, "Daus" m, "Ass" n); the numbers (die Zehn…) are feminine. */
export function germanGenderOf(word: string): Gender {
  return GLOSSARY.de.genders?.[word] ?? 'f';
}
