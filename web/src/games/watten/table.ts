/**
 * Watten at the table (WA-1 … WA-16): four seats in two sides, the partner opposite, the Schlag named by the
 * forehand and the trump by the dealer (the auction panel), the stake raised, held or folded beside the trick
 * (the moves panel), the value always in the facts bar, and the sides' score sheet to the target.
 */
import { type WattenView, watten } from '../../../../engine/watten/index.js';
import type { TableGame } from '../../table/game.js';
import { sortWatten } from './sort.js';
import {
  callName,
  calls,
  dealDetails,
  dealSummary,
  facts,
  moveChoices,
  moveText,
  movesBetween,
  reasons,
  sheetEntry,
  statLabel,
} from './texts.js';

export const wattenTable: TableGame<WattenView> = {
  id: watten.id,
  definition: watten,
  // WA-15: a game to the target; no number of deals is fixed.
  fixedDeals: null,
  raceTotals: true,
  sortHand: (cards, v) => sortWatten(cards, v.schlag, v.trump),
  // The two announcements (WA-4) are the deal's calls: each seat's panel shows its own while they are made.
  calls,
  // The partnership is fixed (WA-2): the table marks the partner opposite from the definition's sides.
  partner: () => null,
  roles: (v, seat) => {
    const out: string[] = [];
    if (seat === (v.dealer + 1) % 4) out.push('table:seat.wa.forehand');
    if (v.pendingRaise === seat) out.push('table:seat.wa.raised');
    if (v.answering === seat) out.push('table:seat.wa.answering');
    return out;
  },
  // No card points: only the tricks count (WA-10), and the panels count them already.
  pileText: () => '',
  callName,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  choices: moveChoices,
  // The raises and answers of every seat, told in their place among the cards; each stands out among the
  // moves since the human's last, as do the Schlag and the trump named.
  movesBetween,
  moveText,
  notable: (e) => e.kind === 'move' || e.kind === 'bid',
  statLabel,
  // The announcements' keys are the Schlag's letters and the suits' digits; the stake's R, O and F.
  keysHelp: {
    auction: {
      go: 'table:keys.wa.bid',
      keys: ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6', '1–4'],
      text: 'table:keys.wa.digits',
    },
    moves: { go: 'table:keys.wa.moves', keys: ['R', 'O', 'F'], text: 'table:keys.wa.moveKeys' },
  },
};
