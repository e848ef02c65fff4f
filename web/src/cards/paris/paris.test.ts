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
/** What the hands hold, and where the holding hand is (figure space), in drawing order. */
const held = (svg: string): { kind: string; at: string }[] =>
  [...svg.matchAll(/data-attribute="(\w+)" data-at="([^"]+)"/g)].map((m) => ({ kind: m[1]!, at: m[2]! }));
/** Where the hands are. */
const hands = (svg: string): string[] => [...svg.matchAll(/data-part="hand" data-at="([^"]+)"/g)].map((m) => m[1]!);
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

  it('puts in each court’s hands what the sources give it: David’s sceptre and harp, Charles’s sword and orb, César’s open hand', () => {
    const EXPECTED: Record<string, string[]> = {
      SK: ['sceptre', 'harp'],
      HK: ['sword', 'orb'],
      DK: ['gesture'],
      CK: ['sceptre', 'shield'],
      CQ: ['fan'],
      SQ: ['lily'],
      HQ: ['rose'],
      DQ: ['carnation'],
      CJ: ['medallion', 'halberd'],
      SJ: ['halberd'],
      HJ: ['axe'],
      DJ: ['halberd'],
    };
    for (const code of COURTS) {
      const all = held(drawCard(PARIS, code))
        .map((h) => h.kind)
        .sort();
      // Both halves hold the same.
      expect(all, code).toEqual([...EXPECTED[code]!, ...EXPECTED[code]!].sort());
    }
  });

  it('closes a hand on every attribute: each one is drawn where a hand of the figure is', () => {
    for (const code of COURTS) {
      const svg = drawCard(PARIS, code);
      const at = new Set(hands(svg));
      for (const h of held(svg)) expect(at.has(h.at), `${code}: ${h.kind} at ${h.at}`).toBe(true);
    }
  });

  it('gives no two courts the same body outline', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const outline = /<g data-part="body"><path d="([^"]+)"/.exec(drawCard(PARIS, code))?.[1];
      expect(outline, code).toBeDefined();
      expect(seen.get(outline!), `${code} has the body of ${seen.get(outline!)}`).toBeUndefined();
      seen.set(outline!, code);
    }
  });

  it('draws in the engraved line: the body’s contour heavier than the hatching of its folds, sleeves and hands', () => {
    for (const code of COURTS) {
      const svg = drawCard(PARIS, code);
      const body = /<g data-part="body"><path d="[^"]+" fill="[^"]+" stroke="[^"]+" stroke-width="([\d.]+)"/.exec(svg);
      expect(Number(body?.[1]), code).toBeGreaterThan(0.9);
      // Hatching: fine strokes, several on every court (the coat's shadow, folds, sleeves, hands).
      const hatching = svg.match(/fill="none" stroke="[^"]+" stroke-width="0\.24" stroke-opacity/g) ?? [];
      expect(hatching.length, code).toBeGreaterThanOrEqual(10);
    }
  });

  it('turns César and Hector, in profile, to face right [F6, F12], and sets every other head frontal', () => {
    for (const code of COURTS)
      expect(heads(drawCard(PARIS, code))[0]!.startsWith('<g transform="scale(-1 1)">'), code).toBe(
        code === 'DK' || code === 'DJ',
      );
  });

  it('gives Lancelot the halberd in his left hand and the oval escutcheon on its ribbon in his right [F1]', () => {
    const svg = drawCard(PARIS, 'CJ');
    // Figure space has its origin on the middle of the figure: his left hand is on the viewer's right.
    const x = (kind: string): number =>
      Number(
        held(svg)
          .find((h) => h.kind === kind)
          ?.at.split(' ')[0],
      );
    expect(x('halberd')).toBeGreaterThan(0);
    expect(x('medallion')).toBeLessThan(0);
    // An upright oval, not a round or triangular shield (the Belgian-Genoese pattern's).
    const escutcheon = /data-part="medallion">.*?<ellipse cx="[\d.-]+" cy="[\d.-]+" rx="([\d.]+)" ry="([\d.]+)"/.exec(
      svg,
    );
    expect(Number(escutcheon?.[2])).toBeGreaterThan(Number(escutcheon?.[1]));
  });

  it('shows Alexandre, and no other court, with his small lion’s head [F1]', () => {
    for (const code of COURTS)
      expect(drawCard(PARIS, code).split('data-part="lion"').length - 1, code).toBe(code === 'CK' ? 2 : 0);
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

  it('works the cloth of every court but the two armoured jacks in brocades of its own, densely repeated, no two alike', () => {
    /** The brocades of a card's upper half (the lower half repeats them), motif by motif, all garments together. */
    const brocades = (svg: string): Map<string, string> => {
      const upper = svg.slice(0, svg.indexOf('data-part="lower"'));
      const worn = new Map<string, string>();
      for (const [, kind, markup] of upper.matchAll(/<g data-motif="(\w+)">(.*?)<\/g>/g))
        worn.set(kind!, (worn.get(kind!) ?? '') + markup!);
      return worn;
    };
    /** How many figures a brocade repeats: strewn figures are tiles (each closed), bands run down a garment. */
    const figures = (kind: string, markup: string): number =>
      (kind === 'clavi' || kind === 'panes' ? markup.match(/V/g) : markup.match(/z/g))?.length ?? 0;
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const worn = brocades(drawCard(PARIS, code));
      const dense = [...worn].filter(([kind, markup]) => figures(kind, markup) >= (kind === 'clavi' ? 3 : 10));
      // Lancelot's steel is engraved instead, Hector's scales are his cloth (his shoulder plates are studded).
      expect(dense.length > 0, code).toBe(code !== 'CJ' && code !== 'DJ');
      if (worn.size === 0) continue;
      const kinds = [...worn.keys()].sort().join(' ');
      expect(seen.get(kinds), `${code} wears the brocades of ${seen.get(kinds)}`).toBeUndefined();
      seen.set(kinds, code);
    }
  });

  it('engraves every head: hair or beard combed in strands, the frontal faces modelled; the lines of age only on the older men', () => {
    const OLDER = ['CK', 'SK', 'HK', 'HJ'];
    for (const code of COURTS) {
      const svg = drawCard(PARIS, code);
      expect(svg, code).toContain('data-part="strands"');
      // The folds from the nose to the mouth; the old king's lines between the brows.
      expect(svg.includes('M-1.5 2.8q-1.4 1-1.6 2.9'), code).toBe(OLDER.includes(code));
      expect(svg.includes('M-0.5-3.9v1.1M0.5-3.9v1.1'), code).toBe(code === 'SK');
    }
  });
});

