/**
 * What one Watten seat knows, and the worlds it may be in (RULES.md, Watten, "The 13 unused cards").
 *
 * A seat sees its own cards, the Schlag, the trump, the cards played and the raises. The 28 cards it does not
 * see are spread over three hands of known size and the 13 cards nobody uses (WA-3), which the sampler treats
 * as a fifth "seat" of 13. What the public actions prove:
 * - a seat that answered a trump or Rechte lead with a plain card holds no trump (WA-8; it may still hold the
 *   Rechte or a Linke);
 * - a seat that raised after the fifth trick was led holds a card that backs the raise (WA-13).
 * The announcements prove nothing (WA-4), so they only weigh the worlds (`worldWeight`), as the raises do.
 *
 * The partner's hand is as hidden as an opponent's: nothing here reads anything but the view.
 */
import type { Seat } from '../../engine/action.js';
import { type Card, rankOf, suitOf } from '../../engine/cards.js';
import {
  type Mask,
  EMPTY,
  add,
  cardsOf,
  has,
  intersect,
  maskOf,
  popcount,
  union,
  without,
} from '../../engine/cardset.js';
import type { Random } from '../../engine/random.js';
import { type Classes, PACK_MASK, backsLastRaise, classes, isPlain } from '../../engine/watten/cards.js';
import type { WattenView } from '../../engine/watten/index.js';
import { type HiddenHands, dealHands } from '../search/worlds.js';
import type { OpenPosition } from './solver.js';

/** WA-3: 13 cards are not used; the sampler's fifth hand. */
const UNUSED = 13;
const UNUSED_SEAT = 4;

export interface Knowledge {
  readonly view: WattenView;
  readonly classes: Classes;
  readonly hidden: HiddenHands;
  /** Per seat, the cards it has played this deal. */
  readonly played: readonly Mask[];
}

/** The classes of a view whose announcements are made. */
export const classesOfView = (v: WattenView): Classes => classes(v.schlag!, v.trump!);

/** Every card played this deal, with the seats that played them. */
function plays(v: WattenView): { seat: Seat; card: Card; led: Card; trick: number }[] {
  const out: { seat: Seat; card: Card; led: Card; trick: number }[] = [];
  v.tricks.forEach((t, i) =>
    t.cards.forEach((card, j) => out.push({ seat: (t.leader + j) % 4, card, led: t.cards[0]!, trick: i })),
  );
  v.trick.cards.forEach((card, j) =>
    out.push({ seat: (v.trick.leader + j) % 4, card, led: v.trick.cards[0]!, trick: v.tricks.length }),
  );
  return out;
}

export function knowledgeOf(v: WattenView): Knowledge {
  const c = classesOfView(v);
  const played = [EMPTY, EMPTY, EMPTY, EMPTY];
  const forbidden: Mask[] = [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY];
  let seen = maskOf(v.hand);
  for (const p of plays(v)) {
    played[p.seat] = add(played[p.seat]!, p.card);
    seen = add(seen, p.card);
    // WA-8: a plain card (neither trump nor Schlag card) on a trump or Rechte lead shows no trump left.
    if (p.card !== p.led && has(c.trumpLeads, p.led) && isPlain(c, p.card)) {
      forbidden[p.seat] = union(forbidden[p.seat]!, c.trumps);
    }
  }
  const unknown = without(PACK_MASK, seen);
  // WA-13: a raise after the fifth lead, by a seat that has not played yet, shows a card that backs it.
  const last = v.tricks.length === 4 && v.trick.cards.length > 0 ? v.trick.cards[0]! : -1;
  if (last >= 0) {
    for (const r of v.raises) {
      if (r.trick !== 4 || r.cardsOnTable === 0 || r.seat === v.seat) continue;
      if (v.trick.cards.length > (r.seat - v.trick.leader + 4) % 4) continue; // it has played its last card
      for (const card of cardsOf(unknown)) {
        if (!backsLastRaise(c, card, last)) forbidden[r.seat] = add(forbidden[r.seat]!, card);
      }
    }
  }
  const sizes = [...v.handSizes, UNUSED];
  const mine = maskOf(v.hand);
  const hidden: HiddenHands = {
    seat: v.seat,
    mine,
    unknown,
    sizes,
    forbidden: forbidden.map((f, seat) => (seat === v.seat ? EMPTY : intersect(f, unknown))),
    needs: [],
    played: [...played, EMPTY],
  };
  return { view: v, classes: c, hidden, played };
}

