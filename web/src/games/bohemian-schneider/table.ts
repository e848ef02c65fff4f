/**
 * Bohemian Schneider at the table (BS-1 … BS-11 and its variants): two seats, no auction, a talon to draw
 * from, honours on the won piles, and a session of six deals or a match to a target.
 */
import { suitOf } from '../../../../engine/cards.js';
import { SESSION_DEALS, type SchneiderView, bohemianSchneider } from '../../../../engine/bohemian-schneider/index.js';
import type { TableGame } from '../../table/game.js';
import { sortSchneider } from './sort.js';
import { dealDetails, dealSummary, facts, reasons, sheetEntry } from './texts.js';

export const schneiderTable: TableGame<SchneiderView> = {
  id: bohemianSchneider.id,
  definition: bohemianSchneider,
  // BS-11: a session is six deals (unless a target ends it: BS-C3, BS-V4).
  fixedDeals: SESSION_DEALS,
  raceTotals: true,
  sortHand: (cards, v, notation) => sortSchneider(cards, notation, v.trumpCard === null ? null : suitOf(v.trumpCard)),
  calls: () => [],
  partner: () => null,
  roles: () => [],
  pileText: (tr, v, seat) => tr('table:pile.honours', { count: v.honours[seat] ?? 0 }),
  callName: (_tr, _ctx, bid) => bid,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  statLabel: (tr, key) => (key === 'schneider' || key === 'schwarz' ? tr(`table:stats.bs.${key}`) : null),
};
