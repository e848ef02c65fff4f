/**
 * Mariáš at the table (MA-1 … MA-27, MA-L1 … MA-L7): three seats, you at the bottom and the others left and
 * right; the trump card chosen and the two cards of the talon discarded in the hand, the claims, answers, game
 * and fleks by component as the step's buttons (the table's step controls, named by texts.ts), the marriages
 * announced beside the trick as the card is played, the facts bar (game, trumps, declarer, fleks, worth), and a
 * score sheet in units over `rules.target` deals.
 */
import { type MariasView, marias } from '../../../../engine/marias/index.js';
import { stepChoices } from '../../table/controls.js';
import type { TableGame } from '../../table/game.js';
import { sortMarias } from './sort.js';
import {
  callName,
  calls,
  dealDetails,
  dealSummary,
  facts,
  moveKey,
  moveText,
  movesBetween,
  pileNote,
  reasons,
  sheetEntry,
  statLabel,
} from './texts.js';

export const mariasTable: TableGame<MariasView> = {
  id: marias.id,
  definition: marias,
  // MA-27: the session is `rules.target` deals, the target the setup page offers.
  fixedDeals: null,
  sortHand: (cards, v) => sortMarias(cards, v.trump, v.contract === 'betl' || v.contract === 'durch'),
  calls,
  // The two defenders are partners for the deal only (MA-9): the declarer's chip says who plays alone.
  partner: () => null,
  roles(v, seat) {
    const out: string[] = [];
    if (v.declarer === seat) out.push('table:ma.seat.declarer');
    else if (v.declarer !== null && v.contract !== null) out.push('table:ma.seat.defender');
    if (seat === v.forehand && v.declarer === null) out.push('table:ma.seat.forehand');
    return out;
  },
  // MA-3: card points count in trump games only.
  pileText: (tr, v, seat) =>
    v.contract !== null && v.contract !== 'betl' && v.contract !== 'durch'
      ? tr('table:ma.pile.points', { count: v.cardPoints[seat] ?? 0 })
      : '',
  pileNote,
  callName,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  // The keyboard's choices are the step controls' own, with the keys their buttons show; the bids' keys are
  // those of texts.ts (0 dobrá, the claims, games and fleks by digits).
  choices: (w, legal, v) => stepChoices(v.step === 'auction' ? auctionTable : mariasTable, w, legal),
  moveKey: (text) => moveKey(text),
  movesBetween,
  moveText,
  statLabel,
  // A claim, a game named, a flek and a marriage stand out among the moves since the human's last.
  notable: (e) => (e.kind === 'bid' && e.bid !== 'dobra' && e.bid !== 'pass') || e.kind === 'move',
  keysHelp: {
    auction: { go: 'table:ma.keys.bid', keys: ['1–9', 'A–Z'], text: 'table:ma.keys.digits' },
    moves: { go: 'table:ma.keys.moves', keys: ['1–4'], text: 'table:ma.keys.moveKeys' },
  },
};

/** In the licitovaný auction the ladder's bids take the digits 1 to 8 (MA-L2). */
const auctionTable: TableGame<MariasView> = { ...mariasTable, moveKey: (text) => moveKey(text, true) };
