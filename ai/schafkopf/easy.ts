/**
 * The `easy` Schafkopf player: a few rules of thumb a club player would teach a beginner. Not random, not deep.
 */
import { type Action, actionBid, bidAction, isBid } from '../../engine/action.js';
import { type Card, RANK_10, RANK_ACE, RANK_UNTER, type Suit, cardOf, rankOf, suitOf } from '../../engine/cards.js';
import { has, popcount } from '../../engine/cardset.js';
import {
  BIDS,
  CONTRACTS,
  type ContractRules,
  PASS,
  type SchafkopfView,
  UNTERS,
  bidIndex,
  cardPoints,
  effectiveSuit,
  trickWinnerIndex,
} from '../../engine/schafkopf/index.js';
import type { Bot } from '../bot.js';
import { handMask } from './knowledge.js';

/** A rough hand strength for a contract: trumps weighted by rank, plus plain Aces. */
export function handStrength(hand: number, c: ContractRules): number {
  let score = 0;
  for (let i = 0; i < c.trumpOrder.length; i++) {
    if (!has(hand, c.trumpOrder[i]!)) continue;
    score += i < 2 ? 3 : i < 4 ? 2.5 : i < 8 ? 2 : 1.2;
  }
  for (let s = 0; s < 4; s++) {
    const ace = cardOf(s as Suit, RANK_ACE);
    if (has(hand, ace) && !has(c.trumps, ace)) score += 1.5;
  }
  return score;
}

/** Which legal bid the easy player makes: the strongest contract its hand clearly carries, else pass. */
export function easyBid(hand: number, legal: readonly Action[]): Action {
  let best: Action = bidAction(PASS);
  let bestScore = 0;
  for (const action of legal) {
    const bid = actionBid(action);
    const b = BIDS[bid]!;
    if (b.kind === null) continue;
    const c = CONTRACTS[bid]!;
    const strength = handStrength(hand, c);
    const trumps = popcount(hand & c.trumps);
    let margin: number;
    if (b.kind === 'sie') margin = 100;
    else if (b.kind === 'rufer') margin = trumps >= 4 ? strength - 10 : -1;
    else if (b.kind === 'solo') margin = trumps >= 5 ? strength - 14.5 : -1;
    else if (b.kind === 'wenz')
      margin = popcount(hand & UNTERS) >= 2 && has(hand, cardOf(0, RANK_UNTER)) ? strength - 11 : -1;
    else margin = -1; // no Touts for the easy player
    if (margin >= 0 && margin + 10 * (b.kind === 'rufer' ? 0 : 1) >= bestScore) {
      best = action;
      bestScore = margin + 10 * (b.kind === 'rufer' ? 0 : 1);
    }
  }
  return best;
}

/** Whether seat `other` plays on the same side as `seat`, as far as `seat` knows (null: not known). */
function sameSide(view: SchafkopfView, other: number): boolean | null {
  const { seat, declarer, partner, contract } = view;
  if (declarer === null || contract === null) return null;
  const solo = BIDS[bidIndex(contract)]!.kind !== 'rufer';
  const declarerSide = (p: number) => p === declarer || p === partner;
  if (solo) return (seat === declarer) === (other === declarer);
  if (partner === null) return seat === declarer || other === declarer ? (seat === other ? true : null) : null;
  return declarerSide(seat) === declarerSide(other);
}

export const easySchafkopf: Bot<SchafkopfView> = (view, legal) => {
  if (legal.length === 1) return legal[0]!;
  if (isBid(legal[0]!)) return easyBid(handMask(view), legal);
  const c = CONTRACTS[bidIndex(view.contract!)]!;
  const cards = legal as readonly Card[];
  const value = (card: Card) => cardPoints(card) + (has(c.trumps, card) ? 20 + c.power[card]! / 10 : 0);
  const cheapest = () => cards.reduce((a, b) => (value(b) < value(a) ? b : a));
  const table = view.trick.cards;

  if (table.length === 0) {
    const hand = handMask(view);
    const mineTrumps = popcount(hand & c.trumps);
    const onDeclarerSide = view.seat === view.declarer || view.seat === view.partner;
    // The declarer's side draws trumps while it holds many; the defenders look for the partner, then cash Aces.
    if (onDeclarerSide && mineTrumps >= 3) {
      const trumps = cards.filter((x) => has(c.trumps, x));
      if (trumps.length > 0) return trumps.reduce((a, b) => (c.power[b]! > c.power[a]! ? b : a));
    }
    if (!onDeclarerSide && view.calledAce !== null && view.partner === null) {
      const called = cards.filter((x) => effectiveSuit(c, x) === suitOf(view.calledAce!));
      if (called.length > 0) return called.reduce((a, b) => (value(b) < value(a) ? b : a));
    }
    const aces = cards.filter((x) => rankOf(x) === RANK_ACE && !has(c.trumps, x));
    if (aces.length > 0) return aces[0]!;
    const plain = cards.filter((x) => !has(c.trumps, x) && rankOf(x) !== RANK_10);
    return plain.length > 0 ? plain.reduce((a, b) => (value(b) < value(a) ? b : a)) : cheapest();
  }

  const winnerIndex = trickWinnerIndex(c, table);
  const winnerSeat = (view.trick.leader + winnerIndex) % 4;
  const friendWins = sameSide(view, winnerSeat) === true;
  const last = table.length === 3;
  if (friendWins && (last || c.power[table[winnerIndex]!]! >= 100 + c.trumpOrder.length - 4)) {
    // Partner's trick looks safe: add points ("schmieren") without giving up a trump.
    const plain = cards.filter((x) => !has(c.trumps, x));
    const pool = plain.length > 0 ? plain : cards;
    return pool.reduce((a, b) => (cardPoints(b) > cardPoints(a) ? b : a));
  }
  const trickPoints = table.reduce((sum, x) => sum + cardPoints(x), 0);
  const winning = cards.filter((x) => trickWinnerIndex(c, [...table, x]) === table.length);
  if (winning.length > 0 && !friendWins && (trickPoints >= 10 || last)) {
    return winning.reduce((a, b) => (value(b) < value(a) ? b : a));
  }
  return cheapest();
};
