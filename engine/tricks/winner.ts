/**
 * Who takes a trick (SK-15, SN-5, MA-20, BE-10, WA-9): the card of highest power among the trumps and the
 * cards of the led lane; between equal powers, the first played. Every other card cannot win.
 */
import type { Card } from '../cards.js';
import { TRUMP, type TrickRanking } from './ranking.js';

/** The index in `cards` (playing order, the led card first) of the card that takes the trick so far. */
export function trickWinnerIndex(ranking: TrickRanking, cards: readonly Card[]): number {
  const { lane, power } = ranking;
  const led = lane[cards[0]!]!;
  let best = 0;
  let bestPower = power[cards[0]!]!;
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i]!;
    const l = lane[card]!;
    if (l !== led && l !== TRUMP) continue;
    const p = power[card]!;
    if (p > bestPower) {
      best = i;
      bestPower = p;
    }
  }
  return best;
}
