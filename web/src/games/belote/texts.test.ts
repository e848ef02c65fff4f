/**
 * Belote's sentences and table rules, from the engine's own states and refusals: a sentence for every rule id the
 * engine refuses a candidate with, in en, fr and de; play going to the right (a trick's cards placed that way,
 * the next seat on the human's right); the facts bar through the taking and the contrée auction; the belote told
 * before its card; the deal's end explained (made, dedans, capot, belote, contré); the keys of the bids; the
 * statistics' labels; the hand's order.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../engine/action.js';
import { type Card, formatCard, parseCard } from '../../../../engine/cards.js';
import { shuffle, seededRandom } from '../../../../engine/random.js';
import { formatAction } from '../../../../engine/record.js';
import { type BeloteView, PACK, belote } from '../../../../engine/belote/index.js';
import { describeStringFiles, paris, trIn } from '../../table/i18n.testing.js';
import { diffEvents } from '../../table/events.js';
import { placeOf, tableModel } from '../../table/model.js';
import { type Table, dealOf, play, seatStateOf, tableInfoOf } from '../../table/seat-states.testing.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { beloteTable } from './table.js';
import { choices, contreeLevel, dealSummary, facts, moveText, movesBetween, sheetEntry, statLabel } from './texts.js';
import { sortBelote } from './sort.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

type Lang = 'en' | 'fr' | 'de';
const LANGS: readonly Lang[] = ['en', 'fr', 'de'];
const f = (c: string) => parseCard('french', c)!;
const words = (lang: Lang, human: Seat = 0) => wordsFor(trIn(lang), paris(lang), human, 4);

/** The pack in a seeded order, the same on every run. */
const shuffled = (seed: number): Card[] => shuffle(PACK, seededRandom(seed));

const RULES = [
  { ruleset: 'cardavia' },
  { ruleset: 'cardavia', variants: ['annonces'] },
  { ruleset: 'contree', target: 2000 },
] as const;

/** A random deal played to its end, each seat taking a legal action by a seeded draw. */
function randomDeal(seed: number, rules: unknown, each?: (t: Table<BeloteView>) => void): Table<BeloteView> {
  const t = dealOf(belote, 'french', shuffled(seed), seed % 4, rules) as Table<BeloteView>;
  let x = seed;
  while (belote.toMove(t.state) !== null) {
    each?.(t);
    const legal = belote.legalActions(t.state);
    x = (x * 48271) % 2147483647;
    play(t, formatAction(belote, 'french', legal[x % legal.length]!));
  }
  return t;
}

