import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deckCards, drawCard, suitSign } from '../all.js';
import { MIDDLE } from '../frame.js';
import { flatten } from '../line.js';
import { styleOf } from '../patterns.js';
import { pipPositions } from '../pips.js';
import { courtSubject } from '../subjects.js';
import { FREE } from './scenes.js';
import { SEASON_WORDS } from './seasons.js';

const TELL = 'vienna-tell';
const COURTS = deckCards(TELL).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card (both halves), marked by the Tell heads' data-part. */
const heads = (svg: string): string[] => [...svg.matchAll(/<g data-part="head">(.*?)<\/g>/g)].map((m) => m[1]!);
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/** The words printed on a card. */
const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
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
      // As on the real pack (docs/patterns.md, Tell checklist): the sign's height tells Ober from Unter, so
      // the only lettering is the name line of the Obers and Unters, never a K, O or U.
      expect(
        texts(svg).filter((t) => /^[KOU]$/.test(t)),
        code,
      ).toEqual([]);
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

  it('gives no two courts the same body outline: each its own stance (coat’s outline) and gesture (arms)', () => {
    // The outline of a half figure: its coat's contour and the line of each arm from shoulder to wrist, as
    // drawn (figure space, the same for every court, so corresponding points can be compared).
    const outline = (code: string): { torso: [number, number][]; arms: [number, number][] } => {
      const svg = drawCard(TELL, code);
      const torso = /<g data-part="torso"><path d="([^"]+)"/.exec(svg)![1]!;
      const arms = [...svg.matchAll(/<g data-part="arm"><path d="([^"]+)"/g)].slice(0, 2).map((m) => m[1]!);
      expect(arms, code).toHaveLength(2);
      return { torso: points(torso), arms: arms.sort().flatMap(points) };
    };
    // Two outlines differ when some point lies more than 1.5 units from its counterpart.
    const apart = (p: [number, number][], q: [number, number][]): boolean =>
      p.length !== q.length || p.some(([x, y], k) => Math.hypot(x - q[k]![0], y - q[k]![1]) > 1.5);
    const all = COURTS.map((code) => [code, outline(code)] as const);
    for (const [i, [a, pa]] of all.entries())
      for (const [b, pb] of all.slice(i + 1)) {
        expect(apart(pa.torso, pb.torso), `${a} and ${b} share a stance`).toBe(true);
        expect(apart(pa.arms, pb.arms), `${a} and ${b} share a gesture`).toBe(true);
      }
  });

  it('sets the four kings on horseback, and only the kings', () => {
    for (const code of COURTS) expect(horses(drawCard(TELL, code)), code).toBe(code[1] === 'K' ? 2 : 0);
  });

  it('gives every king’s horse its forehand: two raised forelegs with hooves, inside the half', () => {
    for (const code of COURTS.filter((c) => c[1] === 'K')) {
      const svg = drawCard(TELL, code);
      // One near and one far foreleg in each of the two halves, each ending in a hoof.
      expect(svg.split('data-part="forelegs"').length - 1, code).toBe(2);
      expect(svg.split('data-foreleg="near"').length - 1, code).toBe(2);
      expect(svg.split('data-foreleg="far"').length - 1, code).toBe(2);
      const hooves = [...svg.matchAll(/<path d="([^"]+)"[^>]*data-part="hoof"/g)].map((m) => m[1]!);
      expect(hooves, code).toHaveLength(4);
      // The upper half draws in card space (the lower is its turned copy), so every hoof corner must lie
      // above the centre line and inside the inner frame: raised, not cut by the divide.
      for (const d of hooves) {
        const nums = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
        for (let i = 0; i < nums.length; i += 2) {
          expect(nums[i]!, `${code} hoof x`).toBeGreaterThan(4.5);
          expect(nums[i + 1]!, `${code} hoof y`).toBeLessThan(MIDDLE - 0.5);
        }
      }
    }
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

/** The numbers of a path's data, as points. */
const points = (d: string): [number, number][] => {
  const n = d.match(/-?\d*\.?\d+/g)!.map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i]!, n[i + 1]!]);
  return out;
};
/** The first path's data inside the first group marked `data-part="part"`. */
const partPath = (svg: string, part: string): string | undefined =>
  new RegExp(`<g data-part="${part}"><path d="([^"]+)"`).exec(svg)?.[1];
/** Distance from p to the line through a and b, and how far along it (0 at a, 1 at b) p's foot falls. */
const toLine = (p: [number, number], a: [number, number], b: [number, number]): { off: number; at: number } => {
  const dx = b[0] - a[0],
    dy = b[1] - a[1],
    n = Math.hypot(dx, dy);
  return {
    off: Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / n,
    at: ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (n * n),
  };
};

