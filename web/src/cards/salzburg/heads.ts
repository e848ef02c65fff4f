/**
 * The Salzburg pattern's heads, its own (docs/patterns.md, "Salzburg"): faces turned a little to one side as
 * on the Einfachdeutsche pack, each court with its own face, hair, beard and headgear, so no two share a
 * head. Head space puts the centre of the face at the origin; one unit is one card unit. Every outline is
 * computed from the head's own measures, so none coincides with another pattern's drawn outlines.
 */
import { C } from '../palette.js';
import { brows, eyes, hatch, INK, mouth, nose, swellD } from '../line.js';
import { circle, ellipse, g, line, num, P, path } from '../svg.js';

const L = C.line;

export type Hair = 'short' | 'long' | 'curls' | 'queue' | 'bald';
export type Beard = 'none' | 'moustache' | 'imperial' | 'full' | 'forked' | 'mutton' | 'long' | 'goatee';
export type Headgear =
  | 'archedCrown'
  | 'leafCap'
  | 'pointedCrown'
  | 'hatCrown'
  | 'bicorne'
  | 'morion'
  | 'plumedHat'
  | 'slashedBarett'
  | 'feltBeret'
  | 'alpineHat'
  | 'chaperon'
  | 'turban';

export interface Head {
  /** Half the width at the temples and at the jaw, and how far the chin drops below the mouth. */
  readonly w: number;
  readonly jaw: number;
  readonly chin: number;
  /** How far the face turns to the viewer's right (positive) or left (negative), -1 … 1. */
  readonly turn: number;
  readonly hair: string;
  readonly hairStyle: Hair;
  readonly beard: Beard;
  readonly headgear: Headgear;
  readonly hatColour: string;
  readonly plume: string;
  /** Lines at the brow and cheeks for the old. */
  readonly aged?: boolean;
  /**
   * A head seen from the side, facing the viewer's right (1) or left (-1): one eye, the nose, lips and chin on
   * the outline, the ear, the hair falling behind (issue 35: several figures in profile, as chosen).
   */
  readonly profile?: -1 | 1;
}

function face(h: Head): string {
  const { w, jaw, chin, turn } = h;
  const t = turn * 1.4;
  return P`M${t * 0.3} -9.6C${w * 0.8} -9.6 ${w + 0.2} -6 ${w} -2C${w} 2 ${jaw + 0.6} 4 ${jaw} 6C${jaw - 1.4} ${8 + chin} ${t + 2} ${8.6 + chin} ${t} ${8.8 + chin}C${t - 2} ${8.6 + chin} ${-jaw + 1.4} ${8 + chin} ${-jaw} 6C${-jaw - 0.6} 4 ${-w} 2 ${-w} -2C${-w - 0.2} -6 ${-w * 0.8} -9.6 ${t * 0.3} -9.6Z`;
}

