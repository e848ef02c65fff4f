/**
 * The shape of the site's long texts: one JSON file per language and game (rules summary, rules page,
 * worked examples, FAQ) and one per language for the decks. The types are those of the zod schema
 * (schema.ts), the one description of the files; they are imported as types only, so the site bundle never
 * ships zod (types.test.ts checks it).
 *
 * Every text is written for players in its own language; ids, card codes and rule ids are the same in
 * every language (the tests hold them to the English files).
 */
import type { z } from 'zod';
import type { DeckId, GameId } from '../../../engine/decks.js';
import type { decksContentSchema, gameContentSchema } from './schema.js';

export type { DeckId, GameId };

/** The languages the content is written in. */
export type ContentLang = 'en' | 'fr' | 'de';
export const CONTENT_LANGS: readonly ContentLang[] = ['en', 'fr', 'de'];

/** The numbered sections of a deck page's rules summary, always in this order. */
export const SUMMARY_IDS = ['objective', 'setup', 'bidding', 'trick', 'scoring'] as const;
export type SummaryId = (typeof SUMMARY_IDS)[number];

/** Everything the site says about one game in one language. */
export type GameContent = z.infer<typeof gameContentSchema>;
export type SummarySection = GameContent['summary'][number];
/** One numbered panel of a rules page ("01 /", "02 /" …). */
export type Panel = GameContent['panels'][number];
export type Example = GameContent['examples'][number];
/** A card to draw beside a worked example, in the notation of the game's default deck. */
export type ExampleCard = Example['cards'][number];
/** The checkable facts behind a worked example (metadata, not shown): a kind and its fields. */
export type ExampleFacts = NonNullable<Example['facts']>;
export type FaqItem = GameContent['faq'][number];
/** A game's rulesets and variants side by side (where it has a choice of them). */
export type Comparison = NonNullable<GameContent['comparison']>;
/** A ruleset as a column of the comparison table. */
export type RulesetColumn = Comparison['rulesets'][number];
/** One line of the comparison table: an aspect of the game and its rule in each ruleset. */
export type ComparisonRow = Comparison['rows'][number];
export type Variant = Comparison['variants'][number];

/** What the site says about every deck in one language. */
export type DecksContent = z.infer<typeof decksContentSchema>;
/** What the site says about one deck. */
export type DeckText = DecksContent[DeckId];
export type WikipediaLink = DeckText['wikipedia'];
