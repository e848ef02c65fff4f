/**
 * A finished table as a `cardavia/1` record (RECORDS.md), with the added fields `seed`, `commitment` and
 * `dealing` (the scheme that turned the seed into deals) so that `cardavia verify` can check the deals, the
 * outcome each deal stated (`deals[i].result`) and the table's `result` so that it can check them against
 * the actions, and a few descriptive ones. The server signs it when it reveals it (signing.ts).
 */
import { formatCard } from '../engine/cards.js';
import { RECORD_FORMAT, actionToJson } from '../engine/record.js';
import type { TableGame } from './table.js';

export function recordOf(t: TableGame) {
  const { game, notation } = t;
  const o = t.meta.options;
  return {
    format: RECORD_FORMAT,
    game: game.id,
    rules: game.rulesToJson(t.rules),
    deck: o.deck,
    firstDealer: t.firstDealer,
    deals: t.deals.map((d) => ({
      cards: d.cards.map((c) => formatCard(notation, c)),
      actions: d.actions.map((a) => actionToJson(game, notation, a.seat, a.action)),
      // What the deal scored, its `cardavia replay` fields and the totals after it; null while unfinished.
      result: d.result,
    })),
    seed: t.meta.seed,
    commitment: t.meta.commitment,
    dealing: t.dealing,
    table: t.meta.id,
    seats: t.seats,
    sessionDeals: o.sessionDeals,
    // A daily challenge's deals are independent (engine/challenge.ts): the replay deals and scores them so.
    ...(o.challenge ? { independentDeals: true, challenge: { day: o.challenge.day, deals: o.challenge.deals } } : {}),
    createdAt: new Date(t.meta.createdAt).toISOString(),
    result: t.result(),
  };
}