/** A world: the four hands now (the seat's own among them), or null when none was found. */
export function sampleHands(k: Knowledge, random: Random): number[] | null {
  const hands = dealHands(k.hidden, random);
  return hands === null ? null : hands.slice(0, UNUSED_SEAT);
}

/** The solver's position of a world. */
export function positionOf(k: Knowledge, hands: readonly number[]): OpenPosition {
  const v = k.view;
  return { classes: k.classes, hands, table: v.trick.cards, leader: v.trick.leader, sideTricks: v.sideTricks };
}

/**
 * How strong a hand of five is for the Schlag `schlag` and the trump `trump` (any Classes): the Rechte 4, a Linke
 * 3, a trump 1 to 2 by its rank, a plain Ace a half. The bots' one measure of a hand: the announcements, the
 * weighing of worlds, the easy player's raises.
 */
export function handStrength(c: Classes, hand: Mask): number {
  let s = 0;
  for (const card of cardsOf(hand)) {
    if (card === c.rechte) s += 4;
    else if (has(c.linke, card)) s += 3;
    else if (has(c.trumps, card)) s += rankOf(card) < 8 ? 1 + rankOf(card) / 7 : 1;
    else if (rankOf(card) === 7) s += 0.5;
  }
  return s;
}

/** The strength of a hand by rank for the Schlag before the trump is known: the mean over the four trumps. */
export function schlagStrength(schlag: number, hand: Mask): number {
  let s = 0;
  for (let t = 0; t < 4; t++) s += handStrength(classes(schlag as never, t as never), hand);
  return s / 4;
}

/** Strength from which a raise is a raise of value rather than a bluff, for the weighing of worlds. */
const VALUE_RAISE = 6;
/** The share of raises the weighing takes for bluffs (any hand). */
const BLUFF_SHARE = 0.3;

/**
 * How likely the public actions are in a world, up to a constant (the announcements and raises prove nothing,
 * WA-4, WA-11, but suggest): the forehand names a Schlag it is strong in, the dealer a trump it is strong in,
 * a raiser holds a strong hand or bluffs. Each seat's hand at the deal is its hand in the world and the cards
 * it has played. The seat's own actions and its partner's are weighed alike: it does not know its partner's
 * reasons either.
 */
export function worldWeight(k: Knowledge, hands: readonly number[]): number {
  const v = k.view;
  const at = (seat: Seat): Mask => hands[seat]! + k.played[seat]!; // disjoint masks: + is a union
  let w = 1;
  const forehand = (v.dealer + 1) % 4;
  if (forehand !== v.seat) {
    const own = popcount(at(forehand)) === 0 ? 0 : schlagStrength(v.schlag!, at(forehand));
    w *= 1 + own;
  }
  if (v.dealer !== v.seat) w *= 1 + handStrength(k.classes, at(v.dealer));
  for (const r of v.raises) {
    if (r.seat === v.seat) continue;
    const s = handStrength(k.classes, at(r.seat));
    w *= BLUFF_SHARE + (1 - BLUFF_SHARE) / (1 + Math.exp(2 * (VALUE_RAISE - s)));
  }
  return w;
}

/** The suit of a plain card, for the easy player's rules (-1 for a trump or Schlag card). */
export const plainSuit = (c: Classes, card: Card): number => (isPlain(c, card) ? suitOf(card) : -1);