function hair(h: Head): string {
  const { w, hair: c } = h;
  switch (h.hairStyle) {
    case 'short':
      return path(
        P`M${-w - 0.8} 0.4C${-w - 1.6} -8 ${-w + 2} -11.4 0 -11.6C${w - 2} -11.4 ${w + 1.6} -8 ${w + 0.8} 0.4L${w - 0.4} -3.6L${-w + 0.4} -3.6Z`,
        c,
        L,
        0.45,
      );
    case 'long':
      return path(
        P`M${-w - 1} -3C${-w - 2.4} -10 ${w + 2.4} -10 ${w + 1} -3C${w + 2.2} 3 ${w + 3} 9 ${w + 1.4} 13.4L${w - 1.6} 12.4C${w - 0.4} 6 ${w - 0.6} 0 ${w - 1} -4L${-w + 1} -4C${-w + 0.6} 0 ${-w + 0.4} 6 ${-w + 1.6} 12.4L${-w - 1.4} 13.4C${-w - 3} 9 ${-w - 2.2} 3 ${-w - 1} -3Z`,
        c,
        L,
        0.45,
      );
    case 'curls': {
      let d = '';
      for (const s of [-1, 1])
        for (let i = 0; i < 3; i++) d += P`M${s * (w + 0.6)} ${-2 + i * 3.4}a1.9 1.9 0 1 0 0.1 0Z`;
      return path(P`M${-w - 0.6} -2C${-w - 1.4} -10 ${w + 1.4} -10 ${w + 0.6} -2Z`, c, L, 0.45) + path(d, c, L, 0.4);
    }
    case 'queue':
      return (
        path(P`M${-w - 0.6} -1C${-w - 1.4} -9.6 ${w + 1.4} -9.6 ${w + 0.6} -1L${w} -4L${-w} -4Z`, c, L, 0.45) +
        path(
          P`M${-w - 0.4} -1.6c-1.4 1-1.4 3 0 4c1.4-1 1.4-3 0-4ZM${w + 0.4} -1.6c1.4 1 1.4 3 0 4c-1.4-1-1.4-3 0-4Z`,
          C.white,
          L,
          0.35,
        )
      );
    case 'bald':
      return path(
        P`M${-w - 0.4} 1C${-w - 1.2} -2 ${-w - 0.6} -4 ${-w + 0.6} -4.6L${-w + 0.4} 1ZM${w + 0.4} 1C${w + 1.2} -2 ${w + 0.6} -4 ${w - 0.6} -4.6L${w - 0.4} 1Z`,
        c,
        L,
        0.4,
      );
  }
}

function beard(h: Head): string {
  const { jaw, chin, turn, hair: c } = h;
  const t = turn * 1.4,
    y = 8.8 + chin;
  const moustache = P`M${t} 4.2C${t - 2} 3.4 ${t - 4} 3.8 ${t - 5} 5.4C${t - 3.4} 4.8 ${t - 1.6} 5.2 ${t} 4.8C${t + 1.6} 5.2 ${t + 3.4} 4.8 ${t + 5} 5.4C${t + 4} 3.8 ${t + 2} 3.4 ${t} 4.2Z`;
  const m = path(moustache, c, L, 0.35);
  switch (h.beard) {
    case 'none':
      return '';
    case 'moustache':
      return m;
    case 'imperial':
      return m + path(P`M${t - 0.8} 6.6L${t} ${y + 3}L${t + 0.8} 6.6Z`, c, L, 0.35);
    case 'goatee':
      return (
        m +
        path(P`M${t - 2.2} 6.8C${t - 2} ${y + 1} ${t + 2} ${y + 1} ${t + 2.2} 6.8Q${t} 7.8 ${t - 2.2} 6.8Z`, c, L, 0.35)
      );
    case 'full':
      return (
        path(
          P`M${-jaw - 0.4} 2C${-jaw} ${y + 2} ${jaw} ${y + 2} ${jaw + 0.4} 2C${jaw - 1} 5 ${t + 3} 7 ${t} 6.6C${t - 3} 7 ${-jaw + 1} 5 ${-jaw - 0.4} 2Z`,
          c,
          L,
          0.4,
        ) + m
      );
    case 'forked':
      return (
        path(
          P`M${-jaw} 3C${-jaw} 9 ${t - 3} ${y + 4} ${t - 1.4} ${y + 6}L${t} ${y + 2}L${t + 1.4} ${y + 6}C${t + 3} ${y + 4} ${jaw} 9 ${jaw} 3C${jaw - 1.4} 6 ${t + 2} 7.2 ${t} 6.8C${t - 2} 7.2 ${-jaw + 1.4} 6 ${-jaw} 3Z`,
          c,
          L,
          0.4,
        ) + m
      );
    case 'mutton':
      return (
        path(
          P`M${-jaw - 0.6} -2L${-jaw - 0.6} 6C${-jaw + 1} 8 ${-jaw + 3} 7 ${-jaw + 2.4} 4L${-jaw + 0.8} -2ZM${jaw + 0.6} -2L${jaw + 0.6} 6C${jaw - 1} 8 ${jaw - 3} 7 ${jaw - 2.4} 4L${jaw - 0.8} -2Z`,
          c,
          L,
          0.35,
        ) + m
      );
    case 'long':
      return (
        path(
          P`M${-jaw - 0.6} 1C${-jaw - 1} 10 ${t - 3} ${y + 9} ${t} ${y + 10}C${t + 3} ${y + 9} ${jaw + 1} 10 ${jaw + 0.6} 1C${jaw - 1} 5.4 ${t + 3} 7.4 ${t} 7C${t - 3} 7.4 ${-jaw + 1} 5.4 ${-jaw - 0.6} 1Z`,
          c,
          L,
          0.4,
        ) +
        line(P`M${t - 2} ${y + 1}q0.6 3 1 6M${t + 2} ${y + 1}q-0.6 3-1 6`, L, 0.3) +
        m
      );
  }
}

