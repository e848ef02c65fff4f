/**
 * What happened between two state messages, as a list of events: the live region announces them and the
 * table paces its display by them. Works across any gap (a reconnection may skip many actions). The game
 * says what its view holds of an auction and a partnership; the rest is the same for every game.
 */
import type { Seat } from '../../../engine/action.js';
import type { Card } from '../../../engine/cards.js';
import type { SeatState } from '../../../engine/protocol.js';
import type { GameMove, TableGame } from './game.js';
import { playedCards, seatCount } from './model.js';

export type TableEvent =
  | { readonly kind: 'deal'; readonly deal: number; readonly dealer: Seat }
  | { readonly kind: 'bid'; readonly seat: Seat; readonly bid: string }
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: Card; readonly lead: boolean }
  | { readonly kind: 'trick'; readonly index: number }
  | { readonly kind: 'partner'; readonly seat: Seat }
  | { readonly kind: 'draw'; readonly cards: readonly Card[] }
  /** A move other than a card or a bid, in the game's word (TableGame.movesBetween): an exchange, a closing… */
  | { readonly kind: 'move'; readonly seat: Seat; readonly move: string }
  | { readonly kind: 'over' }
  | { readonly kind: 'end' }
  | { readonly kind: 'turn' };

/**
 * Every card played in the deal so far, in order, with its seat; `trick` is the trick index it belongs to.
 * `anticlockwise`: play goes to the right (TableGame.anticlockwise).
 */
export function plays(s: SeatState, anticlockwise = false): { seat: Seat; card: Card; trick: number; lead: boolean }[] {
  const n = seatCount(null, s.view);
  const tricks = [...s.view.tricks, s.view.trick];
  return tricks.flatMap((t, i) => playedCards(t, n, anticlockwise).map((p, j) => ({ ...p, trick: i, lead: j === 0 })));
}

export function diffEvents(game: TableGame, prev: SeatState | null, next: SeatState): TableEvent[] {
  const events: TableEvent[] = [];
  if (prev === null) {
    if (next.yourTurn) events.push({ kind: 'turn' });
    return events;
  }
  const sameDeal = prev.deal === next.deal;
  if (!sameDeal) events.push({ kind: 'deal', deal: next.deal, dealer: next.dealer });
  let acted = false;
  const callsBefore = sameDeal ? game.calls(prev.view).length : 0;
  for (const c of game.calls(next.view).slice(callsBefore)) {
    events.push({ kind: 'bid', seat: c.seat, bid: c.bid });
    acted = true;
  }
  // Cards that came into the hand with a trick were drawn (from a talon), after that trick.
  let drawn: Card[] = [];
  if (sameDeal && next.view.tricks.length > prev.view.tricks.length) {
    const had = new Set(prev.view.hand);
    drawn = next.view.hand.filter((c) => !had.has(c));
  }
  const moves = sameDeal ? (game.movesBetween?.(prev.view, next.view) ?? []) : [];
  const move = (m: GameMove) => events.push({ kind: 'move', seat: m.seat, move: m.move });
  // The draw and the game's moves made at a lead (an exchange, a closing, a marriage) come before the cards of
  // the trick in progress, else after the last card; a move that says where it was made, before the card after it.
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    if (drawn.length > 0) events.push({ kind: 'draw', cards: drawn });
    for (const m of moves) if (m.at === undefined) move(m);
  };
  const placed = moves.filter((m) => m.at !== undefined);
  const tellPlaced = (upTo: number) => {
    while (placed.length > 0 && placed[0]!.at! <= upTo) move(placed.shift()!);
  };
  const before = sameDeal ? plays(prev, game.anticlockwise).length : 0;
  const all = plays(next, game.anticlockwise);
  for (let i = before; i < all.length; i++) {
    const p = all[i]!;
    tellPlaced(i);
    if (p.trick === next.view.tricks.length) tell();
    events.push({ kind: 'play', seat: p.seat, card: p.card, lead: p.lead });
    acted = true;
    const complete = p.trick < next.view.tricks.length && all[i + 1]?.trick !== p.trick;
    if (complete) events.push({ kind: 'trick', index: p.trick });
  }
  tell();
  tellPlaced(Infinity);
  // The partner becomes known to the human (SK-19): announced unless it is the human.
  const partner = game.partner(next.view);
  if (sameDeal && partner !== null && game.partner(prev.view) === null && partner !== next.seat) {
    events.push({ kind: 'partner', seat: partner });
  }
  if (next.phase === 'over' && (prev.phase !== 'over' || !sameDeal)) events.push({ kind: 'over' });
  if (next.status === 'finished' && prev.status !== 'finished') events.push({ kind: 'end' });
  if (next.yourTurn && (!prev.yourTurn || acted || !sameDeal)) events.push({ kind: 'turn' });
  return events;
}
