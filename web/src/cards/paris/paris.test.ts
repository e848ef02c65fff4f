import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';

const PARIS = 'paris-piquet';
const COURTS = deckCards(PARIS).filter((code) => /[KQJ]$/.test(code));
const NAMES: Record<string, string> = {
  SK: 'DAVID',
  SQ: 'PALLAS',
  SJ: 'OGIER',
  HK: 'CHARLES',
  HQ: 'JUDITH',
  HJ: 'LA HIRE',
  DK: 'CÉSAR',
  DQ: 'RACHEL',
  DJ: 'HECTOR',
  CK: 'ALEXANDRE',
  CQ: 'ARGINE',
  CJ: 'LANCELOT',
};

/** The markup of every head on a card (both halves), marked by the Paris heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/** Every path outline of a card. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
/** The outlines a card shares with no figure: its suit sign (at any size) and its index letter's pip. */
const signOutlines = (code: string): Set<string> =>
  outlines(suitSign('french', 'CSHD'.indexOf(code[0]!) as 0 | 1 | 2 | 3) + drawCard(PARIS, code[0] + '7'));

describe('the Paris pattern’s own courts (issue 14)', () => {
  it('draws all twelve courts double-headed, the half figure turned at the diagonal, its name and R D V printed', () => {
    expect(COURTS).toHaveLength(12);
    for (const code of COURTS) {
      const svg = drawCard(PARIS, code);
      const [top, turned, ...more] = heads(svg);
      expect(more, code).toEqual([]);
      expect(top, code).toBeDefined();
      expect(turned, code).toBe(top);
      expect(svg, code).toContain(`>${NAMES[code]}</text>`);
      expect(svg, code).toMatch(new RegExp(`>${{ K: 'R', Q: 'D', J: 'V' }[code[1]!]}</text>`));
    }
  });

  it('gives no two courts of the pack the same head', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const head = heads(drawCard(PARIS, code))[0]!;
      expect(seen.get(head), `${code} has the head of ${seen.get(head)}`).toBeUndefined();
      seen.set(head, code);
    }
  });

  it('puts a different attribute in every court’s hand: David’s harp, Argine’s fan, Lancelot’s halberd, César unarmed', () => {
    const held = COURTS.map((code) => attributes(drawCard(PARIS, code)));
    for (const [i, a] of held.entries()) expect(a, COURTS[i]).toHaveLength(2);
    expect(new Set(held.map((a) => a[0])).size).toBe(12);
    const of = (code: string): string => held[COURTS.indexOf(code)]![0]!;
    expect(of('SK')).toBe('harp');
    expect(of('CQ')).toBe('fan');
    expect(of('CJ')).toBe('halberd');
    expect(of('DK')).toBe('gesture');
  });

  it('hangs the medallion on its ribbon on the Jack of clubs only', () => {
    for (const code of COURTS)
      expect(drawCard(PARIS, code).split('data-part="medallion"').length - 1, code).toBe(code === 'CJ' ? 2 : 0);
  });

  it('shares no figure outline with the Tell, Bavarian or Prague courts: only suit signs and indices are common', () => {
    const others = ['vienna-tell', 'munich-bavarian', 'salzburg', 'prague'] as const;
    const foreign = new Set<string>();
    for (const deck of others)
      for (const code of deckCards(deck).filter((c) => /[KOU]$/.test(c)))
        for (const d of outlines(drawCard(deck, code))) foreign.add(d);
    for (const code of COURTS) {
      const common = signOutlines(code);
      const shared = [...outlines(drawCard(PARIS, code))].filter((d) => foreign.has(d) && !common.has(d));
      expect(shared, code).toEqual([]);
    }
  });
});
