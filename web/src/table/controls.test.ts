/**
 * A step's controls from a game's declaration (issue 28, point 3): the moves of the step the deal is in, as
 * buttons with their string forms, keys and reasons; a move of two cards chosen card by card. The game is made
 * up for the test from a catalogue entry, as the site meets a game it has no folder for (declared.ts).
 */
import { describe, expect, it } from 'vitest';
import { moveAction } from '../../../engine/action.js';
import { RANK_7, RANK_9, RANK_ACE, cardOf } from '../../../engine/cards.js';
import { cardsArg, formatAction } from '../../../engine/moves.js';
import type { MoveKind } from '../../../engine/game.js';
import type { ActionInfo, GameCatalogue, Refusal } from '../../../engine/protocol.js';
import { choosable, chosenControl, handGroupOf, pressCard, stepChoices, stepControls } from './controls.js';
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
/** An action's legal form and a refusal of it, as the server sends them, for a game of these moves. */
function formsOf(of: readonly MoveKind[]) {
  const info = (action: number): ActionInfo => ({ action, text: formatAction(of, 'german', action) });
  const refusal = (action: number, message: string): Refusal => ({
    ...info(action),
    code: 'ILLEGAL_MOVE',
    rule: 'MU-1',
    params: {},
    message,
  });
  return { info, refusal };
}
const { info, refusal } = formsOf(moves);

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

  it('choose a move of two cards in the hand, card by card: the pair makes a legal move, a refused one, or none yet', () => {
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
    const discard = handGroupOf(groups)!;
    expect(discard.count).toBe(2);
    // The cards of a legal choice are the hand's to choose; the Ace, only in refused ones, says why.
    expect([...choosable(discard)].sort()).toEqual([e7, g9].sort());
    expect(pressCard(discard, [], ha)).toEqual({ kind: 'refuse', why: 'Aces stay in hand.' });
    expect(pressCard(discard, [], e7)).toEqual({ kind: 'choose', chosen: [e7] });
    expect(pressCard(discard, [e7], e7)).toEqual({ kind: 'choose', chosen: [] });
    expect(chosenControl(discard, [e7])).toBeNull();
    expect(chosenControl(discard, [g9, e7])?.text).toBe('discard:E7,G9');
    expect(chosenControl(discard, [ha, e7])?.why).toBe('Aces stay in hand.');
  });

  it('make a move of one card as soon as the card is pointed at, or say why not', () => {
    const bury = { ...ENTRY, moves: ENTRY.moves.map((m) => (m.name === 'discard' ? { ...m, count: 1 } : m)) };
    const one = declaredGame(bury as GameCatalogue);
    const { info, refusal } = formsOf(movesOf(bury as GameCatalogue));
    const [h7, ha] = [cardOf(2, RANK_7), cardOf(2, RANK_ACE)];
    const group = handGroupOf(
      stepControls(one, w, {
        step: 'discard',
        phase: 'auction',
        legal: [info(moveAction(DISCARD, cardsArg([h7])))],
        refused: [refusal(moveAction(DISCARD, cardsArg([ha])), 'Aces stay in hand.')],
      }),
    )!;
    expect(pressCard(group, [], h7)).toEqual({ kind: 'act', text: 'discard:H7' });
    expect(pressCard(group, [], ha)).toEqual({ kind: 'refuse', why: 'Aces stay in hand.' });
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
