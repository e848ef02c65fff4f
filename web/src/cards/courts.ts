/**
 * Court cards. Single-headed German packs (Bavarian, Salzburg, Prague) show full-length figures standing on
 * a patch of ground, the Ober holding his suit sign up by the top corner and the Unter holding it low;
 * kings sit enthroned. Double-headed packs show half figures mirrored at the centre line: Paris here, the
 * Tell pattern with figures of its own (tell/courts.ts).
 * Costumes are per pattern and suit, after the real packs in spirit rather than in detail.
 */
import type { Suit } from '../../../engine/cards.js';
import { emblemShield } from './heraldry.js';
import { frenchIndex, MIDDLE, twice } from './frame.js';
import { type Costume, figure, type Hand, type Hat, type Item, place } from './figures.js';
import { C, type Ink } from './palette.js';
import { type Family, type ParsedCard, type Style } from './patterns.js';
import { mark } from './pips.js';
import { sign } from './suits.js';
import { drawTellCourt } from './tell/courts.js';
import { ellipse, g, line, path, rect, text } from './svg.js';

type Rank = 'K' | 'O' | 'U';

/** Costume shorthand: coat, trim, hose, hat, hat colour, hair, beard, hands and what they hold. */
function k(
  coat: string,
  trim: string,
  hose: string,
  hat: Hat,
  hatColour: string,
  hair: string,
  beard: Costume['beard'],
  left: Hand,
  right: Hand,
  leftItem: Item,
  rightItem: Item,
  extra: Partial<Costume> = {},
): Costume {
  return { coat, trim, hose, hat, hatColour, hair, beard, left, right, leftItem, rightItem, ...extra };
}

const HAIR = { brown: '#6b3e1e', dark: '#3a2a1e', fair: '#d9a64a', grey: '#a9a39a', red: '#a4482a', white: '#e8e4dc' };

/** Bavarian courts; Salzburg and Prague vary them below. Index: suit, then K O U. */
const BAVARIAN: Record<Rank, readonly Costume[]> = {
  K: [
    k(C.red, C.gold, C.red, 'crown', C.gold, HAIR.grey, 'full', 'chest', 'chestRight', 'orb', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.blue,
    }),
    k(C.green, C.gold, C.green, 'crownTall', C.gold, HAIR.white, 'long', 'side', 'chestRight', 'none', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.red,
    }),
    k(C.blue, C.gold, C.blue, 'crown', C.gold, HAIR.brown, 'full', 'out', 'chestRight', 'shield', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.red,
      itemColour: C.red,
    }),
    k(C.yellow, C.red, C.yellow, 'crownTall', C.gold, HAIR.dark, 'full', 'out', 'chestRight', 'shield', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.green,
      itemColour: C.blue,
    }),
  ],
  O: [
    k(C.blue, C.gold, C.red, 'beret', C.red, HAIR.brown, 'full', 'raised', 'high', 'sign', 'sword', {
      feather: C.white,
      cape: C.darkRed,
    }),
    k(C.green, C.red, C.yellow, 'brim', C.darkGreen, HAIR.fair, 'goatee', 'raised', 'sideRight', 'sign', 'halberd', {
      feather: C.red,
    }),
    k(C.red, C.yellow, C.blue, 'helmet', C.red, HAIR.dark, 'moustache', 'raised', 'high', 'sign', 'sword', {
      feather: C.white,
    }),
    k(C.yellow, C.blue, C.green, 'cap', C.blue, HAIR.grey, 'full', 'raised', 'sideRight', 'sign', 'spear', {
      feather: C.red,
      cape: C.blue,
    }),
  ],
  U: [
    k(C.red, C.blue, C.yellow, 'beret', C.black, HAIR.fair, 'none', 'low', 'sideRight', 'sign', 'halberd', {
      feather: C.yellow,
    }),
    k(C.yellow, C.green, C.red, 'cap', C.green, HAIR.brown, 'moustache', 'low', 'chestRight', 'sign', 'horn'),
    k(C.blue, C.red, C.yellow, 'brim', C.red, HAIR.dark, 'goatee', 'low', 'high', 'sign', 'sword', {
      feather: C.white,
    }),
    k(C.green, C.yellow, C.red, 'helmet', C.yellow, HAIR.red, 'moustache', 'low', 'sideRight', 'sign', 'spear'),
  ],
};

/** Salzburg: as Bavarian, with curved weapons and the Ober of hearts in his two-cornered hat. */
const SALZBURG: Record<Rank, readonly Costume[]> = {
  K: BAVARIAN.K,
  O: BAVARIAN.O.map((c, i) =>
    i === 2
      ? { ...c, hat: 'bicorne' as Hat, hatColour: C.black, feather: C.red, rightItem: 'sabre' as Item, coat: C.red }
      : c.rightItem === 'sword'
        ? { ...c, rightItem: 'sabre' as Item }
        : c,
  ),
  U: BAVARIAN.U.map((c) => (c.rightItem === 'sword' ? { ...c, rightItem: 'sabre' as Item } : c)),
};

