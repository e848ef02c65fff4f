/**
 * The content files: every language has every file, the English ids in the English order, texts that are
 * non-empty, translated and typeset for their language, the terms and numbers of RULES.md, card codes of
 * the game's default deck, and an entry for every deck of the catalogue.
 */
import { describe, expect, test } from 'vitest';
import { parseCard } from '../../../engine/cards.js';
import { DECKS, type GameId, deckById, packFor } from '../../../engine/decks.js';
import { GAME_IDS as ALL_GAME_IDS, gameById } from '../../../engine/games.js';

/** The games whose content these tests read, by name. */
type Id = 'schafkopf' | 'bohemian-schneider' | 'schnapsen' | 'watten';
const GAME_IDS = ALL_GAME_IDS as readonly Id[];

const DEFAULT_DECK: Record<string, string> = Object.fromEntries(GAME_IDS.map((g) => [g, gameById(g)!.defaultDeck]));
import { loadDeckContent, loadGameContent } from './index.js';
import { decksContentSchema, gameContentSchema } from './schema.js';
import { CONTENT_LANGS, type ContentLang, type DecksContent, type GameContent, SUMMARY_IDS } from './types.js';

const games: Record<ContentLang, Record<Id, GameContent>> = {} as never;
const decks: Record<ContentLang, DecksContent> = {} as never;
for (const lang of CONTENT_LANGS) {
  games[lang] = {} as Record<Id, GameContent>;
  for (const game of GAME_IDS) games[lang][game] = await loadGameContent(lang, game);
  decks[lang] = await loadDeckContent(lang);
}
const OTHER_LANGS = CONTENT_LANGS.filter((l) => l !== 'en');

/** Every string shown to players, with its path; ids, codes, rule ids and metadata are left out. */
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
const allTexts = (lang: ContentLang): [string, string][] => [
  ...GAME_IDS.flatMap((g) => shownTexts(games[lang][g], g)),
  ...shownTexts(decks[lang], 'decks'),
];
const joined = (c: GameContent): string =>
  shownTexts(c)
    .map(([, t]) => t)
    .join('\n');
/** Whole-number tokens of a text ("16:4" gives 16 and 4). */
const numbersIn = (text: string): Set<string> => new Set(text.match(/\d+/g) ?? []);

