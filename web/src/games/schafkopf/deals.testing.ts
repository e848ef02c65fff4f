/**
 * For the tests: a Schafkopf deal with the dealer in seat 3, so seat 0 speaks and leads first (SK-3, SK-4).
 * Seat 0 holds the Daus of leaves, which seat 1 calls (`called()`): seat 0 is the partner.
 */
import { parseCard } from '../../../../engine/cards.js';
import { type SchafkopfView, schafkopf } from '../../../../engine/schafkopf/index.js';
import { type Table, dealOf, play } from '../../table/seat-states.testing.js';

export const HANDS = [
  'GA G9 EO SO E7 E8 S7 S8',
  'G7 G8 HO HU EU GU EA ET',
  'GK GT HA HT HK H9 H8 H7',
  'EK E9 SA ST SK S9 SU GO',
] as const;

export function calledAceDeal(): Table<SchafkopfView> {
  const hands = HANDS.map((h) => h.split(' ').map((c) => parseCard('german', c)!));
  // Two rounds of four cards, from the dealer's left (SK-3).
  const pack = [0, 4].flatMap((from) => hands.flatMap((h) => h.slice(from, from + 4)));
  return dealOf(schafkopf, 'german', pack, 3);
}

/** The auction over: seat 1 plays a Rufer with the Daus of leaves, and seat 0 is to lead. */
export const called = (): Table<SchafkopfView> =>
  play(calledAceDeal(), 'bid:pass', 'bid:rufer-G', 'bid:pass', 'bid:pass');
