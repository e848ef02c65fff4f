/**
 * One term per thing in each language (issue 12, A.6): the texts (site and table strings, content files,
 * card names and the table's card phrases) use the glossary's terms, never a synonym it rules out, and a
 * German card word or game always takes its own gender's article.
 */
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, cardOf } from '../../../engine/cards.js';
import { DECKS } from '../../../engine/decks.js';
import { GAME_IDS } from '../../../engine/games.js';
import { cardName } from '../cards/names.js';
import { deckCards } from '../cards/index.js';
import { loadDeckContent, loadGameContent } from '../content/index.js';
import { GAME_STRINGS } from '../games/i18n.testing.js';
import { cardPhrase } from '../table/phrases.js';
import { GLOSSARY, type GlossaryLang, germanGenderOf } from './glossary.js';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import tableDe from './table.de.json';
import tableEn from './table.en.json';
import tableFr from './table.fr.json';

const LANGS: readonly GlossaryLang[] = ['en', 'fr', 'de'];
const SITE = { en, fr, de };
const TABLE = { en: tableEn, fr: tableFr, de: tableDe };

/** Every string of a JSON value; in content files, only what players read (no ids, codes, rule ids, links). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      ['id', 'game', 'code', 'rules', 'facts', 'wikipedia'].includes(k) ? [] : strings(v),
    );
  }
  return [];
}

/** The texts of one language, by where they are read: the deck pages, each game, and everywhere. */
interface Texts {
  readonly decks: string[];
  readonly games: Record<string, string[]>;
  readonly all: string[];
}

const texts = {} as Record<GlossaryLang, Texts>;
for (const lang of LANGS) {
  const deckPages = [
    ...strings(await loadDeckContent(lang)),
    ...DECKS.flatMap((d) => deckCards(d.id).map((code) => cardName(d.id, code, lang))),
  ];
  const games: Record<string, string[]> = {};
  for (const game of GAME_IDS) {
    // A game's texts: its rules, the table's shared strings and its own, and the cards named as its players
    // name them.
    games[game] = [
      ...strings(await loadGameContent(lang, game)),
      ...strings(TABLE[lang]),
      ...strings(GAME_STRINGS.get(game)?.[lang] ?? {}),
      ...DECKS.filter((d) => d.games.includes(game)).flatMap((d) =>
        deckCards(d.id).map((code) => cardName(d.id, code, lang, game)),
      ),
    ];
  }
  texts[lang] = {
    decks: deckPages,
    games,
    all: [...deckPages, ...Object.values(games).flat(), ...strings(SITE[lang])],
  };
}

/**
 * The text as used, not as mentioned: a word quoted („Daus“, “Daus”, « Daus ») or given in parentheses
 * ("Sau (Daus)") names the word and is not a use of it.
 */
const used = (text: string): string => text.replace(/\([^)]*\)|„[^“]*“|“[^”]*”|«[^»]*»/g, ' ');

/** Whether `word` occurs as a word of `text`, alone or in a compound with a hyphen ("Grün-Solo"). */
const hasWord = (text: string, word: string): boolean =>
  new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(used(text));

describe('the glossary', () => {
  it.each(LANGS)('%s: no text uses a synonym the glossary rules out', (lang) => {
    const found: string[] = [];
    for (const rule of GLOSSARY[lang].avoid) {
      const scope =
        rule.in === 'all' ? texts[lang].all : rule.in === 'decks' ? texts[lang].decks : texts[lang].games[rule.in];
      expect(scope, `scope ${rule.in}`).toBeDefined();
      for (const text of scope!) {
        for (const word of rule.not) if (hasWord(text, word)) found.push(`"${word}" (say "${rule.use}"): ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(LANGS)('%s: every term of the glossary is used in the texts', (lang) => {
    const g = GLOSSARY[lang];
    const prose = [...texts[lang].all];
    const terms = [
      ...g.suits.german,
      ...g.suits.french,
      ...g.avoid.map((r) => r.use),
      ...Object.values(g.games).flatMap((byPack) => Object.values(byPack).flatMap((ranks) => Object.values(ranks))),
    ];
    const unused = [...new Set(terms)].filter((term) => !prose.some((text) => hasWord(text, term)));
    expect(unused).toEqual([]);
  });

  it('German: leaves are "Gras" everywhere, on deck pages, in the rules and at the table', () => {
    const gras = (t: string) => hasWord(t, 'Gras');
    expect(texts.de.decks.some(gras)).toBe(true);
    for (const game of GAME_IDS) expect(texts.de.games[game]!.some(gras), game).toBe(true);
  });

  it('German: the Schafkopf texts say "Sau", the deck pages "Daus"', () => {
    const game = GAME_IDS.find((id) => Object.keys(GLOSSARY.de.games).includes(id))!;
    expect(GLOSSARY.de.games[game]?.german?.A).toBe('Sau');
    expect(texts.de.games[game]!.filter((t) => hasWord(t, 'Sau')).length).toBeGreaterThan(10);
    expect(texts.de.decks.filter((t) => hasWord(t, 'Daus')).length).toBeGreaterThan(10);
  });
});

describe('German grammatical gender', () => {
  /** Articles that cannot stand before a singular noun of the gender (der Sau is a genitive or dative: allowed). */
  const WRONG = { m: ['das', 'die'], f: ['das', 'den', 'dem', 'des'], n: ['der', 'den', 'die'] } as const;

  /** Every card of every German-suited and French-suited deck, with its article, in both cases, as the table says it. */
  const phrases = DECKS.flatMap((d) =>
    SUITS.flatMap((suit) => RANKS.map((rank) => cardOf(suit, rank))).flatMap((card) =>
      [undefined, ...d.games].flatMap((game) =>
        (['nom', 'acc'] as const).map((c) =>
          cardPhrase({ deck: d.id, notation: d.suitSystem, lang: 'de', game }, card, c),
        ),
      ),
    ),
  );

  it('each card word and game takes its own article in every German text', () => {
    const wrong: string[] = [];
    for (const [word, gender] of Object.entries(GLOSSARY.de.genders ?? {})) {
      // German -er nouns (Ober, Unter, Rufer) keep their form in the plural: "die Ober" is right.
      const articles = WRONG[gender].filter((a) => !(a === 'die' && /er$/.test(word)));
      // The article in either case ("Das", "das"); the word as written (the pronoun "sie" is not the game "Sie").
      const either = articles.map((a) => `[${a[0]}${a[0]!.toUpperCase()}]${a.slice(1)}`);
      const pattern = new RegExp(`(?<![\\p{L}])(${either.join('|')}) (\\p{L}+-)?${word}(?![\\p{L}])`, 'u');
      for (const text of [...texts.de.all, ...phrases]) {
        const m = pattern.exec(used(text));
        if (m) wrong.push(`${m[0]}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('der Daus, die Sau, das Ass: the genders the card phrases use', () => {
    expect(germanGenderOf('Daus')).toBe('m');
    expect(germanGenderOf('Sau')).toBe('f');
    expect(germanGenderOf('Ass')).toBe('n');
    expect(phrases).toContain('der Herz-Daus');
    expect(phrases).toContain('die Herz-Sau');
    expect(phrases).toContain('das Herz-Ass');
  });
});
