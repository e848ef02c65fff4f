/**
 * Heraldry drawn as heralds draw it (issue 35, point 4): the lion rampant, the eagle displayed, the basilisk and
 * the arms of Salzburg, Tyrol, Bohemia and Prague with the tinctures their blazons give (docs/patterns.md,
 * "Issue 35: heraldry", sources [H1]–[H4]).
 */
import { describe, expect, it } from 'vitest';
import { drawBack, drawCard } from './all.js';
import { eagleDisplayed, emblemShield, LION, lionRampant } from './heraldry.js';
import { basilisk, pragueArms } from './prague/charges.js';
import { C } from './palette.js';

/** The fills of the elements marked `data-part="part"` (on the element itself or on its group's children). */
function fills(svg: string, part: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(new RegExp(`<(path|g)([^>]*)data-part="${part}"([^>]*)>`, 'g'))) {
    const attrs = m[2]! + m[3]!;
    const fill = /fill="([^"]+)"/.exec(attrs)?.[1];
    if (fill) out.push(fill);
  }
  return out;
}
const parts = (svg: string): string[] => [...svg.matchAll(/data-part="(\w+)"/g)].map((m) => m[1]!);
const count = (svg: string, s: string): number => svg.split(s).length - 1;
/** The number of separate strokes (subpaths) in the first element marked as `part`. */
function subpaths(svg: string, part: string): number {
  const m = new RegExp(`data-part="${part}"[^>]*>(.*?)</g>`).exec(svg);
  return count(m?.[1] ?? '', 'stroke-linecap="round"');
}

describe('the lion rampant', () => {
  const bohemian = lionRampant({
    tincture: C.white,
    armed: C.gold,
    langued: C.gold,
    crowned: C.gold,
    queue: 'fourchée',
  });
  const salzburg = lionRampant({ tincture: C.black, armed: C.red, langued: C.red });

  it('has every part a herald draws: tail, mane, body, claws on all four paws, tongue', () => {
    for (const lion of [bohemian, salzburg]) {
      expect(parts(lion)).toEqual(expect.arrayContaining(['tail', 'mane', 'body', 'claws', 'tongue']));
      // Claws on the standing hind paw, and on the raised hind paw and both forepaws.
      expect(fills(lion, 'claws')).toHaveLength(2);
      expect(lion).toContain(` d="${LION}"`);
    }
  });

  it('is crowned only where the blazon crowns it, in the crown’s tincture', () => {
    expect(fills(bohemian, 'crown')).toEqual([C.gold]);
    expect(fills(salzburg, 'crown')).toEqual([]);
  });

  it('forks its tail for Bohemia (queue fourchée) and keeps one tail otherwise', () => {
    expect(bohemian).toContain('data-queue="fourchée"');
    expect(salzburg).toContain('data-queue="single"');
    // Each tail is an outline stroke under a coloured one: two strokes for one tail, four for the forked.
    expect(subpaths(bohemian, 'tail')).toBe(4);
    expect(subpaths(salzburg, 'tail')).toBe(2);
  });

  it('draws claws and tongue in the armed and langued tinctures, not the lion’s own', () => {
    expect(new Set(fills(bohemian, 'claws'))).toEqual(new Set([C.gold]));
    expect(fills(bohemian, 'tongue')).toEqual([C.gold]);
    expect(new Set(fills(salzburg, 'claws'))).toEqual(new Set([C.red]));
    expect(fills(salzburg, 'tongue')).toEqual([C.red]);
    expect(fills(salzburg, 'mane')).toEqual([C.black]);
  });
});

describe('the eagle displayed and the basilisk', () => {
  const tyrol = eagleDisplayed({ tincture: C.red, crowned: C.gold, kleestengel: C.gold });

  it('spreads both wings, each charged with a Kleestengel ending in a trefoil, in gold', () => {
    expect(parts(tyrol)).toEqual(expect.arrayContaining(['wings', 'kleestengel', 'body', 'head', 'beak', 'talons']));
    const bars = /data-part="kleestengel">(.*?)<\/g>/.exec(tyrol)![1]!;
    // Two trefoils of three leaves each (one per wing), in gold.
    expect(count(bars, 'a0.6 0.6 0 1 0 1.2 0')).toBe(6);
    expect(bars).toContain(`fill="${C.gold}"`);
    // The wings are symmetric about the body's axis: the sinister wing is the dexter one mirrored.
    const wing = /data-part="wings"><path d="([^"]+)"/.exec(tyrol)![1]!;
    const xs = [...wing.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeCloseTo(-Math.max(...xs), 1);
  });

  it('crowns the eagle, and beaks and arms it in gold', () => {
    expect(fills(tyrol, 'crown')).toEqual([C.gold]);
    expect(fills(tyrol, 'beak')).toEqual([C.gold]);
    expect(fills(tyrol, 'talons')).toEqual([C.gold]);
    expect(fills(tyrol, 'body')).toEqual([C.red]);
  });

  it('gives the basilisk a cock’s comb and legs, a dragon’s wing and a serpent’s tail', () => {
    const b = basilisk({ tincture: '#4f8f3a' });
    expect(b).toContain('data-charge="basilisk"');
    expect(parts(b)).toEqual(expect.arrayContaining(['tail', 'wing', 'legs']));
    expect(b).toContain(`fill="${C.red}"`); // comb and wattles gules
  });
});

