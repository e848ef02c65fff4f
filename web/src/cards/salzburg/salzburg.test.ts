import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../../engine/decks.js';
import { deckCards, drawBack, drawCard, suitSign } from '../all.js';

const SALZBURG = 'salzburg';
const BOLZANO = 'bolzano-salisburghesi';
const COURTS = deckCards(SALZBURG).filter((code) => /[KOU]$/.test(code));

/** The markup of every head on a card, marked by the Salzburg heads' data-part. */
const heads = (svg: string): string[] =>
  [...svg.matchAll(/<g data-part="head" data-headgear="\w+">(.*?)<\/g>/g)].map((m) => m[1]!);
const headgear = (code: string): string => /data-headgear="(\w+)"/.exec(drawCard(SALZBURG, code))![1]!;
const attributes = (svg: string): string[] => [...svg.matchAll(/data-attribute="(\w+)"/g)].map((m) => m[1]!);
/**
 * Every path outline of a card, but the hands: a hand is the shared line's `fist` (../line.ts), a primitive
 * every pattern draws the same, as it draws the same suit signs.
 */
const outlines = (svg: string): Set<string> =>
  new Set([...svg.replace(/<g data-part="hand"[^>]*>.*?<\/g>/g, '').matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
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

  it('gives the King of hearts a shield with a barred anchor, and no other court [S4]', () => {
    for (const deck of [SALZBURG, BOLZANO] as const) {
      const hk = drawCard(deck, 'HK');
      expect(attributes(hk), deck).toEqual(['anchorShield', 'sceptre']);
      expect(hk.match(/data-charge="barredAnchor"/g), deck).toHaveLength(1);
    }
    for (const code of COURTS.filter((c) => c !== 'HK'))
      expect(drawCard(SALZBURG, code), code).not.toMatch(/barredAnchor|anchorShield/);
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

  it('draws five Obers and Unters and the King of leaves striding, both ways, and the Unters of acorns and bells in profile with one eye', () => {
    const stance = (code: string): string | undefined => /data-stance="([\w-]+)"/.exec(drawCard(SALZBURG, code))?.[1];
    const irises = (code: string): number =>
      (/<g data-part="eyes">(.*?)<\/g>/.exec(drawCard(SALZBURG, code))![1]!.match(/<circle/g) ?? []).length;
    expect(['EU', 'HO', 'GK'].map(stance)).toEqual(['stride-left', 'stride-left', 'stride-left']);
    expect(['GO', 'GU', 'SU'].map(stance)).toEqual(['stride-right', 'stride-right', 'stride-right']);
    // The rest stand, the weight on one leg; the other kings stand in their robes.
    for (const code of ['EO', 'SO', 'HU', 'EK', 'HK', 'SK']) expect(stance(code), code).toBeUndefined();
    for (const code of COURTS) expect(irises(code), code).toBe(['EU', 'SU'].includes(code) ? 1 : 2);
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

const DAUS = ['EA', 'GA', 'HA', 'SA'];
const dausPicture = (deck: string, code: string): string | undefined =>
  /data-daus="([\w-]+)"/.exec(drawCard(deck as typeof SALZBURG, code))?.[1];
/** Every outline of a card that is not part of its suit sign (the picture, scene and ornament). */
const ownOutlines = (deck: string, code: string): string[] => {
  const signs = signOutlines(code);
  return [...outlines(drawCard(deck as typeof SALZBURG, code))].filter((d) => !signs.has(d));
};
const scenes = (svg: string): string[] => [...svg.matchAll(/data-scene="([\w-]+)"/g)].map((m) => m[1]!);
const numberCards = (deck: typeof SALZBURG | typeof BOLZANO): string[] =>
  deckCards(deck).filter((code) => /[5-9T]$/.test(code));

describe('the Salzburg pattern’s own Daus cards (docs/patterns.md, Salzburg checklist)', () => {
  it('gives each Daus its own picture: Bacchus, the stag-unicorn-eagle, Cupid and the arms', () => {
    for (const deck of [SALZBURG, BOLZANO])
      expect(DAUS.map((code) => dausPicture(deck, code))).toEqual(['bacchus', 'stag-unicorn-eagle', 'cupid', 'arms']);
  });

  it('makes the four Daus differ beyond their suit signs: no outline of one picture recurs on another', () => {
    for (const [i, a] of DAUS.entries())
      for (const b of DAUS.slice(i + 1)) {
        const theirs = new Set(ownOutlines(SALZBURG, b));
        expect(
          ownOutlines(SALZBURG, a).filter((d) => theirs.has(d)),
          `${a} against ${b}`,
        ).toEqual([]);
      }
  });

  it('puts the stag, the unicorn and the eagle on the Daus of leaves, and no animal on the others', () => {
    const figures = (code: string): string[] =>
      [...drawCard(SALZBURG, code).matchAll(/data-figure="(\w+)"/g)].map((m) => m[1]!).sort();
    expect(figures('GA')).toEqual(['eagle', 'stag', 'unicorn']);
    for (const code of ['EA', 'HA', 'SA']) expect(figures(code), code).toEqual([]);
  });

  it('shows Salzburg’s arms lettered SALZBURG on the Salzburg Daus of bells, Tyrol’s eagle lettered TIROL on the Salisburghesi’s', () => {
    const arms = (deck: string, code: string): string[] =>
      [...drawCard(deck as typeof SALZBURG, code).matchAll(/data-arms="(\w+)"/g)].map((m) => m[1]!);
    expect(arms(SALZBURG, 'SA')).toEqual(['salzburg']);
    expect(arms(BOLZANO, 'SA')).toEqual(['tyrol']);
    expect(drawCard(SALZBURG, 'SA')).toMatch(/>SALZBURG</);
    expect(drawCard(BOLZANO, 'SA')).toMatch(/>TIROL</);
    // The arms are on the Daus of bells alone; the other three Daus are the same on both packs.
    for (const code of ['EA', 'GA', 'HA']) {
      expect(arms(SALZBURG, code), code).toEqual([]);
      expect(drawCard(BOLZANO, code, { title: 'x' }), code).toBe(drawCard(SALZBURG, code, { title: 'x' }));
    }
  });

  it('shares no Daus outline with the Bavarian, Tell or Prague Daus (the shared heraldry of the backs aside)', () => {
    // Shields and heraldic lions are shared primitives (heraldry.ts), as every deck's back shows.
    const heraldry = new Set(DECKS.flatMap((d) => [...outlines(drawBack(d.id))]));
    for (const code of DAUS)
      for (const other of ['munich-bavarian', 'vienna-tell', 'prague'] as const) {
        const theirs = new Set([...outlines(drawCard(other, code))].filter((d) => !heraldry.has(d)));
        expect(
          ownOutlines(SALZBURG, code).filter((d) => theirs.has(d)),
          `${code} against ${other}`,
        ).toEqual([]);
      }
  });
});

describe('the Salzburg pattern’s own vignettes under the pips', () => {
  it('gives every number card one scene of its own, none repeated in the pack; the Weli none', () => {
    for (const deck of [SALZBURG, BOLZANO] as const) {
      const seen = new Map<string, string>();
      for (const code of numberCards(deck)) {
        const found = scenes(drawCard(deck, code));
        if (code === 'S6') {
          expect(found, 'the Weli').toEqual([]);
          continue;
        }
        expect(found, `${deck} ${code}`).toHaveLength(1);
        expect(seen.get(found[0]!), `${deck} ${code} repeats ${seen.get(found[0]!)}`).toBeUndefined();
        seen.set(found[0]!, code);
      }
      expect(seen.size).toBe(deck === SALZBURG ? 19 : 23);
    }
  });

  it('keeps to one side of country life per suit: the inn’s wreath on the ten of acorns, Hohensalzburg on the ten of bells', () => {
    const scene = (code: string): string => scenes(drawCard(BOLZANO, code))[0]!;
    expect(['ET', 'GT', 'HT', 'ST'].map(scene)).toEqual(['inn', 'alpine-hut', 'farmhouse', 'fortress']);
    expect(scene('S9')).toBe('cathedral');
    expect(scene('E6')).toBe('pig');
    expect(scene('G9')).toBe('chamois');
    expect(scene('H7')).toBe('gingerbread-heart');
  });

  it('stands every scene on the ground strip at the card’s foot, under pips centred no lower than 109', () => {
    for (const code of numberCards(BOLZANO).filter((c) => c !== 'S6')) {
      const svg = drawCard(BOLZANO, code);
      expect(svg, code).toMatch(/<g data-scene="[\w-]+" transform="translate\(50 146\)">/);
      // The lowest pips' signs reach 119; the scenes stand at most 25 above their ground line at 146 (measured
      // in Chromium with getBBox, see the report of issue 14's Salzburg session).
      const pipRows = [...svg.matchAll(/<g transform="translate\([\d.]+ ([\d.]+)\)">/g)].map((m) => Number(m[1]));
      expect(Math.max(...pipRows), code).toBeLessThanOrEqual(109);
    }
  });

  it('shares no scene outline with the Bavarian or Prague number cards', () => {
    for (const code of numberCards(SALZBURG).filter((c) => c !== 'S6'))
      for (const other of ['munich-bavarian', 'prague'] as const) {
        let theirs: Set<string>;
        try {
          theirs = outlines(drawCard(other, code));
        } catch {
          continue; // a card the other pack does not print
        }
        expect(
          ownOutlines(SALZBURG, code).filter((d) => theirs.has(d)),
          `${code} against ${other}`,
        ).toEqual([]);
      }
  });
});

describe('what tells the Salisburghesi from the Salzburg pack', () => {
  it('prints the fives only on the Salisburghesi, with scenes of their own', () => {
    expect(deckCards(SALZBURG).filter((c) => c.endsWith('5'))).toEqual([]);
    const fives = deckCards(BOLZANO).filter((c) => c.endsWith('5'));
    expect(fives).toEqual(['E5', 'G5', 'H5', 'S5']);
    expect(fives.map((c) => scenes(drawCard(BOLZANO, c))[0])).toEqual(['oak', 'edelweiss', 'rose', 'salt-boat']);
  });

  it('makes the six of bells the Weli on both packs: South Tyrol plays Watten with it (RULES.md WA-1)', () => {
    expect(drawCard(SALZBURG, 'S6')).toMatch(/>WELI</);
    expect(drawCard(BOLZANO, 'S6')).toMatch(/>WELI</);
    expect(scenes(drawCard(BOLZANO, 'S6'))).toEqual([]);
  });

  it('inks the revenue stamp on the Salisburghesi’s 8 of bells alone', () => {
    const stamped = (deck: typeof SALZBURG | typeof BOLZANO): string[] =>
      deckCards(deck).filter((c) => drawCard(deck, c).includes('data-stamp'));
    expect(stamped(BOLZANO)).toEqual(['S8']);
    expect(stamped(SALZBURG)).toEqual([]);
    expect(drawCard(BOLZANO, 'S8')).toMatch(/>BOLLO</);
  });

  it('draws every other card the same on both packs', () => {
    const differ = deckCards(SALZBURG).filter(
      (c) => drawCard(SALZBURG, c, { title: 'x' }) !== drawCard(BOLZANO, c, { title: 'x' }),
    );
    expect(differ).toEqual(['SA', 'SK', 'S8']);
  });
});

describe('the Salzburg art stands on its own', () => {
  it('imports none of the shared figures, scenes or Daus (only drawing primitives)', () => {
    const sources = import.meta.glob('./*.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(4);
    for (const [file, source] of Object.entries(sources))
      expect(String(source), file).not.toMatch(/from '\.\.\/(aces|vignettes|seasons|figures)\.js'/);
  });
});
