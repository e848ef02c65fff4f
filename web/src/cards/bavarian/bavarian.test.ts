import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';

const BAVARIAN = 'munich-bavarian';
const COURTS = deckCards(BAVARIAN).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card, marked by the Bavarian heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/** Every path outline of a card. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
const signOutlines = (code: string): Set<string> =>
  outlines(suitSign('german', 'EGHS'.indexOf(code[0]!) as 0 | 1 | 2 | 3));
/** Where the suit sign stands on a card: the centre of the group holding the sign's own outlines. */
function signAt(code: string): [number, number] {
  const svg = drawCard(BAVARIAN, code);
  const first = [...signOutlines(code)][0]!;
  const at = svg.indexOf(` d="${first}"`);
  const groups = [...svg.slice(0, at).matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*">/g)];
  const last = groups[groups.length - 1]!;
  return [Number(last[1]), Number(last[2])];
}

describe('the Bavarian pattern’s own courts (issue 14)', () => {
  it('draws all twelve courts single-headed, one figure each, K O U in the corner', () => {
    expect(COURTS).toHaveLength(12);
    for (const code of COURTS) {
      const svg = drawCard(BAVARIAN, code);
      expect(heads(svg), code).toHaveLength(1);
      expect(svg, code).toMatch(new RegExp(`>${code[1]}</text>`));
    }
  });

  it('gives no two courts of the pack the same head', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const head = heads(drawCard(BAVARIAN, code))[0]!;
      expect(seen.get(head), `${code} has the head of ${seen.get(head)}`).toBeUndefined();
      seen.set(head, code);
    }
  });

  it('puts a different attribute in every court’s hands, with the features the sources name', () => {
    const held = new Map(COURTS.map((code) => [code, attributes(drawCard(BAVARIAN, code))]));
    const own = [...held.values()].map((a) => a.filter((x) => x !== 'sceptre'));
    for (const [i, a] of own.entries()) expect(a, COURTS[i]).toHaveLength(1);
    expect(new Set(own.map((a) => a[0])).size).toBe(12);
    expect(held.get('EO')).toEqual(['shield']); // the Ober of acorns bears a shield
    expect(held.get('GO')).toEqual(['drum']); // the Ober of leaves is a drummer
    expect(held.get('GU')).toEqual(['pipe']); // the Unter of leaves a piper
    expect(held.get('HU')).toEqual(['staff']); // the Unter of hearts a staff fighter
    for (const king of ['EK', 'GK', 'HK', 'SK']) expect(held.get(king), king).toContain('sceptre');
    expect(held.get('HK')).toContain('lozengeShield');
  });

  it('holds the Ober’s sign up by the top corner and the Unter’s low', () => {
    for (const suit of 'EGHS') {
      expect(signAt(`${suit}O`)[1], `${suit}O`).toBeLessThan(30);
      expect(signAt(`${suit}U`)[1], `${suit}U`).toBeGreaterThan(85);
      expect(signAt(`${suit}K`), `${suit}K`).toEqual([84, 17]);
    }
  });

  it('shares no figure outline with the Tell, Salzburg or Prague courts: only the suit signs are common', () => {
    for (const code of COURTS) {
      const signs = signOutlines(code);
      const ours = [...outlines(drawCard(BAVARIAN, code))].filter((d) => !signs.has(d));
      for (const other of ['vienna-tell', 'salzburg', 'prague'] as const) {
        const theirs = outlines(drawCard(other, code));
        expect(
          ours.filter((d) => theirs.has(d)),
          `${code} against ${other}`,
        ).toEqual([]);
      }
    }
  });
});