describe('Tell’s crossbow on the Ober of acorns (issue 35; docs/patterns.md, Tell)', () => {
  const svg = drawCard(TELL, 'EO');
  const bow = group(svg, 'data-attribute')!;

  it('has a crossbow’s parts, in each half: stock, prod, string, nut, stirrup and trigger lever', () => {
    expect(bow.value).toBe('crossbow');
    for (const part of ['stock', 'prod', 'string', 'nut', 'stirrup', 'lever', 'bolt'])
      expect(svg.split(`data-part="${part}"`).length - 1, part).toBe(2);
  });

  it('crosses the stock with the prod near its front, the string drawn back in a V to the nut, the stirrup beyond', () => {
    // The stock's outline: the butt's two corners first and last, its front end in the middle.
    const stock = points(partPath(bow.inner, 'stock')!);
    const butt: [number, number] = [(stock[0]![0] + stock.at(-1)![0]) / 2, (stock[0]![1] + stock.at(-1)![1]) / 2];
    const front = stock[(stock.length - 1) / 2]!;
    const length = Math.hypot(front[0] - butt[0], front[1] - butt[1]);
    expect(length).toBeGreaterThan(35);
    const [tipA, nut, tipB, ...rest] = points(partPath(bow.inner, 'string')!);
    expect(rest).toEqual([]);
    // The prod's tips stand well out on either side of the stock, level with each other across it…
    const a = toLine(tipA!, butt, front),
      b = toLine(tipB!, butt, front);
    expect(a.off).toBeGreaterThan(10);
    expect(b.off).toBeGreaterThan(10);
    expect(Math.abs(a.at - b.at)).toBeLessThan(0.02);
    expect(a.at).toBeGreaterThan(0.8);
    // …the nut lies on the stock behind them (the string pulled back), and the stirrup beyond the front.
    const n = toLine(nut!, butt, front);
    expect(n.off).toBeLessThan(0.5);
    expect(n.at).toBeLessThan(a.at - 0.15);
    for (const p of points(partPath(bow.inner, 'stirrup')!)) expect(toLine(p, butt, front).at).toBeGreaterThan(0.97);
  });

  it('is held across his body in both hands, the prod up by his left shoulder and clear of his face', () => {
    const stock = points(partPath(bow.inner, 'stock')!);
    const butt: [number, number] = [(stock[0]![0] + stock.at(-1)![0]) / 2, (stock[0]![1] + stock.at(-1)![1]) / 2];
    const front = stock[(stock.length - 1) / 2]!;
    // Figure space: the face's centre at the origin. Both hands grip the stock, one at the lock, one forward.
    const grip = (side: string): [number, number] => {
      const m = new RegExp(
        String.raw`data-grip="${side}"><g data-part="hand"><ellipse cx="([-\d.]+)" cy="([-\d.]+)"`,
      ).exec(svg)!;
      return [Number(m[1]), Number(m[2])];
    };
    const right = toLine(grip('right'), butt, front),
      left = toLine(grip('left'), butt, front);
    expect(right.off).toBeLessThan(0.5);
    expect(left.off).toBeLessThan(0.5);
    expect(right.at).toBeLessThan(0.3);
    expect(left.at).toBeGreaterThan(right.at + 0.2);
    // Across the body: the butt low at his right (viewer's left), the front high at his left.
    expect(butt[0]).toBeLessThan(-5);
    expect(butt[1]).toBeGreaterThan(25);
    expect(front[0]).toBeGreaterThan(15);
    expect(front[1]).toBeLessThan(12);
    // The prod's tips beside, not across, the face (about 7 units wide on either side of the origin).
    const [tipA, , tipB] = points(partPath(bow.inner, 'string')!);
    for (const [x] of [tipA!, tipB!]) expect(x).toBeGreaterThan(8);
  });
});

