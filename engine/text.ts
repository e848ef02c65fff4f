/**
 * Helpers for the terminal game's text (each game's `text`, cli `play`): card labels a player reads and can
 * type. English only: the terminal is the referee's tool; the site has its own words in three languages.
 */
import type { Seat } from './action.js';
import { type Card, type Notation, formatCard, rankOf, suitOf } from './cards.js';

const SUIT_SIGNS = ['♣', '♠', '♥', '♦'];
const RANK_LABELS: Record<Notation, readonly string[]> = {
  german: ['7', '8', '9', '10', 'U', 'O', 'K', 'A'],
  french: ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'],
};

/** "10♠ (ST)": the rank and suit sign a player reads, with the code he can type. */
export function cardLabel(notation: Notation, card: Card): string {
  return `${RANK_LABELS[notation][rankOf(card)]}${SUIT_SIGNS[suitOf(card)]} (${formatCard(notation, card)})`;
}

/** Two players: "You" and "Opponent". */
export const seatName = (seat: Seat, human: Seat): string => (seat === human ? 'You' : 'Opponent');

/** What a view needs to tell of a card played: the trick on the table and the finished tricks' winners. */
interface PlayedView {
  readonly seat: Seat;
  readonly trick: { readonly cards: readonly Card[] };
  readonly tricks: readonly { readonly winner: Seat }[];
}

/**
 * A card played, as the view after it tells it, and who took the trick it completed: "Left plays 10♠ (ST). You
 * take the trick." `name` names a seat for the view's player.
 */
export function cardPlayedLine(
  v: PlayedView,
  notation: Notation,
  seat: Seat,
  card: Card,
  name: (seat: Seat, human: Seat) => string,
): string {
  const played = `${name(seat, v.seat)} ${seat === v.seat ? 'play' : 'plays'} ${cardLabel(notation, card)}.`;
  const last = v.tricks[v.tricks.length - 1];
  if (v.trick.cards.length > 0 || last === undefined) return played;
  return `${played} ${name(last.winner, v.seat)} ${last.winner === v.seat ? 'take' : 'takes'} the trick.`;
}