/** A crown's band and whatever rises from it, its lower edge at y = -6.4. */
function headgear(h: Head): string {
  const c = h.hatColour,
    f = h.plume,
    w = h.w + 1.2;
  switch (h.headgear) {
    case 'archedCrown':
      // A closed crown: red cap, two gold arches, a cross on the orb.
      return (
        path(P`M${-w + 1} -9C${-w + 1} -17 ${w - 1} -17 ${w - 1} -9Z`, C.red, L, 0.45) +
        line(P`M${-w + 1.4} -9.4Q0 -22 ${w - 1.4} -9.4M0 -9.4V-17.2`, c, 1.4) +
        path(P`M${-w} -6.4L${-w + 0.4} -10.2H${w - 0.4}L${w} -6.4Z`, c, L, 0.5) +
        circle(0, -18.4, 1.4, c, L, 0.35) +
        line('M0-19.8v-2.6M-1.2-21.1h2.4', c, 0.8) +
        circle(-3, -8.3, 0.7, C.red) +
        circle(3, -8.3, 0.7, C.blue)
      );
    case 'leafCap':
      // The King of leaves' cap (not a crown): a tall fur-brimmed cap with a gold jewel and a heron plume.
      return (
        path(P`M${-w + 1.2} -8C${-w} -16 ${-2} -19.6 ${3} -18.6C${w + 1} -17 ${w} -12 ${w - 1.2} -8Z`, c, L, 0.5) +
        path(
          P`M${-w - 0.6} -5.6C${-w - 1.2} -9.6 ${w + 1.2} -9.6 ${w + 0.6} -5.6C${w - 2} -7.2 ${-w + 2} -7.2 ${-w - 0.6} -5.6Z`,
          '#8a6a4a',
          L,
          0.5,
        ) +
        path('M-1.4-11.6l1.4-2.2l1.4 2.2l-1.4 2.2Z', C.gold, L, 0.35) +
        line('M0-14Q-3-20-1-25', f, 1)
      );
    case 'pointedCrown': {
      // An open crown of five tall points, a pearl on each.
      let d = P`M${-w} -6.2L${-w - 0.8} -16`;
      const pts = [-w - 0.8, -w / 2, 0, w / 2, w + 0.8];
      for (let i = 1; i < 5; i++) d += P`L${(pts[i - 1]! + pts[i]!) / 2} -11L${pts[i]!} ${i === 2 ? -18 : -16}`;
      d += P`L${w} -6.2Z`;
      let pearls = '';
      for (const [i, x] of pts.entries()) pearls += circle(x, i === 2 ? -18.8 : -16.8, 0.9, C.white, L, 0.3);
      return path(d, c, L, 0.5) + line(P`M${-w} -8.2H${w}`, C.red, 1) + pearls;
    }
    case 'hatCrown':
      // A crown set round a tall velvet hat, the hat's top rising through it.
      return (
        path(P`M${-w + 0.6} -8C${-w + 1} -19 ${w - 1} -19 ${w - 0.6} -8Z`, C.darkRed, L, 0.45) +
        path(P`M${-w} -6.4V-11.4L${-w / 2} -9.6L0 -13L${w / 2} -9.6L${w} -11.4V-6.4Z`, c, L, 0.5) +
        circle(0, -17.6, 1.3, c, L, 0.35)
      );
    case 'bicorne':
      // The Ober of hearts' two-cornered hat, worn athwart, a cockade and a short red plume.
      return (
        path(
          P`M${-w - 7} -7.4C${-w - 2} -9 ${-w} -17.4 0 -17.6C${w} -17.4 ${w + 2} -9 ${w + 7} -7.4C${w} -5.4 ${-w} -5.4 ${-w - 7} -7.4Z`,
          c,
          L,
          0.55,
        ) +
        line(P`M${-w - 5} -7.8Q0 -10.6 ${w + 5} -7.8`, C.gold, 0.8) +
        circle(2.6, -11, 1.6, C.white, L, 0.35) +
        path('M2.6-12.6C1-16 2-19 4.6-21C4.4-18 4.6-15 3.8-12.4Z', f, L, 0.35)
      );
    case 'morion':
      // A combed morion, its brim turned up to points front and back.
      return (
        path(
          P`M${-w - 4} -6C${-w - 2} -8 ${-w} -8.4 ${-w + 0.6} -9C${-w + 1} -15 ${w - 1} -15 ${w - 0.6} -9C${w} -8.4 ${w + 2} -8 ${w + 4} -6C${w} -7 ${-w} -7 ${-w - 4} -6Z`,
          c,
          L,
          0.5,
        ) +
        path(P`M${-w + 2} -12C${-3} -19 ${3} -19 ${w - 2} -12Z`, c, L, 0.45) +
        line(P`M${-w + 2.4} -12.4Q0 -13.6 ${w - 2.4} -12.4`, C.gold, 0.6) +
        path('M-1-17.4C-2-22 2-24.6 4-23C2-22 1.4-20 1-17.4Z', f, L, 0.35)
      );
    case 'plumedHat':
      // A broad hat with two curling ostrich plumes laid over the brim.
      return (
        path(
          P`M${-w - 5} -6.6C${-w - 4} -9.4 ${w + 4} -9.4 ${w + 5} -6.6C${w + 2} -7.6 ${-w - 2} -7.6 ${-w - 5} -6.6Z`,
          c,
          L,
          0.5,
        ) +
        path(P`M${-w + 1.6} -8.6C${-w + 2} -14.6 ${w - 2} -14.6 ${w - 1.6} -8.6Z`, c, L, 0.5) +
        path(P`M${-w + 2} -12C${-2} -18 ${w + 4} -18 ${w + 6} -9C${w + 4} -13 ${1} -14 ${-w + 2} -11Z`, f, L, 0.4) +
        path(
          P`M${w - 2} -13C${w + 2} -21 ${w + 9} -17 ${w + 8} -11C${w + 7} -15 ${w + 3} -16 ${w - 1} -12Z`,
          C.white,
          L,
          0.35,
        )
      );
    case 'slashedBarett':
      // A flat barett tilted over one ear, its brim slashed, a single white feather upright.
      return (
        path(P`M${-w - 3} -6C${-w - 4} -13 ${w + 1} -14 ${w + 4} -9.6C${w + 3} -7 ${0} -7.4 ${-w - 3} -6Z`, c, L, 0.5) +
        line(
          P`M${-w} -8.4l0.6 -2M${-w + 4} -9.4l0.4 -2.2M${-w + 8} -9.8l0.2 -2.2M${w - 2} -9.6l-0.2 -2.2`,
          C.yellow,
          0.9,
        ) +
        path(
          P`M${w - 3} -11C${w - 2} -17 ${w - 4} -21 ${w - 6.6} -23.6C${w - 4} -20 ${w - 4.4} -16 ${w - 4.8} -11.4Z`,
          f,
          L,
          0.35,
        )
      );
    case 'feltBeret':
      // A soft round beret pulled to the back, a cock's tail feather at the side.
      return (
        path(
          P`M${-w - 1} -6.4C${-w - 3} -12 ${-2} -16 ${w + 2} -12.6C${w + 2.6} -10 ${w + 1.6} -7.8 ${w + 1} -6.4C${w - 3} -7.6 ${-w + 3} -7.6 ${-w - 1} -6.4Z`,
          c,
          L,
          0.5,
        ) +
        path(
          P`M${-w} -9C${-w - 6} -12 ${-w - 8} -16 ${-w - 6} -20C${-w - 5} -16 ${-w - 3} -13 ${-w + 0.6} -10.6Z`,
          f,
          L,
          0.35,
        )
      );
    case 'alpineHat':
      // A green felt hat with a narrow brim, a cord band and a chamois tuft.
      return (
        path(P`M${-w - 3} -6.6Q0 -9.4 ${w + 3} -6.6Q0 -7.6 ${-w - 3} -6.6Z`, c, L, 0.5) +
        path(P`M${-w + 1.6} -7.8L${-w + 2.6} -14.4Q0 -16.6 ${w - 2.6} -14.4L${w - 1.6} -7.8Z`, c, L, 0.5) +
        line(P`M${-w + 1.8} -9.4H${w - 1.8}`, f, 0.9) +
        path(
          P`M${w - 3} -14C${w - 2} -19 ${w} -20 ${w + 2} -19C${w + 1} -17 ${w} -15 ${w - 1.4} -13.6Z`,
          '#3a2f28',
          L,
          0.3,
        )
      );
    case 'chaperon':
      // A hood with its cape over the shoulders and its long liripipe falling behind.
      return (
        path(
          P`M${-w - 1.6} 8C${-w - 3} -4 ${-w - 1} -15 0 -15C${w + 1} -15 ${w + 3} -4 ${w + 1.6} 8L${w + 4} 12H${-w - 4}ZM${-w + 0.6} 7C${-w + 0.4} -2 ${-w + 1} -9.4 0 -9.4C${w - 1} -9.4 ${w - 0.4} -2 ${w - 0.6} 7Q0 12.6 ${-w + 0.6} 7Z`,
          c,
          L,
          0.5,
          { 'fill-rule': 'evenodd' },
        ) +
        path(
          P`M${w} -10C${w + 6} -10 ${w + 9} -4 ${w + 9} 4L${w + 7.4} 4C${w + 7} -3 ${w + 4} -7 ${w + 1} -7Z`,
          c,
          L,
          0.4,
        )
      );
    case 'turban':
      // A wound turban with a jewel and an upright aigrette.
      return (
        path(
          P`M${-w - 1.6} -5.6C${-w - 3} -15 ${w + 3} -15 ${w + 1.6} -5.6C${w - 3} -7.8 ${-w + 3} -7.8 ${-w - 1.6} -5.6Z`,
          c,
          L,
          0.5,
        ) +
        line(P`M${-w - 1} -8Q0 -12 ${w + 1} -9.4M${-w - 0.4} -11Q0 -14.4 ${w + 0.6} -11.6`, L, 0.35) +
        ellipse(0, -10.4, 1.4, 1.8, C.red, L, 0.35) +
        path('M0-12.4C-1.6-16-1-19 0.6-21.4C1-18 1.4-15 0.8-12.2Z', f, L, 0.3)
      );
  }
}

