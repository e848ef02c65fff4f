/**
 * The Belote rules page (issue 33, point 5): its files in every language against the schema and RULES.md's
 * rules, numbers and French words, and its worked examples recomputed with the engine (BE rules). Duties, trick
 * winners and card points come from engine/belote/cards.ts, the scores from its scoring.ts and from BE-13 …
 * BE-16 and BE-C5, BE-C6 restated here, and the taking, the contrée auction and the announcements are played
 * through the game itself.
 *
 * content.test.ts holds these files to the schema and the typography and translation rules of every game's
 * pages; this file holds them to Belote's own (written while Belote was not yet in the list of games, when the
 * schema's `game` was excused).
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Action } from '../../../engine/action.js';
import { type Card, type Suit, formatCard, parseCard, parseSuit, suitLetter } from '../../../engine/cards.js';
import { has, maskOf, popcount } from '../../../engine/cardset.js';
import { combinationsOf, dutyCards, pointsOf, trickWinner } from '../../../engine/belote/cards.js';
import { type BeloteOutcome, type BeloteState, PACK, belote } from '../../../engine/belote/index.js';
import {
  type DealFacts,
  bidValue,
  scoreBase,
  scoreContree,
  validAnnouncements,
} from '../../../engine/belote/scoring.js';
import { formatAction, readAction } from '../../../engine/record.js';
import { loadGameContent } from './index.js';
import { gameContentSchema } from './schema.js';
import { CONTENT_LANGS, type ContentLang, type Example, type GameContent, SUMMARY_IDS } from './types.js';

// ---------------------------------------------------------------------------------------------------------------
// The facts behind the examples (metadata, not shown).

const code = z.string().regex(/^[A-Z][A-Z0-9]$/);
const suit = z.enum(['C', 'D', 'H', 'S']);
/** A seat by its place at the table: South (seat 0, the human's), West, North, East (BE-2: N–S against W–E). */
const compass = z.enum(['S', 'W', 'N', 'E']);
const role = z.enum(['takers', 'defenders']);
/** Per role: [takers, defenders]. */
const pair = z.tuple([z.number().int(), z.number().int()]);
const bids = z.array(z.tuple([compass, z.string()])).min(1);
const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('belote-taking'),
    /** BE-5 … BE-8: the dealer, the turned card, the bids in order, who takes, trumps, who leads. */
    dealer: compass,
    turned: code,
    bids,
    taker: compass,
    trump: suit,
    leader: compass,
  }),
  z.strictObject({
    kind: z.literal('belote-duty'),
    trump: suit,
    /** BE-11, BE-C4: the trick so far, a hand, and the cards it may add in classic belote and in contrée. */
    cases: z
      .array(
        z.strictObject({
          table: z.array(code).min(1).max(3),
          hand: z.array(code).min(1),
          legal: z.array(code).min(1),
          contree: z.array(code).min(1),
        }),
      )
      .min(1),
    /** BE-10, BE-4: whole tricks, the index of the card taking each, and its points. */
    tricks: z
      .array(
        z.strictObject({
          cards: z.array(code).length(4),
          winner: z.number().int().min(0).max(3),
          points: z.number().int().min(0),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('belote-score'),
    /** BE-13 … BE-16, classic belote: each deal's card points, belote, capot, held points and scores. */
    deals: z
      .array(
        z.strictObject({
          taker: compass,
          cardPoints: pair,
          belote: role.nullable(),
          capot: role.nullable(),
          held: z.number().int().min(0),
          result: z.enum(['made', 'dedans', 'litige']),
          scores: pair,
          litigePending: z.number().int().min(0),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('belote-annonces'),
    /** BE-A1 … BE-A3: the declaring seats' hands, their combinations' points, the valid points per side. */
    cases: z
      .array(
        z.strictObject({
          trump: suit,
          declared: z
            .array(z.strictObject({ seat: compass, hand: z.array(code).length(8), points: z.array(z.number().int()) }))
            .min(2),
          /** [side 0 (South and North), side 1 (West and East)]. */
          valid: pair,
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('belote-contree'),
    /** BE-C1 … BE-C3: the auction in order and its result. */
    dealer: compass,
    bids,
    taker: compass,
    contract: z.string(),
    multiplier: z.union([z.literal(1), z.literal(2), z.literal(4)]),
    /** BE-C5, BE-C6: the same contract at a multiplier, scored. */
    deals: z
      .array(
        z.strictObject({
          multiplier: z.union([z.literal(1), z.literal(2), z.literal(4)]),
          cardPoints: pair,
          belote: role.nullable(),
          capot: role.nullable(),
          made: z.boolean(),
          scores: pair,
        }),
      )
      .min(1),
  }),
]);
type Facts = z.infer<typeof factsSchema>;
type ScoreDeal = Extract<Facts, { kind: 'belote-score' }>['deals'][number];
type ContreeDeal = Extract<Facts, { kind: 'belote-contree' }>['deals'][number];

const SEAT = { S: 0, W: 1, N: 2, E: 3 } as const;
const sideOf = (seat: number): number => seat % 2;

const f = (c: string): Card => {
  const card = parseCard('french', c);
  if (card === undefined) throw new Error(`not a French card: ${c}`);
  return card;
};
const suitOf = (s: string): Suit => parseSuit('french', s) as Suit;
const ALL = PACK.map((c) => formatCard('french', c));
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);

const content: Record<string, GameContent> = Object.fromEntries(
  await Promise.all(CONTENT_LANGS.map(async (l) => [l, await loadGameContent(l, 'belote')] as const)),
);
const en = content.en!;
const OTHER_LANGS = CONTENT_LANGS.filter((l) => l !== 'en');
const inEvery = (id: string): [string, Example][] =>
  CONTENT_LANGS.map((l) => [l, content[l]!.examples.find((e) => e.id === id)!]);
const facts = (e: Example): Facts => factsSchema.parse(e.facts);

/** Every text a player reads, with its path (as content.test.ts reads them: no ids, codes, rule ids or facts). */
function shownTexts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => shownTexts(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      ['id', 'game', 'code', 'rules', 'facts', 'wikipedia'].includes(k) ? [] : shownTexts(v, `${path}.${k}`),
    );
  }
  return [];
}
const joined = (lang: string): string =>
  shownTexts(content[lang])
    .map(([, t]) => t)
    .join('\n');

// ---------------------------------------------------------------------------------------------------------------
// Deals through the game.

/** BE-5, BE-C1: the pack indexes that deal to the k-th seat from the dealer's right (k = 0 for P1). */
function slots(k: number, contree: boolean): number[] {
  const first = [3 * k, 3 * k + 1, 3 * k + 2, 12 + 2 * k, 13 + 2 * k];
  return contree ? [...first, 20 + 3 * k, 21 + 3 * k, 22 + 3 * k] : first;
}
/** The place from the dealer's right (0 for P1 … 3 for the dealer) of a seat: play goes s → s + 3 (BE-3). */
const placeOf = (dealer: number, seat: number): number => (((dealer - seat + 4) % 4) + 3) % 4;

/**
 * A pack dealing each seat's listed cards. Classic belote: `hands` are the eight cards each seat holds once the
 * taker has taken, the taker's including `turned` (card 20); the five first cards are the first five listed
 * (the taker's without the turned card), and cards 21-31 complete the hands (BE-8). Seats not listed, and the
 * places left, get the other cards in the pack's order.
 */
function packFor(
  dealer: number,
  hands: Partial<Record<keyof typeof SEAT, string[]>>,
  opts: { contree: boolean; turned?: string; taker?: keyof typeof SEAT },
): Card[] {
  const pack: (string | undefined)[] = new Array<string | undefined>(32).fill(undefined);
  const used = new Set<string>(Object.values(hands).flat());
  if (opts.turned !== undefined) {
    pack[20] = opts.turned;
    used.add(opts.turned);
  }
  // Cards 21-31 in BE-8's order: from P1, three each, two to the taker.
  const completion: number[][] = [[], [], [], []];
  let next = 21;
  for (let k = 0; k < 4 && !opts.contree; k++) {
    const seat = (dealer + 3 * (k + 1)) % 4;
    const n = opts.taker !== undefined && SEAT[opts.taker] === seat ? 2 : 3;
    for (let i = 0; i < n; i++) completion[seat]!.push(next++);
  }
  for (const [who, cards] of Object.entries(hands) as [keyof typeof SEAT, string[]][]) {
    const seat = SEAT[who];
    const own = cards.filter((c) => c !== opts.turned);
    const places = [...slots(placeOf(dealer, seat), opts.contree), ...completion[seat]!];
    own.forEach((c, i) => {
      if (places[i] === undefined) throw new Error(`too many cards for ${who}`);
      pack[places[i]!] = c;
    });
  }
  const rest = ALL.filter((c) => !used.has(c));
  const out = pack.map((c) => c ?? rest.shift()!);
  if (new Set(out).size !== 32) throw new Error('the hands overlap');
  return out.map(f);
}

function start(ruleset: 'cardavia' | 'contree', variants: string[], dealer: number, pack: Card[]): BeloteState {
  const rules = belote.parseRules({ ruleset, variants });
  if (!rules.ok) throw new Error(rules.error);
  return belote.deal(belote.newSession(rules.value, dealer), pack);
}
function step(s: BeloteState, seat: number, text: string): BeloteState {
  const a = readAction(belote, 'french', text);
  if (!a.ok) throw new Error(a.error);
  const r = belote.apply(s, seat, a.value as Action);
  if (!r.ok) throw new Error(`${seat} ${text}: ${r.error.message}`);
  return r.value;
}
const legal = (s: BeloteState): string[] => belote.legalActions(s).map((a) => formatAction(belote, 'french', a));
const handOf = (s: BeloteState, seat: number): string[] => ALL.filter((c) => has(s.hands[seat]!, f(c))).sort();

/**
 * Plays the deal to its end: each seat of `declarers` declares at its first card (BE-A2), everyone else plays
 * the first card allowed, nobody announces a belote.
 */
function playOut(s: BeloteState, declarers: number[] = []): BeloteOutcome {
  while (belote.phase(s) !== 'over') {
    const seat = belote.toMove(s)!;
    const options = legal(s);
    const move =
      declarers.includes(seat) && options.includes('declare') ? 'declare' : options.find((o) => o.startsWith('play:'))!;
    s = step(s, seat, move);
  }
  return belote.outcome(s)!;
}

// ---------------------------------------------------------------------------------------------------------------
// BE-13 … BE-16 and BE-C5, BE-C6 restated from RULES.md, per role [takers, defenders].

const BELOTE = 20;
function baseByRules(d: ScoreDeal): { result: string; scores: number[]; pending: number } {
  const bel = [d.belote === 'takers' ? BELOTE : 0, d.belote === 'defenders' ? BELOTE : 0];
  const total = [d.cardPoints[0] + bel[0]!, d.cardPoints[1] + bel[1]!];
  if (total[0]! > total[1]!) return { result: 'made', scores: [total[0]! + d.held, total[1]!], pending: 0 };
  if (total[0]! < total[1]!) {
    const pile = d.capot === 'defenders' ? 252 : 162;
    return { result: 'dedans', scores: [bel[0]!, pile + bel[1]! + d.held], pending: 0 };
  }
  return { result: 'litige', scores: [bel[0]!, total[1]!], pending: d.held + total[0]! - bel[0]! };
}
function contreeByRules(n: number, d: ContreeDeal): { made: boolean; scores: number[] } {
  const bel = [d.belote === 'takers' ? BELOTE : 0, d.belote === 'defenders' ? BELOTE : 0];
  const made = d.cardPoints[0] + bel[0]! >= n;
  if (d.multiplier === 1 && made) return { made, scores: [d.cardPoints[0] + n + bel[0]!, d.cardPoints[1] + bel[1]!] };
  const won = (160 + n) * d.multiplier + bel[0]! + bel[1]!;
  return { made, scores: made ? [won, 0] : [0, won] };
}

/** The engine's deal facts for a deal told per role, the takers at `taker`. */
function dealFacts(
  taker: number,
  d: { cardPoints: readonly number[]; belote: string | null; capot: string | null },
): DealFacts {
  const t = sideOf(taker);
  const bySide = (takers: number, defenders: number) => (t === 0 ? [takers, defenders] : [defenders, takers]);
  const tricks = d.capot === 'takers' ? [8, 0] : d.capot === 'defenders' ? [0, 8] : [4, 4];
  return {
    taker,
    cardPoints: bySide(d.cardPoints[0]!, d.cardPoints[1]!),
    tricks: bySide(tricks[0]!, tricks[1]!),
    beloteSide: d.belote === null ? -1 : d.belote === 'takers' ? t : 1 - t,
    announcements: [0, 0],
  };
}
const byRole = (taker: number, perSide: readonly number[]): number[] => {
  const t = sideOf(taker);
  return [perSide[t]!, perSide[1 - t]!];
};

// ---------------------------------------------------------------------------------------------------------------

describe('the Belote content files', () => {
  test.each(CONTENT_LANGS)('%s/belote.json is a valid game content file', (lang) => {
    const parsed = gameContentSchema.safeParse(content[lang]);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(content[lang]!.game).toBe('belote');
  });

  test('the comparison is of the game’s rulesets and its variant, a value for each ruleset in every row', () => {
    const options = belote.options;
    for (const lang of CONTENT_LANGS) {
      const c = content[lang]!.comparison!;
      expect(c.rulesets.map((r) => r.id)).toEqual(options.rulesets.map((r) => r.id));
      expect(c.variants.map((v) => v.id)).toEqual(options.variants.map((v) => v.id));
      for (const row of c.rows) expect(Object.keys(row.values).sort()).toEqual(['cardavia', 'contree']);
    }
  });

  test.each(OTHER_LANGS)('%s has the English structure: ids, rules, facts, cards and seats', (lang) => {
    const other = content[lang]!;
    expect(other.summary.map((s) => [s.id, s.points.length])).toEqual(en.summary.map((s) => [s.id, s.points.length]));
    expect(other.panels.map((p) => [p.id, p.rules, p.body.length])).toEqual(
      en.panels.map((p) => [p.id, p.rules, p.body.length]),
    );
    expect(other.examples.map((e) => [e.id, e.facts, e.text.length])).toEqual(
      en.examples.map((e) => [e.id, e.facts, e.text.length]),
    );
    const cards = (c: GameContent) =>
      c.examples.map((e) => e.cards.map((x) => [x.code, x.seat !== undefined, x.note !== undefined]));
    expect(cards(other)).toEqual(cards(en));
    expect(other.faq.length).toBe(en.faq.length);
    const shape = (c: GameContent) => ({
      rulesets: c.comparison!.rulesets.map((r) => [r.id, r.points.length]),
      rows: c.comparison!.rows.map((r) => r.id),
      variants: c.comparison!.variants.map((v) => v.id),
    });
    expect(shape(other)).toEqual(shape(en));
    // Each English seat has one name in the language, and the four stay four.
    const seats = new Map<string, Set<string>>();
    en.examples.forEach((e, i) =>
      e.cards.forEach((x, j) => {
        const named = seats.get(x.seat!) ?? new Set();
        seats.set(x.seat!, named.add(other.examples[i]!.cards[j]!.seat!));
      }),
    );
    expect([...seats.keys()].sort()).toEqual(['East', 'North', 'South', 'West']);
    expect([...seats.values()].map((s) => s.size)).toEqual([1, 1, 1, 1]);
    expect(new Set([...seats.values()].map((s) => [...s][0])).size).toBe(4);
  });

  test('the panels cover every rule of RULES.md’s Belote, both rulesets and the variant, and only those', () => {
    const covered = en.panels.flatMap((p) => p.rules).sort();
    const expected = [
      ...Array.from({ length: 18 }, (_, i) => `BE-${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `BE-A${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `BE-C${i + 1}`),
    ].sort();
    expect(covered).toEqual(expected);
    expect(en.summary.map((s) => s.id)).toEqual([...SUMMARY_IDS]);
  });

  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the texts', (lang) => {
    const numbers = numbersIn(joined(lang));
    // BE-1 (32, 8), BE-4 (20 14 11 10 4 3 2, 62, 30, 152, 162, 100, 252), BE-5 (3, 2, 5), BE-16 (81, 91),
    // BE-18 (1000), BE-A1 (20 50 100 200 150), BE-C2 (80, 160), BE-C6 (160, 320, 640, 500), BE-C7 (2000).
    for (const n of [
      32, 8, 20, 14, 11, 10, 4, 3, 2, 62, 30, 152, 162, 100, 252, 5, 81, 91, 1000, 50, 200, 150, 80, 160, 320, 640, 500,
      2000,
    ]) {
      expect(numbers.has(String(n)), `${n}`).toBe(true);
    }
    const summary = numbersIn(content[lang]!.summary.flatMap((s) => s.points).join(' '));
    for (const n of [32, 5, 8, 20, 14, 11, 10, 162, 152, 252, 1000, 80, 160]) {
      expect(summary.has(String(n)), `summary ${n}`).toBe(true);
    }
    // Four players in two pairs, a game to 1000 (BE-2, BE-18).
    expect(numbersIn(content[lang]!.playersLine)).toEqual(new Set(['4', '1000']));
  });

  test.each(CONTENT_LANGS)('%s: the game’s words stay French, each with a translation beside it', (lang) => {
    const text = joined(lang);
    const words = ['prendre', 'belote', 'rebelote', 'dix de der', 'capot', 'dedans', 'litige', 'contre', 'surcontre'];
    for (const term of [...words, 'pisser', 'tierce', 'cinquante', 'cent', 'carré', 'contrée']) {
      expect(text, term).toMatch(new RegExp(`(?<!\\p{L})${term}(?!\\p{L})`, 'iu'));
    }
    if (lang !== 'fr') {
      // A gloss in parentheses after the word, or the word in parentheses after its meaning (RULES.md, Belote).
      for (const term of words) expect(text, term).toMatch(new RegExp(`(?<!\\p{L})${term} \\(|\\(${term}[,)]`, 'iu'));
    }
  });

  test.each(OTHER_LANGS)('%s: translated, no long text left in English or the same in French and German', (lang) => {
    const english = new Set(shownTexts(en).map(([, t]) => t));
    const otherLang = lang === 'fr' ? 'de' : 'fr';
    const other = new Set(shownTexts(content[otherLang]).map(([, t]) => t));
    for (const [path, text] of shownTexts(content[lang])) {
      if (text.length >= 25) expect(english.has(text), `${path}: ${text}`).toBe(false);
      if (text.length >= 25) expect(other.has(text), `${path}: ${text}`).toBe(false);
      expect(text, path).not.toMatch(/\b(the|and|with|which|you|your|player|trick)\b/i);
    }
  });

  test.each(CONTENT_LANGS)('%s: typography as content.test.ts wants it of every language', (lang) => {
    for (const [path, text] of shownTexts(content[lang])) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/ {2}/);
      expect(text, path).not.toContain('"');
      expect(text, path).not.toContain("'");
      expect(text, path).not.toMatch(/\d-\d/);
      expect(text, path).not.toMatch(/\s[,.]/);
      if (lang === 'fr') {
        expect(text, path).not.toContain('\u00a0');
        for (const m of text.matchAll(/[;:!?»]/g)) {
          const i = m.index;
          if (m[0] === ':' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
          expect(text[i - 1], `${path}: …${text.slice(Math.max(0, i - 15), i + 1)}`).toBe('\u202f');
        }
        for (const m of text.matchAll(/«/g)) expect(text[m.index + 1], path).toBe('\u202f');
        expect(text, path).not.toMatch(/ \u202f|\u202f /);
      } else {
        expect(text, path).not.toMatch(/[\s\u202f\u00a0][;:!?]/);
        const [open, close] = lang === 'en' ? ['“', '”'] : ['„', '“'];
        expect(text.split(open).length, path).toBe(text.split(close).length);
      }
      if (lang === 'de') expect(text, path).not.toMatch(/\b(Ihr|Ihre|Ihnen|können Sie|müssen Sie|dürfen Sie)\b/);
    }
  });

  test('every card shown is a card of the 32 in the French notation, none twice in an example', () => {
    for (const lang of CONTENT_LANGS) {
      for (const e of content[lang]!.examples) {
        const codes = e.cards.map((c) => c.code);
        for (const c of codes) expect(ALL, `${lang} ${e.id} ${c}`).toContain(c);
        expect(new Set(codes).size, e.id).toBe(codes.length);
      }
    }
  });
});

describe('Belote examples agree with the engine', () => {
  test('the examples the page needs: the taking, the duties, made, dedans, litige, capot, announcements, contrée', () => {
    expect(new Set(en.examples.map((e) => e.facts?.kind))).toEqual(
      new Set(['belote-taking', 'belote-duty', 'belote-score', 'belote-annonces', 'belote-contree']),
    );
    const all = en.examples.map(facts);
    const cases = all.flatMap((x) => (x.kind === 'belote-duty' ? x.cases : []));
    // Pisser: a case where classic belote and contrée differ; a trump lead the partner holds.
    expect(cases.some((c) => c.legal.join() !== c.contree.join())).toBe(true);
    const deals = all.flatMap((x) => (x.kind === 'belote-score' ? x.deals : []));
    for (const result of ['made', 'dedans', 'litige'])
      expect(
        deals.some((d) => d.result === result),
        result,
      ).toBe(true);
    expect(deals.some((d) => d.capot === 'takers')).toBe(true);
    expect(deals.some((d) => d.held > 0)).toBe(true);
    const contree = all.flatMap((x) => (x.kind === 'belote-contree' ? x.deals : []));
    expect(new Set(contree.map((d) => d.multiplier))).toEqual(new Set([1, 2]));
    expect(new Set(contree.map((d) => d.made))).toEqual(new Set([true, false]));
  });

  test.each(en.examples.map((e) => [e.id, e] as const))('%s', (id, e) => {
    const x = facts(e);
    const quoted: number[] = [];
    const used: string[] = [];
    if (x.kind === 'belote-taking') {
      const dealer = SEAT[x.dealer];
      const taker = SEAT[x.taker];
      // The cards the example shows in the taker's hand are among his first five.
      const shown = e.cards.map((c) => c.code).filter((c) => c !== x.turned);
      let s = start(
        'cardavia',
        [],
        dealer,
        packFor(dealer, { [x.taker]: shown }, { contree: false, turned: x.turned, taker: x.taker }),
      );
      expect(s.turned).toBe(f(x.turned));
      for (const [who, bid] of x.bids) {
        expect(belote.toMove(s), bid).toBe(SEAT[who]);
        if (bid.startsWith('take-')) {
          // BE-7: in round two any suit but the turned card's, and no plain `take`.
          const takes = legal(s).filter((a) => a.startsWith('bid:take'));
          expect(takes.sort()).toEqual(
            ['C', 'D', 'H', 'S'].filter((l) => l !== x.turned[0]).map((l) => `bid:take-${l}`),
          );
        }
        s = step(s, SEAT[who], `bid:${bid}`);
      }
      // BE-8: the taker holds the turned card, everyone eight cards; P1 leads (BE-10).
      expect(belote.phase(s)).toBe('play');
      expect([s.taker, s.trump]).toEqual([taker, suitOf(x.trump)]);
      expect(has(s.hands[taker]!, f(x.turned))).toBe(true);
      expect(s.hands.map((h) => popcount(h))).toEqual([8, 8, 8, 8]);
      expect(belote.toMove(s)).toBe(SEAT[x.leader]);
      expect(SEAT[x.leader]).toBe((dealer + 3) % 4);
      for (const c of shown) expect(handOf(s, taker)).toContain(c);
      used.push(x.turned, ...shown);
    } else if (x.kind === 'belote-duty') {
      const trump = suitOf(x.trump);
      for (const c of x.cases) {
        const table = c.table.map(f);
        // BE-11 b: the partner holds the trick when the card winning it was played two places before.
        const partnerHolds = table.length - trickWinner(trump, table) === 2;
        const hand = maskOf(c.hand.map(f));
        for (const [undertrump, expected] of [
          [true, c.legal],
          [false, c.contree],
        ] as const) {
          const allowed = ALL.filter((card) => has(dutyCards(trump, hand, table, partnerHolds, undertrump), f(card)));
          expect(allowed.sort(), `${c.table.join(' ')} / ${c.hand.join(' ')} ${undertrump}`).toEqual(
            [...expected].sort(),
          );
        }
        used.push(...c.table, ...c.hand);
      }
      for (const t of x.tricks) {
        const cards = t.cards.map(f);
        expect(trickWinner(trump, cards)).toBe(t.winner);
        expect(cards.reduce((sum, card) => sum + pointsOf(trump, card), 0)).toBe(t.points);
        used.push(...t.cards);
        quoted.push(t.points);
      }
    } else if (x.kind === 'belote-score') {
      for (const d of x.deals) {
        expect(d.cardPoints[0] + d.cardPoints[1]).toBe(d.capot === null ? 162 : 252);
        const taker = SEAT[d.taker];
        const score = scoreBase(dealFacts(taker, d), d.held);
        expect(score.result).toBe(d.result);
        expect(byRole(taker, score.scores)).toEqual(d.scores);
        expect(score.litigePending).toBe(d.litigePending);
        expect(baseByRules(d)).toEqual({ result: d.result, scores: d.scores, pending: d.litigePending });
        quoted.push(...d.scores, d.held, d.litigePending);
        quoted.push(...(d.result === 'dedans' ? [d.capot === 'defenders' ? 252 : 162] : d.cardPoints));
      }
      used.push(...e.cards.map((c) => c.code));
    } else if (x.kind === 'belote-annonces') {
      for (const c of x.cases) {
        const trump = suitOf(c.trump);
        const declared: ReturnType<typeof combinationsOf>[] = [[], [], [], []];
        for (const d of c.declared) {
          const combos = combinationsOf(maskOf(d.hand.map(f)));
          expect(combos.map((k) => k.points).sort(), d.seat).toEqual([...d.points].sort());
          declared[SEAT[d.seat]] = combos;
          quoted.push(...d.points);
          used.push(...d.hand);
        }
        expect(validAnnouncements(declared, trump)).toEqual(c.valid);
        quoted.push(...c.valid);
        // Through the game: the first declarer holding a trump takes it as the turned card, both declare at
        // their first card, and the deal's outcome counts the valid announcements (BE-A2, BE-A3).
        const first = c.declared.find((d) => d.hand.some((card) => card[0] === c.trump))!;
        const turned = first.hand.find((card) => card[0] === c.trump)!;
        const hands = Object.fromEntries(c.declared.map((d) => [d.seat, d.hand]));
        const dealer = SEAT.S;
        let s = start(
          'cardavia',
          ['annonces'],
          dealer,
          packFor(dealer, hands, { contree: false, turned, taker: first.seat }),
        );
        while (belote.phase(s) === 'auction') {
          const seat = belote.toMove(s)!;
          s = step(s, seat, seat === SEAT[first.seat] ? 'bid:take' : 'bid:pass');
        }
        for (const d of c.declared) expect(handOf(s, SEAT[d.seat]), d.seat).toEqual([...d.hand].sort());
        const o = playOut(
          s,
          c.declared.map((d) => SEAT[d.seat]),
        );
        expect(o.announcements).toEqual(c.valid);
      }
    } else {
      const dealer = SEAT[x.dealer];
      const taker = SEAT[x.taker];
      const shown = e.cards.map((c) => c.code);
      let s = start('contree', [], dealer, packFor(dealer, { [x.taker]: shown }, { contree: true }));
      expect(s.hands.map((h) => popcount(h))).toEqual([8, 8, 8, 8]);
      for (const [who, bid] of x.bids) {
        expect(belote.toMove(s), bid).toBe(SEAT[who]);
        if (s.stage === 'contre') expect(legal(s).sort()).toEqual(['bid:pass', 'bid:surcontre']);
        s = step(s, SEAT[who], `bid:${bid}`);
      }
      // BE-C3: the last bidder takes, his suit is trumps, at the multiplier of the contre.
      expect(belote.phase(s)).toBe('play');
      expect([s.taker, s.multiplier]).toEqual([taker, x.multiplier]);
      expect(`${bidValue(s.level)}-${suitLetter('french', s.trump as Suit)}`).toBe(x.contract);
      for (const c of shown) expect(handOf(s, taker)).toContain(c);
      const o = playOut(s);
      expect([o.taker, o.multiplier, o.level]).toEqual([taker, x.multiplier, s.level]);
      const n = bidValue(s.level);
      for (const d of x.deals) {
        expect(d.cardPoints[0] + d.cardPoints[1]).toBe(d.capot === null ? 162 : 252);
        const score = scoreContree(dealFacts(taker, d), s.level, d.multiplier);
        expect(score.result === 'made').toBe(d.made);
        expect(byRole(taker, score.scores)).toEqual(d.scores);
        expect(contreeByRules(n, d)).toEqual({ made: d.made, scores: d.scores });
        quoted.push(...d.scores, d.cardPoints[0]);
      }
      quoted.push(n, ...x.bids.map(([, b]) => Number.parseInt(b, 10)).filter((b) => !Number.isNaN(b)));
      used.push(...shown);
    }
    // The cards shown are those the example speaks of.
    for (const c of e.cards.map((card) => card.code)) expect(used, `${id} ${c}`).toContain(c);
    for (const [lang, ex] of inEvery(id)) {
      const n = numbersIn(ex.text.join(' '));
      for (const q of quoted.filter((v) => v !== 0)) expect(n.has(String(q)), `${lang}: ${q}`).toBe(true);
      expect(ex.facts).toEqual(e.facts);
    }
  });
});

describe('the FAQ’s answers agree with the engine', () => {
  const answers = (lang: ContentLang): string => content[lang]!.faq.map((q) => `${q.q}\n${q.a}`).join('\n');

  test('no win on the belote alone: 990 + 20 after a dedans is 1010, and play goes on (BE-15, BE-18)', () => {
    const rules = belote.parseRules({ ruleset: 'cardavia' });
    if (!rules.ok) throw new Error(rules.error);
    // Side 0 (South takes) at 990 goes dedans with its belote: 61 + 20 against 101.
    const deal = { cardPoints: [61, 101], belote: 'takers', capot: null };
    const score = scoreBase(dealFacts(SEAT.S, deal), 0);
    expect([score.result, score.scores]).toEqual(['dedans', [20, 162]]);
    const outcome: BeloteOutcome = {
      dealer: SEAT.W,
      ruleset: 'cardavia',
      result: score.result,
      level: -1,
      taker: SEAT.S,
      trump: suitOf('H'),
      turnedCard: f('H7'),
      multiplier: 1,
      cardPoints: [61, 101],
      tricks: [3, 5],
      belote: 0,
      announcements: [0, 0],
      capot: null,
      scores: score.scores,
      litigePending: score.litigePending,
      beloteScored: score.beloteScored,
      dedans: score.dedans,
    };
    const session = { ...belote.newSession(rules.value, SEAT.W), totals: [990, 500] };
    const after = belote.settle(session, outcome);
    expect(after.totals).toEqual([1010, 662]);
    expect([after.finished, after.winner]).toEqual([false, null]);
    // Made instead, the same 1010 wins.
    const made = belote.settle(session, { ...outcome, result: 'made', dedans: -1 });
    expect([made.finished, made.winner]).toEqual([true, 0]);
    for (const lang of CONTENT_LANGS) {
      expect([...numbersIn(answers(lang))], lang).toEqual(expect.arrayContaining(['990', '1000', '1010', '20']));
    }
  });

  test('the belote is said with the first of the two cards or lost, and once said its 20 stay (BE-12, BE-15)', () => {
    // South deals; East, the first hand, holds the King and Queen of hearts, takes the turned 7 and leads.
    const pack = packFor(
      SEAT.S,
      { E: ['HK', 'HQ', 'CA', 'DA', 'SA', 'H7', 'C7', 'D7'] },
      { contree: false, turned: 'H7', taker: 'E' },
    );
    const taken = step(start('cardavia', [], SEAT.S, pack), SEAT.E, 'bid:take');
    expect(legal(taken)).toContain('belote');
    // Said: only the King or the Queen may follow, and the side has its 20 whatever the deal's result.
    const said = step(taken, SEAT.E, 'belote');
    expect(legal(said).sort()).toEqual(['play:HK', 'play:HQ']);
    const kept = playOut(said);
    expect(kept.belote).toBe(sideOf(SEAT.E));
    expect(kept.scores[sideOf(SEAT.E)]).toBeGreaterThanOrEqual(20);
    // Not said with the King: never again, though the Queen is still in hand.
    let s = step(taken, SEAT.E, 'play:HK');
    let checked = false;
    while (belote.phase(s) !== 'over') {
      const seat = belote.toMove(s)!;
      if (seat === SEAT.E && has(s.hands[seat]!, f('HQ'))) {
        expect(legal(s)).not.toContain('belote');
        checked = true;
      }
      s = step(
        s,
        seat,
        legal(s).find((o) => o.startsWith('play:'))!,
      );
    }
    expect(checked).toBe(true);
    expect(belote.outcome(s)!.belote).toBeNull();
  });

  test('162 in a deal, 252 on a capot: 152 and the last trick’s 10 or 100 (BE-4)', () => {
    const trump = suitOf('S');
    const cards = PACK.reduce((sum, card) => sum + pointsOf(trump, card), 0);
    expect([cards, cards + 10, cards + 100]).toEqual([152, 162, 252]);
    for (const lang of CONTENT_LANGS) {
      expect([...numbersIn(answers(lang))], lang).toEqual(expect.arrayContaining(['152', '162', '252', '10', '100']));
    }
  });

  test('two tierces to the King in plain suits cancel each other: nobody scores announcements (BE-A3)', () => {
    const tierce = (s: string) => combinationsOf(maskOf(['J', 'Q', 'K'].map((r) => f(`${s}${r}`))));
    expect(validAnnouncements([tierce('C'), tierce('S'), [], []], suitOf('H'))).toEqual([0, 0]);
    // In trumps the one wins.
    expect(validAnnouncements([tierce('C'), tierce('H'), [], []], suitOf('H'))).toEqual([0, 20]);
  });
});
