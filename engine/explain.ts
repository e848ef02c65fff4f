/**
 * Why a trick went the way it did, as data the site turns into a sentence in the player's language
 * ("only the J♠ beats the 10♠"). The reasons follow the rules that decide the trick (BS-7, BS-C1, BS-V3;
 * SK-15), and `winner` always agrees with the engine's own trick resolution.
 */
import type { Seat } from './action.js';
import { type Card, rankOf, suitOf } from './cards.js';
import { type SchneiderRules, type SchneiderTrick, type SchneiderView, trickWinner } from './bohemian-schneider.js';
import {
  type SchafkopfTrick,
  type SchafkopfView,
  BIDS,
  CONTRACTS,
  effectiveSuit,
  trickWinnerIndex,
} from './schafkopf.js';

export type SchneiderReason =
  /** BS-7: the answer is exactly one rank above the led card, of its suit. */
  | 'next-rank'
  /** BS-7: the answer is of the led suit and higher, but not the next rank up: `needed` would have won. */
  | 'not-next-rank'
  /** BS-C1: any higher card of the led suit wins. */
  | 'higher'
  /** The answer is of the led suit but lower. */
  | 'lower'
  /** The answer is of another suit (and not a trump): the led card keeps the trick. */
  | 'other-suit'
  /** BS-V3: a trump answered to a plain lead wins. */
  | 'trump'
  /** Nothing of its own suit beats a led Ace. */
  | 'led-ace';

export type SchafkopfReason =
  /** SK-15: several trumps fell and the highest took the trick. */
  | 'highest-trump'
  /** SK-15: one trump fell and took the trick. */
  | 'only-trump'
  /** SK-15: no trump fell; the highest card of the led suit took it. */
  | 'highest-of-suit';

export interface TrickExplanation<Reason extends string = SchneiderReason | SchafkopfReason> {
  readonly reason: Reason;
  readonly winner: Card;
  readonly winnerSeat: Seat;
  /** The cards the winner beat that could have competed (same suit or trumps); the led card when it lost. */
  readonly beaten: readonly Card[];
  /** For 'not-next-rank': the one card that would have taken the trick. */
  readonly needed?: Card;
}

/** A finished two-card trick of Bohemian Schneider; `trumpSuit` is -1 without the trump variant. */
export function explainSchneiderTrick(
  rules: SchneiderRules,
  trick: SchneiderTrick,
  trumpSuit: number,
): TrickExplanation<SchneiderReason> {
  const [led, answer] = trick.cards as [Card, Card];
  const winnerSeat = trickWinner(rules, trick.leader, led, answer, trumpSuit);
  const answerWins = winnerSeat !== trick.leader;
  const base = { winnerSeat, winner: answerWins ? answer : led, beaten: [answerWins ? led : answer] };
  if (suitOf(answer) !== suitOf(led)) return { ...base, reason: suitOf(answer) === trumpSuit ? 'trump' : 'other-suit' };
  if (answerWins) return { ...base, reason: rules.ruleset === 'cardavia' ? 'next-rank' : 'higher' };
  if (rankOf(led) === 7) return { ...base, reason: 'led-ace' };
  if (rankOf(answer) < rankOf(led)) return { ...base, reason: 'lower' };
  return { ...base, reason: 'not-next-rank', needed: led + 1 };
}

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

/** The explanation of every finished trick in a seat's view of the current deal, in trick order. */
export function explainTricks(view: SchneiderView | SchafkopfView): TrickExplanation[] {
  if (view.game === 'schafkopf') {
    const contract = view.contract;
    return contract === null ? [] : view.tricks.map((t) => explainSchafkopfTrick(contract, t));
  }
  const trumpSuit = view.trumpCard === null ? -1 : suitOf(view.trumpCard);
  return view.tricks.map((t) => explainSchneiderTrick(view.rules, t, trumpSuit));
}
