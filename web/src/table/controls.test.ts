/**
 * A step's controls from a game's declaration (issue 28, point 3): the moves of the step the deal is in, as
 * buttons with their string forms, keys and reasons; a move of two cards chosen card by card. The game is made
 * up for the test from a catalogue entry, as the site meets a game it has no folder for (declared.ts).
 */
import { describe, expect, it } from 'vitest';
import { moveAction } from '../../../engine/action.js';
import { RANK_7, RANK_9, RANK_ACE, cardOf } from '../../../engine/cards.js';
import { cardsArg, formatAction } from '../../../engine/moves.js';
import type { ActionInfo, GameCatalogue, Refusal } from '../../../engine/protocol.js';
import { chosenControl, stepChoices, stepControls } from './controls.js';
import { declaredGame, movesOf, sortBySuit } from './declared.js';
import { munich, trIn } from './i18n.testing.js';
import { wordsFor } from './texts.js';

const ENTRY = {
  id: 'made-up',
  name: 'Made up',
  seats: 3,
  moves: [
    { name: 'play', arg: 'card' },
    { name: 'bid', arg: 'choice', choices: [] },
    { name: 'trump', arg: 'suit' },
    { name: 'schlag', arg: 'rank' },
    { name: 'raise', arg: 'flag', key: 'r' },
    // H is the table's own key (the hand): the move keeps none.
    { name: 'hold', arg: 'flag', key: 'h' },
    { name: 'discard', arg: 'cards', count: 2, hidden: true },
  ],
  steps: [
    { id: 'call', phase: 'auction', moves: ['schlag', 'trump'] },
    { id: 'discard', phase: 'auction', moves: ['discard'] },
    { id: 'play', phase: 'play', moves: ['play', 'raise', 'hold'] },
  ],
  sides: [[0], [1], [2]],
  bids: [],
  decks: ['munich-bavarian'],
  defaultDeck: 'munich-bavarian',
  defaultRules: {},
  options: { rulesets: [], variants: [], target: null, sessionDeals: null },
} as unknown as GameCatalogue;

const game = declaredGame(ENTRY);
const moves = movesOf(ENTRY);
const w = wordsFor(trIn('en'), munich('en'), 0, 3);
const info = (action: number): ActionInfo => ({ action, text: formatAction(moves, 'german', action) });
const refusal = (action: number, message: string): Refusal => ({
  ...info(action),
  code: 'ILLEGAL_MOVE',
  rule: 'MU-1',
  params: {},
  message,
});

const TRUMP = 2;
const SCHLAG = 3;
const RAISE = moveAction(4, 0);
const HOLD = moveAction(5, 0);
const DISCARD = 6;

describe('the controls of a step, from the declaration', () => {
  it('offer the step’s moves only, in declared order, a suit or rank per button with the keys of their values', () => {
    const legal = [0, 1, 2, 3].map((suit) => info(moveAction(TRUMP, suit))).concat(info(moveAction(SCHLAG, RANK_9)));
    const groups = stepControls(game, w, {
      step: 'call',
      phase: 'auction',
      legal: [...legal, info(RAISE)],
      refused: [],
    });
    expect(groups.map((g) => g.move)).toEqual(['trump', 'schlag']);
    const [trump, schlag] = groups;
    expect(trump!.controls.map((c) => [c.text, c.short, c.key])).toEqual([
      ['trump:E', 'Acorns', '1'],
      ['trump:G', 'Leaves', '2'],
      ['trump:H', 'Hearts', '3'],
      ['trump:S', 'Bells', '4'],
    ]);
    expect(trump!.controls[2]!.label).toBe('Trump: Hearts');
    expect(trump!.controls[2]!.suit).toBe(2);
    // A rank's key is its own letter.
    expect(schlag!.controls.map((c) => [c.text, c.short, c.key])).toEqual([['schlag:9', 'Nine', '9']]);
  });

  it('give a refused move the engine’s sentence (a game without texts) and the key it has when legal', () => {
    const groups = stepControls(game, w, {
      step: 'play',
      phase: 'play',
      legal: [info(HOLD)],
      refused: [refusal(RAISE, 'Your side raised last.')],
    });
    const controls = groups.flatMap((g) => g.controls);
    expect(controls.map((c) => [c.text, c.key, c.why])).toEqual([
      ['raise', 'R', 'Your side raised last.'],
      ['hold', null, null],
    ]);
  });

  it('list the legal choices with the same keys, for the table’s keyboard', () => {
    expect(stepChoices(game, w, [info(RAISE), info(moveAction(TRUMP, 1))])).toEqual([
      { text: 'raise', label: 'Raise', key: 'R' },
      { text: 'trump:G', label: 'Trump: Leaves', key: '2' },
    ]);
  });

  it('choose a move of two cards card by card: the pair makes a legal move, a refused one, or nothing yet', () => {
    const e7 = cardOf(0, RANK_7);
    const g9 = cardOf(1, RANK_9);
    const ha = cardOf(2, RANK_ACE);
    const pair = (a: number, b: number) => moveAction(DISCARD, cardsArg([a, b]));
    const groups = stepControls(game, w, {
      step: 'discard',
      phase: 'auction',
      legal: [info(pair(e7, g9))],
      refused: [refusal(pair(e7, ha), 'Aces stay in hand.'), refusal(pair(g9, ha), 'Aces stay in hand.')],
    });
    const [discard] = groups;
    expect(discard!.count).toBe(2);
    expect(discard!.controls.map((c) => [c.card, c.key, c.text])).toEqual([
      [e7, null, ''],
      [g9, null, ''],
      [ha, null, ''],
    ]);
    expect(chosenControl(discard!, [e7])).toBeNull();
    expect(chosenControl(discard!, [g9, e7])?.text).toBe('discard:E7,G9');
    expect(chosenControl(discard!, [ha, e7])?.why).toBe('Aces stay in hand.');
  });

  it('sort a declared game’s hand by suit, then as the cards are printed', () => {
    expect(sortBySuit([cardOf(1, RANK_7), cardOf(0, RANK_9), cardOf(1, RANK_ACE), cardOf(0, RANK_ACE)])).toEqual([
      cardOf(0, RANK_ACE),
      cardOf(0, RANK_9),
      cardOf(1, RANK_ACE),
      cardOf(1, RANK_7),
    ]);
  });
});
