/**
 * Court cards, by pattern. The Tell, Bavarian and Paris patterns have figures of their own (tell/, bavarian/,
 * paris/: issue 14, from docs/patterns.md). The Salzburg and Prague courts are still drawn here with the shared
 * figure (figures.ts): full-length figures standing on a patch of ground, the Ober holding his suit sign up by
 * the top corner and the Unter holding it low, kings enthroned; costumes per pattern and suit.
 */
import { emblemShield } from './heraldry.js';
import { type Costume, figure, type Hand, type Hat, type Item, place } from './figures.js';
import { C, type Ink } from './palette.js';
import { type Family, type ParsedCard, type Style } from './patterns.js';
import { mark } from './pips.js';
import { sign } from './suits.js';
import { drawBavarianCourt } from './bavarian/courts.js';
import { drawTellCourt } from './tell/courts.js';
import { drawParisCourt } from './paris/courts.js';
import { ellipse, line, path } from './svg.js';

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

/** The patterns still drawn with the shared figure (Bavarian, Tell and Paris have figures of their own). */
const TABLE: Record<Exclude<Family, 'paris' | 'tell' | 'bavarian'>, Record<Rank, readonly Costume[]>> = {
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
  if (style.family === 'bavarian') return drawBavarianCourt(style, card, ink);
  if (style.family === 'tell') return drawTellCourt(style, card, ink);
  if (style.family === 'paris') return drawParisCourt(style, card, ink);
  return germanCourt(style, card, ink);
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
