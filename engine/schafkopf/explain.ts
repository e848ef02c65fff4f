/** Why a Schafkopf trick went the way it did (SK-15), checked against the engine on random games. */
import type { Seat } from '../action.js';
import type { TrickExplanation } from '../explain.js';
import { type SchafkopfTrick, type SchafkopfView, BIDS, CONTRACTS, effectiveSuit, trickWinnerIndex } from './index.js';

export type SchafkopfReason =
  /** SK-15: several trumps fell and the highest took the trick. */
  | 'highest-trump'
  /** SK-15: one trump fell and took the trick. */
  | 'only-trump'
  /** SK-15: no trump fell; the highest card of the led suit took it. */
  | 'highest-of-suit';

/** A finished four-card trick of Schafkopf under the contract `bid` (a bid name such as "rufer-E"). */
export function explainSchafkopfTrick(bid: string, trick: SchafkopfTrick): TrickExplanation<SchafkopfReason> {
  const index = BIDS.findIndex((b) => b.name === bid);
  const c = CONTRACTS[index];
  if (!c) throw new RangeError(`no contract "${bid}"`);
  const cards = trick.cards;
  const w = trickWinnerIndex(c, cards);
  const winner = cards[w]!;
  const winnerSeat = ((trick.leader + w) % 4) as Seat;
  const trumps = cards.filter((x) => effectiveSuit(c, x) === 4);
  if (trumps.length > 0) {
    return {
      reason: trumps.length === 1 ? 'only-trump' : 'highest-trump',
      winner,
      winnerSeat,
      beaten: trumps.filter((x) => x !== winner),
    };
  }
  const led = effectiveSuit(c, cards[0]!);
  return {
    reason: 'highest-of-suit',
    winner,
    winnerSeat,
    beaten: cards.filter((x) => x !== winner && effectiveSuit(c, x) === led),
  };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainSchafkopfTricks(view: SchafkopfView): TrickExplanation<SchafkopfReason>[] {
  const contract = view.contract;
  return contract === null ? [] : view.tricks.map((t) => explainSchafkopfTrick(contract, t));
}
