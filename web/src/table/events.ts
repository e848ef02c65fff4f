/**
 * What happened between two state messages, as a list of events: the live region announces them and the
 * table paces its display by them. Works across any gap (a reconnection may skip many actions).
 */
import type { Card, SeatState, Seat } from './types.js';
import { isSchafkopf } from './types.js';

export type TableEvent =
  | { readonly kind: 'deal'; readonly deal: number; readonly dealer: Seat }
  | { readonly kind: 'bid'; readonly seat: Seat; readonly bid: string }
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: Card; readonly lead: boolean }
  | { readonly kind: 'trick'; readonly index: number }
  | { readonly kind: 'partner'; readonly seat: Seat }
  | { readonly kind: 'draw'; readonly cards: readonly Card[] }
  | { readonly kind: 'over' }
  | { readonly kind: 'end' }
  | { readonly kind: 'turn' };

export const seatsOf = (s: SeatState): number => (isSchafkopf(s.view) ? 4 : 2);

/** Every card played in the deal so far, in order, with its seat; `trick` is the trick index it belongs to. */
export function plays(s: SeatState): { seat: Seat; card: Card; trick: number; lead: boolean }[] {
  const n = seatsOf(s);
  const out: { seat: Seat; card: Card; trick: number; lead: boolean }[] = [];
  s.view.tricks.forEach((t, i) =>
    t.cards.forEach((card, j) => out.push({ seat: (t.leader + j) % n, card, trick: i, lead: j === 0 })),
  );
  const current = s.view.trick;
  current.cards.forEach((card, j) =>
    out.push({ seat: (current.leader + j) % n, card, trick: s.view.tricks.length, lead: j === 0 }),
  );
  return out;
}

export function diffEvents(prev: SeatState | null, next: SeatState): TableEvent[] {
  const events: TableEvent[] = [];
  if (prev === null) {
    if (next.yourTurn) events.push({ kind: 'turn' });
    return events;
  }
  const sameDeal = prev.deal === next.deal;
  if (!sameDeal) events.push({ kind: 'deal', deal: next.deal, dealer: next.dealer });
  let acted = false;
  if (isSchafkopf(next.view)) {
    const before = sameDeal && isSchafkopf(prev.view) ? prev.view.auction.length : 0;
    for (const a of next.view.auction.slice(before)) {
      events.push({ kind: 'bid', seat: a.seat, bid: a.bid });
      acted = true;
    }
  }
  const before = sameDeal ? plays(prev).length : 0;
  const all = plays(next);
  const partnerBefore = sameDeal && isSchafkopf(prev.view) ? prev.view.partner : null;
  for (let i = before; i < all.length; i++) {
    const p = all[i]!;
    events.push({ kind: 'play', seat: p.seat, card: p.card, lead: p.lead });
    acted = true;
    const complete = p.trick < next.view.tricks.length && all[i + 1]?.trick !== p.trick;
    if (complete) events.push({ kind: 'trick', index: p.trick });
  }
  if (isSchafkopf(next.view) && next.view.partner !== null && partnerBefore === null && sameDeal) {
    if (next.view.partner !== next.seat && next.view.declarer !== null) {
      events.push({ kind: 'partner', seat: next.view.partner });
    }
  }
  if (sameDeal && !isSchafkopf(next.view) && next.view.tricks.length > prev.view.tricks.length) {
    const had = new Set(prev.view.hand);
    const drawn = next.view.hand.filter((c) => !had.has(c));
    if (drawn.length > 0) events.push({ kind: 'draw', cards: drawn });
  }
  if (next.phase === 'over' && (prev.phase !== 'over' || !sameDeal)) events.push({ kind: 'over' });
  if (next.status === 'finished' && prev.status !== 'finished') events.push({ kind: 'end' });
  if (next.yourTurn && (!prev.yourTurn || acted || !sameDeal)) events.push({ kind: 'turn' });
  return events;
}
