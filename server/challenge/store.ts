/**
 * The daily challenge's storage (docs/challenge.md, "Storage"): each person's one attempt per day and game
 * (the table it is played at), and each finished deal's result, the seat's score and the deal's actions, from
 * which the standings and the field's choices are computed. In the embedded SQLite file (its tables made
 * here when the store opens) or in PostgreSQL (server/migrations/003-challenge.sql): everything an instance
 * answers with is read from the database, so any instance answers the same.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** One finished challenge deal of one person. */
export interface ChallengeResultRow {
  readonly day: string;
  readonly game: string;
  readonly deal: number;
  readonly player: string;
  /** What the person's seat scored on the deal, in the game's units. */
  readonly score: number;
  /** The deal's actions, each `<seat>:<record form>` (`0:play:EA`), separated by spaces. */
  readonly actions: string;
  readonly at: number;
}

export interface ChallengeStore {
  /** The challenge's secret kept in the database: the one stored, or `fresh` when none was (the first wins). */
  secret(fresh: string): Promise<string>;
  /** The table of a person's attempt at a day's game, if he made one. */
  attempt(day: string, game: string, player: string): Promise<string | undefined>;
  /** Stores an attempt; the table of the attempt stored first (a second request races the first). */
  addAttempt(day: string, game: string, player: string, table: string, at: number): Promise<string>;
  /** Stores a finished deal's result; a second one for the same deal and person is ignored. */
  addResult(row: ChallengeResultRow): Promise<void>;
  /** The results of a day's game, of one deal or of every deal, without their actions. */
  results(day: string, game: string, deal?: number): Promise<Omit<ChallengeResultRow, 'actions'>[]>;
  /** How many people finished at least one deal of a day's game. */
  fieldSize(day: string, game: string): Promise<number>;
  /** The action sequences of a deal, one per person who finished it. */
  actions(day: string, game: string, deal: number): Promise<{ player: string; actions: string }[]>;
  /** The days and games where a person finished a deal, newest first. */
  daysOf(player: string): Promise<{ day: string; game: string }[]>;
  /** Display names (players.name) of these people; those without one are absent. */
  names(players: readonly string[]): Promise<Map<string, string>>;
}

/** The embedded file's tables (PostgreSQL's are in server/migrations/003-challenge.sql). */
const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS challenge_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS challenge_attempts (
  day TEXT NOT NULL,
  game TEXT NOT NULL,
  player TEXT NOT NULL,
  table_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (day, game, player)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS challenge_results (
  day TEXT NOT NULL,
  game TEXT NOT NULL,
  deal INTEGER NOT NULL,
  player TEXT NOT NULL,
  score REAL NOT NULL,
  actions TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (day, game, deal, player)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS challenge_results_by_player ON challenge_results (player, day);
`;

const RESULT_COLUMNS = 'day, game, deal, player, score, at';

export class SqliteChallengeStore implements ChallengeStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SQLITE_SCHEMA);
  }

  async secret(fresh: string): Promise<string> {
    this.db.prepare('INSERT OR IGNORE INTO challenge_secret (id, secret) VALUES (1, ?)').run(fresh);
    return this.db.prepare('SELECT secret FROM challenge_secret WHERE id = 1').pluck().get() as string;
  }

  async attempt(day: string, game: string, player: string): Promise<string | undefined> {
    return this.db
      .prepare('SELECT table_id FROM challenge_attempts WHERE day = ? AND game = ? AND player = ?')
      .pluck()
      .get(day, game, player) as string | undefined;
  }

  async addAttempt(day: string, game: string, player: string, table: string, at: number): Promise<string> {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO challenge_attempts (day, game, player, table_id, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(day, game, player, table, at);
    return (await this.attempt(day, game, player))!;
  }

  async addResult(row: ChallengeResultRow): Promise<void> {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO challenge_results (day, game, deal, player, score, actions, at)
         VALUES (@day, @game, @deal, @player, @score, @actions, @at)`,
      )
      .run(row);
  }

  async results(day: string, game: string, deal?: number): Promise<Omit<ChallengeResultRow, 'actions'>[]> {
    return deal === undefined
      ? (this.db
          .prepare(`SELECT ${RESULT_COLUMNS} FROM challenge_results WHERE day = ? AND game = ? ORDER BY deal, at`)
          .all(day, game) as ChallengeResultRow[])
      : (this.db
          .prepare(
            `SELECT ${RESULT_COLUMNS} FROM challenge_results WHERE day = ? AND game = ? AND deal = ? ORDER BY at`,
          )
          .all(day, game, deal) as ChallengeResultRow[]);
  }

  async fieldSize(day: string, game: string): Promise<number> {
    return this.db
      .prepare('SELECT COUNT(DISTINCT player) FROM challenge_results WHERE day = ? AND game = ?')
      .pluck()
      .get(day, game) as number;
  }

  async actions(day: string, game: string, deal: number): Promise<{ player: string; actions: string }[]> {
    return this.db
      .prepare('SELECT player, actions FROM challenge_results WHERE day = ? AND game = ? AND deal = ?')
      .all(day, game, deal) as { player: string; actions: string }[];
  }

  async daysOf(player: string): Promise<{ day: string; game: string }[]> {
    return this.db
      .prepare('SELECT DISTINCT day, game FROM challenge_results WHERE player = ? ORDER BY day DESC, game')
      .all(player) as { day: string; game: string }[];
  }

  async names(players: readonly string[]): Promise<Map<string, string>> {
    const select = this.db.prepare('SELECT name FROM players WHERE id = ?').pluck();
    const names = new Map<string, string>();
    for (const p of new Set(players)) {
      const name = select.get(p) as string | null | undefined;
      if (name) names.set(p, name);
    }
    return names;
  }
}

