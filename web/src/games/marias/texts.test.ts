/**
 * Mariáš's sentences at the table, from the engine's own states and refusals: a sentence for every rule id the
 * engine refuses a candidate with, in en, fr and de (never the plain fallback); the facts bar through a deal
 * (the trump card hidden from the others, the game, declarer, fleks and worth); the trump card, discard and
 * marriages told among the events; and the deal's end explained component by component in units (RULES.md's
 * worked checks).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../engine/action.js';
import { type Card, formatCard, parseCard } from '../../../../engine/cards.js';
import { formatAction } from '../../../../engine/record.js';
import { type MariasView, PACK, marias } from '../../../../engine/marias/index.js';
import type { DealResult } from '../../../../engine/protocol.js';
import { describeStringFiles, munich, trIn } from '../../table/i18n.testing.js';
import { type Table, dealOf, play, seatStateOf } from '../../table/seat-states.testing.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { mariasTable } from './table.js';
import {
  type MariasReport,
  callName,
  raiseName,
  statLabel,
  dealSummary,
  facts,
  moveText,
  movesBetween,
  sheetEntry,
} from './texts.js';
import { sortMarias } from './sort.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

type Lang = 'en' | 'fr' | 'de';
const LANGS: readonly Lang[] = ['en', 'fr', 'de'];
const g = (c: string) => parseCard('german', c)!;
const words = (lang: Lang, human: Seat = 0) => wordsFor(trIn(lang), munich(lang), human, 3);

/** A deal with the dealer in seat 2: seat 0 is the forehand F (MA-5), seat 1 M, seat 2 R. */
function deal(f: string, m: string, r: string): Table<MariasView> {
  const [hf, hm, hr] = [f, m, r].map((x) => x.split(' ').map(g)) as [Card[], Card[], Card[]];
  const order = [
    ...hf.slice(0, 7),
    ...hm.slice(0, 5),
    ...hr.slice(0, 5),
    ...hf.slice(7),
    ...hm.slice(5),
    ...hr.slice(5),
  ];
  expect(new Set(order).size).toBe(32);
  return dealOf(marias, 'german', order, 2) as Table<MariasView>;
}
// F holds the hearts marriage and the trump seven; M and R the rest.
const F = 'HA HT HK HO H7 EA ET GA GT S7 S8 S9';
const M = 'HU H9 H8 EK EO EU E9 E8 E7 GK';
const R = 'GO GU G9 G8 G7 SA ST SK SO SU';

