import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';

const PRAGUE = 'prague';
const COURTS = deckCards(PRAGUE).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card, marked by the Prague heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/** Every path outline of a card. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
const signOutlines = (code: string): Set<string> =>
  outlines(suitSign('german', 'EGHS'.indexOf(code[0]!) as 0 | 1 | 2 | 3));
/** Where the suit signs stand on a card: the centres of the groups holding the sign's first outline. */
function signsAt(code: string): [number, number][] {
  const svg = drawCard(PRAGUE, code);
  const first = ` d="${[...signOutlines(code)][0]!}"`;
  const found: [number, number][] = [];
  for (let at = svg.indexOf(first); at >= 0; at = svg.indexOf(first, at + 1)) {
    const groups = [...svg.slice(0, at).matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*">/g)];
    const last = groups[groups.length - 1]!;
    found.push([Number(last[1]), Number(last[2])]);
  }
  return found;
}

describe('the Prague pattern’s own courts (issue 14)', () => {
  it('draws all twelve courts single-headed, one figure each, with no index letter', () => {
    expect(COURTS).toHaveLength(12);
    for (const code of COURTS) {
      const svg = drawCard(PRAGUE, code);
      expect(heads(svg), code).toHaveLength(1);
      expect(svg, code).not.toMatch(/<text/);
    }
  });

  it('gives no two courts of the pack the same head', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const head = heads(drawCard(PRAGUE, code))[0]!;
      expect(seen.get(head), `${code} has the head of ${seen.get(head)}`).toBeUndefined();
      seen.set(head, code);
    }
  });

  it('puts a different attribute in every court’s hands: soldiers’ and musicians’ for the knaves', () => {
    const held = new Map(COURTS.map((code) => [code, attributes(drawCard(PRAGUE, code))]));
    const own = [...held.values()].map((a) => a.filter((x) => x !== 'sceptre'));
    for (const [i, a] of own.entries()) expect(a, COURTS[i]).toHaveLength(1);
    expect(new Set(own.map((a) => a[0])).size).toBe(12);
    for (const king of ['EK', 'GK', 'HK', 'SK']) expect(held.get(king), king).toContain('sceptre');
    expect(held.get('EO')).toEqual(['halberd']);
    expect(held.get('SO')).toEqual(['lance']);
    expect(held.get('GO')).toEqual(['bagpipe']);
    expect(held.get('EU')).toEqual(['trumpet']);
  });

  it('holds the Ober’s sign up by the top corner and the Unter’s low; each king shows two signs', () => {
    for (const suit of 'EGHS') {
      const [ober, ...moreO] = signsAt(`${suit}O`);
      const [unter, ...moreU] = signsAt(`${suit}U`);
      expect(moreO.concat(moreU), suit).toEqual([]);
      expect(ober![1], `${suit}O`).toBeLessThan(30);
      expect(unter![1], `${suit}U`).toBeGreaterThan(85);
      expect(signsAt(`${suit}K`), `${suit}K`).toEqual([
        [16, 17],
        [84, 17],
      ]);
    }
  });

  it('shares no figure outline with the Tell, Bavarian, Salzburg or Paris courts: only the suit signs are common', () => {
    const french: Record<string, string> = { K: 'K', O: 'Q', U: 'J' };
    for (const code of COURTS) {
      const signs = signOutlines(code);
      const ours = [...outlines(drawCard(PRAGUE, code))].filter((d) => !signs.has(d));
      // The corresponding court of each German pack, and the Paris courts of the same rank in every suit.
      const others = [
        ['vienna-tell', code],
        ['munich-bavarian', code],
        ['salzburg', code],
        ...[...'CSHD'].map((suit) => ['paris-piquet', suit + french[code[1]!]!] as const),
      ] as const;
      for (const [deck, theirs] of others) {
        const shared = outlines(drawCard(deck, theirs));
        expect(
          ours.filter((d) => shared.has(d)),
          `${code} against ${deck} ${theirs}`,
        ).toEqual([]);
      }
    }
  });
});