export class PgChallengeStore implements ChallengeStore {
  constructor(private readonly pool: pg.Pool) {}

  private async rows<T>(sql: string, args: unknown[]): Promise<T[]> {
    return (await this.pool.query(sql, args)).rows as T[];
  }

  async secret(fresh: string): Promise<string> {
    await this.pool.query('INSERT INTO challenge_secret (id, secret) VALUES (1, $1) ON CONFLICT DO NOTHING', [fresh]);
    return (await this.rows<{ secret: string }>('SELECT secret FROM challenge_secret WHERE id = 1', []))[0]!.secret;
  }

  async attempt(day: string, game: string, player: string): Promise<string | undefined> {
    const rows = await this.rows<{ table_id: string }>(
      'SELECT table_id FROM challenge_attempts WHERE day = $1 AND game = $2 AND player = $3',
      [day, game, player],
    );
    return rows[0]?.table_id;
  }

  async addAttempt(day: string, game: string, player: string, table: string, at: number): Promise<string> {
    await this.pool.query(
      `INSERT INTO challenge_attempts (day, game, player, table_id, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [day, game, player, table, at],
    );
    return (await this.attempt(day, game, player))!;
  }

  async addResult(row: ChallengeResultRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO challenge_results (day, game, deal, player, score, actions, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [row.day, row.game, row.deal, row.player, row.score, row.actions, row.at],
    );
  }

  async results(day: string, game: string, deal?: number): Promise<Omit<ChallengeResultRow, 'actions'>[]> {
    return deal === undefined
      ? this.rows(`SELECT ${RESULT_COLUMNS} FROM challenge_results WHERE day = $1 AND game = $2 ORDER BY deal, at`, [
          day,
          game,
        ])
      : this.rows(
          `SELECT ${RESULT_COLUMNS} FROM challenge_results WHERE day = $1 AND game = $2 AND deal = $3 ORDER BY at`,
          [day, game, deal],
        );
  }

  async fieldSize(day: string, game: string): Promise<number> {
    const rows = await this.rows<{ n: number }>(
      'SELECT COUNT(DISTINCT player) AS n FROM challenge_results WHERE day = $1 AND game = $2',
      [day, game],
    );
    return Number(rows[0]!.n);
  }

  async actions(day: string, game: string, deal: number): Promise<{ player: string; actions: string }[]> {
    return this.rows('SELECT player, actions FROM challenge_results WHERE day = $1 AND game = $2 AND deal = $3', [
      day,
      game,
      deal,
    ]);
  }

  async daysOf(player: string): Promise<{ day: string; game: string }[]> {
    return this.rows('SELECT DISTINCT day, game FROM challenge_results WHERE player = $1 ORDER BY day DESC, game', [
      player,
    ]);
  }

  async names(players: readonly string[]): Promise<Map<string, string>> {
    if (players.length === 0) return new Map();
    const rows = await this.rows<{ id: string; name: string }>(
      'SELECT id, name FROM players WHERE id = ANY($1) AND name IS NOT NULL',
      [[...new Set(players)]],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