/**
 * Eyes, brows, nose and mouth in the shared line (../line.ts), centred on the turned face's middle `t`: lidded
 * eyes looking the way the face turns, swelling brows in the hair's colour, the nose's bridge, parted lips.
 */
function features(h: Head, t: number): string {
  const brow = h.hair === C.white || h.hair === C.paper ? INK : h.hair;
  return g(
    { transform: `translate(${num(t)} 0)` },
    eyes({ dx: 3.2, y: -1, w: 2.7, open: h.aged ? 0.45 : 0.6, look: h.turn, heavy: h.aged, bags: h.aged }) +
      brows(3.2, -3.3, 2.8, h.aged ? 'straight' : 'arched', brow) +
      nose(-0.7, 3.2, h.w > 7.4 ? 'broad' : 'straight') +
      mouth(6.2, 3, h.aged ? 'stern' : 'flat'),
  );
}

/**
 * A head in profile, facing `s` (1: the viewer's right): drawn with x multiplied by `s`, so one outline serves
 * both ways. The forehead, the brow's ridge, the nose, the lips and the chin make the face's edge; the jaw runs back
 * to the ear, and the skull's back is under the hair.
 */
function profileFace(h: Head, s: number): string {
  const c = h.chin,
    b = h.w;
  return P`M${s * 0.6} -10C${s * 4} -10 ${s * 5.7} -7.2 ${s * 5.5} -4.2Q${s * 5.3} -2.8 ${s * 6} -2.3Q${s * 6} -1 ${s * 6.9} 0.6L${s * 8.3} 2.6Q${s * 8.2} 3.6 ${s * 6.7} 3.5L${s * 6.9} 4.8L${s * 6.1} 5.5L${s * 6.6} 6.3Q${s * 6.3} 7.1 ${s * 5.7} 7.4C${s * 6.5} 8.2 ${s * 6.4} ${9.2 + c} ${s * 4.8} ${9.4 + c}C${s * 2} ${9.6 + c} ${s * -1} ${8 + c} ${s * -2.6} 5C${s * -b} 3 ${s * -b} -3 ${s * (0.6 - b)} -6C${s * (2 - b)} -10 ${s * -2} -10.4 ${s * 0.6} -10Z`;
}

