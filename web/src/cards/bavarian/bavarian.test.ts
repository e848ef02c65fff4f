import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';
import { emblemShield, LION, lion } from '../heraldry.js';
import { flatten, WEIGHT } from '../line.js';
import { C } from '../palette.js';
import { pipCount, styleOf } from '../patterns.js';
import { pipPositions } from '../pips.js';
import { SCENE_BOX } from './vignettes.js';

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
    // The sceptres of the kings and the Ober of acorns' short sword come besides each court's own attribute.
    const own = [...held.values()].map((a) => a.filter((x) => x !== 'sceptre' && x !== 'katzbalger'));
    for (const [i, a] of own.entries()) expect(a, COURTS[i]).toHaveLength(1);
    expect(new Set(own.map((a) => a[0])).size).toBe(12);
    expect(held.get('EO')).toEqual(['katzbalger', 'shield']); // the Ober of acorns bears a shield, and fights
    expect(held.get('GO')).toEqual(['drum']); // the Ober of leaves is a drummer
    expect(held.get('GU')).toEqual(['pipe']); // the Unter of leaves a piper
    expect(held.get('HU')).toEqual(['staff']); // the Unter of hearts a staff fighter
    for (const king of ['EK', 'GK', 'HK', 'SK']) expect(held.get(king), king).toContain('sceptre');
    expect(held.get('HK')).toContain('goblet'); // the King of hearts with his goblet (issue 35)
    expect(held.get('SK')).toContain('lozengeShield');
  });

  it('sets the fighters fighting [B5]: the Ober of acorns’ blade raised over his shield, the staff fighter on guard', () => {
    const hands = (code: string): [number, number][] =>
      [
        ...drawCard(BAVARIAN, code).matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)[^"]*" data-part="hand"/g),
      ].map((m) => [Number(m[1]), Number(m[2])]);
    // EO: one fist above the shoulders (y 47.4) holding the short sword, the other low at the shield.
    const eo = hands('EO').sort((a, b) => a[1] - b[1]);
    expect(eo[0]![1]).toBeLessThan(47.4);
    expect(drawCard(BAVARIAN, 'EO')).toMatch(/data-attribute="katzbalger" transform="rotate\(/);
    // HU: the staff slanted across the body, both fists on its axis.
    const turned = /data-attribute="staff" transform="rotate\(([-\d.]+) ([-\d.]+) ([-\d.]+)\)"/.exec(
      drawCard(BAVARIAN, 'HU'),
    );
    expect(turned).not.toBeNull();
    const [aim, x, y] = turned!.slice(1).map(Number) as [number, number, number];
    expect(aim).toBeGreaterThan(20);
    const a = (aim * Math.PI) / 180;
    for (const [hx, hy] of hands('HU')) {
      // Distance from the line through (x, y) in the direction (sin a, −cos a).
      expect(Math.abs((hx - x) * Math.cos(a) + (hy - y) * Math.sin(a)), `${hx} ${hy}`).toBeLessThan(1.5);
    }
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

/** A court's body (its coat or robe) as a shape alone: the outline's points, moved so that its box starts at 0. */
function bodyShape(svg: string): string {
  const d = /<path d="([^"]+)"[^>]*data-part="body"/.exec(svg)?.[1];
  if (!d) return '';
  const pts = flatten(d).flat();
  const [x0, y0] = [Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1]))];
  return pts.map(([x, y]) => `${(x - x0).toFixed(1)},${(y - y0).toFixed(1)}`).join(' ');
}