describe('why not: every refusal of the engine in words', () => {
  it('each rule id a candidate is refused with has its own sentence in en, fr and de, over random deals of each ruleset', () => {
    const seen = new Set<string>();
    for (const rules of RULES) {
      for (let seed = 1; seed <= 25; seed++) {
        randomDeal(seed, rules, (t) => {
          const s = seatStateOf(t, belote.toMove(t.state)!);
          for (const r of s.refused) {
            if (r.rule === null) continue;
            seen.add(r.rule);
            expect(beloteTable.reasons[r.rule], r.rule).toBeDefined();
            for (const lang of LANGS) {
              const text = refusalText(trIn(lang), paris(lang), beloteTable, r, s.phase);
              expect(text, `${r.rule} ${r.text} ${lang}`).not.toMatch(/table:|\{\{|^$/);
              expect(text).not.toBe(trIn(lang)('table:reason.illegalCard'));
              expect(text).not.toBe(trIn(lang)('table:reason.illegalBid'));
            }
          }
        });
      }
    }
    for (const rule of ['BE-7', 'BE-11', 'BE-12', 'BE-A2', 'BE-C2', 'BE-C4']) expect(seen).toContain(rule);
  });

  it('BE-7: the turned card’s suit is refused in the second round, and the sentence says to name another', () => {
    const t = dealOf(belote, 'french', shuffled(3), 0) as Table<BeloteView>;
    play(t, 'bid:pass', 'bid:pass', 'bid:pass', 'bid:pass');
    const s = seatStateOf(t, belote.toMove(t.state)!);
    const r = s.refused.find((x) => x.rule === 'BE-7')!;
    expect(refusalText(trIn('en'), paris('en'), beloteTable, r, s.phase)).toMatch(/other than the turned card/);
    expect(refusalText(trIn('fr'), paris('fr'), beloteTable, r, s.phase)).toMatch(/autre couleur/);
  });
});

describe('play goes to the right', () => {
  it('the seat after yours sits on your right, and a trick’s second card lies at the leader’s right', () => {
    // Dealer 0: the first hand is seat 3 (BE-3), on the human's right.
    const t = dealOf(belote, 'french', shuffled(5), 0) as Table<BeloteView>;
    expect(t.state.turn).toBe(3);
    expect(placeOf(3, 0, 4)).toBe('right');
    play(t, 'bid:take');
    const leader = belote.toMove(t.state)!;
    const first = formatAction(belote, 'french', belote.legalActions(t.state)[0]!);
    play(t, first);
    const second = belote.toMove(t.state)!;
    play(t, formatAction(belote, 'french', belote.legalActions(t.state)[0]!));
    expect(second).toBe((leader + 3) % 4);
    const m = tableModel(beloteTable, tableInfoOf(t, 0), seatStateOf(t, 0), true, 'french');
    expect(m.trick.cards.map((c) => c.seat)).toEqual([leader, second]);
  });

  it('the events tell each card by the seat that played it, round to the right', () => {
    const t = dealOf(belote, 'french', shuffled(5), 0) as Table<BeloteView>;
    play(t, 'bid:take');
    const before = seatStateOf(t, 0);
    for (let i = 0; i < 4; i++) play(t, formatAction(belote, 'french', belote.legalActions(t.state)[0]!));
    const events = diffEvents(beloteTable, before, seatStateOf(t, 0)).filter((e) => e.kind === 'play');
    const leader = before.view.trick.leader;
    expect(events.map((e) => (e.kind === 'play' ? e.seat : -1))).toEqual([0, 1, 2, 3].map((j) => (leader + 4 - j) % 4));
  });
});

describe('the facts bar', () => {
  const factText = (t: Table<BeloteView>, seat: Seat, term: string, lang: Lang = 'en') =>
    facts(words(lang, seat), seatStateOf(t, seat)).find((x) => x.term === term)?.text;

  it('the turned card through the taking, then the contract with its taker; play to the right throughout', () => {
    const t = dealOf(belote, 'french', shuffled(7), 0) as Table<BeloteView>;
    const turned = formatCard('french', t.state.turned);
    expect(factText(t, 0, 'table:be.info.direction')).toBe('to the right');
    expect(facts(words('en'), seatStateOf(t, 0)).find((x) => x.term === 'table:be.info.turned')?.card).toBe(
      parseCard('french', turned),
    );
    expect(factText(t, 0, 'table:be.info.contract')).toBe('not taken yet');
    play(t, 'bid:take'); // seat 3 takes
    expect(factText(t, 0, 'table:be.info.contract')).toMatch(/taken by East$/);
    expect(factText(t, 0, 'table:be.info.target')).toBe('to 1000');
  });

  it('the contrée: the standing bid with its bidder, then contré ×2', () => {
    const t = dealOf(belote, 'french', shuffled(9), 0, { ruleset: 'contree' }) as Table<BeloteView>;
    play(t, 'bid:100-H', 'bid:contre');
    expect(factText(t, 0, 'table:be.info.contract')).toBe('100 in hearts · bid by East · contré ×2');
    expect(factText(t, 0, 'table:be.info.contract', 'fr')).toMatch(/^100 à cœur · annoncé par .* · contré ×2$/);
  });
});

describe('the keys of the bids', () => {
  it('0 passes, 1 takes, 1–4 name a suit in the second round; in the contrée the level shown, C contre', () => {
    const t = dealOf(belote, 'french', shuffled(11), 0) as Table<BeloteView>;
    const keys = (tt: Table<BeloteView>) => {
      const s = seatStateOf(tt, belote.toMove(tt.state)!);
      return Object.fromEntries(choices(words('en', s.seat), s.legal, s.view).map((c) => [c.text, c.key]));
    };
    expect(keys(t)).toEqual({ 'bid:pass': '0', 'bid:take': '1' });
    play(t, 'bid:pass', 'bid:pass', 'bid:pass', 'bid:pass');
    expect(Object.values(keys(t)).sort()).toEqual([
      '0',
      ...['1', '2', '3', '4'].filter((k) => k !== String(1 + (t.state.turned >> 3))),
    ]);
    const c = dealOf(belote, 'french', shuffled(11), 0, { ruleset: 'contree' }) as Table<BeloteView>;
    play(c, 'bid:80-S');
    contreeLevel.value = -1;
    const k = keys(c);
    expect(k['bid:90-H']).toBe('3');
    expect(k['bid:100-H']).toBeNull();
    expect(k['bid:contre']).toBe('C');
    contreeLevel.value = 2; // 100
    expect(keys(c)['bid:100-H']).toBe('3');
    contreeLevel.value = -1;
  });
});

describe('the belote and the declarations among the events', () => {
  it('a belote said is told before the King or Queen of trumps it came with', () => {
    let told: string[] = [];
    for (let seed = 1; seed <= 60 && told.length === 0; seed++) {
      randomDeal(seed, { ruleset: 'cardavia' }, (t) => {
        const legal = belote.legalActions(t.state).map((a) => formatAction(belote, 'french', a));
        if (!legal.includes('belote') || told.length > 0) return;
        const before = belote.view(t.state, 0) as BeloteView;
        play(t, 'belote');
        const after = belote.view(t.state, 0) as BeloteView;
        const moves = movesBetween(before, after);
        expect(moves).toHaveLength(1);
        expect(moves[0]!.at).toBe(after.tricks.length * 4 + after.trick.cards.length);
        told = LANGS.map((lang) => moveText(words(lang), moves[0]!, after));
      });
    }
    expect(told[0]).toMatch(/says belote\.$|^You say belote\.$/);
    expect(told[1]).toMatch(/belote\.$/);
  });
});

describe('the announcements of the variant', () => {
  it('a declaration is told at once without its combinations to the others, and with them once the first trick is over', () => {
    let checked = false;
    for (let seed = 1; seed <= 80 && !checked; seed++) {
      const t = dealOf(belote, 'french', shuffled(seed), 0, { ruleset: 'cardavia', variants: ['annonces'] });
      play(t as Table<BeloteView>, 'bid:take');
      const seat = belote.toMove(t.state)!;
      const legal = belote.legalActions(t.state).map((a) => formatAction(belote, 'french', a));
      if (!legal.includes('declare')) continue;
      const other = (seat + 1) % 4;
      const before = belote.view(t.state, other) as BeloteView;
      play(t as Table<BeloteView>, 'declare');
      const after = belote.view(t.state, other) as BeloteView;
      const [m] = movesBetween(before, after);
      expect(m).toMatchObject({ seat, move: 'declare', at: 0 });
      expect(moveText(words('en', other), m!, after)).toMatch(/announces combinations, shown after the first trick\.$/);
      for (let i = 0; i < 4; i++)
        play(t as Table<BeloteView>, formatAction(belote, 'french', belote.legalActions(t.state)[0]!));
      const shown = belote.view(t.state, other) as BeloteView;
      for (const lang of LANGS) {
        expect(moveText(words(lang, other), m!, shown)).toMatch(/\((20|50|100|150|200)\)/);
      }
      expect(moveText(words('en', other), m!, shown)).toMatch(/announces an? (tierce|cinquante|cent|carré)/);
      checked = true;
    }
    expect(checked).toBe(true);
  });
});

describe('the deal’s end', () => {
  it('every finished deal of each ruleset is explained without a key left, in every language', () => {
    const results = new Set<string>();
    for (const rules of RULES) {
      for (let seed = 1; seed <= 20; seed++) {
        const t = randomDeal(seed, rules);
        const d = t.history[0]!;
        results.add(String(d.report.result));
        for (const lang of LANGS) {
          const s = dealSummary(words(lang), d, { rules: t.rules });
          for (const line of [s.headline, ...s.lines, sheetEntry(words(lang), d)]) {
            expect(line, `${lang} ${seed}`).not.toMatch(/table:|\{\{|undefined|NaN/);
          }
        }
      }
    }
    expect([...results]).toEqual(expect.arrayContaining(['made', 'dedans']));
  });

  it('a contrée deal contré names the multiplier and the contrée’s reckoning', () => {
    const t = dealOf(belote, 'french', shuffled(13), 0, { ruleset: 'contree' }) as Table<BeloteView>;
    play(t, 'bid:80-H', 'bid:contre', 'bid:pass', 'bid:pass');
    while (belote.toMove(t.state) !== null) {
      play(
        t,
        formatAction(
          belote,
          'french',
          belote.legalActions(t.state).find((a) => a < 64)!,
        ),
      );
    }
    const s = dealSummary(words('en'), t.history[0]!, { rules: t.rules });
    expect(s.lines).toContain('The contract was contré ×2.');
    expect(s.lines.some((l) => /bid/.test(l))).toBe(true);
    expect(sheetEntry(words('en'), t.history[0]!)).toMatch(/^80 in hearts · East · (made|dedans|capot) · ×2$/);
  });
});

describe('the statistics’ counters', () => {
  it('every key the engine gives a finished deal has a label in en, fr and de', () => {
    const keys = new Set<string>();
    for (const rules of RULES) {
      for (let seed = 1; seed <= 20; seed++) {
        const o = belote.outcome(randomDeal(seed, rules).state)!;
        for (const seat of [0, 1, 2, 3]) for (const k of belote.statKeys!(o, seat)) keys.add(k);
      }
    }
    expect(keys.size).toBeGreaterThan(2);
    for (const k of keys) for (const lang of LANGS) expect(statLabel(trIn(lang), k), `${k} ${lang}`).toMatch(/\w/);
    expect(statLabel(trIn('en'), 'elsewhere')).toBeNull();
  });
});

describe('the hand’s order', () => {
  it('trumps first from the Valet and the 9; the other suits from the Ace with the Ten second', () => {
    const hand = ['C7', 'CT', 'CK', 'CA', 'CJ', 'H9', 'HJ', 'HA'].map(f);
    const codes = (cards: Card[]) => cards.map((c) => formatCard('french', c));
    expect(codes(sortBelote(hand, 2))).toEqual(['HJ', 'H9', 'HA', 'CA', 'CT', 'CK', 'CJ', 'C7']);
    expect(codes(sortBelote(hand, null))).toEqual(['CA', 'CT', 'CK', 'CJ', 'C7', 'HA', 'HJ', 'H9']);
  });
});

describeStringFiles(
  'its own strings (i18n/table.*.json)',
  { en, fr, de },
  /^(be\.seat\.belote|be\.info\.belote|be\.info\.held|be\.side\.pair|be\.sheet\.(dedans|capot|litige)|be\.auction\.capot|be\.reason\.declare\.no-variant)$/,
);
