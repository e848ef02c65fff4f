/**
 * The worked examples and the numbers the texts quote, checked against the engine: each Schafkopf deal is
 * played out card by card through engine/schafkopf.ts, each Bohemian Schneider trick is judged by
 * engine/bohemian-schneider.ts under both rulesets, and the values are also recomputed from the formulas
 * of RULES.md (SK-21 … SK-24, BS-10). Every language's text must quote the numbers the engine gives.
 */
import { describe, expect, test } from 'vitest';
import { bidAction, playAction } from '../../../engine/action.js';
import {
  type SchneiderRules,
  type SchneiderState,
  type SchneiderVariant,
  DEFAULT_SCHNEIDER_RULES,
  tableOf,
  bohemianSchneider,
  trickWinner,
} from '../../../engine/bohemian-schneider/index.js';
import { type Card, RANK_10, isPlainCard, parseCard, rankOf, suitOf } from '../../../engine/cards.js';
import { maskOf } from '../../../engine/cardset.js';
import { deckById } from '../../../engine/decks.js';
import { gameById } from '../../../engine/games.js';
import {
  CONTRACTS,
  DEFAULT_SCHAFKOPF_RULES,
  type SchafkopfOutcome,
  bidIndex,
  cardPoints,
  schafkopf,
  trickWinnerIndex,
} from '../../../engine/schafkopf/index.js';
import { z } from 'zod';
import { loadGameContent } from './index.js';
import { CONTENT_LANGS, type ContentLang, type Example, type GameContent } from './types.js';

// ---------------------------------------------------------------------------------------------------------------
// The facts behind the examples (metadata, not shown), each game's own kinds: the content schema only knows
// that facts have a kind; here each kind's fields are checked, then recomputed with the engine.

const cardCode = z.string().regex(/^[A-Z][A-Z0-9]$/);
const trickSide = z.enum(['leader', 'responder']);
const factsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('schneider-trick'),
    led: cardCode,
    answer: cardCode,
    /** The trump suit's letter (French notation) in the trump variant (BS-V3); absent without trumps. */
    trump: z.enum(['C', 'S', 'H', 'D']).optional(),
    /** Who wins under each ruleset (BS-7, BS-C1). */
    winner: z.strictObject({ cardavia: trickSide, cardrulesplus: trickSide }),
    /** Honours in the trick. */
    honours: z.number().int().min(0).max(2),
  }),
  z.strictObject({
    kind: z.literal('schneider-deal'),
    /** Honours of the winner and the loser. */
    honours: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    /** Game points the two score under the default rules (BS-10). */
    gamePoints: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  }),
  z.strictObject({
    kind: z.literal('schafkopf-trick'),
    /** A bid name of the engine, e.g. "rufer-S". */
    contract: z.string().min(1),
    /** The trick in playing order, the led card first. */
    cards: z.array(cardCode).length(4),
    /** Index in `cards` of the winning card. */
    winner: z.number().int().min(0).max(3),
    points: z.number().int().min(0).max(120),
  }),
  z.strictObject({
    kind: z.literal('schafkopf-deal'),
    contract: z.string().min(1),
    /** Card points of the declarer's side (partner included). */
    declarerSidePoints: z.number().int().min(0).max(120),
    declarerWins: z.boolean(),
    schneider: z.boolean(),
    schwarz: z.boolean(),
    laufende: z.number().int().min(0).max(14),
    value: z.number().int().min(1),
    /** What each role scores (SK-24); `partner` only in a Rufer. */
    settlement: z.strictObject({
      declarer: z.number().int(),
      partner: z.number().int().optional(),
      opponent: z.number().int(),
    }),
  }),
]);
type ExampleFacts = z.infer<typeof factsSchema>;
/** The kinds of facts each game's examples may have. */
const FACT_KINDS = {
  schafkopf: ['schafkopf-trick', 'schafkopf-deal'],
  'bohemian-schneider': ['schneider-trick', 'schneider-deal'],
} as const;