describe('the Tell courts’ divide: an ornament the halves are composed into, not a cut (issue 35)', () => {
  it('draws the centre line under the halves, so that each figure’s waist lies over it, with ornamented ends', () => {
    for (const code of COURTS) {
      const svg = drawCard(TELL, code);
      const divide = svg.indexOf(`<path d="M5 ${MIDDLE}H95"`);
      expect(divide, code).toBeGreaterThan(0);
      expect(divide, code).toBeLessThan(svg.indexOf('data-part="upper"'));
      // The two ends: one ornament and the same turned about the centre.
      expect(svg.split('data-part="divide-end"').length - 1, code).toBe(2);
    }
  });

  it('joins the Obers’ and Unters’ two names on one banderole, open along the divide', () => {
    for (const code of COURTS.filter((c) => c[1] !== 'K')) {
      const label = group(drawCard(TELL, code), 'data-part')!;
      expect(label.value, code).toBe('upper');
      const name = /<g data-part="name">(.*?)<text/.exec(label.inner)![1]!;
      const ds = [...name.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
      // Two swallowtail ends and the ribbon, none closed across the divide, each ending on it.
      expect(ds, code).toHaveLength(3);
      for (const d of ds) {
        expect(d, code).not.toMatch(/Z/);
        expect(d, code).toMatch(new RegExp(`^M[\\d.]+ ${MIDDLE}[VHL]`));
        expect(d, code).toMatch(new RegExp(`[ V]${MIDDLE}$`));
      }
    }
  });

  it('carries each king’s horse’s caparison along the divide from the horse’s neck to past the rider', () => {
    for (const code of COURTS.filter((c) => c[1] === 'K')) {
      const svg = drawCard(TELL, code);
      expect(svg.split('data-part="caparison"').length - 1, code).toBe(2);
      const d = /<g data-part="caparison"><path d="([^"]+)"/.exec(svg)![1]!;
      // A band standing on the divide, from left of the horse's neck (x = 17 at the line) to right of the
      // rider's waist (about 60 ± 15).
      const band = new RegExp(`^M([\\d.]+) ${MIDDLE}V[\\d.]+H([\\d.]+)V${MIDDLE}$`).exec(d);
      expect(band, code).not.toBeNull();
      expect(Number(band![1]), code).toBeLessThanOrEqual(17);
      expect(Number(band![2]), code).toBeGreaterThanOrEqual(75);
    }
  });
});

describe('the Tell Obers’ and Unters’ signs', () => {
  it('holds every sign whole above the divide, so that none is cut flat by it', () => {
    for (const code of COURTS.filter((c) => c[1] !== 'K')) {
      const held = [...drawCard(TELL, code).matchAll(/translate\(([-\d.]+) ([-\d.]+)\) scale\(0\.82\)/g)];
      expect(held.length, code).toBeGreaterThan(0);
      // Figure space: the head stands at y = 27 on the card; a sign reaches about 10 units below its centre.
      for (const m of held) expect(27 + Number(m[2]) + 0.82 * 10, code).toBeLessThanOrEqual(MIDDLE);
    }
  });
});

describe('the Tell kings’ horses’ harness', () => {
  it('slings each horse’s breast cloth across its chest clear above the caparison, not along its edge', () => {
    for (const code of COURTS.filter((c) => c[1] === 'K')) {
      const svg = drawCard(TELL, code);
      const d = /<g data-part="breast-cloth"><path d="([^"]+)"/.exec(svg)?.[1];
      expect(d, code).toBeDefined();
      const ys = flatten(d!)
        .flat()
        .map(([, y]) => y);
      // The caparison's top is 3.8 above the divide; the cloth, pendants aside, ends at least 2 above it.
      expect(Math.max(...ys), code).toBeLessThanOrEqual(MIDDLE - 3.8 - 2);
      // …and below the horse's head, on its chest (the bit ring hangs at y = 57).
      expect(Math.min(...ys), code).toBeGreaterThan(58);
    }
  });
});

describe('the Tell pattern’s name lines (docs/patterns.md, Tell checklist)', () => {
  it('letters each Ober and Unter with its character’s name from subjects.ts, once for each head, and no king', () => {
    for (const code of COURTS) {
      const name = courtSubject(TELL, code, 'de');
      const printed = texts(drawCard(TELL, code));
      if (code[1] === 'K') expect(printed, code).toEqual([]);
      else expect(printed, code).toEqual([name, name]);
    }
    expect(texts(drawCard(TELL, 'EO'))).toContain('Wilhelm Tell');
    expect(texts(drawCard(TELL, 'HO'))).toContain('Hermann Gessler');
  });
});

/** The inside of the first `<g>` whose attributes start with `attr`, up to its own closing tag. */
const group = (svg: string, attr: string): { value: string; inner: string } | undefined => {
  const open = svg.indexOf(`<g ${attr}="`);
  if (open < 0) return undefined;
  const start = svg.indexOf('>', open) + 1;
  let depth = 1;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) {
      const value = svg.slice(open + attr.length + 5, svg.indexOf('"', open + attr.length + 5));
      return { value, inner: svg.slice(start, m.index) };
    }
  }
  return undefined;
};
const seasonOf = (svg: string): { season: string; picture: string } | undefined => {
  const g = group(svg, 'data-season');
  return g && { season: g.value, picture: g.inner };
};
/** Whether markup is one half and the same half turned round the card's centre. */
/** Whether the markup is a half and that half turned about the centre (`twice`, or `doubleHead`'s clipped halves). */
const mirrored = (markup: string): boolean => {
  const turn = '<g transform="rotate(180 50 78)">';
  const at = markup.indexOf(turn);
  if (at > 0 && markup.slice(at) === `${turn}${markup.slice(0, at)}</g>`) return true;
  const halves = /^<g data-part="upper">(.*)<\/g><g transform="rotate\(180 50 78\)" data-part="lower">(.*)<\/g>$/s.exec(
    markup,
  );
  return halves !== null && halves[1] === halves[2] && halves[1]!.startsWith('<svg ');
};