/** Prague: soldiers and musicians in brighter, different dress; kings with two suit signs. */
const PRAGUE: Record<Rank, readonly Costume[]> = {
  K: [
    k(C.blue, C.gold, C.blue, 'crown', C.gold, HAIR.white, 'long', 'side', 'chestRight', 'none', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.red,
    }),
    k(C.red, C.gold, C.red, 'crownTall', C.gold, HAIR.brown, 'full', 'chest', 'chestRight', 'orb', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.green,
    }),
    k(C.green, C.gold, C.green, 'crown', C.gold, HAIR.grey, 'full', 'side', 'chestRight', 'none', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.yellow,
    }),
    k(C.purple, C.gold, C.purple, 'crownTall', C.gold, HAIR.dark, 'long', 'chest', 'chestRight', 'orb', 'sceptre', {
      robe: true,
      ermine: true,
      cape: C.red,
    }),
  ],
  O: [
    k(C.green, C.red, C.yellow, 'brim', C.red, HAIR.brown, 'full', 'raised', 'sideRight', 'sign', 'halberd', {
      feather: C.yellow,
    }),
    k(C.red, C.yellow, C.blue, 'beret', C.blue, HAIR.dark, 'moustache', 'raised', 'high', 'sign', 'sword', {
      feather: C.white,
      cape: C.yellow,
    }),
    k(C.yellow, C.red, C.green, 'helmet', C.red, HAIR.fair, 'goatee', 'raised', 'sideRight', 'sign', 'spear', {
      feather: C.red,
    }),
    k(C.blue, C.yellow, C.red, 'cap', C.red, HAIR.grey, 'full', 'raised', 'high', 'sign', 'sword', {
      feather: C.green,
    }),
  ],
  U: [
    k(C.yellow, C.blue, C.red, 'cap', C.blue, HAIR.fair, 'none', 'low', 'chestRight', 'sign', 'horn'),
    k(C.blue, C.red, C.yellow, 'brim', C.yellow, HAIR.brown, 'moustache', 'low', 'sideRight', 'sign', 'halberd', {
      feather: C.red,
    }),
    k(C.green, C.yellow, C.red, 'beret', C.red, HAIR.dark, 'goatee', 'low', 'sideRight', 'sign', 'spear', {
      feather: C.white,
    }),
    k(C.red, C.green, C.blue, 'helmet', C.green, HAIR.red, 'moustache', 'low', 'high', 'sign', 'sword'),
  ],
};

/** Paris: the named courts, clubs spades hearts diamonds; each holds their traditional attribute. */
const PARIS_NAMES: Record<Rank | 'Q' | 'J', readonly string[]> = {
  K: ['ALEXANDRE', 'DAVID', 'CHARLES', 'CÉSAR'],
  Q: ['ARGINE', 'PALLAS', 'JUDITH', 'RACHEL'],
  J: ['LANCELOT', 'OGIER', 'LA HIRE', 'HECTOR'],
  O: [],
  U: [],
};

const PARIS: Record<'K' | 'Q' | 'J', readonly Costume[]> = {
  K: [
    k(C.red, C.yellow, C.red, 'crown', C.gold, HAIR.brown, 'full', 'hip', 'chestRight', 'none', 'sceptre', {
      ermine: true,
      cape: C.blue,
      pattern: 'flowers',
    }),
    k(C.blue, C.yellow, C.blue, 'crown', C.gold, HAIR.grey, 'full', 'chest', 'chestRight', 'harp', 'sceptre', {
      ermine: true,
      cape: C.red,
      itemColour: C.gold,
      pattern: 'lozenges',
    }),
    k(C.red, C.blue, C.red, 'crownTall', C.gold, HAIR.white, 'long', 'hip', 'high', 'none', 'sword', {
      ermine: true,
      cape: C.green,
      pattern: 'flowers',
    }),
    k(C.green, C.red, C.green, 'laurel', C.green, HAIR.dark, 'none', 'hip', 'chestRight', 'none', 'axe', {
      ermine: true,
      cape: C.red,
      pattern: 'lozenges',
    }),
  ],
  Q: [
    k(C.blue, C.yellow, C.blue, 'veil', C.red, HAIR.fair, 'none', 'shoulder', 'hipRight', 'flower', 'none', {
      longHair: true,
      cape: C.red,
      itemColour: C.red,
      pattern: 'flowers',
    }),
    k(C.green, C.red, C.green, 'helmet', C.blue, HAIR.dark, 'none', 'hip', 'chestRight', 'none', 'sceptre', {
      longHair: true,
      cape: C.blue,
      feather: C.red,
      pattern: 'lozenges',
    }),
    k(C.red, C.blue, C.red, 'veil', C.blue, HAIR.brown, 'none', 'chest', 'hipRight', 'fan', 'none', {
      longHair: true,
      cape: C.green,
      itemColour: C.yellow,
      pattern: 'flowers',
    }),
    k(C.yellow, C.green, C.yellow, 'veil', C.green, HAIR.red, 'none', 'shoulder', 'hipRight', 'flower', 'none', {
      longHair: true,
      cape: C.blue,
      itemColour: C.pink,
      pattern: 'stripes',
    }),
  ],
  J: [
    k(C.blue, C.red, C.blue, 'cap', C.red, HAIR.fair, 'none', 'hip', 'sideRight', 'none', 'spear', {
      feather: C.yellow,
      pattern: 'stripes',
    }),
    k(C.yellow, C.blue, C.yellow, 'beret', C.blue, HAIR.brown, 'moustache', 'chest', 'sideRight', 'shield', 'halberd', {
      feather: C.red,
      itemColour: C.red,
      pattern: 'lozenges',
    }),
    k(C.green, C.yellow, C.green, 'cap', C.green, HAIR.dark, 'moustache', 'hip', 'sideRight', 'none', 'axe', {
      feather: C.red,
      pattern: 'stripes',
    }),
    k(C.red, C.green, C.red, 'beret', C.yellow, HAIR.red, 'goatee', 'hip', 'sideRight', 'none', 'halberd', {
      feather: C.blue,
      pattern: 'flowers',
    }),
  ],
};

