/**
 * The easy player of Watten: a few plain rules of thumb, no search.
 *
 * - The Schlag: the rank it holds most often (the higher on a tie); the trump: the suit it holds most often.
 * - Leading: the Rechte when it holds it (nothing beats it), else its cheapest card.
 * - Following: its cheapest card when its partner is winning the trick, else the cheapest card that takes it,
 *   else its cheapest card.
 * - Raising: when its hand's strength (knowledge.ts handStrength) and the tricks won reach a fixed mark; it never
 *   bluffs. Answering: it holds with the Rechte, a Linke or two trumps, or when its side leads in tricks, and
 *   always when a fold would give the other side the match.
 */
import type { Action } from '../../engine/action.js';
import { type Card, RANKS, rankOf, suitOf } from '../../engine/cards.js';
import { has, intersect, maskOf, popcount } from '../../engine/cardset.js';
import { type Classes, trickWinner } from '../../engine/watten/cards.js';
import {
  FOLD,
  HOLD,
  RAISE,
  type WattenView,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  schlagAction,
  trumpAction,
} from '../../engine/watten/index.js';
import type { Bot } from '../bot.js';
import { classesOfView, handStrength } from './knowledge.js';

/** The strength and trick lead from which the easy player raises. */
const RAISE_MARK = 6;

/** How much a card is worth keeping: Schlag cards most, then trumps, then plain cards by rank. */
function cost(c: Classes, card: Card): number {
  if (card === c.rechte) return 20;
  if (has(c.linke, card)) return 15;
  if (has(c.trumps, card)) return 8 + (rankOf(card) < 8 ? rankOf(card) : -1) / 8;
  return rankOf(card) / 8;
}

const cheapest = (c: Classes, cards: readonly Card[]): Card =>
  cards.reduce((a, b) => (cost(c, b) < cost(c, a) ? b : a));

function announce(v: WattenView, legal: readonly Action[]): Action {
  if (legal.some(isSchlagAction)) {
    // The Weli counts for the Schlag 6; ranks 7 … A by how many it holds, the higher first on a tie.
    let best = 8;
    let most = v.hand.some((c) => rankOf(c) === 8) ? 1 : 0;
    for (const r of RANKS) {
      const n = v.hand.filter((c) => rankOf(c) === r).length;
      if (n >= most) {
        most = n;
        best = r;
      }
    }
    return schlagAction(best as never);
  }
  let suit = 0;
  for (let t = 1; t < 4; t++) {
    const n = v.hand.filter((c) => suitOf(c) === t && rankOf(c) < 8).length;
    if (n >= v.hand.filter((c) => suitOf(c) === suit && rankOf(c) < 8).length) suit = t;
  }
  return trumpAction(suit as never);
}

export const easyWatten: Bot<WattenView> = (v, legal) => {
  if (legal.length === 1) return legal[0]!;
  if (legal.some(isSchlagAction) || legal.some(isTrumpAction)) return announce(v, legal);
  const c = classesOfView(v);
  const side = v.seat % 2;
  const lead = v.sideTricks[side]! - v.sideTricks[1 - side]!;
  const hand = maskOf(v.hand);
  if (legal.includes(HOLD)) {
    if (v.target - v.totals[(v.seat + 1) % 4]! <= v.value) return HOLD;
    const strong = has(hand, c.rechte) || intersect(hand, c.linke) !== 0 || popcount(intersect(hand, c.trumps)) >= 2;
    return strong || lead > 0 ? HOLD : FOLD;
  }
  if (legal.includes(RAISE) && handStrength(c, hand) + 2 * lead >= RAISE_MARK) return RAISE;
  const cards = legal.filter(isCardPlay);
  const table = v.trick.cards;
  if (table.length === 0) return cards.includes(c.rechte) ? c.rechte : cheapest(c, cards);
  const winning = (v.trick.leader + trickWinner(c, table)) % 4;
  if (winning % 2 === side) return cheapest(c, cards);
  const takers = cards.filter((card) => trickWinner(c, [...table, card]) === table.length);
  return takers.length > 0 ? cheapest(c, takers) : cheapest(c, cards);
};
