import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';

const TELL = 'vienna-tell';
const COURTS = deckCards(TELL).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card (both halves), marked by the Tell heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
const horses = (svg: string): number => svg.split('data-part="horse"').length - 1;
/** Every path outline of a card. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));

describe('the Tell pattern’s own courts (issue 14)', () => {
  it('draws all twelve courts double-headed, the half figure turned at the centre, with no corner letters', () => {
    expect(COURTS).toHaveLength(12);
    for (const code of COURTS) {
      const svg = drawCard(TELL, code);
      const [top, turned, ...more] = heads(svg);
      expect(more, code).toEqual([]);
      expect(top, code).toBeDefined();
      expect(turned, code).toBe(top);
      // As on the real pack (docs/patterns.md, Tell checklist): the sign's height tells Ober from Unter.
      expect(svg, code).not.toMatch(/<text/);
    }
  });

  it('gives no two courts of the pack the same head', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const head = heads(drawCard(TELL, code))[0]!;
      expect(seen.get(head), `${code} has the head of ${seen.get(head)}`).toBeUndefined();
      seen.set(head, code);
    }
  });

  it('puts a different attribute in every hand: Tell’s crossbow on the Ober of acorns', () => {
    const held = COURTS.map((code) => attributes(drawCard(TELL, code)));
    for (const [i, a] of held.entries()) expect(a, COURTS[i]).toHaveLength(2);
    expect(new Set(held.map((a) => a[0])).size).toBe(12);
    expect(held[COURTS.indexOf('EO')]![0]).toBe('crossbow');
  });

  it('sets the four kings on horseback, and only the kings', () => {
    for (const code of COURTS) expect(horses(drawCard(TELL, code)), code).toBe(code[1] === 'K' ? 2 : 0);
  });

  it('shares no figure outline with the Bavarian courts: only the suit signs are common', () => {
    for (const code of COURTS) {
      const signs = outlines(suitSign('german', 'EGHS'.indexOf(code[0]!) as 0 | 1 | 2 | 3));
      const bavarian = outlines(drawCard('munich-bavarian', code));
      const shared = [...outlines(drawCard(TELL, code))].filter((d) => bavarian.has(d) && !signs.has(d));
      expect(shared, code).toEqual([]);
    }
  });
});
