import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import { drawBack, drawCard } from './all.js';

/** Every path outline of a piece of markup. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
/** The markup inside the back's marked centrepiece, or undefined. */
const centrepiece = (svg: string, name: string): string | undefined =>
  new RegExp(`<g data-back="${name}"[^>]*>(.*?)</g>`).exec(svg)?.[1];

describe('card backs', () => {
  it('draws the Pegasus of Ritter & Cie. on the Prague back and on no other deck [P1]', () => {
    for (const deck of DECKS) {
      const marks = drawBack(deck.id).match(/data-back="pegasus"/g) ?? [];
      expect(marks, deck.id).toHaveLength(deck.id === 'prague' ? 1 : 0);
    }
    // A winged horse: body, legs, tail and wings make a figure of several outlines, not a token mark.
    expect(outlines(centrepiece(drawBack('prague'), 'pegasus')!).size).toBeGreaterThanOrEqual(6);
  });

  it("draws the back's Pegasus as a figure of its own, not the 8 of bells' one", () => {
    const back = outlines(centrepiece(drawBack('prague'), 'pegasus')!);
    const eightOfBells = outlines(drawCard('prague', 'S8'));
    expect([...back].filter((d) => eightOfBells.has(d))).toEqual([]);
  });

  it('gives every deck a back of its own, drawn differently and not just recoloured', () => {
    const backs = DECKS.map((d) => [d.id, drawBack(d.id)] as const);
    expect(new Set(backs.map(([, svg]) => svg)).size).toBe(DECKS.length);
    // The same outlines in other colours would pass the check above; compare the shapes too.
    const shapes = backs.map(([id, svg]) => [id, [...outlines(svg)].sort().join('|')] as const);
    for (let i = 0; i < shapes.length; i++)
      for (let j = i + 1; j < shapes.length; j++)
        expect(shapes[i]![1], `${shapes[i]![0]} v ${shapes[j]![0]}`).not.toBe(shapes[j]![1]);
  });
});
