/**
 * The scale-out database (DATABASE_URL): the same store as the embedded SQLite file (store.ts), in a
 * PostgreSQL that every instance shares. The schema is plain SQL files (server/migrations/NNN-*.sql), applied
 * at start in name order, each once, under an advisory lock so that instances starting together apply them
 * once. The log's key (table_id, n) is the only arbiter between instances: no other coordination is needed
 * for a table's history to be one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type ChallengeStore, PgChallengeStore } from './challenge/store.js';
import { isUnavailable } from './outage.js';
import { PgRatings } from './ratings/pg.js';
import type { RatingsStore } from './ratings/store.js';
import type { SigningKeyStore } from './signing.js';
import {
  type Append,
  type AnalysisRow,
  type LinkKind,
  LogConflict,
  type LogRow,
  logRow,
  type Store,
  type TableRow,
} from './store.js';

/** The migrations ship beside the sources (dist/server/pg-store.js → server/migrations). */
export const MIGRATIONS = fileURLToPath(new URL('../../server/migrations/', import.meta.url));

/** Any number: the advisory lock that lets one starting instance at a time apply migrations. */
const MIGRATION_LOCK = 7_262_024;

const BIGINT = 20;
/** Times are milliseconds in BIGINT columns, and counts are BIGINT: both read back as numbers. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT
      ? (text: string) => Number(text)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const UNIQUE_VIOLATION = '23505';

const COLUMNS = `id, owner, game, options, seed, commitment, created_at AS "createdAt", updated_at AS "updatedAt",
  status, summary, (SELECT COUNT(*) FROM log WHERE log.table_id = tables.id) AS version`;

export class PgStore implements Store {
  /**
   * The log's one writer: appends (one group commit at a time, commits.ts) go through a connection of their
   * own, so that they never wait behind the pool's reads when many tables are being loaded at once.
   */
  private writer: Promise<pg.PoolClient> | null = null;
  /** The writer's connection once made: the one `dropWriter` may let go. */
  private writerConnection: pg.PoolClient | null = null;
  /** Appends one after the other on that connection (the group commit sends one batch at a time anyway). */
  private writing: Promise<unknown> = Promise.resolve();

  readonly challenges: ChallengeStore;
  readonly ratings: RatingsStore;

  private constructor(private readonly pool: pg.Pool) {
    this.challenges = new PgChallengeStore(pool);
    this.ratings = new PgRatings(pool);
  }

  /** Connects, and applies the migrations this database lacks (`migrations`: their folder; tests run the sources). */
  static async open(url: string, poolSize = 10, migrations = MIGRATIONS): Promise<PgStore> {
    // A connection that cannot be made in a few seconds fails (503 UNAVAILABLE, outage.ts) instead of
    // holding the request until the client gives up.
    const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: 5_000 });
    // An idle client's error (the server restarted) must not crash the process: the pool replaces it.
    pool.on('error', () => {});
    const store = new PgStore(pool);
    try {
      await store.migrate(migrations);
    } catch (e) {
      await pool.end();
      throw e;
    }
    return store;
  }

  private async migrate(dir = MIGRATIONS): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
      );
      const applied = new Set(
        (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
      );
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        if (applied.has(file)) continue;
        await client.query(readFileSync(join(dir, file), 'utf8'));
        await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [file, Date.now()]);
      }
    });
  }

  private async transaction<T>(body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, body);
    } finally {
      client.release();
    }
  }

  /** The writer's connection, taken from the pool once and kept (a broken one is replaced on the next use). */
  private async writerClient(): Promise<pg.PoolClient> {
    this.writer ??= this.pool.connect().then((client) => {
      this.writerConnection = client;
      client.on('error', () => this.dropWriter(client));
      return client;
    });
    try {
      return await this.writer;
    } catch (e) {
      this.writer = null;
      throw e;
    }
  }

  private async rows<T>(sql: string, args: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, args)).rows as T[];
  }

  private async run(sql: string, args: unknown[] = []): Promise<number> {
    return (await this.pool.query(sql, args)).rowCount ?? 0;
  }

  async createTable(row: Omit<TableRow, 'version'>): Promise<void> {
    await this.run(
      `INSERT INTO tables (id, owner, game, options, seed, commitment, created_at, updated_at, status, summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row.id,
        row.owner,
        row.game,
        row.options,
        row.seed,
        row.commitment,
        row.createdAt,
        row.updatedAt,
        row.status,
        row.summary,
      ],
    );
  }

  /**
   * One statement, whatever the batch's size: the entries and the rows' new summaries, written together (a
   * statement is atomic) in one round trip; a taken entry number aborts all of it.
   */
  appendBatch(entries: readonly Append[]): Promise<void> {
    const done = this.writing.then(() => this.append(entries));
    this.writing = done.catch(() => {});
    return done;
  }

  private async append(entries: readonly Append[]): Promise<void> {
    const updates = entries.filter((e) => e.update !== null);
    const writer = await this.writerClient();
    try {
      // A named statement: parsed once per connection, then only bound and run.
      await writer.query({
        name: 'append',
        text: `WITH entries AS (
           INSERT INTO log (table_id, n, kind, seat, move, at, stand_in)
           SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::bigint[], $11::boolean[])
         )
         UPDATE tables SET updated_at = u.at, status = u.status, summary = u.summary
         FROM unnest($7::text[], $8::bigint[], $9::text[], $10::text[]) AS u (id, at, status, summary)
         WHERE tables.id = u.id`,
        values: [
          entries.map((e) => e.id),
          entries.map((e) => e.n),
          entries.map((e) => e.entry.kind),
          entries.map((e) => e.entry.seat),
          entries.map((e) => e.entry.move),
          entries.map((e) => e.entry.at),
          updates.map((e) => e.id),
          updates.map((e) => e.entry.at),
          updates.map((e) => e.update!.status),
          updates.map((e) => e.update!.summary),
          entries.map((e) => (e.entry.standIn === true ? true : null)),
        ],
      });
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new LogConflict(e);
      // The connection died under the statement (PostgreSQL restarted): the next append takes a new one.
      if (isUnavailable(e)) this.dropWriter(writer);
      throw e;
    }
  }

  /** Lets the writer's connection go (broken), so that the next append connects again. */
  private dropWriter(client: pg.PoolClient): void {
    if (this.writerConnection !== client) return;
    this.writerConnection = null;
    this.writer = null;
    try {
      client.release(true);
    } catch {
      // Released already by its error handler.
    }
  }

  /** One round trip to PostgreSQL (the readiness endpoint). */
  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async table(id: string): Promise<TableRow | undefined> {
    return (await this.rows<TableRow>(`SELECT ${COLUMNS} FROM tables WHERE id = $1`, [id]))[0];
  }

  async log(id: string, from = 0): Promise<LogRow[]> {
    const rows = await this.rows<Omit<LogRow, 'standIn'> & { standIn: boolean | null }>(
      'SELECT kind, seat, move, at, stand_in AS "standIn" FROM log WHERE table_id = $1 AND n >= $2 ORDER BY n',
      [id, from],
    );
    return rows.map(logRow);
  }

  async activeIds(): Promise<string[]> {
    return (await this.rows<{ id: string }>(`SELECT id FROM tables WHERE status = 'active'`)).map((r) => r.id);
  }

  async addPlayer(id: string, at: number): Promise<void> {
    await this.run('INSERT INTO players (id, created_at) VALUES ($1, $2)', [id, at]);
  }

  async hasPlayer(id: string): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM players WHERE id = $1', [id])).length > 0;
  }

  async openTables(owner: string, since: number): Promise<number> {
    const [row] = await this.rows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM tables WHERE owner = $1 AND status = 'active' AND GREATEST(updated_at,
         COALESCE((SELECT at FROM log WHERE log.table_id = tables.id ORDER BY n DESC LIMIT 1), 0)) >= $2`,
      [owner, since],
    );
    return row!.n;
  }

  async tablesOf(
    player: string,
    status: 'active' | 'finished' | 'all',
    limit: number,
    offset: number,
  ): Promise<(TableRow & { readonly seat: number })[]> {
    return this.rows(
      `SELECT ${COLUMNS}, s.seat AS seat FROM tables JOIN seats s ON s.table_id = tables.id
       WHERE s.player = $1 AND ($2 = 'all' OR tables.status = $2)
       ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`,
      [player, status, limit, offset],
    );
  }

  async holders(tableId: string): Promise<Map<number, string>> {
    const rows = await this.rows<{ seat: number; player: string }>(
      'SELECT seat, player FROM seats WHERE table_id = $1',
      [tableId],
    );
    return new Map(rows.map((r) => [r.seat, r.player]));
  }

  async addHolder(tableId: string, seat: number, player: string, at: number): Promise<boolean> {
    const n = await this.run(
      'INSERT INTO seats (table_id, seat, player, joined_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [tableId, seat, player, at],
    );
    return n === 1;
  }

  async playerName(player: string): Promise<string | null> {
    const [row] = await this.rows<{ name: string | null }>('SELECT name FROM players WHERE id = $1', [player]);
    return row?.name ?? null;
  }

  async setPlayerName(player: string, name: string | null): Promise<void> {
    await this.run('UPDATE players SET name = $1 WHERE id = $2', [name, player]);
  }

  async analysis(tableId: string, deal: number, seat: number): Promise<AnalysisRow | undefined> {
    const [row] = await this.rows<AnalysisRow>(
      `SELECT table_id AS "tableId", deal, seat, samples, json, created_at AS "createdAt"
       FROM analyses WHERE table_id = $1 AND deal = $2 AND seat = $3`,
      [tableId, deal, seat],
    );
    return row;
  }

  async putAnalysis(row: AnalysisRow): Promise<void> {
    await this.run(
      `INSERT INTO analyses (table_id, deal, seat, samples, json, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [row.tableId, row.deal, row.seat, row.samples, row.json, row.createdAt],
    );
  }

  async analysesOf(player: string): Promise<(AnalysisRow & { readonly game: string })[]> {
    return this.rows(
      `SELECT a.table_id AS "tableId", a.deal, a.seat, a.samples, a.json, a.created_at AS "createdAt", t.game
       FROM analyses a JOIN tables t ON t.id = a.table_id
         JOIN seats s ON s.table_id = a.table_id AND s.seat = a.seat
       WHERE s.player = $1 ORDER BY a.created_at, a.table_id, a.deal`,
      [player],
    );
  }

  async addHint(tableId: string, deal: number, idx: number, seat: number, at: number): Promise<void> {
    await this.run(
      'INSERT INTO hints (table_id, deal, idx, seat, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [tableId, deal, idx, seat, at],
    );
  }

  async hints(tableId: string, deal: number, seat: number): Promise<number[]> {
    const rows = await this.rows<{ idx: number }>(
      'SELECT idx FROM hints WHERE table_id = $1 AND deal = $2 AND seat = $3 ORDER BY idx',
      [tableId, deal, seat],
    );
    return rows.map((r) => r.idx);
  }

  async liveLink(kind: LinkKind, tableId: string): Promise<string | undefined> {
    const [row] = await this.rows<{ token: string }>(
      `SELECT token FROM ${kind} WHERE table_id = $1 AND revoked_at IS NULL ORDER BY created_at LIMIT 1`,
      [tableId],
    );
    return row?.token;
  }

  async addLink(kind: LinkKind, token: string, tableId: string, at: number): Promise<void> {
    await this.run(`INSERT INTO ${kind} (token, table_id, created_at) VALUES ($1, $2, $3)`, [token, tableId, at]);
  }

  async revokeLinks(kind: LinkKind, tableId: string, at: number): Promise<void> {
    await this.run(`UPDATE ${kind} SET revoked_at = $1 WHERE table_id = $2 AND revoked_at IS NULL`, [at, tableId]);
  }

  async linkedTable(kind: LinkKind, token: string): Promise<string | undefined> {
    const [row] = await this.rows<{ table_id: string }>(
      `SELECT table_id FROM ${kind} WHERE token = $1 AND revoked_at IS NULL`,
      [token],
    );
    return row?.table_id;
  }

  /** The record-signing key in the shared database: the first instance to start makes it, all sign with it. */
  signingKeys(): SigningKeyStore {
    return {
      read: async () =>
        (await this.rows<{ pem: string }>(`SELECT pem FROM signing_keys WHERE name = 'records'`))[0]?.pem,
      create: async (pem) =>
        (await this.run(
          `INSERT INTO signing_keys (name, pem, created_at) VALUES ('records', $1, $2) ON CONFLICT DO NOTHING`,
          [pem, Date.now()],
        )) === 1,
    };
  }

  /** For tests: empties every table (the schema stays). */
  async truncateAll(): Promise<void> {
    await this.run('TRUNCATE log, analyses, hints, shares, invites, watches, seats, tables, players, signing_keys');
  }

  async close(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    if (writer) (await writer.catch(() => null))?.release();
    await this.pool.end();
  }
}

/** Runs `body` in one transaction on `client`: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(client: pg.PoolClient, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    await client.query('BEGIN');
    const result = await body(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}