/** The hair of a head in profile: over the crown and the back of the skull, down the nape as far as it is worn. */
function profileHair(h: Head, s: number): string {
  if (h.hairStyle === 'bald')
    return path(P`M${s * -2.6} 2C${s * -3.6} -1 ${s * -5} -3 ${s * -h.w} -3.4L${s * (-h.w - 0.4)} 2Z`, h.hair, L, 0.4);
  const nape = h.hairStyle === 'long' ? 12 : h.hairStyle === 'curls' ? 6 : 3;
  return path(
    P`M${s * 4.6} -6.6C${s * 4} -11 ${s * -1} -12.4 ${s * (-h.w + 0.4)} -9C${s * (-h.w - 1.8)} -6 ${s * (-h.w - 1.6)} ${nape - 4} ${s * (-h.w + 0.4)} ${nape}L${s * -3.4} ${nape - 1}Q${s * -2.2} 0 ${s * -1.2} -4Q${s * 1.6} -7 ${s * 4.6} -6.6Z`,
    h.hair,
    L,
    0.45,
  );
}

/** A beard seen from the side: a moustache under the nose, a tuft at the chin, or the jaw covered to the ear. */
function profileBeard(h: Head, s: number): string {
  if (h.beard === 'none') return '';
  const y = 9.4 + h.chin,
    c = h.hair;
  const m = path(P`M${s * 7} 3.7Q${s * 5.6} 3.5 ${s * 4.2} 4.6Q${s * 5.6} 5 ${s * 7.2} 4.5Z`, c, L, 0.3);
  if (h.beard === 'moustache') return m;
  if (h.beard === 'imperial' || h.beard === 'goatee')
    return m + path(P`M${s * 5.6} 7.4Q${s * 6.8} ${y} ${s * 5.4} ${y + 2.2}Q${s * 4} ${y} ${s * 4.4} 7.6Z`, c, L, 0.3);
  // Full, forked, long and mutton-chop beards, from the side: the jaw covered from the ear to the chin, the long
  // ones falling below it.
  const fall = h.beard === 'long' || h.beard === 'forked' ? 8 : 1.6;
  return (
    path(
      P`M${s * -2.4} -1C${s * -3.4} 4 ${s * -1} ${y + fall * 0.6} ${s * 3} ${y + fall}Q${s * 6.4} ${y + fall * 0.8} ${s * 6.6} ${y - 1}L${s * 5.6} 7.2Q${s * 2.6} 8 ${s * 1.4} 5Q${s * 0.4} 1.6 ${s * -2.4} -1Z`,
      c,
      L,
      0.4,
    ) + m
  );
}

