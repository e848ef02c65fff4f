import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';

const SALZBURG = 'salzburg';
const COURTS = deckCards(SALZBURG).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card, marked by the Salzburg heads' data-part. */
const heads = (svg: string): string[] =>
  [...svg.matchAll(/<g data-part="head" data-headgear="\w+">(.*?)<\/g>/g)].map((m) => m[1]!);
const headgear = (code: string): string => /data-headgear="(\w+)"/.exec(drawCard(SALZBURG, code))![1]!;
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/** Every path outline of a card. */
const outlines = (svg: string): Set<string> => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
const signOutlines = (code: string): Set<string> =>
  outlines(suitSign('german', 'EGHS'.indexOf(code[0]!) as 0 | 1 | 2 | 3));
/** Where the suit sign stands on a card: the centre of the group holding the sign's own outlines. */
function signAt(code: string): [number, number] {
  const svg = drawCard(SALZBURG, code);
  const first = [...signOutlines(code)][0]!;
  const at = svg.indexOf(` d="${first}"`);
  const groups = [...svg.slice(0, at).matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*">/g)];
  const last = groups[groups.length - 1]!;
  return [Number(last[1]), Number(last[2])];
}

describe('the Salzburg pattern’s own courts (issue 14)', () => {
  it('draws all twelve courts single-headed, one figure each, K O U in the corner', () => {
    expect(COURTS).toHaveLength(12);
    for (const code of COURTS) {
      const svg = drawCard(SALZBURG, code);
      expect(heads(svg), code).toHaveLength(1);
      expect(svg, code).toMatch(new RegExp(`>${code[1]}</text>`));
    }
  });

  it('gives no two courts of the pack the same head', () => {
    const seen = new Map<string, string>();
    for (const code of COURTS) {
      const head = heads(drawCard(SALZBURG, code))[0]!;
      expect(seen.get(head), `${code} has the head of ${seen.get(head)}`).toBeUndefined();
      seen.set(head, code);
    }
  });

  it('puts a different attribute in every court’s hands: curved sabres for the Obers and Unters', () => {
    const held = new Map(COURTS.map((code) => [code, attributes(drawCard(SALZBURG, code))]));
    const own = [...held.values()].map((a) => a.filter((x) => x !== 'sceptre'));
    for (const [i, a] of own.entries()) expect(a, COURTS[i]).toHaveLength(1);
    expect(new Set(own.map((a) => a[0])).size).toBe(12);
    for (const king of ['EK', 'GK', 'HK', 'SK']) expect(held.get(king), king).toContain('sceptre');
    // Every Ober and Unter but the huntsman (horn in hand, hanger at the hip) holds a curved blade.
    for (const code of COURTS.filter((c) => /[OU]$/.test(c) && c !== 'GU'))
      expect(held.get(code)![0], code).toMatch(/sabre|falchion|scimitar/i);
  });

  it('marks the pattern: the Ober of hearts in a bicorne drawing his sabre, the King of leaves in a cap', () => {
    expect(attributes(drawCard(SALZBURG, 'HO'))).toEqual(['sabreDrawn']);
    expect(headgear('HO')).toBe('bicorne');
    expect(headgear('GK')).toBe('leafCap');
    for (const king of ['EK', 'HK', 'SK']) expect(headgear(king), king).toMatch(/Crown/);
    expect(COURTS.filter((c) => c !== 'HO').map(headgear)).not.toContain('bicorne');
  });

  it('gives the King of bells the city’s towered gate, and the Salisburghesi’s the Tyrolean eagle instead', () => {
    const salzburg = drawCard(SALZBURG, 'SK');
    const bolzano = drawCard('bolzano-salisburghesi', 'SK');
    expect(attributes(salzburg)).toContain('arms');
    expect(attributes(bolzano)).toContain('arms');
    expect(salzburg).not.toBe(bolzano);
    // Every other court is the same figure on both packs.
    for (const code of COURTS.filter((c) => c !== 'SK'))
      expect(drawCard('bolzano-salisburghesi', code, { title: 'x' }), code).toBe(
        drawCard(SALZBURG, code, { title: 'x' }),
      );
  });

  it('holds the Ober’s sign up by the top corner and the Unter’s low', () => {
    for (const suit of 'EGHS') {
      expect(signAt(`${suit}O`)[1], `${suit}O`).toBeLessThan(30);
      expect(signAt(`${suit}U`)[1], `${suit}U`).toBeGreaterThan(85);
      expect(signAt(`${suit}K`), `${suit}K`).toEqual([84, 18]);
    }
  });

  it('shares no figure outline with the Bavarian, Tell, Paris or Prague courts: only the suit signs are common', () => {
    for (const deck of [SALZBURG, 'bolzano-salisburghesi'] as const)
      for (const code of COURTS) {
        const signs = signOutlines(code);
        const ours = [...outlines(drawCard(deck, code))].filter((d) => !signs.has(d));
        for (const other of ['munich-bavarian', 'vienna-tell', 'prague'] as const) {
          const theirs = outlines(drawCard(other, code));
          expect(
            ours.filter((d) => theirs.has(d)),
            `${deck} ${code} against ${other}`,
          ).toEqual([]);
        }
        const paris = deckCards('paris-piquet')
          .filter((c) => /[KQJ]$/.test(c))
          .flatMap((c) => [...outlines(drawCard('paris-piquet', c))]);
        expect(
          ours.filter((d) => paris.includes(d)),
          `${deck} ${code} against Paris`,
        ).toEqual([]);
      }
  });
});
