/**
 * A player's statistics (GET /api/me/stats, docs/review.md): tables, deals and results per game and level
 * from the database rows, the game's own counters of every finished deal (its definition's `statKeys`, so
 * nothing here names a game), and the skill trend from the stored analyses.
 */
import { gameModule } from '../ai/registry.js';
import type { PlayerStats, TableResult } from '../engine/protocol.js';
import { type HasSides, bySide, placeOf, seatFigure, sideOf } from '../engine/sides.js';
import type { DecisionAnalysis } from '../engine/protocol.js';
import type { Store, TableRow } from './store.js';
import type { TableGame, TableOptions, TableSummary } from './table.js';

/** The tables a statistics page reads, most recent first: enough for years of play, bounded for the server. */
const MAX_TABLES = 1000;

type Outcome = PlayerStats['results'][number]['outcome'];

/**
 * A finished table's outcome for the player at `seat`: resigned, a shared first place, first, or behind, by the
 * totals read per side (a partner's equal total is his own side's, no tie).
 */
function outcomeOf(r: TableResult, seat: number, game: HasSides): Outcome {
  if (r.reason === 'ended') return 'ended';
  if (r.winner === 'draw') return 'draw';
  if (placeOf(game, r.totals, seat) > 1) return 'lost';
  const totals = bySide(game, r.totals);
  return totals.filter((t) => t === totals[sideOf(game, seat)]).length > 1 ? 'draw' : 'won';
}

/**
 * The AI level of a table: its AI seats' one level (an invited seat counts as the level that plays it if
 * nobody takes it), 'friends' when every other seat is a person's, or 'mixed'.
 */
function levelOf(options: TableOptions): string {
  const kinds = options.seats.map((s) => (s === 'invite' ? (options.level ?? 'normal') : s));
  const levels = [...new Set(kinds.filter((s) => s !== 'human'))];
  return levels.length === 1 ? levels[0]! : levels.length === 0 ? 'friends' : 'mixed';
}

/** Counters per table and version: a finished deal's counters never change, so they are read once. */
const counterCache = new Map<string, { version: number; keys: readonly string[] }>();

async function countersOf(
  row: TableRow & { seat: number },
  game: (row: TableRow) => Promise<TableGame>,
): Promise<readonly string[]> {
  const cached = counterCache.get(`${row.id}/${row.seat}`);
  if (cached && cached.version === row.version) return cached.keys;
  const t = await game(row);
  const keys: string[] = [];
  const statKeys = t.game.statKeys;
  if (statKeys) {
    for (const deal of t.deals) {
      if (deal.result === null) continue;
      const outcome = t.game.outcome(deal.state);
      if (outcome !== undefined) keys.push(...statKeys(outcome, row.seat));
    }
  }
  if (counterCache.size >= 10_000) counterCache.clear();
  counterCache.set(`${row.id}/${row.seat}`, { version: row.version, keys });
  return keys;
}

export async function playerStats(
  store: Store,
  player: string,
  game: (row: TableRow) => Promise<TableGame>,
): Promise<PlayerStats> {
  if (player === '') return { games: [], results: [], counters: [], skill: [] };
  const rows = await store.tablesOf(player, 'all', MAX_TABLES, 0);
  const games = new Map<
    string,
    { game: string; level: string; tables: number; finished: number; deals: number; won: number; lost: number }
  >();
  const results: PlayerStats['results'][number][] = [];
  const counters = new Map<string, { game: string; key: string; count: number }>();
  for (const row of rows) {
    const options = JSON.parse(row.options) as TableOptions;
    const summary = JSON.parse(row.summary) as TableSummary;
    const level = levelOf(options);
    const key = `${row.game}/${level}`;
    let g = games.get(key);
    if (!g) games.set(key, (g = { game: row.game, level, tables: 0, finished: 0, deals: 0, won: 0, lost: 0 }));
    g.tables++;
    g.deals += summary.dealsPlayed;
    if (row.status === 'finished' && summary.result) {
      g.finished++;
      // The game's sides from its definition; a game no longer registered is read seat by seat.
      const sides = gameModule(row.game)?.game ?? { seats: summary.result.totals.length };
      const outcome = outcomeOf(summary.result, row.seat, sides);
      if (outcome === 'won') g.won++;
      if (outcome === 'lost') g.lost++;
      const score = seatFigure(sides, summary.result.totals, row.seat);
      results.push({ table: row.id, game: row.game, at: row.updatedAt, score, outcome });
    }
    if (summary.dealsPlayed === 0) continue;
    let keys: readonly string[];
    try {
      keys = await countersOf(row, game);
    } catch {
      continue; // a table that does not read back is logged where it is loaded; it counts for nothing here
    }
    for (const k of keys) {
      const c = counters.get(`${row.game}/${k}`);
      if (c) c.count++;
      else counters.set(`${row.game}/${k}`, { game: row.game, key: k, count: 1 });
    }
  }
  const skill = (await store.analysesOf(player)).flatMap((a) => {
    const decisions = (JSON.parse(a.json) as { decisions: DecisionAnalysis[] }).decisions.filter((d) => !d.forced);
    if (decisions.length === 0) return [];
    const meanLoss = Math.round((decisions.reduce((s, d) => s + d.loss, 0) / decisions.length) * 1000) / 1000;
    return [{ at: a.createdAt, game: a.game, meanLoss, decisions: decisions.length }];
  });
  return {
    games: [...games.values()].sort((a, b) => a.game.localeCompare(b.game) || a.level.localeCompare(b.level)),
    results: results.sort((a, b) => a.at - b.at),
    counters: [...counters.values()].sort((a, b) => a.game.localeCompare(b.game) || a.key.localeCompare(b.key)),
    skill,
  };
}