describe('the Tell pattern’s Daus cards: the four seasons (issue 14)', () => {
  const DAUS = { HA: 'spring', SA: 'summer', GA: 'autumn', EA: 'winter' } as const;

  it('shows each suit’s season, double-headed, lettered in German on both heads', () => {
    for (const [code, season] of Object.entries(DAUS)) {
      const svg = drawCard(TELL, code);
      const s = seasonOf(svg);
      expect(s?.season, code).toBe(season);
      expect(mirrored(s!.picture), code).toBe(true);
      expect(texts(svg), code).toEqual([SEASON_WORDS[season], SEASON_WORDS[season]]);
    }
    expect(Object.values(SEASON_WORDS)).toEqual(['FRÜHLING', 'SOMMER', 'HERBST', 'WINTER']);
  });

  it('gives the four pictures different figures, heads and attributes, not the suit sign alone', () => {
    const pictures = Object.keys(DAUS).map((code) => seasonOf(drawCard(TELL, code))!.picture);
    expect(new Set(pictures).size).toBe(4);
    expect(new Set(pictures.map((p) => heads(p)[0])).size).toBe(4);
    const held = pictures.map((p) => [...new Set(attributes(p))].sort());
    expect(held).toEqual([['basket', 'posy'], ['scythe', 'sheaf'], ['grapes', 'wineGlass'], []]);
    // Winter's man warms himself at a fire, drawn in front of him (the flame's yellow core).
    expect(pictures[3]).toContain('#fde05a');
  });

  it('draws with its own figures only: no import of the shared aces, vignettes, seasons or figures', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from '\.\.\/(aces|vignettes|seasons|figures)\.js'/);
    }
  });
});

describe('the Tell pattern’s number-card scenes (docs/patterns.md, pip cards)', () => {
  const SCENE_CARDS = ['E8', 'E7', 'G8', 'G7', 'HT', 'H9', 'H8', 'H7', 'ST', 'S9', 'S8', 'S7'];
  const NUMBERS = deckCards(TELL).filter((code) => /[T98765]$/.test(code));
  const sceneOf = (svg: string): string | undefined => group(svg, 'data-scene')?.inner;

  it('puts scenes on the 7s, the 8s, the 9s of hearts and bells and the 10s of hearts and bells only', () => {
    expect(NUMBERS.filter((code) => drawCard(TELL, code).includes('data-scene='))).toEqual(SCENE_CARDS);
  });

  it('mirrors every scene for the two heads', () => {
    for (const code of SCENE_CARDS) {
      const svg = drawCard(TELL, code);
      const scene = sceneOf(svg);
      expect(scene, code).toBeDefined();
      expect(mirrored(scene!), code).toBe(true);
    }
  });

  it('gives each scene its own picture: the hat on its pole, the family, the boat, the rider', () => {
    const pictures = SCENE_CARDS.map((code) => sceneOf(drawCard(TELL, code))!);
    expect(new Set(pictures).size).toBe(SCENE_CARDS.length);
    // The shared `person` primitive draws a skin-coloured head: three on the family's card (Tell, Hedwig,
    // Walter), per head of the card.
    const faces = (p: string): number => p.split('fill="#f6d7bc"').length - 1;
    expect(faces(pictures[SCENE_CARDS.indexOf('S8')]!)).toBeGreaterThanOrEqual(6);
  });

  it('prints the maker’s name and a tax stamp on the 7 of bells [T4], on no other card', () => {
    for (const code of NUMBERS) {
      const printed = texts(drawCard(TELL, code));
      expect(printed.includes('CARDAVIA'), code).toBe(code === 'S7');
    }
    expect(texts(drawCard(TELL, 'S7'))).toEqual(expect.arrayContaining(['30 kr', 'CARDAVIA', 'WIEN']));
  });

  it('keeps the scenes’ spaces clear of the pips and the numerals on every count', () => {
    const style = styleOf(TELL);
    for (const [count, boxes] of Object.entries(FREE)) {
      const pips = pipPositions(style, Number(count));
      for (const [x0, y0, x1, y1] of boxes) {
        expect(y0, `${count}: under the numeral`).toBeGreaterThanOrEqual(20);
        expect(y1, `${count}: in the top half`).toBeLessThanOrEqual(78);
        for (const [px, py] of pips) {
          const clear = px + 10 <= x0 + 0.5 || px - 10 >= x1 - 0.5 || py + 10 <= y0 + 0.5 || py - 10 >= y1 - 0.5;
          expect(clear, `${count}: pip at ${px},${py} in box ${[x0, y0, x1, y1].join(',')}`).toBe(true);
        }
      }
    }
  });
});
