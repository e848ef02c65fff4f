/**
 * The Mariáš rules page (issue 32, point 5): its files in every language against the schema and RULES.md's
 * rules, numbers and Czech words, and its worked examples recomputed with the engine (MA rules). Duties and
 * trick winners come from engine/marias/cards.ts, the units from its settlement (scoring.ts) and from MA-22 …
 * MA-26 restated here, and the fleks, the taking over and the auction are played through the game itself.
 *
 * Mariáš is not yet in the list of games (engine/game-ids.ts), so content.test.ts does not read these files;
 * until it is, this file holds them to the same shape, with only the registration of their `game` missing.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Action } from '../../../engine/action.js';
import { type Card, type Suit, formatCard, parseCard, parseSuit } from '../../../engine/cards.js';
import { cardsOf, has, maskOf, popcount } from '../../../engine/cardset.js';
import { GAME_IDS } from '../../../engine/games.js';
import { dutyCards, trickWinner } from '../../../engine/marias/cards.js';
import { type MariasState, PACK, marias } from '../../../engine/marias/index.js';
import { settle } from '../../../engine/marias/scoring.js';
import { formatAction, readAction } from '../../../engine/record.js';
import { loadGameContent } from './index.js';
import { gameContentSchema } from './schema.js';
import { CONTENT_LANGS, type Example, type GameContent, SUMMARY_IDS } from './types.js';

const code = z.string().regex(/^[A-Z][A-Z0-9]$/);
const suit = z.enum(['E', 'G', 'H', 'S']);
/** A seat by its place in the deal: forehand, middlehand, rearhand (the dealer). */
const role = z.enum(['F', 'M', 'R']);
const side = z.enum(['declarer', 'defenders']);
const components = ['hra', 'sedma', 'sto', 'betl', 'durch'] as const;
const component = z.enum(components);
const scores = z.strictObject({ declarer: z.number().int(), defender: z.number().int() });
/** A finished trump game as the settlement reads it (MA-22 … MA-26), per side: [declarer, defenders]. */
const scoredDeal = z.strictObject({
  trump: suit,
  announced: z.array(component).min(1),
  flek: z.partialRecord(component, z.number().int().min(1).max(4)),
  cardPoints: z.tuple([z.number().int(), z.number().int()]),
  marriages: z.tuple([z.array(z.number().int()), z.array(z.number().int())]),
  /** The trump seven in the tenth trick: whose side played it and whether it took the trick; null if not there. */
  seven: z.strictObject({ side, wins: z.boolean() }).nullable(),
  components: z.array(z.strictObject({ name: component, silent: z.boolean(), wonBy: side, units: z.number().int() })),
  value: z.number().int(),
  scores,
});
type ScoredDeal = z.infer<typeof scoredDeal>;
const call = z.tuple([role, z.string()]);
const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('marias-duty'),
    /** MA-19: a hand, the trick so far and the cards it may add (trump null: betl or durch). */
    cases: z
      .array(
        z.strictObject({
          trump: suit.nullable(),
          table: z.array(code).min(1).max(2),
          hand: z.array(code).min(1),
          legal: z.array(code).min(1),
        }),
      )
      .min(1),
    /** MA-20: the trick played, and the index of the card taking it. */
    trick: z.strictObject({ trump: suit, cards: z.array(code).length(3), winner: z.number().int().min(0).max(2) }),
  }),
  z.strictObject({ kind: z.literal('marias-score'), deals: z.array(scoredDeal).min(1) }),
  z.strictObject({
    kind: z.literal('marias-fleks'),
    game: z.enum(['hra', 'sedma', 'sto', 'stosedm']),
    /** MA-17: the calls in order, from the first defender's to the last. */
    calls: z.array(call).min(1),
    levels: z.partialRecord(component, z.number().int()),
    deals: z.array(scoredDeal).min(1),
  }),
  z.strictObject({
    kind: z.literal('marias-takeover'),
    /** MA-8, MA-9: the claims and answers in order. */
    claims: z.array(call).min(2),
    /** Who picked up a talon, in order. */
    pickUps: z.array(role),
    declarer: role,
    game: z.enum(['betl', 'durch']),
    won: scores,
    lost: scores,
  }),
  z.strictObject({
    kind: z.literal('marias-auction'),
    /** MA-L3: the bids in order, to the auction's end. */
    bids: z.array(call).min(1),
    declarer: role,
    level: z.string(),
  }),
]);
type Facts = z.infer<typeof factsSchema>;