/** Eye, brow, nostril, the lips' parting and the ear of a head in profile, in the shared line. */
function profileFeatures(h: Head, s: number): string {
  const brow = h.hair === C.white || h.hair === C.paper ? INK : h.hair;
  return (
    // `eyes` draws its one eye at only · dx, its inner corner towards the middle: here towards the nose.
    eyes({ dx: -3.7, y: -0.9, w: 2.2, only: -s as -1 | 1, open: h.aged ? 0.45 : 0.6, look: s, heavy: h.aged }) +
    path(swellD([s * 2.5, -3.1], [s * 3.9, -4.2], [s * 5.4, -3], 0.42), brow, INK, 0.1) +
    path(P`M${s * 6.6} 2.7q${s * -0.9} 0.1 ${s * -1} -0.8`, 'none', INK, 0.24) +
    path(swellD([s * 6.2, 5.5], [s * 5.4, 5.8], [s * 4.6, 5.5], 0.26), INK) +
    path(P`M${s * 6.8} 4.7L${s * 6.1} 5.4L${s * 6.5} 6.2Q${s * 6.8} 5.4 ${s * 6.8} 4.7Z`, C.darkRed) +
    path(
      P`M${s * -0.6} -1.6C${s * -2.8} -2.4 ${s * -3.2} 2.4 ${s * -0.8} 2.6Q${s * 0} 1.4 ${s * -0.6} -1.6Z`,
      C.skin,
      INK,
      0.3,
    ) +
    path(P`M${s * -1} -0.8q${s * -1.2} 0.8 ${s * -0.2} 2`, 'none', INK, 0.24)
  );
}