const content: Record<ContentLang, { schafkopf: GameContent; schneider: GameContent }> = {} as never;
for (const lang of CONTENT_LANGS) {
  content[lang] = {
    schafkopf: await loadGameContent(lang, 'schafkopf'),
    schneider: await loadGameContent(lang, 'bohemian-schneider'),
  };
}

const german = (code: string): Card => {
  const c = parseCard('german', code);
  if (c === undefined) throw new Error(`not a German card: ${code}`);
  return c;
};
const french = (code: string): Card => {
  const c = parseCard('french', code);
  if (c === undefined) throw new Error(`not a French card: ${code}`);
  return c;
};
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);
const factsOf = <K extends ExampleFacts['kind']>(e: Example, kind: K): Extract<ExampleFacts, { kind: K }> => {
  if (e.facts?.kind !== kind) throw new Error(`${e.id} has no ${kind} facts`);
  return factsSchema.parse(e.facts) as Extract<ExampleFacts, { kind: K }>;
};
/** The example with this id in every language. */
const inEveryLanguage = (game: 'schafkopf' | 'schneider', id: string): [ContentLang, Example][] =>
  CONTENT_LANGS.map((lang) => {
    const e = content[lang][game].examples.find((x) => x.id === id);
    if (!e) throw new Error(`${lang} has no example ${id}`);
    return [lang, e];
  });

