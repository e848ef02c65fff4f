/**
 * Every path of every card is well formed: each command has a whole number of argument groups. A number
 * written straight after an interpolated one (`${x}6`) merges the two into one number without any error at
 * build time; the browser then drops the path with a console error, so the figure loses a part.
 */
import { describe, expect, test } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import { deckCards, drawBack, drawCard } from './all.js';

/** How many numbers each path command takes per segment (SVG 1.1, 8.3). */
const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** The commands of a path whose numbers do not come in whole groups, or '' when it is well formed. */
function malformed(d: string): string {
  const tokens = d.match(/[A-Za-z]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g) ?? [];
  const problems: string[] = [];
  let command = '';
  let count = 0;
  const close = () => {
    const n = ARGS[command.toUpperCase()];
    if (command === '') return;
    if (n === undefined) problems.push(`unknown command ${command}`);
    else if (n === 0 ? count !== 0 : count === 0 || count % n !== 0) problems.push(`${command} with ${count} numbers`);
  };
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      close();
      command = t;
      count = 0;
    } else count++;
  }
  close();
  return problems.join(', ');
}

describe('card paths', () => {
  test('the checker catches two numbers run together', () => {
    expect(malformed('M0 0C1 2 3 4 5 6Z')).toBe('');
    expect(malformed('M-8 4C-8 4 -6.66H6.6')).not.toBe('');
  });

  test.each(DECKS.map((d) => d.id))('%s: every path of every face and the back is well formed', (deck) => {
    const bad: string[] = [];
    for (const [code, svg] of [...deckCards(deck).map((c) => [c, drawCard(deck, c)]), ['back', drawBack(deck)]]) {
      for (const m of svg!.matchAll(/\sd="([^"]*)"/g)) {
        const problem = malformed(m[1]!);
        if (problem) bad.push(`${code}: ${problem} in "${m[1]!.slice(0, 60)}"`);
      }
    }
    expect(bad).toEqual([]);
  });
});
