/**
 * The zod schema of the content files, the one description of their shape: the tests check every file
 * against it, and types.ts takes the site's types from it with `import type`, which leaves nothing in the
 * bundle, so zod never reaches the browser (types.test.ts holds the site to that).
 *
 * Nothing here names a game: what differs between games is read from the game's definition (engine/games.ts),
 * and the worked examples' facts, which each game words its own way, are checked in full by examples.test.ts.
 */
import { z } from 'zod';
import { DECKS, type DeckId } from '../../../engine/decks.js';
import { GAME_IDS, gameById } from '../../../engine/games.js';
import { SUMMARY_IDS } from './types.js';

/** A text shown to players: non-empty, no stray whitespace at either end. */
const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'no leading or trailing whitespace');

/** A rule id of RULES.md: the game's capital letters, a dash, an optional section letter, a number. */
const ruleId = z.string().regex(/^[A-Z]{2,3}-[A-Z]?\d+$/, 'a RULES.md rule id such as SK-6 or BS-V3');
const cardCode = z.string().regex(/^[A-Z][A-Z0-9]$/, 'a two-character card code such as S9 or EO');
const id = z.string().min(1);

/** The order of a list of ids, for the messages. */
const inOrder = (ids: readonly string[]): string => ids.join(', ') || 'none';
const sameIds = (items: readonly { id: string }[], ids: readonly string[]): boolean =>
  items.map((x) => x.id).join() === ids.join();

const summarySection = z.strictObject({
  id: z.enum(SUMMARY_IDS),
  title: text,
  /** 2–4 short bullet points. */
  points: z.array(text).min(2).max(4),
});

/** One numbered panel of a rules page ("01 /", "02 /" …); `rules` (metadata, not shown) are the ids it covers. */
const panel = z.strictObject({
  id,
  title: text,
  body: z.array(text).min(1),
  rules: z.array(ruleId).min(1),
});

/**
 * A worked example: its paragraphs and the cards to draw beside it (in the notation of the game's default
 * deck; `seat` says who plays or holds a card, `note` is a caption). `facts` (metadata, not shown) are what
 * the tests recompute with the engine: a `kind` and the kind's own fields (examples.test.ts).
 */
const example = z.strictObject({
  id,
  title: text,
  text: z.array(text).min(1),
  cards: z
    .array(z.strictObject({ seat: text.optional(), code: cardCode, note: text.optional() }))
    .min(1)
    .max(8),
  facts: z.looseObject({ kind: z.string().regex(/^[a-z]+(-[a-z]+)*$/) }).optional(),
});

/**
 * A game's rulesets and variants side by side: `rows` is a table whose first column is `aspectHeading` and
 * whose other columns are `rulesets` in order (cell: `row.values[ruleset.id]`); then the variants as a table
 * with the three `variantHeadings`. The ids are the game's options (checked below).
 */
const comparison = z.strictObject({
  title: text,
  intro: text,
  aspectHeading: text,
  rulesets: z.array(z.strictObject({ id, name: text, points: z.array(text).min(1) })).min(1),
  rows: z.array(z.strictObject({ id, aspect: text, values: z.record(z.string(), text) })).min(4),
  variantsTitle: text,
  variantHeadings: z.strictObject({ name: text, what: text, effect: text }),
  variants: z.array(z.strictObject({ id, name: text, what: text, effect: text })),
  /** A closing remark (variants combine; either suit system may be used). */
  note: text,
});

/** Everything the site says about one game in one language. */
export const gameContentSchema = z
  .strictObject({
    game: z.enum(GAME_IDS),
    /** The game's name in this language. */
    name: text,
    /** One sentence for deck pages. */
    tagline: text,
    /** E.g. "4 players · You against three AI players · Scores per deal". */
    playersLine: text,
    /** The deck page's rules summary: SUMMARY_IDS, in order. */
    summary: z
      .array(summarySection)
      .refine((ss) => sameIds(ss, SUMMARY_IDS), `sections in the order ${inOrder(SUMMARY_IDS)}`),
    panels: z.array(panel).min(6).max(9),
    examples: z.array(example).min(1),
    faq: z
      .array(z.strictObject({ q: text, a: text }))
      .min(5)
      .max(8),
    /** Where the game has a choice of rules: its rulesets and variants side by side. */
    comparison: comparison.optional(),
    /** Tells small-screen users to scroll the panels sideways. */
    scrollHint: text,
  })
  .superRefine((g, ctx) => {
    const options = gameById(g.game)?.options;
    if (options) {
      // A game whose options offer a choice of rules compares them; a game with none has nothing to compare.
      const rulesets = options.rulesets.map((r) => r.id);
      const variants = options.variants.map((v) => v.id);
      const choice = rulesets.length > 1 || variants.length > 0;
      const c = g.comparison;
      if (choice !== (c !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: 'a game with a choice of rulesets or variants, and only such a game, has a comparison of them',
        });
      }
      if (c && !sameIds(c.rulesets, rulesets)) {
        ctx.addIssue({ code: 'custom', message: `compared rulesets in the order ${inOrder(rulesets)}` });
      }
      if (c && !sameIds(c.variants, variants)) {
        ctx.addIssue({ code: 'custom', message: `compared variants in the order ${inOrder(variants)}` });
      }
      for (const row of c?.rows ?? []) {
        if (Object.keys(row.values).sort().join() !== [...rulesets].sort().join()) {
          ctx.addIssue({ code: 'custom', message: `row ${row.id}: a value for each of ${inOrder(rulesets)}` });
        }
      }
    }
    for (const [what, ids] of [
      ['panel', g.panels.map((p) => p.id)],
      ['example', g.examples.map((e) => e.id)],
    ] as const) {
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: `duplicate ${what} id` });
    }
  });

/** What the site says about one deck in one language. */
const deckText = z.strictObject({
  /** The pattern's name. */
  name: text,
  city: text,
  country: text,
  /** One line for the deck page. */
  description: text,
  /** A few sentences for collectors. */
  history: text,
  /** The article's title, as in its URL with spaces, and the Wikipedia language edition. */
  wikipedia: z.strictObject({ title: text, lang: z.string().regex(/^[a-z]{2,3}$/) }),
});

/** Every deck of the catalogue, and only those. */
export const decksContentSchema = z.record(z.enum(DECKS.map((d) => d.id) as [DeckId, ...DeckId[]]), deckText);
