/** Why a Watten trick went the way it did (WA-9), checked against the engine on random deals. */
import type { Card, Rank, Suit } from '../cards.js';
import { has } from '../cardset.js';
import type { TrickExplanation } from '../explain.js';
import { type Classes, classes, isPlain, trickWinner } from './cards.js';
import type { WattenTrick, WattenView } from './index.js';

export type WattenReason =
  /** WA-9 (1): the Rechte was played and beats every card. */
  | 'rechte'
  /** WA-9 (2): no Rechte; the first Linke played keeps the trick over every later Linke and every trump. */
  | 'first-linke'
  /** WA-9 (2): a Linke and otherwise plain cards: it beats them all, with no other Linke or trump to name. */
  | 'lone-linke'
  /** WA-9 (3): no Schlag card; the highest trump took it. */
  | 'highest-trump'
  /** WA-9 (3): no Schlag card and one trump, among plain cards (the reason's words are the trick kit's). */
  | 'only-trump'
  /** WA-9 (4): no Schlag card and no trump; the highest plain card of the led suit took it. */
  | 'highest-of-suit';

/** A finished four-card trick under these classes. */
export function explainWattenTrick(c: Classes, trick: WattenTrick): TrickExplanation<WattenReason> {
  const cards = trick.cards;
  const w = trickWinner(c, cards);
  const winner = cards[w]!;
  const winnerSeat = (trick.leader + w) % 4;
  const others = (keep: (card: Card) => boolean): Card[] => cards.filter((x) => x !== winner && keep(x));
  if (winner === c.rechte) return { reason: 'rechte', winner, winnerSeat, beaten: others(() => true) };
  // A trick with nothing but plain cards beside its Linke or trump names no beaten card: "it beats ." said
  // nothing, so those tricks have reasons of their own.
  if (has(c.linke, winner)) {
    const beaten = others((x) => !isPlain(c, x));
    return { reason: beaten.length > 0 ? 'first-linke' : 'lone-linke', winner, winnerSeat, beaten };
  }
  if (has(c.trumps, winner)) {
    const beaten = others((x) => has(c.trumps, x));
    return { reason: beaten.length > 0 ? 'highest-trump' : 'only-trump', winner, winnerSeat, beaten };
  }
  const suit = (x: Card) => c.ranking.lane[x] === c.ranking.lane[winner] && isPlain(c, x);
  return { reason: 'highest-of-suit', winner, winnerSeat, beaten: others(suit) };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainWattenTricks(view: WattenView): TrickExplanation<WattenReason>[] {
  if (view.schlag === null || view.trump === null) return [];
  const c = classes(view.schlag as Rank, view.trump as Suit);
  return view.tricks.map((t) => explainWattenTrick(c, t));
}
