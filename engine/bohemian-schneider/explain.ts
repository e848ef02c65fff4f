/** Why a Bohemian Schneider trick went the way it did (BS-7, BS-C1, BS-V3). */
import { rankOf, suitOf, type Card } from '../cards.js';
import type { TrickExplanation } from '../explain.js';
import { type SchneiderRules, type SchneiderTrick, type SchneiderView, trickWinner } from './index.js';

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

/** Every finished trick of a seat's view, in trick order. */
export function explainSchneiderTricks(view: SchneiderView): TrickExplanation<SchneiderReason>[] {
  const trumpSuit = view.trumpCard === null ? -1 : suitOf(view.trumpCard);
  return view.tricks.map((t) => explainSchneiderTrick(view.rules, t, trumpSuit));
}
