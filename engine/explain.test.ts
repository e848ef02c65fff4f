import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { parseCard } from './cards.js';
import {
  DEFAULT_SCHNEIDER_RULES,
  type SchneiderRules,
  type SchneiderTrick,
  type SchneiderView,
  bohemianSchneider,
} from './bohemian-schneider/index.js';
import { explainSchneiderTrick } from './bohemian-schneider/explain.js';
import { explainSchafkopfTrick } from './schafkopf/explain.js';
import { randomBelow, seededRandom, shuffle } from './random.js';
import { type SchafkopfTrick, type SchafkopfView, schafkopf } from './schafkopf/index.js';
import type { AnyGame } from './game.js';

const fr = (code: string) => parseCard('french', code) as Card;
const de = (code: string) => parseCard('german', code) as Card;
const trick = (leader: number, codes: string[], parse: (c: string) => Card, winner = 0) => ({
  leader,
  cards: codes.map(parse),
  winner,
  points: 0,
});

describe('Bohemian Schneider trick explanations (BS-7, BS-C1, BS-V3)', () => {
  const plus: SchneiderRules = { ...DEFAULT_SCHNEIDER_RULES, ruleset: 'cardrulesplus' };
  it('the Jack does not take a led 9: only the 10 would have (seed 000)', () => {
    const e = explainSchneiderTrick(DEFAULT_SCHNEIDER_RULES, trick(0, ['S9', 'SJ'], fr), -1);
    expect(e).toEqual({
      reason: 'not-next-rank',
      winner: fr('S9'),
      winnerSeat: 0,
      beaten: [fr('SJ')],
      needed: fr('ST'),
    });
  });
  it('the Jack takes a led 10: it is the next rank up', () => {
    const e = explainSchneiderTrick(DEFAULT_SCHNEIDER_RULES, trick(1, ['ST', 'SJ'], fr), -1);
    expect(e).toMatchObject({ reason: 'next-rank', winner: fr('SJ'), winnerSeat: 0, beaten: [fr('ST')] });
  });
  it('under CardRulesPlus any higher card of the suit wins', () => {
    expect(explainSchneiderTrick(plus, trick(0, ['S9', 'SJ'], fr), -1).reason).toBe('higher');
  });
  it('a led Ace, a lower card, another suit, and a trump on a plain lead', () => {
    expect(explainSchneiderTrick(plus, trick(0, ['SA', 'SK'], fr), -1).reason).toBe('led-ace');
    expect(explainSchneiderTrick(plus, trick(0, ['SK', 'S7'], fr), -1).reason).toBe('lower');
    expect(explainSchneiderTrick(plus, trick(0, ['SK', 'H7'], fr), -1).reason).toBe('other-suit');
    const trumps = { ...plus, variants: ['trump' as const] };
    const e = explainSchneiderTrick(trumps, trick(0, ['SA', 'H7'], fr), 2);
    expect(e).toMatchObject({ reason: 'trump', winner: fr('H7'), winnerSeat: 1 });
  });
});

describe('Schafkopf trick explanations (SK-15)', () => {
  it('the highest trump takes a trick with several trumps', () => {
    const e = explainSchafkopfTrick('rufer-E', trick(2, ['HK', 'GU', 'HA', 'EO'], de));
    expect(e).toEqual({
      reason: 'highest-trump',
      winner: de('EO'),
      winnerSeat: 1,
      beaten: [de('HK'), de('GU'), de('HA')],
    });
  });
  it('a lone trump takes a plain-suit trick', () => {
    expect(explainSchafkopfTrick('rufer-E', trick(0, ['EA', 'E7', 'H7', 'ET'], de))).toMatchObject({
      reason: 'only-trump',
      winner: de('H7'),
      winnerSeat: 2,
      beaten: [],
    });
  });
  it('without trumps the highest card of the led suit wins; in Wenz an Ober is a plain card', () => {
    expect(explainSchafkopfTrick('wenz', trick(0, ['EK', 'EO', 'GA', 'EA'], de))).toMatchObject({
      reason: 'highest-of-suit',
      winner: de('EA'),
      winnerSeat: 3,
      beaten: [de('EK'), de('EO')],
    });
  });
});

/** Random games: every finished trick's explanation names the winner the engine chose. */
function checkRandomGames<T extends { winner: number }, V extends { tricks: readonly T[] }>(
  game: AnyGame,
  rules: unknown,
  explain: (view: V, t: T) => { winnerSeat: number },
) {
  const parsed = game.parseRules(rules);
  if (!parsed.ok) throw new Error(parsed.error);
  const random = seededRandom(`explain/${game.id}/${JSON.stringify(rules)}`);
  let tricks = 0;
  for (let g = 0; g < 60; g++) {
    const session = game.newSession(parsed.value, 0);
    let state = game.deal(session, shuffle(game.pack(parsed.value), random));
    while (game.toMove(state) !== null) {
      const legal = game.legalActions(state);
      const r = game.apply(state, game.toMove(state)!, legal[randomBelow(random, legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    const view = game.view(state, 0) as V;
    for (const t of view.tricks) {
      expect(explain(view, t).winnerSeat).toBe(t.winner);
      tricks++;
    }
  }
  return tricks;
}

describe('explanations agree with the engine on random games', () => {
  for (const rules of [
    undefined,
    { ruleset: 'cardrulesplus' },
    { variants: ['trump'] },
    { ruleset: 'cardrulesplus', variants: ['trump', 'short-deck', 'follow-suit'] },
  ]) {
    it(`Bohemian Schneider ${JSON.stringify(rules ?? {})}`, () => {
      const n = checkRandomGames(bohemianSchneider, rules, (view: SchneiderView, t: SchneiderTrick) =>
        explainSchneiderTrick(view.rules, t, view.trumpCard === null ? -1 : view.trumpCard >> 3),
      );
      expect(n).toBeGreaterThan(500);
    });
  }
  it('Schafkopf, every contract that was played', () => {
    const n = checkRandomGames(schafkopf, undefined, (view: SchafkopfView, t: SchafkopfTrick) =>
      explainSchafkopfTrick(view.contract!, t),
    );
    expect(n).toBeGreaterThan(50);
  });
});