const TABLE: Record<Exclude<Family, 'paris' | 'tell'>, Record<Rank, readonly Costume[]>> = {
  bavarian: BAVARIAN,
  salzburg: SALZBURG,
  prague: PRAGUE,
};

const GROUND =
  ellipse(50, 137, 30, 4, '#b9c98a', C.line, 0.5) + line('M26 136.5q6-2 10 0M62 137.5q6-2 12 0', '#6f8a3d', 0.6);

/** A throne's back, behind a seated king. */
const THRONE =
  path('M27 44H73V130H27Z', C.darkRed, C.line, 0.7) +
  path('M30 48H70V128H30Z', C.red, C.line, 0.4) +
  line('M35 52V124M65 52V124', C.gold, 0.8, { opacity: 0.7 }) +
  ellipse(27, 42, 3.4, 3.4, C.gold, C.line, 0.5) +
  ellipse(73, 42, 3.4, 3.4, C.gold, C.line, 0.5);

export function drawCourt(style: Style, card: ParsedCard, ink: Ink): string {
  if (style.family === 'tell') return drawTellCourt(style, card, ink);
  return style.family === 'paris' ? parisCourt(style, card, ink) : germanCourt(style, card, ink);
}

function germanCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const costume = TABLE[style.family as keyof typeof TABLE][rank][card.suit]!;
  const s = (x: number, y: number, scale: number): string => sign('german', card.suit, ink, x, y, scale);
  const letter = style.courtLetters?.[rank];
  const withShield = costume.leftItem === 'shield' && style.emblem !== null;
  const custom = withShield ? { ...costume, leftItem: 'none' as Item } : costume;
  const scale = 0.94,
    hy = 39;
  const signHolder = (x: number, y: number): string => sign('german', card.suit, ink, x, y, 0.95 / scale);
  const shield = withShield ? emblemShield(style.emblem!, 25, 88, 0.8) : '';
  const corners = rank === 'K' ? s(84, 17, 0.75) + (style.family === 'prague' ? s(16, 17, 0.75) : '') : '';
  return (
    GROUND +
    (rank === 'K' ? THRONE : '') +
    place(50, hy, scale, figure(custom, { drawSign: signHolder })) +
    shield +
    corners +
    (letter ? mark(letter, 8.5, 14.5, 9, C.line) : '')
  );
}

function parisCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as 'K' | 'Q' | 'J';
  const costume = PARIS[rank][card.suit]!;
  const name = PARIS_NAMES[rank][card.suit]!;
  const hy = 33,
    scale = 0.88;
  const half =
    place(50, hy, scale, figure(costume, { cutY: (MIDDLE - hy) / scale })) +
    sign('french', card.suit as Suit, ink, 78, 21, 0.42) +
    g(
      { transform: 'translate(88.5 30) rotate(90)' },
      text(0, 0, name, {
        'font-size': 5.4,
        'font-family': 'serif',
        'letter-spacing': 0.6,
        fill: C.line,
        'text-anchor': 'start',
      }),
    );
  return (
    twice(half) +
    line(`M14 ${MIDDLE}H86`, C.line, 0.6) +
    rect(14, 8, 72, 140, 'none', { stroke: C.line, 'stroke-width': 0.6, rx: 2 }) +
    frenchIndex(style, style.courtLetters?.[rank] ?? rank, card.suit, ink)
  );
}