/** A seeded shuffle (a linear congruential generator), the same on every run. */
function shuffled(seed: number): Card[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = [...PACK];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('why not: every refusal of the engine in words', () => {
  it('each rule id a candidate is refused with has its own sentence in en, fr and de, over random deals of both rulesets', () => {
    const seen = new Set<string>();
    for (const ruleset of ['cardavia', 'licitovany']) {
      for (let seed = 1; seed <= 40; seed++) {
        const t = dealOf(marias, 'german', shuffled(seed * 7 + (ruleset === 'cardavia' ? 0 : 1)), seed % 3, {
          ruleset,
        }) as Table<MariasView>;
        let x = seed;
        while (marias.toMove(t.state) !== null) {
          const seat = marias.toMove(t.state)!;
          const s = seatStateOf(t, seat);
          for (const r of s.refused) {
            if (r.rule === null) continue;
            seen.add(r.rule);
            expect(mariasTable.reasons[r.rule], r.rule).toBeDefined();
            for (const lang of LANGS) {
              const text = refusalText(trIn(lang), munich(lang), mariasTable, r, s.phase);
              expect(text, `${r.rule} ${r.text} ${lang}`).not.toMatch(/table:|\{\{|^$/);
              expect(text).not.toBe(trIn(lang)('table:reason.illegalCard'));
              expect(text).not.toBe(trIn(lang)('table:reason.illegalBid'));
            }
          }
          const legal = marias.legalActions(t.state);
          x = (x * 48271) % 2147483647;
          play(t, formatAction(marias, 'german', legal[x % legal.length]!));
        }
      }
    }
    // The refusals a player meets at the table: the claims, the fleks, the duties, the seven, the auction.
    for (const rule of ['MA-7', 'MA-8', 'MA-9', 'MA-17', 'MA-19', 'MA-L3', 'MA-L4']) expect(seen).toContain(rule);
  });

  it('MA-7: barva is refused when the talon holds an Ace or a Ten, and the sentence says why', () => {
    const t = play(deal(F, M, R), 'trump:H7', 'discard:EA,S7');
    const s = seatStateOf(t, 0);
    const r = s.refused.find((x) => x.text === 'bid:barva')!;
    expect(refusalText(trIn('en'), munich('en'), mariasTable, r, s.phase)).toBe(
      'Your talon holds an Ace or a Ten: now only betl or durch may be claimed.',
    );
  });

  it('MA-19: a card that does not follow and beat names the led suit', () => {
    const t = play(deal(F, M, R), 'trump:H7', 'discard:S7,S8', 'bid:barva', 'bid:dobra', 'bid:dobra', 'bid:hra');
    play(t, 'bid:dobra', 'bid:dobra', 'play:EA');
    const s = seatStateOf(t, 1);
    const r = s.refused.find((x) => x.text === 'play:HU')!;
    expect(refusalText(trIn('en'), munich('en'), mariasTable, r, s.phase)).toMatch(/^The lead is acorns: follow suit/);
  });
});

describe('the facts bar', () => {
  const factText = (t: Table<MariasView>, seat: Seat, term: string, lang: Lang = 'en') =>
    facts(words(lang, seat), seatStateOf(t, seat)).find((f) => f.term === term)?.text;

  it('the trump card lies face down: its owner reads it, the others only that it lies there', () => {
    const t = play(deal(F, M, R), 'trump:H7');
    expect(factText(t, 0, 'table:ma.info.trump')).toMatch(/seven of hearts, face down/i);
    expect(factText(t, 1, 'table:ma.info.trump')).toBe('a trump card lies face down');
    expect(factText(t, 1, 'table:ma.info.game')).toBe('being chosen');
  });

  it('a red sedma with a flek: the game, the declarer, the flek level and each component’s worth', () => {
    const t = play(deal(F, M, R), 'trump:H7', 'discard:S7,S8', 'bid:barva', 'bid:dobra', 'bid:dobra', 'bid:sedma');
    play(t, 'bid:flek-sedma', 'bid:dobra');
    expect(factText(t, 1, 'table:ma.info.game')).toBe('Sedma');
    expect(factText(t, 1, 'table:ma.info.trump')).toBe('Hearts');
    expect(factText(t, 1, 'table:ma.info.declarer')).toBe('East');
    expect(factText(t, 1, 'table:ma.info.fleks')).toBe('Sedma flek ×2');
    // MA-23, MA-25: hra 1 × 2 (hearts); sedma 2 × 2 (hearts) × 2 (flek).
    expect(factText(t, 1, 'table:ma.info.value')).toBe('Hra 2 units · Sedma 8 units');
  });
});

describe('the moves other than cards, told among the events', () => {
  it('the trump card and the discard are told without their cards to the others, and a marriage with its points', () => {
    const before = play(deal(F, M, R), 'trump:H7');
    const a = marias.view(before.state, 1);
    play(before, 'discard:S7,S8');
    const b = marias.view(before.state, 1);
    expect(movesBetween(a, b)).toEqual([{ seat: 0, move: 'discard' }]);
    expect(moveText(words('en', 1), { seat: 0, move: 'discard' }, b)).toBe(
      'East lays two cards face down as the talon.',
    );
    play(before, 'bid:barva', 'bid:dobra', 'bid:dobra', 'bid:hra', 'bid:dobra', 'bid:dobra');
    const c = marias.view(before.state, 1);
    play(before, 'marry:H', 'play:HK');
    const d = marias.view(before.state, 1);
    const moves = movesBetween(c, d);
    expect(moves).toEqual([{ seat: 0, move: 'marry-2', at: 0 }]);
    expect(moveText(words('en', 1), moves[0]!, d)).toBe('East announces the marriage of hearts: 40.');
    expect(moveText(words('fr', 0), moves[0]!, d)).toBe('Vous annoncez le mariage à cœurs\u202f: 40.');
  });

  it('bids by their Czech names with a gloss, a declaration with its suit, a flek with its components', () => {
    const tr = trIn('en');
    expect(callName(tr, munich('en'), 'dobra')).toBe('Dobrá (good: let it stand)');
    expect(callName(tr, munich('en'), 'sto-H')).toBe('Sto in hearts');
    expect(callName(tr, munich('en'), 'flek-hra-sedma')).toBe('Flek (double) on Hra and Sedma');
    expect(callName(trIn('de'), munich('de'), 'betl')).toBe('Betl (ich mache keinen Stich)');
    // On the flek step's buttons, the level each flek makes: the declarer's answer to a flek is a re.
    expect(raiseName(tr, munich('en'), 'flek-hra-sedma', [0, 0, 0, 0, 0])).toBe('Flek (×2) on Hra and Sedma');
    expect(raiseName(tr, munich('en'), 'flek-hra', [1, 0, 0, 0, 0])).toBe('Re (×4) on Hra');
    expect(raiseName(trIn('fr'), munich('fr'), 'flek-betl', [3, 0, 0, 3, 0])).toBe('Boty (×16) sur Betl');
  });
});

describe('the deal summary and the score sheet', () => {
  const result = (report: Partial<MariasReport>, scores: number[]): DealResult => ({
    deal: 0,
    dealer: 2,
    scores,
    totals: scores,
    report: {
      contract: 'hra',
      declarer: 0,
      trump: 'H',
      trumpCard: 'H7',
      talon: [],
      flek: { hra: 0 },
      cardPoints: [50, 20, 20],
      marriages: [40, 20, 0],
      tricks: [5, 3, 2],
      components: [],
      value: 0,
      scores,
      endedBy: 'last-trick',
      ...report,
    },
  });
  const options = { rules: { ruleset: 'cardavia', variants: [], target: 12 } };

  it('RULES.md’s hra in hearts with re: the hra’s 8 units explained, the points of each side, who pays what', () => {
    const d = result(
      {
        flek: { hra: 2 },
        components: [{ name: 'hra', silent: false, wonBy: 'declarer', units: 8 }],
        value: 8,
      },
      [16, -8, -8],
    );
    const s = dealSummary(words('en'), d, options);
    expect(s.headline).toBe('You win Hra in hearts.');
    expect(s.lines).toEqual([
      'Points with the marriages announced: you 90, the defenders 60.',
      'Hra, won by you: 1 unit × hearts ×2 × re ×4 = 8 units.',
      'Each defender pays you 8 units: you +16.',
    ]);
    expect(sheetEntry(words('en'), d)).toBe('Hra in hearts · You · fleked · value 8');
  });

  it('RULES.md’s lost sto: its steps, and the hra still won, from the defender’s side', () => {
    const d = result(
      {
        contract: 'sto',
        trump: 'E',
        flek: { hra: 0, sto: 0 },
        components: [
          { name: 'hra', silent: false, wonBy: 'declarer', units: 1 },
          { name: 'sto', silent: false, wonBy: 'defenders', units: 12 },
        ],
        value: -11,
      },
      [-22, 11, 11],
    );
    const s = dealSummary(words('en', 1), d, options);
    expect(s.headline).toBe('East loses Sto in acorns.');
    expect(s.lines).toContain('Sto, won by the defenders: 3 steps of 4 = 12 units.');
    expect(s.lines).toContain('East pays each defender 11 units: East −22.');
  });

  it('a betl lost at the declarer’s first trick says the deal ended there, in every language', () => {
    const d = result(
      {
        contract: 'betl',
        trump: null,
        flek: { betl: 1 },
        cardPoints: [0, 0, 0],
        marriages: [0, 0, 0],
        components: [{ name: 'betl', silent: false, wonBy: 'defenders', units: 30 }],
        value: -30,
        endedBy: 'decided',
      },
      [-60, 30, 30],
    );
    expect(dealSummary(words('en', 1), d, options).lines).toEqual([
      'East took a trick: the betl is lost and the deal ends there.',
      'Betl, won by the defenders: 15 units × flek ×2 = 30 units.',
      'East pays each defender 30 units: East −60.',
    ]);
    for (const lang of LANGS) {
      for (const line of dealSummary(words(lang, 0), d, options).lines) expect(line).not.toMatch(/table:|\{\{/);
    }
  });

  it('a silent seven and a silent hundred are named as such', () => {
    const d = result(
      {
        trump: 'G',
        components: [
          { name: 'hra', silent: false, wonBy: 'declarer', units: 2 },
          { name: 'sto', silent: true, wonBy: 'declarer', units: 2 },
          { name: 'sedma', silent: true, wonBy: 'defenders', units: 1 },
        ],
        value: 3,
      },
      [6, -3, -3],
    );
    const lines = dealSummary(words('en'), d, options).lines;
    expect(lines).toContain('Hra, won by you: 1 unit ×2 for the silent hundred = 2 units.');
    expect(lines).toContain('Silent hundred, won by you: 2 units for each full 10 above 100 = 2 units.');
    expect(lines).toContain('Silent seven, won by the defenders: 1 unit.');
  });
});

describe('the statistics’ counters', () => {
  it('every key the engine gives a finished deal has a label in en, fr and de', () => {
    const keys = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const t = dealOf(marias, 'german', shuffled(seed), seed % 3) as Table<MariasView>;
      let x = seed;
      while (marias.toMove(t.state) !== null) {
        const legal = marias.legalActions(t.state);
        x = (x * 48271) % 2147483647;
        play(t, formatAction(marias, 'german', legal[x % legal.length]!));
      }
      const o = marias.outcome(t.state)!;
      for (const seat of [0, 1, 2]) for (const k of marias.statKeys!(o, seat)) keys.add(k);
    }
    expect([...keys].some((k) => k.startsWith('declared:'))).toBe(true);
    for (const k of keys) for (const lang of LANGS) expect(statLabel(trIn(lang), k), `${k} ${lang}`).toMatch(/\w/);
    expect(statLabel(trIn('en'), 'won:betl')).toBe('Won Betl as declarer');
    expect(statLabel(trIn('en'), 'elsewhere')).toBeNull();
  });
});

describe('the hand’s order', () => {
  it('trumps first, the Ten second in a trump game; in betl the Ten between the Unter and the nine', () => {
    const hand = ['E7', 'ET', 'EK', 'EA', 'EU', 'H9', 'HT'].map(g);
    const codes = (cards: Card[]) => cards.map((c) => formatCard('german', c));
    expect(codes(sortMarias(hand, 2, false))).toEqual(['HT', 'H9', 'EA', 'ET', 'EK', 'EU', 'E7']);
    expect(codes(sortMarias(hand, null, true))).toEqual(['EA', 'EK', 'EU', 'ET', 'E7', 'HT', 'H9']);
  });
});

describeStringFiles(
  'its own strings (i18n/table.*.json)',
  { en, fr, de },
  /^(ma\.game\.|ma\.flekLevel$|ma\.info\.fleks$)/,
);
