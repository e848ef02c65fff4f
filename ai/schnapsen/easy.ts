/**
 * The easy player: a few plain rules of thumb, no search.
 *
 * - It exchanges whenever it may (SN-8: the trump card is worth more than the trump Unter), then announces
 *   a marriage whenever it may, the trump marriage first (SN-10), leading its Ober (the cheaper of the two).
 * - It closes (SN-9) when its points and the points of its trumps that nothing can beat reach 66.
 * - Leading with the talon open it keeps its trumps, Aces, Tens and marriage halves, and leads its cheapest
 *   other card; in strict play (SN-7) it cashes a card nothing unseen can beat, else leads its cheapest card.
 * - Answering, it takes an Ace or a Ten with a higher card of the suit or its cheapest trump, takes a lesser
 *   card with a higher one of the same suit, and otherwise throws its cheapest card; in strict play it wins as
 *   cheaply as it can, else gives the cheapest legal card.
 */
import type { Action } from '../../engine/action.js';
import { type Card, RANK_KING, RANK_OBER, cardOf, rankOf, suitOf } from '../../engine/cards.js';
import { has, suitMask } from '../../engine/cardset.js';
import {
  CLOSE,
  EXCHANGE,
  type SchnapsenView,
  WINNING_POINTS,
  cardPoints,
  cardPower,
  isMarry,
  marriedSuit,
} from '../../engine/schnapsen/index.js';
import type { Bot } from '../bot.js';
import { knowledgeOf } from './knowledge.js';

export const easySchnapsen: Bot<SchnapsenView> = (view, legal) => {
  if (legal.length === 1) return legal[0]!;
  if (legal.includes(EXCHANGE)) return EXCHANGE;
  const marriages = legal.filter(isMarry);
  if (marriages.length > 0) return marriages.find((a) => marriedSuit(a) === view.trump) ?? marriages[0]!;
  const cards = legal.filter((a) => a < 32);
  if (view.announced !== null) return cards.find((c) => rankOf(c) === RANK_OBER) ?? cards[0]!;

  const k = knowledgeOf(view);
  const trump = view.trump;
  // Every card the opponent may hold now or draw later (the card under the talon included).
  const outside = view.trumpCard !== null ? k.unseen | (1 << view.trumpCard) : k.unseen;
  const beatable = (c: Card): boolean => {
    for (let d = suitOf(c) * 8; d < suitOf(c) * 8 + 8; d++)
      if (has(outside, d) && cardPower(d) > cardPower(c)) return true;
    return suitOf(c) !== trump && (outside & suitMask(trump)) !== 0;
  };
  const isTrump = (c: Card): boolean => suitOf(c) === trump;
  const inPair = (c: Card): boolean => {
    const r = rankOf(c);
    if (r !== RANK_KING && r !== RANK_OBER) return false;
    return view.hand.includes(cardOf(suitOf(c), r === RANK_KING ? RANK_OBER : RANK_KING));
  };
  // How much a card is worth keeping: trumps most, then the marriage halves, then its points.
  const keep = (c: Card): number => (isTrump(c) ? 40 : 0) + (inPair(c) ? 20 : 0) + cardPoints(c);

  if (view.trick.cards.length === 0) {
    if (legal.includes(CLOSE) && view.trickCounts[view.seat]! > 0) {
      // Trumps from the top that nothing can beat are tricks in strict play, with at least a small card each.
      let sure = 0;
      for (const c of view.hand) if (isTrump(c) && !beatable(c)) sure += cardPoints(c) + 2;
      if (view.points[view.seat]! + sure >= WINNING_POINTS) return CLOSE;
    }
    if (view.strict) {
      const safe = cards.filter((c) => !beatable(c));
      if (safe.length > 0) return maxBy(safe, (c) => cardPoints(c) - (isTrump(c) ? 5 : 0));
      return minBy(cards, keep);
    }
    return minBy(cards, (c) => keep(c) + (cardPoints(c) >= 10 ? 30 : 0));
  }

  const led = view.trick.cards[0]!;
  const wins = (a: Card): boolean =>
    suitOf(a) === suitOf(led) ? cardPower(a) > cardPower(led) : isTrump(a) && !isTrump(led);
  const winners = cards.filter(wins);
  if (view.strict) return winners.length > 0 ? minBy(winners, keep) : minBy(cards, keep);
  const sameSuit = winners.filter((a) => suitOf(a) === suitOf(led));
  if (cardPoints(led) >= 10 && !isTrump(led) && winners.length > 0) return minBy(winners, keep);
  if (sameSuit.length > 0 && !isTrump(led)) return minBy(sameSuit, keep);
  return minBy(cards, keep);
};

function minBy(cards: readonly Action[], score: (c: Card) => number): Action {
  let best = cards[0]!;
  for (const c of cards) if (score(c) < score(best)) best = c;
  return best;
}

const maxBy = (cards: readonly Action[], score: (c: Card) => number): Action => minBy(cards, (c) => -score(c));
