/**
 * The daily challenge's requests and the pure helpers its pages share (docs/challenge.md): the paths of the
 * API and of the pages, the games in the one list's order, percentages, days and the verdict of an action
 * the field chose. No game is named here: the games come from the list (engine/game-ids.ts) and the server.
 */
import { GAME_IDS } from '../../../engine/game-ids.js';
import { verdictOf } from '../../../engine/verdict.js';
import type { ChallengeDayGame, DecisionAnalysis, TableInfo, Thresholds, Verdict } from '../../../engine/protocol.js';
import { api } from '../review/api.js';

/** `today`, or a day key `YYYY-MM-DD` (Vienna's calendar day). */
export type DayRef = string;

export const isDayKey = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s);

export const apiPaths = {
  day: (day: DayRef) => `/api/challenge/${encodeURIComponent(day)}`,
  start: (day: DayRef, game: string) => `/api/challenge/${encodeURIComponent(day)}/${encodeURIComponent(game)}`,
  standings: (day: DayRef, game: string) =>
    `/api/challenge/${encodeURIComponent(day)}/${encodeURIComponent(game)}/standings`,
  deal: (day: DayRef, game: string, deal: number) =>
    `/api/challenge/${encodeURIComponent(day)}/${encodeURIComponent(game)}/deals/${deal}`,
  /** A closed day's record of the person's attempt, for `cardavia verify`. */
  record: (day: DayRef, game: string) => `/api/challenge/${encodeURIComponent(day)}/${encodeURIComponent(game)}/record`,
  history: '/api/me/challenge',
};

/** The site's pages: the day's challenges, a game's day (today when no day), a finished deal's field. */
export const pagePaths = {
  index: (lang: string) => `/${lang}/challenge`,
  game: (lang: string, game: string, day?: string) =>
    `/${lang}/challenge/${encodeURIComponent(game)}${day ? `/${day}` : ''}`,
  deal: (lang: string, game: string, day: string, deal: number) =>
    `/${lang}/challenge/${encodeURIComponent(game)}/${day}/deals/${deal}`,
};

/** Starts the person's one attempt at a game's day, or returns it: the table to open. */
export async function startChallenge(day: DayRef, game: string): Promise<TableInfo> {
  const body = await api<{ table: TableInfo }>(apiPaths.start(day, game), { method: 'POST' });
  return body.table;
}

/** A day's games in the order of the one list of games; a game the list lacks (an extra one) after them. */
export function inListOrder<G extends Pick<ChallengeDayGame, 'game'>>(games: readonly G[]): G[] {
  const place = (id: string) => {
    const i = (GAME_IDS as readonly string[]).indexOf(id);
    return i < 0 ? GAME_IDS.length : i;
  };
  return [...games].sort((a, b) => place(a.game) - place(b.game));
}

/** Where a person stands in a game's day: not begun, playing (deals left), or every deal finished. */
export type Progress = 'new' | 'playing' | 'done';

export function progressOf(g: Pick<ChallengeDayGame, 'deals' | 'mine'>): Progress {
  if (!g.mine) return 'new';
  return g.mine.finished >= g.deals ? 'done' : 'playing';
}

/** A percentage as the page's language writes it, to a tenth: "54.2%", "54,2 %". */
export const percentText = (lang: string, percent: number): string =>
  new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    percent / 100,
  );

/**
 * A day key as a date in the page's language ("December 7, 2026", or "Dec 7, 2026" in a table): the key names
 * Vienna's day, not a moment.
 */
export const dayText = (lang: string, day: string, style: 'long' | 'medium' = 'long'): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant in the reader's own time zone, the day and the hour ("7 Dec, 23:00"). */
export const instantText = (lang: string, iso: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The analysis's verdict on an action of the decision's, taken or not: its value against the best under the
 * game's thresholds (engine/verdict.ts, the analyst's own rule), from the values as
 * the review rounds them; the action taken keeps its own. Null for an action
 * the analysis did not value (a card it counted with its equals, say).
 */
export function actionVerdict(
  d: Pick<DecisionAnalysis, 'action' | 'values' | 'forced' | 'verdict'>,
  action: string,
  thresholds: Thresholds,
): Verdict | 'forced' | null {
  if (d.forced) return 'forced';
  // The action taken keeps the analysis's own verdict (from its unrounded values).
  if (action === d.action) return d.verdict;
  const value = d.values.find((v) => v.action === action)?.value;
  if (value === undefined || d.values.length === 0) return null;
  return verdictOf(Math.max(...d.values.map((v) => v.value)) - value, thresholds);
}
