/**
 * The easy player: a few plain rules, no search.
 *
 * Leading: a card no card the opponent may hold can beat (BS-7: its next-higher card is already played or in
 * its own hand, or it is an Ace; BS-C1: every higher card of its suit is; BS-V3: and no trump can be out
 * unless it is a trump itself) wins the trick, so it leads such a card, honours first to bank them. Otherwise
 * it risks the non-honour with the fewest possible beaters.
 * Answering: it wins with its cheapest winning card when that takes an honour, saves one of its own, or
 * costs neither an honour nor a trump; otherwise it throws its least useful card.
 */
import type { Action } from '../../engine/action.js';
import type { Card, Suit } from '../../engine/cards.js';
import { popcount, suitMask } from '../../engine/cardset.js';
import type { SchneiderView } from '../../engine/bohemian-schneider/index.js';
import type { Bot } from '../bot.js';
import { knowledgeOf } from './knowledge.js';
import { type RulesInfo, beatersOf, responderWins } from './rules.js';

export const easySchneider: Bot<SchneiderView> = (view, legal) => {
  if (legal.length === 1) return legal[0]!;
  const k = knowledgeOf(view);
  const info = k.info;
  // Every card the opponent may hold now or draw later.
  const threat = k.unseen;
  const trumpMask = k.trumpSuit >= 0 ? suitMask(k.trumpSuit as Suit) : 0;
  const trumpsOut = (threat & trumpMask) !== 0;
  const beaters = (c: Card): number =>
    popcount((beatersOf(info, c) & threat) >>> 0) + (trumpsOut && c >> 3 !== k.trumpSuit ? 1 : 0);

  if (k.led < 0) {
    // Leading: safe honours, then safe low cards, then the least exposed card.
    return minBy(legal, (c) => {
      const hon = info.honourOf[c]!;
      const b = beaters(c);
      if (b === 0) return hon ? -100 - (c & 7) : -50 - (c & 7);
      return (hon ? 40 : 0) + 4 * b + (c & 7) * 0.1;
    });
  }

  const led = k.led;
  const winners = legal.filter((a) => responderWins(info, led, a, k.trumpSuit));
  if (winners.length > 0) {
    const w = minBy(winners, (a) => cost(info, a, k.trumpSuit));
    const isTrump = w >> 3 === k.trumpSuit && led >> 3 !== k.trumpSuit;
    if (info.honourOf[led]! + info.honourOf[w]! > 0 || !isTrump) return w;
  }
  // Throw the least useful card: a low card that catches nothing, else the honour most at risk.
  return minBy(legal, (a) => {
    if (info.honourOf[a]) return 100 - 5 * beaters(a) + (a & 7) * 0.1;
    return cost(info, a, k.trumpSuit);
  });
};

/** How much a card is worth keeping: honours and trumps most, then rank. */
function cost(info: RulesInfo, c: Card, trumpSuit: number): number {
  return (info.honourOf[c] ? 50 : 0) + (c >> 3 === trumpSuit ? 20 : 0) + (c & 7);
}

function minBy(cards: readonly Action[], score: (c: Card) => number): Action {
  let best = cards[0]!;
  let bestScore = score(best);
  for (let i = 1; i < cards.length; i++) {
    const s = score(cards[i]!);
    if (s < bestScore) {
      best = cards[i]!;
      bestScore = s;
    }
  }
  return best;
}