describe('the facts', () => {
  test.each(
    CONTENT_LANGS.flatMap((lang) => (['schafkopf', 'schneider'] as const).map((game) => [lang, game] as const)),
  )('%s/%s: every example’s facts are of its game’s kinds, with their fields, and name game cards', (lang, game) => {
    const c = content[lang][game];
    const kinds: readonly string[] = FACT_KINDS[c.game as keyof typeof FACT_KINDS];
    const notation = deckById(gameById(c.game)!.defaultDeck)!.suitSystem;
    for (const e of c.examples) {
      if (e.facts === undefined) continue;
      expect(kinds, e.id).toContain(e.facts.kind);
      const parsed = factsSchema.safeParse(e.facts);
      expect(parsed.success ? [] : parsed.error.issues, e.id).toEqual([]);
      const f = parsed.data!;
      const codes = f.kind === 'schafkopf-trick' ? f.cards : f.kind === 'schneider-trick' ? [f.led, f.answer] : [];
      for (const code of codes) {
        const card = parseCard(notation, code);
        expect(card !== undefined && isPlainCard(card), `${e.id}: ${code}`).toBe(true);
      }
    }
  });

  test('facts of another game’s kind, or with a field too many or missing, are refused', () => {
    const trick = content.en.schafkopf.examples.find((e) => e.facts?.kind === 'schafkopf-trick')!.facts!;
    expect(factsSchema.safeParse(trick).success).toBe(true);
    expect(factsSchema.safeParse({ ...trick, extra: 1 }).success).toBe(false);
    expect(factsSchema.safeParse({ ...trick, winner: undefined }).success).toBe(false);
    expect(factsSchema.safeParse({ ...trick, kind: 'schneider-trick' }).success).toBe(false);
    expect(FACT_KINDS['bohemian-schneider']).not.toContain(trick.kind);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Schafkopf: whole deals played through the engine.

/** Four hands, seats 0..3, eight codes each; seat 0 deals, so seat 1 speaks and leads first (SK-3, SK-4). */
type Hands = readonly [string, string, string, string];

interface Deal {
  hands: Hands;
  /** "seat:bid" and "seat:card" tokens, every one legal. */
  script: string;
  /** Who was dealt the cards the example draws. */
  holders: Record<string, 'declarer' | 'partner' | 'opponent'>;
}

/** The deals behind the examples with `schafkopf-deal` facts (and the FAQ's), by example id. */
const DEALS: Record<string, Deal> = {
  // Rufer on the bells Ace: seat 1 declares with EO GO, seat 3 holds SA and HO, seat 0 holds SO.
  'rufer-score': {
    hands: ['SO H9 H8 EK E8 GK G8 S9', 'EO GO EU GU HA HT HK S7', 'HU SU H7 E7 G7 ST SK S8', 'HO SA EA ET GA GT E9 G9'],
    script: `1:rufer-S 2:pass 3:pass 0:pass
      1:HK 2:SU 3:HO 0:SO  3:G9 0:GK 1:GU 2:G7  1:HA 2:H7 3:E9 0:H8  1:S7 2:SK 3:SA 0:S9
      3:ET 0:E8 1:EO 2:E7  1:HT 2:HU 3:GA 0:H9  2:S8 3:EA 0:G8 1:EU  1:GO 2:ST 3:GT 0:EK`,
    holders: { EO: 'declarer', GO: 'declarer', HO: 'partner', SO: 'opponent' },
  },
  // RULES.md's first worked check: a Solo in hearts with EO GO HO SO but not EU, 95 points.
  'solo-score': {
    hands: ['HU SU S8 S9 SK ST SA EK', 'EO GO HO SO HA HT HK E7', 'EU H9 E9 G9 GK GT GA EA', 'GU H8 H7 E8 G8 G7 S7 ET'],
    script: `1:solo-H 2:pass 3:pass 0:pass
      1:EO 2:EU 3:GU 0:HU  1:GO 2:H9 3:H8 0:SU  1:HO 2:E9 3:H7 0:S8  1:SO 2:G9 3:E8 0:S9
      1:HA 2:GK 3:G8 0:SK  1:HT 2:GT 3:G7 0:ST  1:HK 2:GA 3:S7 0:SA  1:E7 2:EA 3:ET 0:EK`,
    holders: { EO: 'declarer', GO: 'declarer', HO: 'declarer', SO: 'declarer', EU: 'opponent' },
  },
};

/** The FAQ's Sie: seat 2 holds all Obers and Unters and bids after seat 1 passes. */
const SIE: Deal = {
  hands: ['EA ET EK E9 E8 E7 GA GT', 'GK G9 G8 G7 HA HT HK H9', 'EO GO HO SO EU GU HU SU', 'H8 H7 SA ST SK S9 S8 S7'],
  script: '1:pass 2:sie',
  holders: {},
};
/** The FAQ's Rufer in which the defenders hold EO GO HO (RULES.md's second worked check), 64 points. */
const DEFENDERS_RUN: Deal = {
  hands: ['G9 EA ST EO H8 E7 EK SK', 'G7 E9 S9 SO H9 SU EU GU', 'G8 ET SA GO HO GT GK S7', 'GA E8 S8 H7 HU HA HT HK'],
  script: `1:rufer-G 2:pass 3:pass 0:pass
    1:G7 2:G8 3:GA 0:G9  3:E8 0:EA 1:E9 2:ET  0:ST 1:S9 2:SA 3:S8  2:GO 3:H7 0:EO 1:SO
    0:H8 1:H9 2:HO 3:HU  2:GT 3:HA 0:E7 1:SU  1:EU 2:GK 3:HT 0:EK  1:GU 2:S7 3:HK 0:SK`,
  holders: {},
};

function play(deal: Deal): { outcome: SchafkopfOutcome; dealt: string[][] } {
  const pack: string[] = new Array<string>(32);
  deal.hands.forEach((hand, seat) => {
    const cards = hand.split(' ');
    const round = (seat + 3) % 4; // seat 0 deals: seat 1 gets cards 1-4 and 17-20 (SK-3)
    for (let i = 0; i < 4; i++) {
      pack[4 * round + i] = cards[i]!;
      pack[16 + 4 * round + i] = cards[4 + i]!;
    }
  });
  let state = schafkopf.deal(schafkopf.newSession(DEFAULT_SCHAFKOPF_RULES, 0), pack.map(german));
  for (const token of deal.script.trim().split(/\s+/)) {
    const [seat, what] = token.split(':') as [string, string];
    const action = /[a-z]/.test(what) ? bidAction(bidIndex(what)) : playAction(german(what));
    const r = schafkopf.apply(state, Number(seat), action);
    if (!r.ok) throw new Error(`${token}: ${r.error.message}`);
    state = r.value;
  }
  const outcome = schafkopf.outcome(state);
  if (!outcome) throw new Error('the deal is not over');
  return { outcome, dealt: deal.hands.map((h) => h.split(' ')) };
}

/** SK-21 … SK-23 from RULES.md alone. */
function valueByRules(contract: string, schneider: boolean, schwarz: boolean, laufende: number): number {
  const kind = contract.replace(/-[EGHS]$/, '');
  const base = { rufer: 1, wenz: 5, solo: 5, 'wenz-tout': 10, 'solo-tout': 10, sie: 20 }[kind]!;
  const tout = kind.endsWith('tout');
  const bonus = kind === 'sie' || tout ? 0 : schwarz ? 2 : schneider ? 1 : 0;
  const weight = kind === 'sie' ? 4 : tout ? 2 : 1;
  return base + bonus + laufende * weight;
}

const roleOf = (o: SchafkopfOutcome, seat: number): 'declarer' | 'partner' | 'opponent' =>
  seat === o.declarer ? 'declarer' : seat === o.partner ? 'partner' : 'opponent';

describe('Schafkopf examples agree with the engine', () => {
  const skExamples = content.en.schafkopf.examples;

  test.each(skExamples.filter((e) => e.facts?.kind === 'schafkopf-trick').map((e) => [e.id, e] as const))(
    '%s: the trick’s winner and points',
    (_id, example) => {
      const f = factsOf(example, 'schafkopf-trick');
      const rules = CONTRACTS[bidIndex(f.contract)]!;
      const cards = f.cards.map(german);
      expect(trickWinnerIndex(rules, cards)).toBe(f.winner);
      expect(cards.reduce((sum, c) => sum + cardPoints(c), 0)).toBe(f.points);
      expect(example.cards.map((c) => c.code)).toEqual(f.cards);
      for (const [lang, e] of inEveryLanguage('schafkopf', example.id)) {
        expect(numbersIn(e.text.join(' ')).has(String(f.points)), lang).toBe(true);
      }
    },
  );

  const deals = skExamples.filter((e) => e.facts?.kind === 'schafkopf-deal');
  test('there are a Rufer and a one-against-three scoring example, each with its deal', () => {
    expect(deals.map((e) => factsOf(e, 'schafkopf-deal').contract.split('-')[0])).toEqual(['rufer', 'solo']);
    for (const e of deals) expect(DEALS[e.id], e.id).toBeDefined();
  });

  test.each(deals.map((e) => [e.id, e] as const))('%s: the deal played out gives the facts', (_id, example) => {
    const f = factsOf(example, 'schafkopf-deal');
    const deal = DEALS[example.id]!;
    const { outcome: o, dealt } = play(deal);
    const side = [o.declarer!, ...(o.partner !== null ? [o.partner] : [])];
    expect(o.contract).toBe(f.contract);
    expect(side.reduce((sum, s) => sum + o.cardPoints[s]!, 0)).toBe(f.declarerSidePoints);
    expect(o.declarerWins).toBe(f.declarerWins);
    expect(o.schneider).toBe(f.schneider);
    expect(o.schwarz).toBe(f.schwarz);
    expect(o.laufende).toBe(f.laufende);
    expect(o.value).toBe(f.value);
    expect(valueByRules(f.contract, f.schneider, f.schwarz, f.laufende)).toBe(f.value);
    // SK-24: zero-sum settlement, by role.
    expect(o.scores.reduce((a, b) => a + b, 0)).toBe(0);
    for (let seat = 0; seat < 4; seat++) {
      const role = roleOf(o, seat);
      expect(o.scores[seat], `seat ${seat} (${role})`).toBe(f.settlement[role]);
    }
    const ruferish = f.contract.startsWith('rufer');
    expect(f.settlement.declarer).toBe((ruferish ? 1 : 3) * (f.declarerWins ? f.value : -f.value));
    // The cards the example draws were dealt where its text says.
    for (const [code, role] of Object.entries(deal.holders)) {
      const seat = dealt.findIndex((h) => h.includes(code));
      expect(roleOf(o, seat), code).toBe(role);
    }
    expect(example.cards.map((c) => c.code).sort()).toEqual(Object.keys(deal.holders).sort());
    // Every language quotes the numbers.
    const quoted = [f.declarerSidePoints, f.value, f.laufende, Math.abs(f.settlement.declarer), -f.settlement.opponent];
    if (ruferish) quoted.push(120 - f.declarerSidePoints);
    for (const [lang, e] of inEveryLanguage('schafkopf', example.id)) {
      const numbers = numbersIn(e.text.join(' '));
      for (const n of quoted) expect(numbers.has(String(n)), `${lang}: ${n}`).toBe(true);
    }
  });

  test('the FAQ’s Sie: 20 + 8 Laufende × 4 = 52, the declarer receives 156 (SK-13, SK-23, SK-24)', () => {
    const { outcome: o } = play(SIE);
    expect(o.contract).toBe('sie');
    expect([o.laufende, o.value]).toEqual([8, 52]);
    expect(valueByRules('sie', false, false, 8)).toBe(52);
    expect(o.scores).toEqual([-52, -52, 156, -52]);
    for (const lang of CONTENT_LANGS) {
      const answers = content[lang].schafkopf.faq.map((f) => numbersIn(f.a));
      expect(
        answers.some((n) => n.has('52') && n.has('156') && n.has('20') && n.has('8')),
        lang,
      ).toBe(true);
    }
  });

  test('the FAQ’s Laufende held by the losers: 1 + 3 = 4 (RULES.md’s second worked check)', () => {
    const { outcome: o } = play(DEFENDERS_RUN);
    expect([o.declarerWins, o.laufende, o.value]).toEqual([true, 3, 4]);
    for (const lang of CONTENT_LANGS) {
      expect(
        content[lang].schafkopf.faq.some((f) => f.a.includes('1 + 3 = 4')),
        lang,
      ).toBe(true);
    }
  });

  test('60:60 goes to the defenders, 61 to the declarer’s side; Schneider at 91 and at 90 against (SK-20, SK-22)', () => {
    // The engine's rule, restated: checked on the thresholds the texts quote.
    const wins = (side: number) => side >= 61;
    const schneider = (side: number) => side >= 91 || 120 - side >= 90;
    expect([wins(60), wins(61)]).toEqual([false, true]);
    expect([schneider(90), schneider(91), schneider(30), schneider(31)]).toEqual([false, true, true, false]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Bohemian Schneider: tricks judged by the engine, deals scored by it.

const rulesWith = (ruleset: 'cardavia' | 'cardrulesplus', variants: SchneiderVariant[] = []): SchneiderRules => ({
  ...DEFAULT_SCHNEIDER_RULES,
  ruleset,
  variants,
});

/** A finished deal whose piles hold these honours (A K Q J 10 of the four suits, BS-2), scored by the engine. */
function scoreDeal(rules: SchneiderRules, honours: readonly [number, number]): readonly number[] {
  const all = Array.from({ length: 32 }, (_, c) => c);
  const honourCards = all.filter((c) => rankOf(c) >= RANK_10);
  const others = all.filter((c) => rankOf(c) < RANK_10);
  const piles = [
    maskOf([...honourCards.slice(0, honours[0]), ...others.slice(0, 6)]),
    maskOf([...honourCards.slice(honours[0], honours[0] + honours[1]), ...others.slice(6)]),
  ];
  const state: SchneiderState = {
    game: 'bohemian-schneider',
    rules,
    table: tableOf(rules),
    dealer: 0,
    totals: [0, 0],
    talon: [],
    drawn: 0,
    trumpCard: -1,
    hands: [0, 0],
    piles,
    leader: 0,
    led: -1,
    tricks: [],
    over: true,
  };
  const o = bohemianSchneider.outcome(state)!;
  expect(o.honours).toEqual([...honours]);
  return o.gamePoints;
}

/** BS-10 from RULES.md alone. */
const gamePointsByRules = (h: number): number => (h === 20 ? 3 : h >= 16 ? 2 : h >= 11 ? 1 : 0);

describe('Bohemian Schneider examples agree with the engine', () => {
  const bsExamples = content.en.schneider.examples;

  test('the 9/J and 10/J tricks are there, in the default deck’s notation', () => {
    const pairs = bsExamples
      .filter((e) => e.facts?.kind === 'schneider-trick')
      .map((e) => factsOf(e, 'schneider-trick'))
      .map((f) => `${f.led}/${f.answer}`);
    expect(pairs).toContain('S9/SJ');
    expect(pairs).toContain('ST/SJ');
  });

  test.each(bsExamples.filter((e) => e.facts?.kind === 'schneider-trick').map((e) => [e.id, e] as const))(
    '%s: who wins under each ruleset, and the honours in the trick',
    (_id, example) => {
      const f = factsOf(example, 'schneider-trick');
      const led = french(f.led);
      const answer = french(f.answer);
      const trumpSuit = f.trump === undefined ? -1 : 'CSHD'.indexOf(f.trump);
      const variants: SchneiderVariant[] = f.trump === undefined ? [] : ['trump'];
      const side = (seat: number) => (seat === 0 ? 'leader' : 'responder');
      for (const ruleset of ['cardavia', 'cardrulesplus'] as const) {
        expect(side(trickWinner(rulesWith(ruleset, variants), 0, led, answer, trumpSuit)), ruleset).toBe(
          f.winner[ruleset],
        );
      }
      if (f.trump !== undefined) expect(suitOf(answer)).toBe(trumpSuit);
      expect([led, answer].filter((c) => rankOf(c) >= RANK_10).length).toBe(f.honours);
      expect(example.cards.map((c) => c.code)).toEqual([f.led, f.answer]);
      for (const [lang, e] of inEveryLanguage('schneider', example.id)) {
        expect(numbersIn(e.text.join(' ')).has(String(f.honours)), lang).toBe(true);
      }
    },
  );

  test.each(bsExamples.filter((e) => e.facts?.kind === 'schneider-deal').map((e) => [e.id, e] as const))(
    '%s: the deal’s game points',
    (_id, example) => {
      const f = factsOf(example, 'schneider-deal');
      expect(f.honours[0] + f.honours[1]).toBe(20);
      expect(scoreDeal(DEFAULT_SCHNEIDER_RULES, f.honours)).toEqual(f.gamePoints);
      expect(f.gamePoints).toEqual([gamePointsByRules(f.honours[0]), 0]);
      for (const [lang, e] of inEveryLanguage('schneider', example.id)) {
        const numbers = numbersIn(e.text.join(' '));
        for (const n of [...f.honours, f.gamePoints[0]]) expect(numbers.has(String(n)), `${lang}: ${n}`).toBe(true);
      }
    },
  );

  test('the bands the texts quote are the engine’s: 11–15, 16–19, 20; 10:10 nothing (BS-10)', () => {
    for (let h = 10; h <= 20; h++) {
      expect(scoreDeal(DEFAULT_SCHNEIDER_RULES, [h, 20 - h])[0], `${h}`).toBe(gamePointsByRules(h));
    }
  });

  test('short deck: 9–12, 13–15, all 16, 8:8 a tie (BS-V1); cumulative: 14:6 scores 8 (BS-V4)', () => {
    const short = rulesWith('cardavia', ['short-deck']);
    // In the short deck the honours are A K Q J only: build piles from those.
    const bands = [8, 9, 12, 13, 15, 16].map((h) => {
      const all = Array.from({ length: 32 }, (_, c) => c).filter((c) => rankOf(c) > RANK_10);
      const state: SchneiderState = {
        game: 'bohemian-schneider',
        rules: short,
        table: tableOf(short),
        dealer: 0,
        totals: [0, 0],
        talon: [],
        drawn: 0,
        trumpCard: -1,
        hands: [0, 0],
        piles: [maskOf(all.slice(0, h)), maskOf(all.slice(h))],
        leader: 0,
        led: -1,
        tricks: [],
        over: true,
      };
      return bohemianSchneider.outcome(state)!.gamePoints[0];
    });
    expect(bands).toEqual([0, 1, 1, 2, 2, 3]);
    expect(scoreDeal(rulesWith('cardavia', ['cumulative']), [14, 6])).toEqual([8, 0]);
  });
});
