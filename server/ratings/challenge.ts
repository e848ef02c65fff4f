/**
 * The challenge's results as the ratings read them (docs/ratings.md, "What counts as a game"): each person's
 * finished deals of a day's game, with the deal's matchpoint percentage against everyone else who finished it
 * (server/challenge/matchpoints.ts, docs/challenge.md). Final once the day has closed, which is when a day is
 * rated; while it is open, the field so far (the provisional standing).
 */
import { scoreDeal } from '../challenge/matchpoints.js';
import type { ChallengeStore } from '../challenge/store.js';
import type { ChallengeResults, FieldDeal } from './ratings.js';

export function challengeResults(store: ChallengeStore): ChallengeResults {
  return async (game, day) => {
    const rows = await store.results(day, game);
    const deals = new Map<number, { id: string; score: number }[]>();
    for (const r of rows) deals.set(r.deal, [...(deals.get(r.deal) ?? []), { id: r.player, score: r.score }]);
    return [...deals].flatMap(([deal, results]): FieldDeal[] =>
      scoreDeal(results).map((s) => ({ player: s.id, deal, percentage: s.percentage })),
    );
  };
}
