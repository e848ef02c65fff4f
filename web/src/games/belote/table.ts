/**
 * Belote at the table (BE-1 … BE-18, BE-A1 … BE-A4, BE-C1 … BE-C7): four seats in two sides, the partner across;
 * play goes to the right (anticlockwise, BE-3), so the seat after yours sits on your right and a trick's cards
 * are placed that way; the turned card in the middle through the two rounds of taking and the contrée auction
 * with contre and surcontre (Auction.svelte), the belote and the declarations beside the trick as the step's
 * buttons, the facts bar (turned card, contract, taker, multiplier, belote, points, litige, target), and the
 * sides' score sheet and chart to the target.
 */
import { type BeloteView, belote } from '../../../../engine/belote/index.js';
import { stepChoices } from '../../table/controls.js';
import type { TableGame } from '../../table/game.js';
import { sortBelote } from './sort.js';
import {
  callName,
  calls,
  choices,
  dealDetails,
  dealSummary,
  facts,
  moveKey,
  moveText,
  movesBetween,
  pileText,
  reasons,
  sheetEntry,
  statLabel,
} from './texts.js';

export const beloteTable: TableGame<BeloteView> = {
  id: belote.id,
  definition: belote,
  // BE-3: everything goes anticlockwise, to the right.
  anticlockwise: true,
  // BE-18, BE-C7: a match to the target; no number of deals is fixed.
  fixedDeals: null,
  raceTotals: true,
  sortHand: (cards, v) => sortBelote(cards, v.trump),
  calls,
  // The partnership is fixed (BE-2): the table marks the partner across from the definition's sides.
  partner: () => null,
  roles(v, seat) {
    const out: string[] = [];
    if (v.taker === seat) out.push(v.phase === 'auction' ? 'table:be.seat.bidder' : 'table:be.seat.taker');
    if (seat === v.firstHand && v.phase === 'auction') out.push('table:be.seat.firstHand');
    if (v.belote === seat) out.push('table:be.seat.belote');
    return out;
  },
  pileText: (tr, v, seat) => pileText(tr, v, seat),
  callName,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  // The bids by their keys (texts.ts, moveKey); in play the belote and the declaration as the step's buttons.
  choices: (w, legal, v) => (v.phase === 'play' ? stepChoices(beloteTable, w, legal) : choices(w, legal, v)),
  moveKey: (text) => moveKey({ notation: 'french' }, text),
  movesBetween,
  moveText,
  // A taking, a contrée bid, a contre, the belote and a declaration stand out among the moves since the human's last.
  notable: (e) => (e.kind === 'bid' && e.bid !== 'pass') || e.kind === 'move',
  statLabel,
  keysHelp: {
    auction: { go: 'table:be.keys.bid', keys: ['0', '1–4', 'C', 'S'], text: 'table:be.keys.digits' },
    moves: { go: 'table:be.keys.moves', keys: ['R', 'D'], text: 'table:be.keys.moveKeys' },
  },
};