describe('the Bavarian courts in their own poses and the shared line (issue 35)', () => {
  it('gives every court a body outline of its own: no two of the twelve share one, even moved aside', () => {
    const bodies = COURTS.map((code) => bodyShape(drawCard(BAVARIAN, code)));
    for (const [i, b] of bodies.entries()) expect(b.length, `${COURTS[i]} has a body`).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    for (const [i, b] of bodies.entries()) {
      expect(seen.get(b), `${COURTS[i]} has the body of ${seen.get(b)}`).toBeUndefined();
      seen.set(b, COURTS[i]!);
    }
  });

  it('draws every head with drawn eyes, brows and a parted mouth: no dot eyes left', () => {
    for (const code of COURTS) {
      const svg = drawCard(BAVARIAN, code);
      const head = svg.slice(svg.indexOf('<g data-part="head">'));
      expect(head.split('data-part="eyes"').length - 1, code).toBe(1);
      // An eye is a white almond with an iris and its pupil under a lid: two irises per head.
      const eyesGroup = /<g data-part="eyes">(.*?)<\/g>/.exec(head)![1]!;
      expect(eyesGroup.match(/<circle/g), code).toHaveLength(2);
      expect(eyesGroup, code).toContain(`fill="${C.white}"`);
    }
  });

  it('draws the bodies with the contour’s weight, hatches their shadow side, and closes hands round what they hold', () => {
    for (const code of COURTS) {
      const svg = drawCard(BAVARIAN, code);
      expect(svg, code).toMatch(new RegExp(`stroke-width="${WEIGHT.contour}"[^>]*data-part="body"`));
      expect(svg, `${code} hatching`).toContain(`stroke-width="${WEIGHT.hatch}" stroke-opacity=`);
      expect(svg.split('data-part="hand"').length - 1, `${code} hands`).toBe(2);
    }
  });

  it('seats every king: the knees’ edge drawn across his lap at the throne’s seat, the robe falling into shadow under it', () => {
    for (const code of ['EK', 'GK', 'HK', 'SK']) {
      const svg = drawCard(BAVARIAN, code);
      const knees = [...svg.matchAll(/ d="([^"]+)"[^>]*data-part="knees"/g)].map((m) => m[1]!);
      expect(knees, code).toHaveLength(1);
      // Two bulges, one per knee, both at the height of the throne's cushion (y 96 to 104) or just above.
      expect(knees[0]!.match(/Q/g), code).toHaveLength(2);
      const ys = flatten(knees[0]!)[0]!.map(([, y]) => y);
      expect(Math.min(...ys), code).toBeGreaterThan(93);
      expect(Math.max(...ys), code).toBeLessThan(99);
      // The shadow under the knees, hatched, drawn just before the valley between the thighs and the knees' edge.
      const before = svg.slice(0, svg.indexOf('data-part="knees"')).split('<path');
      expect(before[before.length - 3], code).toContain(`stroke-width="${WEIGHT.hatch}"`);
    }
  });
});

const DAUS = ['EA', 'GA', 'HA', 'SA'];
const NUMBERS = deckCards(BAVARIAN).filter((code) => pipCount(code[1]!) > 0);
/** The outlines of a card other than its suit signs'. */
const ownOutlines = (code: string, deck: Parameters<typeof drawCard>[0] = BAVARIAN): Set<string> => {
  const signs = signOutlines(code);
  return new Set([...outlines(drawCard(deck, code))].filter((d) => !signs.has(d)));
};
const scenes = (svg: string): string[] => [...svg.matchAll(/data-scene="([^"]+)"/g)].map((m) => m[1]!);

