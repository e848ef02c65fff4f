/**
 * Schafkopf at the table (SK-1 … SK-25): four seats, a one-round auction, the declarer and the partner of
 * a called Ace, card points on the won piles, and a score sheet of the table's chosen length.
 */
import { type SchafkopfView, schafkopf } from '../../../../engine/schafkopf/index.js';
import type { TableGame } from '../../table/game.js';
import { sortSchafkopf } from './sort.js';
import { bidChoices, contractName, dealDetails, dealSummary, facts, reasons, sheetEntry } from './texts.js';

export const schafkopfTable: TableGame<SchafkopfView> = {
  id: schafkopf.id,
  definition: schafkopf,
  // SK-25: the score sheet runs on; the table chooses its length.
  fixedDeals: null,
  // In the auction the hand is held in the Rufer order, whatever has been bid (SK-14).
  sortHand: (cards, v) => sortSchafkopf(cards, v.phase === 'auction' ? null : v.contract),
  calls: (v) => v.auction,
  partner: (v) => v.partner,
  roles(v, seat) {
    const out: string[] = [];
    if (v.declarer === seat) out.push('table:seat.declarer');
    // The partner's own chip waits until the others know too (SK-19): he plays in secret until then.
    if (v.partner === seat && v.declarer !== seat && (seat !== v.seat || v.partnerRevealed)) {
      out.push('table:seat.partner');
    }
    return out;
  },
  pileText: (tr, v, seat) => tr('table:pile.points', { count: v.cardPoints[seat] ?? 0 }),
  callName: contractName,
  facts,
  reasons,
  dealSummary,
  dealDetails,
  sheetEntry,
  choices: bidChoices,
  // Among the moves since the human's last, a game named in the auction and the partner made known (SK-19)
  // stand out: they decide how the deal is played (issue 30, point 6).
  notable: (e) => (e.kind === 'bid' && e.bid !== 'pass') || e.kind === 'partner',
  // The counters of SK's statKeys: the contracts a seat declared and won, and the deals made Schneider or Schwarz.
  statLabel(tr, key) {
    const [what, kind] = key.split(':');
    if ((what === 'bid' || what === 'won') && kind) {
      return tr(`table:stats.sk.${what}`, { contract: tr(`table:contract.short.${kind}`) });
    }
    return key === 'schneider' || key === 'schwarz' ? tr(`table:stats.sk.${key}`) : null;
  },
};