describe('the arms, with the tinctures of their blazons', () => {
  it('parts Salzburg per pale Or and gules, the lion sable armed and langued gules, the fess argent [H1]', () => {
    const arms = emblemShield('salzburg', 0, 0, 1);
    expect(arms).toMatch(new RegExp(`fill="${C.gold}"[^>]*/>.*fill="${C.red}"`));
    expect(arms).toContain(`fill="${C.white}"`);
    expect(fills(arms, 'body')).toEqual([]);
    expect(arms).toContain(`d="${LION}" fill="${C.black}"`);
    expect(new Set(fills(arms, 'claws'))).toEqual(new Set([C.red]));
    expect(arms).toContain('data-queue="single"');
    expect(fills(arms, 'crown')).toEqual([]);
  });

  it('puts Tyrol’s red eagle, crowned Or with its Kleestengel, on silver [H2]', () => {
    const arms = emblemShield('tyrol', 0, 0, 1);
    expect(arms.indexOf(`fill="${C.white}"`)).toBeLessThan(arms.indexOf('data-charge="eagle"'));
    expect(arms).toContain('data-part="kleestengel"');
    expect(fills(arms, 'crown')).toEqual([C.gold]);
  });

  it('puts Bohemia’s silver lion, forked, crowned, armed and langued Or, on red [H3]', () => {
    const arms = emblemShield('bohemia', 0, 0, 1);
    expect(arms).toContain(`fill="${C.red}"`);
    expect(arms).toContain(`d="${LION}" fill="${C.white}"`);
    expect(arms).toContain('data-queue="fourchée"');
    expect(fills(arms, 'crown')).toEqual([C.gold]);
    expect(fills(arms, 'tongue')).toEqual([C.gold]);
  });

  it('draws Prague’s wall and towers with the open gate, the raised portcullis and the armed arm [H4]', () => {
    const arms = pragueArms();
    expect(parts(arms)).toEqual(['portcullis', 'arm']);
    expect(arms).toContain(`fill="${C.gold}"`);
  });
});

describe('the heraldry where the packs show it', () => {
  it('draws Salzburg’s lion on the Salzburg Daus of bells and back, Tyrol’s eagle on the Salisburghesi’s and its King of bells', () => {
    for (const svg of [drawCard('salzburg', 'SA'), drawBack('salzburg')]) expect(svg).toContain('data-charge="lion"');
    for (const svg of [drawCard('bolzano-salisburghesi', 'SA'), drawCard('bolzano-salisburghesi', 'SK')])
      expect(svg).toContain('data-part="kleestengel"');
    expect(drawCard('salzburg', 'SK')).not.toContain('data-charge="eagle"');
  });

  it('gives the Prague Daus the Bohemian lion (acorns, hearts), Prague’s arms (leaves), and lion against basilisk (bells)', () => {
    const charges = (code: string): string[] =>
      [...drawCard('prague', code).matchAll(/data-charge="(\w+)"/g)].map((m) => m[1]!);
    expect(charges('EA')).toEqual(['lion']);
    expect(charges('GA')).toEqual(['praha']);
    expect(charges('HA')).toEqual(['lion']);
    expect(charges('SA')).toEqual(['lion', 'basilisk']);
    for (const code of ['EA', 'HA']) expect(drawCard('prague', code), code).toContain('data-queue="fourchée"');
  });

  it('sets the lion and the basilisk combatant on the Daus of bells: the lion turned to face the basilisk, apart', () => {
    const svg = drawCard('prague', 'SA');
    const lion = /translate\((-?[\d.]+) [\d.-]+\) scale\((-?[\d.]+) [\d.]+\)"><g data-charge="lion"/.exec(svg)!;
    const beast = /translate\((-?[\d.]+) [\d.-]+\) scale\(([\d.]+)\)"><g data-charge="basilisk"/.exec(svg)!;
    // Lion in the dexter half turned to sinister (mirrored), basilisk in the sinister half facing dexter.
    expect(Number(lion[1])).toBeLessThan(0);
    expect(Number(lion[2])).toBeLessThan(0);
    expect(Number(beast[1])).toBeGreaterThan(0);
    // Their fronts (the lion's forepaws reach 11.8 units ahead, the basilisk's beak 9.6) stay clear of each other.
    const lionFront = Number(lion[1]) - 11.8 * Number(lion[2]);
    const beakFront = Number(beast[1]) - 9.6 * Number(beast[2]);
    expect(beakFront - lionFront).toBeGreaterThan(0.5);
  });
});
