/**
 * The ratings in PostgreSQL (store.ts says what is kept; server/migrations/004-ratings.sql has the tables).
 * Adding a day's games and closing it take the same transaction-scoped advisory lock of the game, so that a
 * game is never added to a day another instance is closing at that moment; the key of `rating_periods` alone
 * would already refuse a second close.
 */
import type pg from 'pg';
import type { DayKey } from '../challenge/day.js';
import { inTransaction } from '../pg-store.js';
import {
  GAME,
  HISTORY,
  type HistoryPoint,
  type RateDay,
  type RatedGame,
  type RatingsStore,
  STANDING,
  type Standing,
} from './store.js';

/** The advisory locks' first key (any number, distinct from the migrations' lock); the second is the game's hash. */
const RATINGS_LOCK = 7_262_036;

export class PgRatings implements RatingsStore {
  constructor(private readonly pool: pg.Pool) {}

  private async rows<T>(sql: string, args: unknown[]): Promise<T[]> {
    return (await this.pool.query(sql, args)).rows as T[];
  }

  standings(game: string, players: readonly string[]): Promise<Standing[]> {
    return standingsIn(this.pool, game, players);
  }

  standingsOf(player: string): Promise<Standing[]> {
    return this.rows(`SELECT ${STANDING} FROM rating_standings WHERE player = $1 ORDER BY game`, [player]);
  }

  historyOf(player: string): Promise<HistoryPoint[]> {
    return this.rows(`SELECT ${HISTORY} FROM rating_history WHERE player = $1 ORDER BY game, day`, [player]);
  }

  gamesOf(player: string, day: DayKey): Promise<RatedGame[]> {
    return this.rows(`SELECT ${GAME} FROM rating_games WHERE player = $1 AND day = $2 ORDER BY game, source`, [
      player,
      day,
    ]);
  }

  async lastClosed(game: string): Promise<DayKey | null> {
    const [row] = await this.rows<{ day: string | null }>(
      'SELECT MAX(day) AS day FROM rating_periods WHERE game = $1',
      [game],
    );
    return row?.day ?? null;
  }

  async unclosedDays(game: string, before: DayKey): Promise<DayKey[]> {
    const rows = await this.rows<{ day: string }>(
      `SELECT DISTINCT day FROM rating_games g WHERE game = $1 AND day < $2
         AND NOT EXISTS (SELECT 1 FROM rating_periods p WHERE p.game = g.game AND p.day = g.day) ORDER BY day`,
      [game, before],
    );
    return rows.map((r) => r.day);
  }

  addGames(game: string, day: DayKey, games: readonly RatedGame[]): Promise<boolean> {
    return this.locked(game, async (client) => {
      const closed = await client.query('SELECT 1 FROM rating_periods WHERE game = $1 AND day = $2', [game, day]);
      if ((closed.rowCount ?? 0) > 0) return false;
      for (const g of games) {
        await client.query(
          `INSERT INTO rating_games (game, day, player, source, opponent_rating, opponent_deviation, score)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [game, day, g.player, g.source, g.opponentRating, g.opponentDeviation, g.score],
        );
      }
      return true;
    });
  }

  close(game: string, day: DayKey, players: readonly string[], rate: RateDay, at: number): Promise<boolean> {
    return this.locked(game, async (client) => {
      const claimed = await client.query(
        'INSERT INTO rating_periods (game, day, closed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [game, day, at],
      );
      if ((claimed.rowCount ?? 0) === 0) return false;
      const games = (
        await client.query<RatedGame>(
          `SELECT ${GAME} FROM rating_games WHERE game = $1 AND day = $2 ORDER BY player, source`,
          [game, day],
        )
      ).rows;
      const everyone = [...new Set([...players, ...games.map((g) => g.player)])];
      const before = new Map((await standingsIn(client, game, everyone)).map((s) => [s.player, s]));
      for (const s of rate(before, games)) {
        await client.query(
          `INSERT INTO rating_standings (${STANDING}) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (player, game) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, day = excluded.day, games = excluded.games`,
          [s.player, s.game, s.rating, s.deviation, s.volatility, s.day, s.games],
        );
        await client.query(
          `INSERT INTO rating_history (player, game, day, rating, deviation) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING`,
          [s.player, s.game, s.day, s.rating, s.deviation],
        );
      }
      return true;
    });
  }

  /** One transaction holding the game's advisory lock (released at its end). */
  private async locked<T>(game: string, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RATINGS_LOCK, game]);
        return body(c);
      });
    } finally {
      client.release();
    }
  }
}

async function standingsIn(db: pg.Pool | pg.PoolClient, game: string, players: readonly string[]): Promise<Standing[]> {
  if (players.length === 0) return [];
  const result = await db.query<Standing>(
    `SELECT ${STANDING} FROM rating_standings WHERE game = $1 AND player = ANY($2::text[])`,
    [game, [...players]],
  );
  return result.rows;
}