describe('the Bavarian pattern’s own Daus cards (issue 14)', () => {
  it('gives each Daus its own picture: Bacchus on acorns, the sow on leaves, Cupid on hearts, the arms on bells', () => {
    const pictures = DAUS.map((code) => [...drawCard(BAVARIAN, code).matchAll(/data-daus="(\w+)"/g)].map((m) => m[1]));
    expect(pictures).toEqual([['bacchus'], ['sow'], ['cupid'], ['arms']]);
  });

  it('shares no outline between two Daus beyond their suit signs', () => {
    const own = DAUS.map((code) => ownOutlines(code));
    for (const [i, a] of own.entries()) {
      expect(a.size, DAUS[i]).toBeGreaterThan(5);
      for (const [j, b] of own.entries())
        if (i < j)
          expect(
            [...a].filter((d) => b.has(d)),
            `${DAUS[i]} and ${DAUS[j]}`,
          ).toEqual([]);
    }
  });

  it('shares no Daus picture with the Tell, Salzburg or Prague Daus: only signs and heraldry are common', () => {
    const heraldry = outlines(emblemShield('bavaria', 0, 0, 1) + lion(C.gold, C.line));
    for (const code of DAUS) {
      const ours = [...ownOutlines(code)].filter((d) => !heraldry.has(d));
      for (const other of ['vienna-tell', 'salzburg', 'prague'] as const) {
        const theirs = ownOutlines(code, other);
        expect(
          ours.filter((d) => theirs.has(d)),
          `${code} against ${other}`,
        ).toEqual([]);
      }
    }
  });

  it('seats Bacchus astride his barrel: a leg down each side of it, both feet on the grass', () => {
    const svg = drawCard(BAVARIAN, 'EA');
    const feet = [...svg.matchAll(/<g data-part="leg">.*?<ellipse cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(feet).toHaveLength(2);
    const [left, right] = feet.sort((a, b) => a[0]! - b[0]!) as [number[], number[]];
    // The barrel's head spans about x 34 to 57: one foot beyond it on either side, at the same height.
    expect(left[0]).toBeLessThan(34);
    expect(right[0]).toBeGreaterThan(57);
    expect(Math.abs(left[1]! - right[1]!)).toBeLessThan(2);
  });

  it('indexes every Daus A in the top corner, like the courts’ K, O, U', () => {
    for (const code of DAUS) expect(drawCard(BAVARIAN, code), code).toMatch(/<text x="10.5" y="19.5"[^>]*>A<\/text>/);
  });

  it('puts the crowned lozenge arms with two lions and the maker’s town on the Daus of bells only', () => {
    const lions = (code: string): number => drawCard(BAVARIAN, code).split(` d="${LION}"`).length - 1;
    expect(lions('SA')).toBe(2);
    expect(drawCard(BAVARIAN, 'SA')).toContain('MÜNCHEN');
    for (const code of ['EA', 'GA', 'HA']) expect(lions(code), code).toBe(0);
  });

  it('prints the tax stamp on the Daus of hearts, as the old packs did', () => {
    for (const code of DAUS)
      expect(drawCard(BAVARIAN, code).includes('data-part="tax-stamp"'), code).toBe(code === 'HA');
  });
});

describe('the Bavarian pattern’s own scenes under the pips (issue 14)', () => {
  it('gives every number card one scene of its own, the Münchner Kindl on the 8 of hearts', () => {
    const named = NUMBERS.map((code) => scenes(drawCard(BAVARIAN, code)));
    for (const [i, s] of named.entries()) expect(s, NUMBERS[i]).toHaveLength(1);
    expect(new Set(named.flat()).size).toBe(NUMBERS.length);
    expect(scenes(drawCard(BAVARIAN, 'H8'))).toEqual(['Münchner Kindl']);
    expect(drawCard(BAVARIAN, 'H8')).toContain('data-part="kindl"');
    for (const code of [...COURTS, ...DAUS]) expect(scenes(drawCard(BAVARIAN, code)), code).toEqual([]);
  });

  it('keeps the pips clear: each scene is clipped to a viewport below the lowest pip', () => {
    const style = styleOf(BAVARIAN);
    for (const code of NUMBERS) {
      const lowest = Math.max(...pipPositions(style, pipCount(code[1]!)).map(([, y]) => y));
      const box = /<svg x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" viewBox="[^"]+" data-scene=/.exec(
        drawCard(BAVARIAN, code),
      );
      expect(box, code).not.toBeNull();
      const [x, y, w, h] = box!.slice(1).map(Number) as [number, number, number, number];
      expect([x, y, w, h]).toEqual([SCENE_BOX.x, SCENE_BOX.y, SCENE_BOX.width, SCENE_BOX.height]);
      expect(y, code).toBeGreaterThanOrEqual(lowest + 10.5); // a sign reaches 10.4 below its centre
      expect(y + h, code).toBeLessThan(156);
    }
  });

  it('shares no scene outline with another pattern’s number cards', () => {
    for (const code of NUMBERS) {
      const ours = ownOutlines(code);
      for (const other of ['salzburg', 'prague', 'vienna-tell'] as const) {
        if (!deckCards(other).includes(code)) continue;
        const theirs = ownOutlines(code, other);
        expect(
          [...ours].filter((d) => theirs.has(d)),
          `${code} against ${other}`,
        ).toEqual([]);
      }
    }
  });

  it('draws its Daus and scenes itself, with none of the shared temporary art', () => {
    const sources = import.meta.glob<string>('./*.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    for (const [file, text] of Object.entries(sources))
      expect(text, file).not.toMatch(/['"]\.\.\/(aces|vignettes|seasons|figures)\.js['"]/);
  });
});
