/**
 * Belote's counters for the statistics page (engine/game.ts `statKeys`): per seat and finished deal, a deal it
 * took (`took`) and made (`made`), its side dedans as takers (`dedans`), a capot its side won (`capot`), a belote
 * its side announced (`belote`), and in `contree` a contre or surcontre it played under (`contre`).
 */
import type { Seat } from '../action.js';
import type { BeloteOutcome } from './index.js';
import { sideOf } from './scoring.js';

export function beloteStatKeys(o: BeloteOutcome, seat: Seat): string[] {
  const keys: string[] = [];
  if (o.taker === null) return keys;
  const side = sideOf(seat);
  if (o.taker === seat) {
    keys.push('took');
    if (o.result === 'made') keys.push('made');
  }
  if (o.result === 'dedans' && sideOf(o.taker) === side) keys.push('dedans');
  if (o.capot === side) keys.push('capot');
  if (o.belote === side) keys.push('belote');
  if (o.multiplier > 1) keys.push('contre');
  return keys;
}