describe('the Paris pattern’s own aces', () => {
  const ACES = ['CA', 'SA', 'HA', 'DA'];
  /** Every text on a card. */
  const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

  it('indexes every ace 1, not A, in both corners, as the France Cartes piquet pack does [F4]', () => {
    for (const code of ACES) expect(texts(drawCard(PARIS, code)), code).toEqual(['1', '1']);
  });

  it('draws one large pip in the middle of each ace, larger than any pip of a number card', () => {
    const scales = (svg: string): number[] => [...svg.matchAll(/scale\(([\d.]+)\)/g)].map((m) => Number(m[1]));
    const seven = Math.max(...scales(drawCard(PARIS, 'H7')));
    for (const code of ACES) {
      const big = scales(drawCard(PARIS, code)).filter((s) => s > seven);
      expect(big, code).toHaveLength(1);
      expect(big[0]!, code).toBeGreaterThanOrEqual(2);
    }
  });

  it('sets the ace of clubs in an oak wreath with acorns, and leaves the other three aces plain', () => {
    for (const code of ACES) {
      const svg = drawCard(PARIS, code);
      expect(svg.includes('data-part="wreath"'), code).toBe(code === 'CA');
    }
    // Oak, not laurel: lobed leaves (curved outlines) and three acorns on each branch.
    const wreath = /<g data-part="wreath">(.*?)<\/g>/.exec(drawCard(PARIS, 'CA'))?.[1] ?? '';
    expect(wreath).toMatch(/ d="[^"]*Q[^"]*"/);
    expect(wreath.match(/a1\.5 2 0 1 0 3 0/g)).toHaveLength(6);
  });
});
