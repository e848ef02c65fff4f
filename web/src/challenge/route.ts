/**
 * The challenge's paths as routes (lib/router.svelte.ts hands it everything under /:lang/challenge): the index,
 * a game's day (today unless a day key follows), and a finished deal's field. Pure, so it is tested alone.
 */
import type { Lang } from '../lib/i18n.svelte.js';

export type ChallengeRoute =
  | { name: 'challenge'; lang: Lang }
  | { name: 'challenge-day'; lang: Lang; game: string; day: string }
  | { name: 'challenge-deal'; lang: Lang; game: string; day: string; deal: number };

/** The route of /:lang/challenge/[game/[day/[deals/deal]]], or null for any other path under it. */
export function challengeRoute(lang: Lang, game: string | undefined, rest: readonly string[]): ChallengeRoute | null {
  if (game === undefined) return { name: 'challenge', lang };
  const g = decodeURIComponent(game);
  const [day = 'today', deals, deal, ...more] = rest;
  if (more.length > 0 || !/^(today|\d{4}-\d{2}-\d{2})$/.test(day)) return null;
  if (deals === undefined) return { name: 'challenge-day', lang, game: g, day };
  if (deals !== 'deals' || deal === undefined || !/^\d{1,3}$/.test(deal)) return null;
  return { name: 'challenge-deal', lang, game: g, day, deal: Number(deal) };
}
