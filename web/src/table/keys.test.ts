/** The table's keys: what each key asks of the table, from what the table offers now. */
import { describe, expect, it } from 'vitest';
import type { Choice } from './game.js';
import { type KeyContext, keyAction } from './keys.js';

const none: KeyContext = { canContinue: false, choices: [], movesShown: false };
const bids: Choice[] = [
  { text: 'bid:pass', label: 'Pass', key: '0' },
  { text: 'bid:rufer-E', label: 'Rufer', key: '1' },
  { text: 'bid:solo-tout-H', label: 'Solo Tout', key: 'A' },
];

describe('the table’s keys', () => {
  it('? opens the list of keys, L the last trick, H goes to the hand and B to the bids or moves, in either case', () => {
    expect(keyAction('?', none)).toEqual({ kind: 'help' });
    for (const k of ['l', 'L']) expect(keyAction(k, none)).toEqual({ kind: 'last-trick' });
    for (const k of ['h', 'H']) expect(keyAction(k, none)).toEqual({ kind: 'hand' });
    for (const k of ['b', 'B']) expect(keyAction(k, none)).toEqual({ kind: 'choices' });
  });

  it('N deals the next deal only when the summary offers it; otherwise the key is left to the browser', () => {
    expect(keyAction('n', { ...none, canContinue: true })).toEqual({ kind: 'next' });
    expect(keyAction('N', { ...none, canContinue: true })).toEqual({ kind: 'next' });
    expect(keyAction('n', none)).toBeNull();
  });

  it('a choice’s key makes that choice, a letter in either case', () => {
    const c = { ...none, choices: bids };
    expect(keyAction('0', c)).toEqual({ kind: 'choose', text: 'bid:pass' });
    expect(keyAction('1', c)).toEqual({ kind: 'choose', text: 'bid:rufer-E' });
    expect(keyAction('a', c)).toEqual({ kind: 'choose', text: 'bid:solo-tout-H' });
  });

  it('a key no choice has is left to the browser, unless the moves panel is shown: it says why that move is refused', () => {
    expect(keyAction('7', { ...none, choices: bids })).toBeNull();
    expect(keyAction('3', none)).toBeNull();
    expect(keyAction('c', { ...none, movesShown: true })).toEqual({ kind: 'explain', key: 'C' });
    const exchange: Choice[] = [{ text: 'exchange', label: 'Exchange', key: '1' }];
    expect(keyAction('1', { ...none, choices: exchange, movesShown: true })).toEqual({
      kind: 'choose',
      text: 'exchange',
    });
  });

  it('other keys are left to the browser', () => {
    for (const k of ['Enter', ' ', 'ArrowLeft', 'Escape', '-', 'Tab']) {
      expect(keyAction(k, { canContinue: true, choices: bids, movesShown: true }), k).toBeNull();
    }
  });
});