const g = (c: string): Card => {
  const card = parseCard('german', c);
  if (card === undefined) throw new Error(`not a card: ${c}`);
  return card;
};
const suitOf = (s: string): Suit => parseSuit('german', s) as Suit;
const codes = (mask: number): string[] => cardsOf(mask).map((c) => formatCard('german', c));
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);

const content: Record<string, GameContent> = Object.fromEntries(
  await Promise.all(CONTENT_LANGS.map(async (l) => [l, await loadGameContent(l, 'marias')] as const)),
);
const en = content.en!;
const OTHER_LANGS = CONTENT_LANGS.filter((l) => l !== 'en');
const inEvery = (id: string): [string, Example][] =>
  CONTENT_LANGS.map((l) => [l, content[l]!.examples.find((e) => e.id === id)!]);
const facts = (e: Example): Facts => factsSchema.parse(e.facts);

/** Every text a player reads (as content.test.ts reads them: no ids, codes, rule ids or facts). */
function shownTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(shownTexts);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      ['id', 'game', 'code', 'rules', 'facts', 'wikipedia'].includes(k) ? [] : shownTexts(v),
    );
  }
  return [];
}
const joined = (lang: string): string => shownTexts(content[lang]).join('\n');

// ---------------------------------------------------------------------------------------------------------------
// Deals played through the game: dealer 0, so the forehand F is seat 1, M seat 2, R seat 0 (MA-4, MA-5).

const SEAT = { F: 1, M: 2, R: 0 } as const;

/**
 * A pack that deals the forehand `first` (his first seven, MA-5: cards 0-6) and `more` (cards 17-21), the
 * other cards in the pack's order. In `licitovany` the same pack is dealt 5-5-5, talon, 5-5-5 (MA-L1).
 */
function packWith(first: string, more: string): Card[] {
  const head = first.split(' ');
  const tail = more.split(' ');
  const rest = PACK.map((c) => formatCard('german', c)).filter((c) => !head.includes(c) && !tail.includes(c));
  return [...head, ...rest.slice(0, 10), ...tail, ...rest.slice(10)].map(g);
}

function start(ruleset: 'cardavia' | 'licitovany', pack: readonly Card[]): MariasState {
  const rules = marias.parseRules({ ruleset });
  if (!rules.ok) throw new Error(rules.error);
  return marias.deal(marias.newSession(rules.value, 0), pack);
}
function step(s: MariasState, seat: number, text: string): MariasState {
  const a = readAction(marias, 'german', text);
  if (!a.ok) throw new Error(a.error);
  const r = marias.apply(s, seat, a.value as Action);
  if (!r.ok) throw new Error(`${seat} ${text}: ${r.error.message}`);
  return r.value;
}
/** Discards two cards of the seat's hand that are neither Aces nor tens (MA-7: a trump game stays open). */
function lowDiscard(s: MariasState, seat: number): string {
  const low = codes(s.hands[seat]!).filter((c) => !/^.[AT]$/.test(c));
  return `discard:${low.slice(0, 2).join(',')}`;
}
const handSize = (s: MariasState, seat: number): number => popcount(s.hands[seat]!);

// ---------------------------------------------------------------------------------------------------------------
// MA-22 … MA-26 restated from RULES.md, for the scoring examples.

