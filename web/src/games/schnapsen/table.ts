/**
 * Schnapsen at the table (SN-1 … SN-16): two seats, no auction, the talon with the trump card under it,
 * moves other than cards at one's lead (exchange, close, marriages), points on the piles (the opponent's
 * only when the settings show them), and the Bummerl to a target.
 */
import { type SchnapsenView, schnapsen } from '../../../../engine/schnapsen/index.js';
import type { TableGame } from '../../table/game.js';
import { sortSchnapsen } from './sort.js';
import {
  dealDetails,
  dealSummary,
  facts,
  moveChoices,
  moveText,
  movesBetween,
  pileNote,
  pileText,
  reasons,
  sheetEntry,
} from './texts.js';

export const schnapsenTable: TableGame<SchnapsenView> = {
  id: schnapsen.id,
  definition: schnapsen,
  // SN-16: the Bummerl runs to its target; no number of deals is fixed.
  fixedDeals: null,
  raceTotals: true,
  sortHand: (cards, v, notation) => sortSchnapsen(cards, notation, v.trump),
  // No auction: exchanges, closings and marriages are moves of the play (SN-8 … SN-10).
  calls: () => [],
  partner: () => null,
  roles: () => [],
  pileText,
  pileNote,
  // Austrian players count the points in their heads: the table may hide the opponent's (issue 13).
  opponentsPointsOptional: true,
  callName: (_tr, _ctx, bid) => bid,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  choices: moveChoices,
  // The exchanges, closings and marriages of both players, told in their place among the cards; each stands out
  // among the moves since the human's last (issue 30, point 6).
  movesBetween,
  moveText,
  notable: (e) => e.kind === 'move',
  statLabel: (tr, key) =>
    key === 'closed' || key === 'won-closing' || key === 'schwarz' ? tr(`table:stats.sn.${key}`) : null,
};
