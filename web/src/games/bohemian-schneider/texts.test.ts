/**
 * Bohemian Schneider's sentences at the table: the facts of the rules in play, the follow-suit refusal
 * (BS-V2, from the engine's own refusal), and the deal's score explained from the honours (BS-10).
 */
import { describe, expect, it } from 'vitest';
import { type Card, parseCard } from '../../../../engine/cards.js';
import { DEFAULT_SCHNEIDER_RULES, bohemianSchneider } from '../../../../engine/bohemian-schneider/index.js';
import type { DealResult } from '../../../../engine/protocol.js';
import { describeStringFiles, paris, trIn } from '../../table/i18n.testing.js';
import { dealOf, play, seatStateOf } from '../../table/seat-states.testing.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { schneiderTable } from './table.js';
import { dealSummary, facts } from './texts.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

const f = (c: string) => parseCard('french', c)!;
const words = (lang: 'en' | 'fr' | 'de', human = 0) => wordsFor(trIn(lang), paris(lang), human, 2);

/**
 * A deal with the dealer in seat 1: seat 0 gets the first three cards and the seventh to ninth (BS-4), then
 * the talon; seat 0 leads.
 */
function deal(hands: [string, string], rules?: object) {
  const [a, b] = hands.map((h) => h.split(' ').map(f)) as [Card[], Card[]];
  const used = new Set([...a, ...b]);
  const talon = bohemianSchneider.pack(bohemianSchneider.defaultRules).filter((c) => !used.has(c));
  return dealOf(
    bohemianSchneider,
    'french',
    [...a.slice(0, 3), ...b.slice(0, 3), ...a.slice(3), ...b.slice(3), ...talon],
    1,
    rules,
  );
}

describe('why not', () => {
  it('BS-V2: under the follow-suit variant the answer must follow the led suit, which is named', () => {
    const t = play(deal(['SA C7 C8 C9 H7 H8', 'S7 D7 D8 D9 DT DJ'], { variants: ['follow-suit'] }), 'play:SA');
    const s = seatStateOf(t, 1);
    const r = s.refused.find((x) => x.text === 'play:D7');
    expect(r).toMatchObject({ rule: 'BS-V2', params: { led: 1 } });
    expect(refusalText(trIn('en'), paris('en'), schneiderTable, r, s.phase)).toBe(
      'Follow-suit variant: you hold spades, so you must play that suit.',
    );
    expect(refusalText(trIn('de'), paris('de'), schneiderTable, r, s.phase)).toMatch(/Pik/);
  });
});

describe('the facts of the deal', () => {
  it('the rules in play; the trump suit in the trump variant; the target only when a match is played to it', () => {
    const text = (rules: object) =>
      facts(words('en'), seatStateOf(deal(['SA C7 C8 C9 H7 H8', 'S7 D7 D8 D9 DT DJ'], rules), 0)).map((x) => x.text);
    expect(text({})).toEqual(['Cardavia rules']);
    expect(text({ ruleset: 'cardrulesplus' })).toEqual(['CardRulesPlus rules', 'Target: 7 game points']);
    expect(text({ variants: ['trump', 'cumulative'] })).toHaveLength(3);
  });
});

describe('deal summaries', () => {
  const d = (honours: [number, number], scores: [number, number]): DealResult => ({
    deal: 0,
    dealer: 1,
    scores,
    totals: scores,
    report: { honours, tricks: [8, 8], gamePoints: scores },
  });
  const rules = (over: object = {}) => ({ ...DEFAULT_SCHNEIDER_RULES, ...over });
  it('what the winner’s honours made this deal: game points, and Schneider or Schwarz (BS-10)', () => {
    const s = dealSummary(words('en'), d([17, 3], [2, 0]), { rules: rules() });
    expect(s.headline).toBe('You win the deal.');
    expect(s.lines).toEqual(['You: 17 honours, Schneider, 2 game points.']);
    expect(dealSummary(words('en'), d([12, 8], [1, 0]), { rules: rules() }).lines).toEqual([
      'You: 12 honours, 1 game point.',
    ]);
    const north = dealSummary(words('de'), d([0, 20], [0, 3]), { rules: rules() });
    expect(north.headline).toBe('Nord gewinnt das Spiel.');
    expect(north.lines).toEqual(['Nord: alle 20 Honneurs, Schwarz, 3 Spielpunkte.']);
  });
  it('no line states the general rule: no threshold ranges, and each seat’s honours stay in the score table', () => {
    for (const lang of ['en', 'fr', 'de'] as const) {
      const s = dealSummary(words(lang), d([17, 3], [2, 0]), { rules: rules() });
      expect(s.lines.join(' ')).not.toMatch(/\b16\b|\b19\b|\b3\b/);
    }
  });
  it('the short deck (BS-V1): Schneider with 13 of its 16 honours', () => {
    const s = dealSummary(words('fr'), d([13, 3], [2, 0]), { rules: rules({ variants: ['short-deck'] }) });
    expect(s.lines).toEqual(['Vous\u202f: 13 honneurs, Schneider, 2 points de partie.']);
  });
  it('a tie scores nothing, and under CardRulesPlus the deal is dealt again (BS-C2)', () => {
    const tie = dealSummary(words('en'), d([10, 10], [0, 0]), { rules: rules({ ruleset: 'cardrulesplus' }) });
    expect(tie.headline).toBe('A tie: nobody scores.');
    expect(tie.lines).toEqual(['Under these rules the same dealer deals again.']);
    expect(dealSummary(words('en'), d([10, 10], [0, 0]), { rules: rules() }).lines).toEqual([]);
  });
  it('cumulative scoring: the difference in honours (BS-V4)', () => {
    const s = dealSummary(words('en'), d([14, 6], [8, 0]), { rules: rules({ variants: ['cumulative'], target: 50 }) });
    expect(s.lines).toEqual(['You: 14 − 6 honours, 8 game points (the difference).']);
  });
});

// Schneider and Schwarz are the game's words in every language.
describeStringFiles('its own strings (i18n/table.*.json)', { en, fr, de }, /^stats\.bs\.(schneider|schwarz)$/);
