/**
 * The shape of the site's long texts: one JSON file per language and game (rules summary, rules page,
 * worked examples, FAQ) and one per language for the decks. `schema.ts` checks the same shape with zod in
 * the tests only, so the site bundle never ships zod; it also proves at compile time that both agree.
 *
 * Every text is written for players in its own language; ids, card codes and rule ids are the same in
 * every language (the tests hold them to the English files).
 */
import type { DeckId } from '../../../engine/decks.js';
import type { GameId } from '../../../engine/decks.js';

export type { DeckId, GameId };

/** The languages the content is written in. */
export type ContentLang = 'en' | 'fr' | 'de';
export const CONTENT_LANGS: readonly ContentLang[] = ['en', 'fr', 'de'];

/** The numbered sections of a deck page's rules summary, always in this order. */
export type SummaryId = 'objective' | 'setup' | 'bidding' | 'trick' | 'scoring';
export const SUMMARY_IDS: readonly SummaryId[] = ['objective', 'setup', 'bidding', 'trick', 'scoring'];

export interface SummarySection {
  id: SummaryId;
  title: string;
  /** 2–4 short bullet points. */
  points: string[];
}

/** One numbered panel of a rules page ("01 /", "02 /" …). */
export interface Panel {
  id: string;
  title: string;
  /** Short paragraphs. */
  body: string[];
  /** The RULES.md ids the panel covers (metadata, not shown). */
  rules: string[];
}

/** A card to draw beside a worked example, in the notation of the game's default deck. */
export interface ExampleCard {
  /** Who plays or holds it ("A", "Declarer" …). */
  seat?: string;
  /** Card code, e.g. "S9" (French, Bohemian Schneider) or "EO" (German, Schafkopf). */
  code: string;
  /** A short caption under the card. */
  note?: string;
}

/** Who takes a trick of two cards (Bohemian Schneider). */
export type TrickSide = 'leader' | 'responder';

/**
 * The checkable facts behind a worked example (metadata, not shown): the tests recompute them with the
 * engine and check that the numbers appear in every language's text.
 */
export type ExampleFacts =
  | {
      kind: 'schneider-trick';
      led: string;
      answer: string;
      /** The trump suit's letter (French notation) in the trump variant (BS-V3); absent without trumps. */
      trump?: 'C' | 'S' | 'H' | 'D';
      /** Who wins under each ruleset (BS-7, BS-C1). */
      winner: { cardavia: TrickSide; cardrulesplus: TrickSide };
      /** Honours in the trick. */
      honours: number;
    }
  | {
      kind: 'schneider-deal';
      /** Honours of the winner and the loser. */
      honours: [number, number];
      /** Game points the two score under the default rules (BS-10). */
      gamePoints: [number, number];
    }
  | {
      kind: 'schafkopf-trick';
      /** A bid name of the engine, e.g. "rufer-S". */
      contract: string;
      /** The trick in playing order, the led card first. */
      cards: string[];
      /** Index in `cards` of the winning card. */
      winner: number;
      points: number;
    }
  | {
      kind: 'schafkopf-deal';
      contract: string;
      /** Card points of the declarer's side (partner included). */
      declarerSidePoints: number;
      declarerWins: boolean;
      schneider: boolean;
      schwarz: boolean;
      laufende: number;
      value: number;
      /** What each role scores (SK-24); `partner` only in a Rufer. */
      settlement: { declarer: number; partner?: number; opponent: number };
    };

export interface Example {
  id: string;
  title: string;
  /** Paragraphs. */
  text: string[];
  cards: ExampleCard[];
  facts?: ExampleFacts;
}

export interface FaqItem {
  q: string;
  a: string;
}

export type RulesetId = 'cardavia' | 'cardrulesplus';
export const RULESET_IDS: readonly RulesetId[] = ['cardavia', 'cardrulesplus'];
export type VariantId = 'short-deck' | 'follow-suit' | 'trump' | 'cumulative';
export const VARIANT_IDS: readonly VariantId[] = ['short-deck', 'follow-suit', 'trump', 'cumulative'];

/** A ruleset as a column of the comparison table. */
export interface RulesetColumn {
  id: RulesetId;
  name: string;
  /** A few words on what the ruleset is, shown under its name. */
  points: string[];
}

/** One line of the comparison table: an aspect of the game and its rule in each ruleset. */
export interface ComparisonRow {
  id: string;
  aspect: string;
  values: Record<RulesetId, string>;
}

export interface Variant {
  id: VariantId;
  name: string;
  /** What changes at the table. */
  what: string;
  /** What it does to play and scoring. */
  effect: string;
}

/**
 * Bohemian Schneider's rulesets and variants side by side. Render `rows` as a table whose first column is
 * `aspectHeading` and whose other columns are `rulesets` in order (cell: `row.values[ruleset.id]`); then the
 * variants as a table with the three `variantHeadings`.
 */
export interface Comparison {
  title: string;
  intro: string;
  aspectHeading: string;
  rulesets: RulesetColumn[];
  rows: ComparisonRow[];
  variantsTitle: string;
  variantHeadings: { name: string; what: string; effect: string };
  variants: Variant[];
  /** A closing remark (variants combine; either suit system may be used). */
  note: string;
}

/** Everything the site says about one game in one language. */
export interface GameContent {
  game: GameId;
  /** The game's name in this language. */
  name: string;
  /** One sentence for deck pages. */
  tagline: string;
  /** E.g. "4 players · You against three AI players · Scores per deal". */
  playersLine: string;
  /** The deck page's rules summary: SUMMARY_IDS, in order. */
  summary: SummarySection[];
  /** The rules page's numbered panels. */
  panels: Panel[];
  examples: Example[];
  faq: FaqItem[];
  /** Bohemian Schneider only: the rulesets and variants side by side. */
  comparison?: Comparison;
  /** Tells small-screen users to scroll the panels sideways. */
  scrollHint: string;
}

export interface WikipediaLink {
  /** The article's title, as in its URL with spaces. */
  title: string;
  /** The Wikipedia language edition. */
  lang: string;
}

/** What the site says about one deck in one language. */
export interface DeckText {
  /** The pattern's name. */
  name: string;
  city: string;
  country: string;
  /** One line for the deck page. */
  description: string;
  /** A few sentences for collectors. */
  history: string;
  wikipedia: WikipediaLink;
}

export type DecksContent = Record<DeckId, DeckText>;