function unitsByRules(d: ScoredDeal): { name: string; silent: boolean; wonBy: string; units: number }[] {
  const red = d.trump === 'H' ? 2 : 1;
  const flek = (name: string) => 2 ** (d.flek[name as keyof typeof d.flek] ?? 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const [pd, pf] = d.cardPoints;
  const [md, mf] = [sum(d.marriages[0]), sum(d.marriages[1])];
  const hundred = d.announced.includes('sto');
  const silentHundred = hundred ? null : pd + md >= 100 ? 'declarer' : pf + mf >= 100 ? 'defenders' : null;
  const out = [
    {
      name: 'hra',
      silent: false,
      wonBy: pd + md > pf + mf ? 'declarer' : 'defenders',
      units: 1 * flek('hra') * red * (silentHundred ? 2 : 1),
    },
  ];
  if (d.announced.includes('sedma')) {
    const won = d.seven?.side === 'declarer' && d.seven.wins;
    out.push({ name: 'sedma', silent: false, wonBy: won ? 'declarer' : 'defenders', units: 2 * flek('sedma') * red });
  } else if (d.seven) {
    const other = d.seven.side === 'declarer' ? 'defenders' : 'declarer';
    out.push({ name: 'sedma', silent: true, wonBy: d.seven.wins ? d.seven.side : other, units: 1 * red });
  }
  if (hundred) {
    const count = pd + Math.max(0, ...d.marriages[0]);
    const steps = count >= 100 ? 1 + (pd + md - 100) / 10 : (100 - count) / 10 + mf / 10;
    out.push({
      name: 'sto',
      silent: false,
      wonBy: count >= 100 ? 'declarer' : 'defenders',
      units: 4 * steps * flek('sto') * red,
    });
  } else if (silentHundred) {
    const t = silentHundred === 'declarer' ? pd + md : pf + mf;
    out.push({ name: 'sto', silent: true, wonBy: silentHundred, units: 2 * Math.floor((t - 100) / 10) * red });
  }
  return out;
}

/** The deal's facts as the engine's settlement reads them: the declarer F (seat 1), M holding the defenders'. */
function settled(d: ScoredDeal) {
  const contract = d.announced.includes('sto')
    ? d.announced.includes('sedma')
      ? 'stosedm'
      : 'sto'
    : d.announced.includes('sedma')
      ? 'sedma'
      : 'hra';
  const seven = g(`${d.trump}7`);
  const other = g(d.trump === 'E' ? 'G8' : 'E8');
  const [third, fourth] = (d.trump === 'S' ? ['H9', 'H8'] : ['S9', 'S8']).map(g);
  // Nine tricks that matter to nobody, then the tenth: the seven led by its side's seat, taking it or not.
  const leader = d.seven?.side === 'defenders' ? SEAT.M : SEAT.F;
  const winner = d.seven === null || d.seven.wins ? leader : leader === SEAT.F ? SEAT.M : SEAT.F;
  const tenth = { leader, cards: [d.seven ? seven : other, third!, fourth!], winner };
  const tricks = [...Array.from({ length: 9 }, () => ({ leader: SEAT.F, cards: [], winner: SEAT.F })), tenth];
  return settle({
    contract,
    trump: suitOf(d.trump),
    declarer: SEAT.F,
    flek: components.map((c) => d.flek[c] ?? 0),
    cardPoints: [0, d.cardPoints[0], d.cardPoints[1]],
    marriages: [[], d.marriages[0], d.marriages[1]],
    tricks,
  });
}

/** The numbers each language must quote for a scored deal. */
const quotedOf = (d: ScoredDeal): number[] => [
  Math.abs(d.value),
  Math.abs(d.scores.declarer),
  Math.abs(d.scores.defender),
  ...d.components.map((c) => c.units),
];

// ---------------------------------------------------------------------------------------------------------------

describe('the Mariáš content files', () => {
  test.each(CONTENT_LANGS)(
    '%s/marias.json is a valid game content file, its game aside until it is registered',
    (lang) => {
      const parsed = gameContentSchema.safeParse(content[lang]);
      const issues = parsed.success ? [] : parsed.error.issues;
      const registered = (GAME_IDS as readonly string[]).includes('marias');
      expect(issues.filter((i) => registered || i.path.join('.') !== 'game')).toEqual([]);
      expect(content[lang]!.game).toBe('marias');
    },
  );

  test('the comparison is of the game’s rulesets, and it has no variants (MA-27)', () => {
    const options = marias.options;
    for (const lang of CONTENT_LANGS) {
      const c = content[lang]!.comparison!;
      expect(c.rulesets.map((r) => r.id)).toEqual(options.rulesets.map((r) => r.id));
      expect(c.variants.map((v) => v.id)).toEqual(options.variants.map((v) => v.id));
      for (const row of c.rows) expect(Object.keys(row.values).sort()).toEqual(['cardavia', 'licitovany']);
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
    // Each English seat label has one name in the language, and the three stay three.
    const seats = new Map<string, Set<string>>();
    en.examples.forEach((e, i) =>
      e.cards.forEach((x, j) => {
        const named = seats.get(x.seat!) ?? new Set();
        seats.set(x.seat!, named.add(other.examples[i]!.cards[j]!.seat!));
      }),
    );
    expect([...seats.values()].map((s) => s.size)).toEqual([1, 1, 1]);
    expect(new Set([...seats.values()].map((s) => [...s][0])).size).toBe(3);
  });

  test('the panels cover every rule of RULES.md’s Mariáš, both rulesets, and only those', () => {
    const covered = en.panels.flatMap((p) => p.rules).sort();
    const expected = [
      ...Array.from({ length: 27 }, (_, i) => `MA-${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `MA-L${i + 1}`),
    ].sort();
    expect(covered).toEqual(expected);
    expect(en.summary.map((s) => s.id)).toEqual([...SUMMARY_IDS]);
  });

  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the texts', (lang) => {
    const numbers = numbersIn(joined(lang));
    // MA-1 (32), MA-5 (7, 5, 12, 10), MA-3 (10, 90, 20, 40), MA-13 (100, 60, 80), MA-16 (2, 4, 8, 16),
    // MA-23 (1, 2, 4, 15, 30), MA-27 (12 deals, four each).
    for (const n of [32, 7, 5, 12, 10, 90, 20, 40, 100, 60, 80, 2, 4, 8, 16, 1, 15, 30]) {
      expect(numbers.has(String(n)), `${n}`).toBe(true);
    }
    const summary = numbersIn(content[lang]!.summary.flatMap((s) => s.points).join(' '));
    for (const n of [32, 12, 10, 90, 1, 2, 4, 15, 30, 16]) expect(summary.has(String(n)), `summary ${n}`).toBe(true);
    // Three players, a session of 12 deals (MA-27).
    expect(numbersIn(content[lang]!.playersLine)).toEqual(new Set(['3', '12']));
  });

  test.each(CONTENT_LANGS)('%s: the game’s words stay Czech, each with a translation beside it', (lang) => {
    const text = joined(lang);
    for (const term of [
      'hra',
      'sedma',
      'sto',
      'stosedm',
      'betl',
      'durch',
      'flek',
      're',
      'tutti',
      'boty',
      'dobrá',
      'barva',
    ]) {
      expect(text, term).toMatch(new RegExp(`(?<!\\p{L})${term}(?!\\p{L})`, 'iu'));
    }
    // A gloss in parentheses after the word, or the word in parentheses after its meaning.
    for (const term of [
      'hra',
      'sedma',
      'sto',
      'betl',
      'durch',
      'flek',
      'boty',
      'dobrá',
      'barva',
      'mám',
      'volený',
      'licitovaný',
    ]) {
      expect(text, term).toMatch(new RegExp(`(?<!\\p{L})${term}( mariáš)? \\(|\\(${term}[,)]`, 'iu'));
    }
  });
});

describe('Mariáš examples agree with the engine', () => {
  test('the examples the page needs: the duties, scores, fleks, the taking over and the auction', () => {
    expect(new Set(en.examples.map((e) => e.facts?.kind))).toEqual(
      new Set(['marias-duty', 'marias-score', 'marias-fleks', 'marias-takeover', 'marias-auction']),
    );
    const deals = en.examples.map(facts).flatMap((f) => ('deals' in f ? f.deals : []));
    // A red game, a lost hra, a silent seven, a sto made and lost, a silent hundred, a part at boty.
    expect(deals.some((d) => d.trump === 'H')).toBe(true);
    expect(deals.some((d) => d.components.some((c) => c.name === 'hra' && c.wonBy === 'defenders'))).toBe(true);
    expect(deals.some((d) => d.components.some((c) => c.name === 'sedma' && c.silent))).toBe(true);
    for (const wonBy of ['declarer', 'defenders']) {
      expect(deals.some((d) => d.components.some((c) => c.name === 'sto' && !c.silent && c.wonBy === wonBy))).toBe(
        true,
      );
    }
    expect(deals.some((d) => d.components.some((c) => c.name === 'sto' && c.silent))).toBe(true);
    expect(deals.some((d) => Object.values(d.flek).includes(4))).toBe(true);
  });

  test.each(en.examples.map((e) => [e.id, e] as const))('%s', (id, e) => {
    const f = facts(e);
    let quoted: number[] = [];
    let used: string[] = [];
    if (f.kind === 'marias-duty') {
      for (const c of f.cases) {
        const trump = c.trump === null ? -1 : suitOf(c.trump);
        const allowed = codes(dutyCards(trump, maskOf(c.hand.map(g)), c.table.map(g)));
        expect(allowed.sort(), `${c.table.join(' ')} / ${c.hand.join(' ')}`).toEqual([...c.legal].sort());
        used.push(...c.table, ...c.hand);
      }
      expect(trickWinner(suitOf(f.trick.trump), f.trick.cards.map(g))).toBe(f.trick.winner);
      used.push(...f.trick.cards);
    } else if (f.kind === 'marias-score' || f.kind === 'marias-fleks') {
      for (const d of f.deals) {
        // Card points and marriages that the cards allow: 90 in the cards, sides' totals never equal (MA-3, MA-11).
        expect(d.cardPoints[0] + d.cardPoints[1]).toBe(90);
        const s = settled(d);
        expect(s.components).toEqual(d.components);
        expect(unitsByRules(d)).toEqual(d.components);
        expect(s.value).toBe(d.value);
        expect([s.scores[SEAT.F], s.scores[SEAT.M], s.scores[SEAT.R]]).toEqual([
          d.scores.declarer,
          d.scores.defender,
          d.scores.defender,
        ]);
        quoted.push(...quotedOf(d));
        if (f.kind === 'marias-score') quoted.push(...d.cardPoints);
      }
      if (f.kind === 'marias-fleks') {
        // The calls through the game: F declares with the seven of leaves in hand, the fleks as told.
        const pack = packWith('GU GA GK GO G9 G8 G7', 'E7 E8 E9 S7 S8');
        let s = start('cardavia', pack);
        s = step(s, SEAT.F, 'trump:GU');
        s = step(s, SEAT.F, 'discard:E7,E8');
        for (const [seat, bid] of [
          ['F', 'barva'],
          ['M', 'dobra'],
          ['R', 'dobra'],
          ['F', f.game],
        ] as const) {
          s = step(s, SEAT[seat], `bid:${bid}`);
        }
        expect(s.trump).toBe(suitOf('G'));
        for (const [seat, bid] of f.calls) {
          expect(marias.toMove(s), bid).toBe(SEAT[seat]);
          s = step(s, SEAT[seat], `bid:${bid}`);
        }
        expect(marias.phase(s)).toBe('play');
        expect(Object.fromEntries(components.map((c, i) => [c, s.flek[i]!]).filter(([, l]) => l !== 0))).toEqual(
          f.levels,
        );
        expect(has(s.hands[SEAT.F]!, g('G7'))).toBe(true);
        quoted.push(16);
        used = ['G7'];
      } else {
        used = e.cards.map((c) => c.code);
      }
    } else if (f.kind === 'marias-takeover') {
      const pack = packWith('GA EA ET GT HA HT SA', 'EK GK HK SK EO');
      let s = start('cardavia', pack);
      s = step(s, SEAT.F, 'trump:GA');
      s = step(s, SEAT.F, lowDiscard(s, SEAT.F));
      const pickUps: string[] = [];
      for (const [who, bid] of f.claims) {
        const seat = SEAT[who];
        expect(marias.toMove(s), bid).toBe(seat);
        s = step(s, seat, `bid:${bid}`);
        if (s.stage === 'discard' && marias.toMove(s) === seat) {
          // A taker holds twelve cards, the talon picked up, and discards two (MA-9).
          pickUps.push(who);
          expect(handSize(s, seat)).toBe(12);
          s = step(s, seat, lowDiscard(s, seat));
        }
      }
      expect(pickUps).toEqual(f.pickUps);
      // The durch stands at once (MA-9): the fleks follow, and the trump card is back in F's hand (MA-8).
      expect(s.stage).toBe('flek');
      expect([s.declarer, s.contract, s.trump]).toEqual([SEAT[f.declarer], f.game, -1]);
      expect(has(s.hands[SEAT.F]!, g('GA'))).toBe(true);
      const value = f.game === 'durch' ? 30 : 15;
      const scored = (won: boolean) =>
        settle({
          contract: f.game,
          trump: -1,
          declarer: SEAT[f.declarer],
          flek: [0, 0, 0, 0, 0],
          cardPoints: [0, 0, 0],
          marriages: [[], [], []],
          // Won: all ten tricks; lost: the deal ends at the first trick the declarer gives away (MA-14).
          tricks: won
            ? Array.from({ length: 10 }, () => ({ leader: SEAT[f.declarer], cards: [], winner: SEAT[f.declarer] }))
            : [{ leader: SEAT[f.declarer], cards: [], winner: SEAT.R }],
        }).scores;
      for (const [won, expected] of [
        [true, f.won],
        [false, f.lost],
      ] as const) {
        const [declarer, defender] = [scored(won)[SEAT[f.declarer]], scored(won)[SEAT.R]];
        expect({ declarer, defender }).toEqual(expected);
      }
      quoted = [value, Math.abs(f.won.declarer), 12];
      used = ['GA'];
    } else {
      const pack = packWith('EA ET EK EO EU', 'GA GT GK GO GU');
      let s = start('licitovany', pack);
      for (const [who, bid] of f.bids) {
        expect(marias.toMove(s), bid).toBe(SEAT[who]);
        s = step(s, SEAT[who], `bid:${bid}`);
      }
      // The auction is over: the declarer picks up the talon and discards (MA-L4), at the level he won.
      expect([s.stage, marias.toMove(s), handSize(s, SEAT[f.declarer])]).toEqual(['discard', SEAT[f.declarer], 12]);
      s = step(s, SEAT[f.declarer], lowDiscard(s, SEAT[f.declarer]));
      // At or above the level won (MA-L4): betl or durch, no trump game.
      const declarations = marias.legalActions(s).map((a) => formatAction(marias, 'german', a));
      expect(declarations.sort()).toEqual(['bid:betl', 'bid:durch']);
      s = step(s, SEAT[f.declarer], `bid:${f.level}`);
      for (const seat of [SEAT.R, SEAT.F]) s = step(s, seat, 'bid:dobra');
      // MA-L6: in betl the declarer leads.
      expect([marias.phase(s), marias.toMove(s)]).toEqual(['play', SEAT[f.declarer]]);
      used = e.cards.map((c) => c.code);
    }
    // The cards shown are those the example speaks of.
    for (const c of e.cards.map((x) => x.code)) expect(used, `${id} ${c}`).toContain(c);
    for (const [lang, x] of inEvery(id)) {
      const n = numbersIn(x.text.join(' '));
      for (const q of quoted) expect(n.has(String(q)), `${lang}: ${q}`).toBe(true);
      expect(x.facts).toEqual(e.facts);
    }
  });
});

describe('the FAQ’s answers agree with the engine', () => {
  const answers = (lang: string): string => content[lang]!.faq.map((f) => f.a).join('\n');
  /** A hra of the forehand (seat 1) with the defenders' card points and marriages as given. */
  const hra = (
    trump: string,
    cardPoints: [number, number],
    marriages: [number[], number[]],
    seven: ScoredDeal['seven'],
  ) =>
    settled({
      trump: trump as ScoredDeal['trump'],
      announced: ['hra'],
      flek: {},
      cardPoints,
      marriages,
      seven,
      components: [],
      value: 0,
      scores: { declarer: 0, defender: 0 },
    });

  test('an Ace or a ten in the forehand’s talon leaves him only betl or durch (MA-7, MA-8)', () => {
    let s = start('cardavia', packWith('GU GA GK GO G9 G8 G7', 'EA E8 E9 S7 S8'));
    s = step(s, SEAT.F, 'trump:GU');
    const claims = (discard: string) =>
      marias
        .legalActions(step(s, SEAT.F, `discard:${discard}`))
        .map((a) => formatAction(marias, 'german', a))
        .sort();
    expect(claims('EA,E8')).toEqual(['bid:betl', 'bid:durch']);
    expect(claims('E9,E8')).toEqual(['bid:barva', 'bid:betl', 'bid:durch']);
  });

  test('a defender’s seven of trumps in the tenth trick: 1 unit to the defenders, 2 in hearts, or lost (MA-15, MA-22)', () => {
    const silent = (trump: string, wins: boolean) =>
      hra(trump, [60, 30], [[], []], { side: 'defenders', wins }).components.find((c) => c.silent);
    expect(silent('G', true)).toEqual({ name: 'sedma', silent: true, wonBy: 'defenders', units: 1 });
    expect(silent('H', true)).toEqual({ name: 'sedma', silent: true, wonBy: 'defenders', units: 2 });
    expect(silent('G', false)).toEqual({ name: 'sedma', silent: true, wonBy: 'declarer', units: 1 });
    for (const lang of CONTENT_LANGS)
      expect([...numbersIn(answers(lang))], lang).toEqual(expect.arrayContaining(['1', '2']));
  });

  test('the defenders’ silent hundred: their hra counts double, and 2 units for every full 10 above 100 (MA-24)', () => {
    // 70 card points and a marriage of 40: 110, one full 10 above 100.
    const s = hra('G', [20, 70], [[], [40]], null);
    expect(s.components).toEqual([
      { name: 'hra', silent: false, wonBy: 'defenders', units: 2 },
      { name: 'sto', silent: true, wonBy: 'defenders', units: 2 },
    ]);
    for (const lang of CONTENT_LANGS) {
      expect([...numbersIn(answers(lang))], lang).toEqual(expect.arrayContaining(['100', '10', '2']));
    }
  });
});