/** A head in profile (see `Head.profile`): the headgear set back with the skull. */
function profileHead(h: Head, s: -1 | 1): string {
  const hooded = h.headgear === 'chaperon';
  const outline = profileFace(h, s);
  return (
    (hooded ? '' : profileHair(h, s)) +
    path(P`M${s * -3.6} 6V12.4H${s * 1.4}V8.6Z`, C.skin, L, 0.45) +
    path(outline, C.skin, L, 0.75) +
    (h.aged
      ? line(P`M${s * 2.6} -5.4h${s * 2.6}M${s * 3.6} 2.4q${s * 0.6} 1.6 ${s * 0.4} 3`, '#b3795a', 0.35)
      : ellipse(s * 3.4, 3, 1.5, 1, C.cheek)) +
    hatch(outline, { side: 'bottom', depth: 0.26, angle: -60, gap: 0.7, opacity: 0.45 }) +
    profileFeatures(h, s) +
    profileBeard(h, s) +
    `<g transform="translate(${num(-s * 0.9)} 0)">${headgear(h)}</g>`
  );
}

/** A whole head at the origin; `data-part="head"` marks it so tests can tell the heads apart, `data-headgear` what it wears. */
export function head(h: Head): string {
  const t = h.turn * 1.4;
  const hooded = h.headgear === 'chaperon';
  if (h.profile) return g({ 'data-part': 'head', 'data-headgear': h.headgear }, profileHead(h, h.profile));
  return g(
    { 'data-part': 'head', 'data-headgear': h.headgear },
    (hooded ? '' : hair(h)) +
      path(P`M-2.6 6.4V12.4H2.6V6.4Z`, C.skin, L, 0.45) +
      path(face(h), C.skin, L, 0.75) +
      (h.aged
        ? line(P`M${t - 3.4} -5.2h6.8M${-h.jaw + 1} 3q0.6 1.4 0 2.6M${h.jaw - 1} 3q-0.6 1.4 0 2.6`, '#b3795a', 0.35)
        : ellipse(t - 4, 2.8, 1.4, 0.9, C.cheek) + ellipse(t + 4, 2.8, 1.4, 0.9, C.cheek)) +
      hatch(face(h), { side: h.turn < 0 ? 'left' : 'right', depth: 0.28, angle: -60, gap: 0.7, opacity: 0.45 }) +
      features(h, t) +
      beard(h) +
      (h.hairStyle === 'bald' || hooded
        ? ''
        : path(
            P`M${-h.w} -4C${-h.w + 2} -8.8 ${h.w - 2} -8.8 ${h.w} -4C${h.w - 3} -6 ${t + 2} -6.6 ${t} -5.2C${t - 2} -6.6 ${-h.w + 3} -6 ${-h.w} -4Z`,
            h.hair,
            L,
            0.4,
          )) +
      headgear(h),
  );
}
