/**
 * The zod schema of the content files (types.ts), for the tests only: the site imports types.ts and never
 * this file, so zod stays out of the bundle. `TYPES_AGREE` below fails to compile if the schema and the
 * hand-written types ever drift apart.
 */
import { z } from 'zod';
import { GAME_IDS } from '../../../engine/games.js';
import type { Comparison, DeckId, DecksContent, Example, GameContent, Panel, SummarySection } from './types.js';
import { RULESET_IDS, SUMMARY_IDS, VARIANT_IDS } from './types.js';

/** A text shown to players: non-empty, no stray whitespace at either end. */
const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'no leading or trailing whitespace');

const ruleId = z.string().regex(/^(BS|SK)-[CV]?\d+$/, 'a RULES.md rule id such as SK-6 or BS-V3');
const cardCode = z.string().regex(/^[A-Z][A-Z0-9]$/, 'a two-character card code such as S9 or EO');

export const DECK_IDS = [
  'vienna-tell',
  'munich-bavarian',
  'salzburg',
  'bolzano-salisburghesi',
  'prague',
  'paris-piquet',
] as const satisfies readonly DeckId[];

const summarySection = z.strictObject({
  id: z.enum(['objective', 'setup', 'bidding', 'trick', 'scoring']),
  title: text,
  points: z.array(text).min(2).max(4),
});

const panel = z.strictObject({
  id: z.string().min(1),
  title: text,
  body: z.array(text).min(1),
  rules: z.array(ruleId).min(1),
});

const trickSide = z.enum(['leader', 'responder']);

const facts = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('schneider-trick'),
    led: cardCode,
    answer: cardCode,
    trump: z.enum(['C', 'S', 'H', 'D']).optional(),
    winner: z.strictObject({ cardavia: trickSide, cardrulesplus: trickSide }),
    honours: z.number().int().min(0).max(2),
  }),
  z.strictObject({
    kind: z.literal('schneider-deal'),
    honours: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    gamePoints: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  }),
  z.strictObject({
    kind: z.literal('schafkopf-trick'),
    contract: z.string().min(1),
    cards: z.array(cardCode).length(4),
    winner: z.number().int().min(0).max(3),
    points: z.number().int().min(0).max(120),
  }),
  z.strictObject({
    kind: z.literal('schafkopf-deal'),
    contract: z.string().min(1),
    declarerSidePoints: z.number().int().min(0).max(120),
    declarerWins: z.boolean(),
    schneider: z.boolean(),
    schwarz: z.boolean(),
    laufende: z.number().int().min(0).max(14),
    value: z.number().int().min(1),
    settlement: z.strictObject({
      declarer: z.number().int(),
      partner: z.number().int().optional(),
      opponent: z.number().int(),
    }),
  }),
]);

const example = z.strictObject({
  id: z.string().min(1),
  title: text,
  text: z.array(text).min(1),
  cards: z
    .array(z.strictObject({ seat: text.optional(), code: cardCode, note: text.optional() }))
    .min(1)
    .max(8),
  facts: facts.optional(),
});

const comparison = z.strictObject({
  title: text,
  intro: text,
  aspectHeading: text,
  rulesets: z
    .array(z.strictObject({ id: z.enum(['cardavia', 'cardrulesplus']), name: text, points: z.array(text).min(1) }))
    .refine((rs) => rs.map((r) => r.id).join() === RULESET_IDS.join(), `rulesets in the order ${RULESET_IDS.join()}`),
  rows: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        aspect: text,
        values: z.strictObject({ cardavia: text, cardrulesplus: text }),
      }),
    )
    .min(4),
  variantsTitle: text,
  variantHeadings: z.strictObject({ name: text, what: text, effect: text }),
  variants: z
    .array(
      z.strictObject({
        id: z.enum(['short-deck', 'follow-suit', 'trump', 'cumulative']),
        name: text,
        what: text,
        effect: text,
      }),
    )
    .refine((vs) => vs.map((v) => v.id).join() === VARIANT_IDS.join(), `variants in the order ${VARIANT_IDS.join()}`),
  note: text,
});

export const gameContentSchema = z
  .strictObject({
    game: z.enum(GAME_IDS as [string, ...string[]]),
    name: text,
    tagline: text,
    playersLine: text,
    summary: z
      .array(summarySection)
      .refine((ss) => ss.map((s) => s.id).join() === SUMMARY_IDS.join(), `sections in the order ${SUMMARY_IDS.join()}`),
    panels: z.array(panel).min(6).max(9),
    examples: z.array(example).min(1),
    faq: z
      .array(z.strictObject({ q: text, a: text }))
      .min(5)
      .max(8),
    comparison: comparison.optional(),
    scrollHint: text,
  })
  .superRefine((g, ctx) => {
    if ((g.game === 'bohemian-schneider') !== (g.comparison !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Bohemian Schneider, and only it, has a comparison of its rulesets' });
    }
    for (const [what, ids] of [
      ['panel', g.panels.map((p) => p.id)],
      ['example', g.examples.map((e) => e.id)],
    ] as const) {
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: `duplicate ${what} id` });
    }
  });

const deckText = z.strictObject({
  name: text,
  city: text,
  country: text,
  description: text,
  history: text,
  wikipedia: z.strictObject({ title: text, lang: z.string().regex(/^[a-z]{2,3}$/) }),
});

export const decksContentSchema = z.record(z.enum(DECK_IDS), deckText);

// ---------------------------------------------------------------------------------------------------------------
// The schema and the hand-written types must describe the same values: each is assignable to the other.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Parsed = z.infer<typeof gameContentSchema>;

export const TYPES_AGREE: {
  game: Same<Parsed, GameContent>;
  summary: Same<z.infer<typeof summarySection>, SummarySection>;
  panel: Same<z.infer<typeof panel>, Panel>;
  example: Same<z.infer<typeof example>, Example>;
  comparison: Same<z.infer<typeof comparison>, Comparison>;
  decks: Same<z.infer<typeof decksContentSchema>, DecksContent>;
} = { game: true, summary: true, panel: true, example: true, comparison: true, decks: true };