describe('the schema', () => {
  test.each(CONTENT_LANGS.flatMap((lang) => GAME_IDS.map((game) => [lang, game] as const)))(
    '%s/%s.json is a valid game content file of its game',
    (lang, game) => {
      const parsed = gameContentSchema.safeParse(games[lang][game]);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      expect(games[lang][game].game).toBe(game);
    },
  );

  test.each(CONTENT_LANGS)('%s/decks.json is a valid decks file', (lang) => {
    const parsed = decksContentSchema.safeParse(decks[lang]);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  test('rejects what it should: a missing section, an empty text, a malformed rule id, a stray field', () => {
    const sk = games.en.schafkopf;
    expect(gameContentSchema.safeParse({ ...sk, summary: sk.summary.slice(1) }).success).toBe(false);
    expect(gameContentSchema.safeParse({ ...sk, summary: [...sk.summary].reverse() }).success).toBe(false);
    expect(gameContentSchema.safeParse({ ...sk, tagline: '' }).success).toBe(false);
    expect(gameContentSchema.safeParse({ ...sk, tagline: ' padded' }).success).toBe(false);
    expect(gameContentSchema.safeParse({ ...sk, extra: 'field' }).success).toBe(false);
    for (const rule of ['SK6', 'sk-6', 'SK-', 'Rule 6']) {
      expect(gameContentSchema.safeParse({ ...sk, panels: [{ ...sk.panels[0], rules: [rule] }] }).success, rule).toBe(
        false,
      );
    }
    const { prague: _dropped, ...fewer } = decks.en;
    expect(decksContentSchema.safeParse(fewer).success).toBe(false);
  });

  test('a comparison exactly where the game’s options offer a choice of rules, of those rulesets and variants', () => {
    const sk = games.en.schafkopf;
    const bs = games.en['bohemian-schneider'];
    const c = bs.comparison!;
    const valid = (content: GameContent) => gameContentSchema.safeParse(content).success;
    // Schafkopf has one ruleset and no variant; Bohemian Schneider two rulesets and four variants.
    expect(valid({ ...sk, comparison: c })).toBe(false);
    expect(valid({ ...bs, comparison: undefined })).toBe(false);
    expect(valid({ ...bs, comparison: { ...c, rulesets: [...c.rulesets].reverse() } })).toBe(false);
    expect(valid({ ...bs, comparison: { ...c, rulesets: c.rulesets.slice(1) } })).toBe(false);
    expect(valid({ ...bs, comparison: { ...c, variants: c.variants.slice(1) } })).toBe(false);
    expect(valid({ ...bs, comparison: { ...c, variants: [...c.variants].reverse() } })).toBe(false);
    const [first, ...rest] = c.rows;
    const { cardrulesplus: _gone, ...oneValue } = first!.values;
    expect(valid({ ...bs, comparison: { ...c, rows: [{ ...first!, values: oneValue }, ...rest] } })).toBe(false);
    const extra = { ...first!.values, wenz: 'Wenz' };
    expect(valid({ ...bs, comparison: { ...c, rows: [{ ...first!, values: extra }, ...rest] } })).toBe(false);
    expect(valid(bs)).toBe(true);
  });
});

describe('every language has the English structure', () => {
  test.each(OTHER_LANGS.flatMap((lang) => GAME_IDS.map((game) => [lang, game] as const)))(
    '%s/%s: same ids in the same order, same cards, rules and facts',
    (lang, game) => {
      const en = games.en[game];
      const other = games[lang][game];
      expect(other.summary.map((s) => s.id)).toEqual(SUMMARY_IDS);
      expect(other.summary.map((s) => s.points.length)).toEqual(en.summary.map((s) => s.points.length));
      expect(other.panels.map((p) => [p.id, p.rules, p.body.length])).toEqual(
        en.panels.map((p) => [p.id, p.rules, p.body.length]),
      );
      expect(other.examples.map((e) => [e.id, e.facts, e.text.length])).toEqual(
        en.examples.map((e) => [e.id, e.facts, e.text.length]),
      );
      expect(
        other.examples.map((e) => e.cards.map((c) => [c.code, c.seat !== undefined, c.note !== undefined])),
      ).toEqual(en.examples.map((e) => e.cards.map((c) => [c.code, c.seat !== undefined, c.note !== undefined])));
      expect(other.faq.length).toBe(en.faq.length);
      const shape = (c: GameContent) =>
        c.comparison && {
          rulesets: c.comparison.rulesets.map((r) => [r.id, r.points.length]),
          rows: c.comparison.rows.map((r) => r.id),
          variants: c.comparison.variants.map((v) => v.id),
        };
      expect(shape(other)).toEqual(shape(en));
    },
  );

  test.each(CONTENT_LANGS)('%s: every shown text is non-empty and trimmed', (lang) => {
    for (const [path, text] of allTexts(lang)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toMatch(/ {2}/);
    }
  });
});

describe('rules coverage', () => {
  const expected: Record<GameId, string[]> = {
    'bohemian-schneider': [
      ...Array.from({ length: 11 }, (_, i) => `BS-${i + 1}`),
      'BS-C1',
      'BS-C2',
      'BS-C3',
      'BS-V1',
      'BS-V2',
      'BS-V3',
      'BS-V4',
    ],
    schafkopf: Array.from({ length: 25 }, (_, i) => `SK-${i + 1}`),
    schnapsen: Array.from({ length: 16 }, (_, i) => `SN-${i + 1}`),
    watten: Array.from({ length: 16 }, (_, i) => `WA-${i + 1}`),
    marias: [
      ...Array.from({ length: 27 }, (_, i) => `MA-${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `MA-L${i + 1}`),
    ],
    belote: [
      ...Array.from({ length: 18 }, (_, i) => `BE-${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `BE-A${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `BE-C${i + 1}`),
    ],
  };

  test.each(GAME_IDS)('the panels of %s cover every rule of RULES.md, and only its rules', (game) => {
    const covered = new Set(games.en[game].panels.flatMap((p) => p.rules));
    expect([...covered].sort()).toEqual([...expected[game]!].sort());
  });

  test.each(CONTENT_LANGS)('%s: Schafkopf names every contract and term of RULES.md', (lang) => {
    const text = joined(games[lang].schafkopf);
    for (const term of ['Rufer', 'Wenz', 'Solo', 'Wenz Tout', 'Solo Tout', 'Sie', 'Ober', 'Unter', 'Daus']) {
      expect(text).toContain(term);
    }
    for (const term of ['Laufende', 'Schneider', 'Schwarz']) expect(text).toContain(term);
    const order = ['Rufer', 'Wenz', 'Solo', 'Wenz Tout', 'Solo Tout', 'Sie'].join(', ');
    expect(text).toContain(order);
  });

  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the Schafkopf texts', (lang) => {
    const numbers = numbersIn(joined(games[lang].schafkopf));
    // card points (SK-2), thresholds (SK-20, SK-22), base values (SK-21), Laufende weights (SK-23)
    for (const n of [11, 10, 4, 3, 2, 120, 61, 60, 91, 90, 31, 30, 1, 5, 20, 8]) {
      expect(numbers.has(String(n)), `${n}`).toBe(true);
    }
  });

  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the Bohemian Schneider texts', (lang) => {
    const content = games[lang]['bohemian-schneider'];
    const numbers = numbersIn(joined(content));
    // BS-1, BS-2, BS-4, BS-9, BS-10, BS-11, BS-C3, BS-V1, BS-V4
    for (const n of [32, 20, 6, 13, 10, 16, 11, 15, 19, 3, 2, 1, 7, 24, 12, 9, 8, 14, 50]) {
      expect(numbers.has(String(n)), `${n}`).toBe(true);
    }
    const summary = content.summary.map((s) => s.points.join(' ')).join(' ');
    for (const n of ['11', '15', '16', '19', '20', '6']) expect(numbersIn(summary).has(n), n).toBe(true);
    expect(joined(content)).toContain('CardRulesPlus');
  });

  test.each(CONTENT_LANGS)('%s: the players line says what RULES.md sets up by default', (lang) => {
    expect(numbersIn(games[lang].schafkopf.playersLine)).toEqual(new Set(['4']));
    // BS-11: the default Cardavia ruleset plays a session of 6 deals.
    expect(numbersIn(games[lang]['bohemian-schneider'].playersLine)).toEqual(new Set(['2', '6']));
    // WA-2, WA-15: four players in two pairs, a game to 11.
    expect(numbersIn(games[lang].watten.playersLine)).toEqual(new Set(['4', '11']));
  });
});

describe('card codes', () => {
  test.each(CONTENT_LANGS.flatMap((lang) => GAME_IDS.map((game) => [lang, game] as const)))(
    '%s/%s: every card of the examples is a game card of the default deck',
    (lang, game) => {
      const notation = deckById(DEFAULT_DECK[game]!)!.suitSystem;
      // The cards the game takes from its default deck (Watten's Weli, a six, among them).
      const pack = packFor(DEFAULT_DECK[game]!, gameById(game)!);
      expect(pack.ok).toBe(true);
      // (The facts' cards are checked with the facts, in examples.test.ts.)
      const codes = games[lang][game].examples.flatMap((e) => e.cards.map((c) => c.code));
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) {
        const card = parseCard(notation, code);
        expect(card, code).toBeDefined();
        expect(pack.ok && pack.value.includes(card!), code).toBe(true);
      }
    },
  );

  test('no example shows the same card twice', () => {
    for (const game of GAME_IDS) {
      for (const e of games.en[game].examples) {
        const codes = e.cards.map((c) => c.code);
        expect(new Set(codes).size, e.id).toBe(codes.length);
      }
    }
  });
});

describe('decks', () => {
  test.each(CONTENT_LANGS)('%s: every deck of the catalogue has an entry, and nothing else does', (lang) => {
    expect(Object.keys(decks[lang]).sort()).toEqual(DECKS.map((d) => d.id).sort());
  });

  test.each(CONTENT_LANGS)('%s: country names agree with the browser’s names for the ISO codes', (lang) => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    for (const deck of DECKS) expect(decks[lang][deck.id].country, deck.id).toBe(names.of(deck.country));
  });

  test('English names and cities are the catalogue’s; Wikipedia links are English or in the language', () => {
    for (const deck of DECKS) {
      // The catalogue's name with typographic quotes.
      expect(decks.en[deck.id].name.replace(/[“”]/g, '"')).toBe(deck.pattern);
      expect(decks.en[deck.id].city).toBe(deck.city);
      expect(decks.en[deck.id].wikipedia).toEqual({ title: deck.wikipedia, lang: 'en' });
      for (const lang of OTHER_LANGS) {
        const link = decks[lang][deck.id].wikipedia;
        expect([lang, 'en']).toContain(link.lang);
        if (link.lang === 'en') expect(link.title).toBe(deck.wikipedia);
      }
    }
  });

  test.each(CONTENT_LANGS)('%s: a history is a few sentences, a description one', (lang) => {
    for (const deck of DECKS) {
      const { history, description } = decks[lang][deck.id];
      // A full stop after a digit is a German ordinal ("19. Jahrhundert"), not the end of a sentence.
      const sentences = history.split(/(?<=[^\d\s][.!?])\s+(?=[A-ZÀ-Ý„“«])/u).length;
      expect(sentences, `${deck.id}: ${history}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${deck.id}: ${history}`).toBeLessThanOrEqual(4);
      expect(description.split(/(?<=\.)\s+/).length, deck.id).toBe(1);
    }
  });
});

describe('translation', () => {
  const english = new Set(allTexts('en').map(([, t]) => t));

  test.each(OTHER_LANGS)('%s: no long text is left in English', (lang) => {
    for (const [path, text] of allTexts(lang)) {
      if (text.length >= 25) expect(english.has(text), `${path}: ${text}`).toBe(false);
      expect(text, path).not.toMatch(/\b(the|and|with|which|you|your|player|trick)\b/i);
    }
  });

  test('fr and de differ from each other too', () => {
    const fr = new Set(allTexts('fr').map(([, t]) => t));
    for (const [path, text] of allTexts('de')) if (text.length >= 25) expect(fr.has(text), path).toBe(false);
  });
});

describe('typography', () => {
  test.each(CONTENT_LANGS)(
    '%s: no straight double quotes, no hyphen between digits, no space before , or .',
    (lang) => {
      for (const [path, text] of allTexts(lang)) {
        expect(text, path).not.toContain('"');
        expect(text, path).not.toMatch(/\d-\d/);
        expect(text, path).not.toMatch(/\s[,.]/);
      }
    },
  );

  test('fr: a narrow no-break space (U+202F) before ; : ! ? » and after «, nowhere a plain space', () => {
    for (const [path, text] of allTexts('fr')) {
      expect(text, path).not.toContain("'");
      expect(text, path).not.toContain('\u00a0');
      // A colon between digits is a score (10:10), not punctuation.
      for (const m of text.matchAll(/[;:!?»]/g)) {
        const i = m.index;
        if (m[0] === ':' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
        expect(text[i - 1], `${path}: …${text.slice(Math.max(0, i - 15), i + 1)}`).toBe('\u202f');
      }
      for (const m of text.matchAll(/«/g)) expect(text[m.index + 1], path).toBe('\u202f');
      expect(text, path).not.toMatch(/ \u202f|\u202f /);
    }
  });

  test.each(['en', 'de'] as const)('%s: no space before ; : ! ?, and balanced quotes', (lang) => {
    for (const [path, text] of allTexts(lang)) {
      expect(text, path).not.toMatch(/[\s\u202f\u00a0][;:!?]/);
      const [open, close] = lang === 'en' ? ['“', '”'] : ['„', '“'];
      expect(text.split(open).length, path).toBe(text.split(close).length);
    }
  });

  test('en: typographic apostrophes', () => {
    for (const [path, text] of allTexts('en')) expect(text, path).not.toContain("'");
  });

  test('de: du throughout, never the formal Sie (which is also a contract)', () => {
    for (const [path, text] of allTexts('de')) {
      // "Sie" may only be the contract: never "Sie" followed by a verb form of the formal address.
      expect(text, path).not.toMatch(/\b(Ihr|Ihre|Ihnen|können Sie|müssen Sie|dürfen Sie)\b/);
    }
  });
});

describe('Schnapsen', () => {
  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the Schnapsen texts', (lang) => {
    const c = games[lang].schnapsen;
    const numbers = numbersIn(joined(c));
    for (const n of [20, 11, 10, 4, 3, 2, 120, 66, 33, 40, 1, 7, 32, 69, 86, 46, 34, 14, 13, 15])
      expect(numbers.has(String(n)), `${n}`).toBe(true);
    const summary = c.summary.map((s) => s.points.join(' ')).join(' ');
    for (const n of ['66', '33', '7', '20', '40', '11']) expect(numbersIn(summary).has(n), n).toBe(true);
    expect(numbersIn(c.playersLine)).toEqual(new Set(['2', '7']));
    for (const term of ['Bummerl', 'Schneider', 'Schwarz', 'Daus', 'Ober', 'Unter']) expect(joined(c)).toContain(term);
  });
});

describe('Watten', () => {
  test.each(CONTENT_LANGS)('%s: the numbers of RULES.md appear in the Watten texts', (lang) => {
    const c = games[lang].watten;
    // WA-1 (33 cards), WA-3 (five each, 13 unused), WA-11 (2, raised by 1), WA-12 (9 or 10 of 11), WA-15 (11, 13, 15, 18)
    const numbers = numbersIn(joined(c));
    for (const n of [33, 5, 13, 2, 1, 3, 9, 10, 11, 15, 18, 6]) expect(numbers.has(String(n)), `${n}`).toBe(true);
    const summary = c.summary.map((s) => s.points.join(' ')).join(' ');
    for (const n of ['33', '2', '11', '9', '10']) expect(numbersIn(summary).has(n), n).toBe(true);
  });

  test.each(CONTENT_LANGS)('%s: the game’s own words stay German, with a translation beside them', (lang) => {
    const text = joined(games[lang].watten);
    for (const term of ['Schlag', 'Rechte', 'Linke', 'Weli', 'bieten', 'halten', 'gehen', 'Daus', 'Ober', 'Unter']) {
      expect(text).toContain(term);
    }
    if (lang !== 'de') {
      // Each word a player says at the table stands beside its meaning: a gloss in parentheses after it, or the
      // word itself in parentheses after the meaning ("hold (halten)").
      for (const term of ['Rechte', 'Linke', 'bieten', 'halten', 'gehen']) {
        expect(text, term).toMatch(new RegExp(`${term} \\(|\\(${term}[,)]`));
      }
    }
  });
});
