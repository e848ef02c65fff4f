import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';
import { eagleDisplayed, lionRampant } from '../heraldry.js';
import { basilisk } from './charges.js';
import { pipCount, styleOf } from '../patterns.js';
import { pipPositions } from '../pips.js';
import { sceneBoxes } from './vignettes.js';

const PRAGUE = 'prague';
const COURTS = deckCards(PRAGUE).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card, marked by the Prague heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/**
 * Every path outline of a card, but the hands: a hand is the shared line's `fist` (../line.ts), a primitive
 * every pattern draws the same, as it draws the same suit signs.
 */
const outlines = (svg: string): Set<string> =>
  new Set([...svg.replace(/<g data-part="hand"[^>]*>.*?<\/g>/g, '').matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
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

  it('seats each king on a throne of his own: no back, post, arm, cushion or step of one is in another (issue 35)', () => {
    const thrones = ['EK', 'GK', 'HK', 'SK'].map((code) => {
      const found = [...drawCard(PRAGUE, code).matchAll(/<g data-throne="(\w+)">(.*?)<\/g>/g)];
      expect(found, code).toHaveLength(1);
      const [, kind, markup] = found[0]!;
      expect(markup, code).not.toContain('<g');
      return { code, kind: kind!, outlines: outlines(markup!) };
    });
    expect(new Set(thrones.map((t) => t.kind)).size).toBe(4);
    for (const a of thrones)
      for (const b of thrones)
        if (a.code < b.code)
          expect(
            [...a.outlines].filter((d) => b.outlines.has(d)),
            `${a.code} and ${b.code}`,
          ).toEqual([]);
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

const DAUS = ['EA', 'GA', 'HA', 'SA'];
const NUMBERS = deckCards(PRAGUE).filter((code) => /[T987]$/.test(code));
const daus = (svg: string): string[] => [...svg.matchAll(/data-daus="(\w+)"/g)].map((m) => m[1]!);
const scene = (svg: string): string[] => [...svg.matchAll(/data-scene="(\w+)"/g)].map((m) => m[1]!);

describe('the Prague pattern’s own Daus cards (docs/patterns.md, Prague)', () => {
  it('gives each suit its own picture: the lion on acorns, Prague’s arms on leaves, Bohemia’s on hearts, the basilisk on bells', () => {
    expect(DAUS.map((code) => daus(drawCard(PRAGUE, code)))).toEqual([['lion'], ['praha'], ['bohemia'], ['basilisk']]);
  });

  it('draws four different Daus beyond their suit signs: each has a picture of its own, not one shield for all', () => {
    const own = DAUS.map((code) => {
      const signs = signOutlines(code);
      return new Set([...outlines(drawCard(PRAGUE, code))].filter((d) => !signs.has(d)));
    });
    for (const [i, mine] of own.entries()) {
      const others = new Set(own.filter((_, j) => j !== i).flatMap((o) => [...o]));
      // The shield's outline and the Bohemian lion may recur; what the Daus shows besides must be its own.
      expect([...mine].filter((d) => !others.has(d)).length, DAUS[i]).toBeGreaterThanOrEqual(3);
    }
  });

  it('letters the Daus of leaves PRAHA and prints no index on any Daus', () => {
    expect(drawCard(PRAGUE, 'GA')).toMatch(/>PRAHA<\/text>/);
    for (const code of ['EA', 'HA', 'SA']) expect(drawCard(PRAGUE, code), code).not.toMatch(/<text/);
  });

  it('draws its Daus with nothing of the shared Daus: no outline in common with another pattern’s Daus', () => {
    // The heraldic charges are shared primitives (heraldry.ts): a lion rampant is drawn alike wherever it stands.
    const charges = outlines(
      [1, 0.6, 1.5].map((weight) => lionRampant({ tincture: '', crowned: 'x', weight })).join('') +
        lionRampant({ tincture: '', queue: 'fourchée' }) +
        eagleDisplayed({ tincture: '', crowned: 'x' }) +
        basilisk({ tincture: '' }),
    );
    for (const code of DAUS) {
      const signs = signOutlines(code);
      const ours = [...outlines(drawCard(PRAGUE, code))].filter((d) => !signs.has(d) && !charges.has(d));
      for (const deck of ['vienna-tell', 'munich-bavarian', 'salzburg', 'bolzano-salisburghesi'] as const) {
        const theirs = outlines(drawCard(deck, code));
        expect(
          ours.filter((d) => theirs.has(d)),
          `${code} against ${deck}`,
        ).toEqual([]);
      }
    }
  });
});

describe('the Prague pattern’s scenes under the pips (docs/patterns.md, Prague)', () => {
  it('puts the scenes the sources name on their cards: fountain, Pegasus, goat, horn-blower, bird, flower tub', () => {
    const named: Record<string, string> = {
      H8: 'fountain',
      S8: 'pegasus',
      G9: 'goat',
      E8: 'hornBlower',
      E9: 'bird',
      S7: 'flowerTub',
    };
    for (const [code, name] of Object.entries(named)) expect(scene(drawCard(PRAGUE, code)), code).toEqual([name]);
  });

  it('gives every number card one scene of its own, and no court or Daus a scene', () => {
    const seen = NUMBERS.map((code) => scene(drawCard(PRAGUE, code)));
    for (const [i, s] of seen.entries()) expect(s, NUMBERS[i]).toHaveLength(1);
    expect(new Set(seen.map((s) => s[0])).size).toBe(NUMBERS.length);
    for (const code of [...COURTS, ...DAUS]) expect(scene(drawCard(PRAGUE, code)), code).toEqual([]);
  });

  it('keeps every scene clear of the pips', () => {
    const boxes = sceneBoxes();
    const style = styleOf(PRAGUE);
    for (const code of NUMBERS) {
      const rects = boxes[code]!;
      expect(rects.length, code).toBeGreaterThan(0);
      for (const [x, y] of pipPositions(style, pipCount(code[1]!))) {
        const [pl, pt, pr, pb] = [x - 9.5, y - 9.5, x + 9.5, y + 9.5];
        for (const [l, t, r, b] of rects) {
          const overlaps = l < pr && r > pl && t < pb && b > pt;
          expect(overlaps, `${code}: scene [${[l, t, r, b].map(Math.round)}] over the pip at ${x},${y}`).toBe(false);
        }
      }
    }
  });

  it('shares no scene outline with the other single-headed packs’ number cards', () => {
    for (const code of NUMBERS) {
      const signs = signOutlines(code);
      const ours = [...outlines(drawCard(PRAGUE, code))].filter((d) => !signs.has(d));
      for (const deck of ['munich-bavarian', 'salzburg', 'bolzano-salisburghesi'] as const) {
        const theirs = outlines(drawCard(deck, code));
        expect(
          ours.filter((d) => theirs.has(d)),
          `${code} against ${deck}`,
        ).toEqual([]);
      }
    }
  });
});
