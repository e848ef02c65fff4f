/**
 * The embedded database (better-sqlite3, WAL): one row per table, and each table's append-only action log.
 * A table's state is the replay of its seed and log, so the log is the only thing that must never be lost:
 * an entry is committed before anyone is told of it.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { gameModule } from '../ai/registry.js';
import type { Notation } from '../engine/cards.js';
import { deckById } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { formatAction } from '../engine/record.js';
import { type ChallengeStore, SqliteChallengeStore } from './challenge/store.js';
import { type RatingsStore, SqliteRatings } from './ratings/store.js';

/**
 * One accepted entry of a table's log. `move` is the move's string form for `act` (`play:EA`, `bid:rufer-E`,
 * `close`, … in the table's notation: engine/moves.ts), else null. Never the engine's action number: it
 * depends on the order of the game's bids, which may change; the string form does not.
 */
export interface LogRow {
  readonly kind: 'act' | 'start' | 'continue' | 'end';
  readonly seat: number;
  readonly move: string | null;
  readonly at: number;
  /** The AI made this move for the person who holds the seat (issue 30): present, and true, only then. */
  readonly standIn?: boolean;
}

export interface TableRow {
  readonly id: string;
  readonly owner: string;
  readonly game: string;
  /** The table's options as JSON (see tables.ts TableOptions). */
  readonly options: string;
  readonly seed: string;
  readonly commitment: string;
  readonly createdAt: number;
  /** The time of the last change of the summary (a deal's end, the next deal, the end), or creation. */
  readonly updatedAt: number;
  readonly status: 'active' | 'finished';
  /** The log's length (counted, in listings). */
  readonly version: number;
  /** Public progress (totals, deals played, result) as JSON, for listings without a replay. */
  readonly summary: string;
}

/** One entry to append: entry number `n` of table `id`, and the row's new summary if it changed. */
export interface Append {
  readonly id: string;
  readonly n: number;
  readonly entry: LogRow;
  readonly update: RowUpdate | null;
}

/** What changes on the table's row with an appended entry. */
export interface RowUpdate {
  readonly status: 'active' | 'finished';
  readonly summary: string;
}

/**
 * 1: the first schema; the log kept the engine's action numbers. 2: the log keeps each move's string form
 * (`move TEXT`), filled from the numbers by the migration. 3: `players`, the identities the server issued
 * (a cookie is a player only if its hash is there); the migration registers every table's owner.
 * 4: `analyses` (a deal's analysis for one seat, computed once), `hints` (the decisions a hint was asked for)
 * and `shares` (replay links); the migration creates them empty. 5 (issue 16): `seats` (who holds each person's
 * seat of a table: its creator, and friends who came through an invite), `invites` (invite links), `watches`
 * (spectator links) and `players.name` (display names); the migration seats every table's creator.
 * 6 (issue 30): `log.stand_in`, 1 where the AI made a move for a person who was away or out of time (NULL
 * otherwise, as for every entry stored before).
 */
const SCHEMA_VERSION = 6;

/** The schema of a new database (version 6). */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_by_owner ON tables (owner, updated_at DESC);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status);
CREATE TABLE IF NOT EXISTS log (
  table_id TEXT NOT NULL REFERENCES tables (id),
  n INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT,
  at INTEGER NOT NULL,
  stand_in INTEGER,
  PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS players (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  name TEXT
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS analyses (
  table_id TEXT NOT NULL REFERENCES tables (id),
  deal INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (table_id, deal, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hints (
  table_id TEXT NOT NULL REFERENCES tables (id),
  deal INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, deal, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS shares (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS shares_by_table ON shares (table_id);
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL REFERENCES tables (id),
  seat INTEGER NOT NULL,
  player TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat),
  UNIQUE (table_id, player)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seats_by_player ON seats (player);
CREATE TABLE IF NOT EXISTS invites (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS invites_by_table ON invites (table_id);
CREATE TABLE IF NOT EXISTS watches (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS watches_by_table ON watches (table_id);
`;

/** The tables of a table's links: replay (`shares`), invite (`invites`) and spectator (`watches`) links. */
export type LinkKind = 'shares' | 'invites' | 'watches';

/** A deal's stored analysis for one seat. */
export interface AnalysisRow {
  readonly tableId: string;
  readonly deal: number;
  readonly seat: number;
  readonly samples: number;
  readonly json: string;
  readonly createdAt: number;
}

const COLUMNS = `id, owner, game, options, seed, commitment, created_at AS createdAt, updated_at AS updatedAt,
  status, summary, (SELECT COUNT(*) FROM log WHERE log.table_id = tables.id) AS version`;

/**
 * Checkpoints (copying the WAL back into the database file, with an fsync) run in a worker thread on its
 * own connection, so the event loop never stalls on them; PASSIVE checkpoints never block the writer.
 */
const CHECKPOINTER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: the next round will do it */ }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Where the tables live: the embedded SQLite file (`SqliteStore`, the default) or a shared PostgreSQL
 * (`PgStore`, pg-store.ts, for several instances). Every method is asynchronous for the second; the first
 * answers at once.
 */
export interface Store {
  createTable(row: Omit<TableRow, 'version'>): Promise<void>;
  /**
   * Appends log entries (entry `n` of a table is its version before it), with each row's new summary when it
   * changed, all in one transaction: all are stored or none. The log's key (table, n) refuses a second entry
   * `n`, so that a lost race (another instance, or a stale memory) cannot fork a log: that throws LogConflict.
   */
  appendBatch(entries: readonly Append[]): Promise<void>;
  table(id: string): Promise<TableRow | undefined>;
  /** The table's log from entry `from` on. */
  log(id: string, from?: number): Promise<LogRow[]>;
  activeIds(): Promise<string[]>;
  /** Registers an identity the server issued (the SHA-256 of its token). */
  addPlayer(id: string, at: number): Promise<void>;
  /** Whether the server issued this identity. */
  hasPlayer(id: string): Promise<boolean>;
  /** A player's unfinished tables that someone acted on at `since` or later (older ones are abandoned). */
  openTables(owner: string, since: number): Promise<number>;
  /** The tables where a player holds a seat (his own and his friends'), most recently played first; his seat. */
  tablesOf(
    player: string,
    status: 'active' | 'finished' | 'all',
    limit: number,
    offset: number,
  ): Promise<(TableRow & { readonly seat: number })[]>;
  /** Who holds each person's seat of a table: seat number → player id. */
  holders(tableId: string): Promise<Map<number, string>>;
  /** Seats a player; false when the seat is taken or he holds another seat of the table (the keys decide). */
  addHolder(tableId: string, seat: number, player: string, at: number): Promise<boolean>;
  /** A player's display name, or null. */
  playerName(player: string): Promise<string | null>;
  setPlayerName(player: string, name: string | null): Promise<void>;
  /** A deal's analysis for a seat, once computed. */
  analysis(tableId: string, deal: number, seat: number): Promise<AnalysisRow | undefined>;
  /** Stores a deal's analysis; a second one for the same deal and seat is ignored (computed once). */
  putAnalysis(row: AnalysisRow): Promise<void>;
  /** Every stored analysis of the seats a player held, oldest first (the skill trend). */
  analysesOf(player: string): Promise<(AnalysisRow & { readonly game: string })[]>;
  /** Records that the seat asked for a hint at action `idx` of the deal (once per decision). */
  addHint(tableId: string, deal: number, idx: number, seat: number, at: number): Promise<void>;
  /** The action indices of a deal where the seat asked for a hint. */
  hints(tableId: string, deal: number, seat: number): Promise<number[]>;
  /** The table's live token of a link (a replay link in `shares`, an invite in `invites`), or undefined. */
  liveLink(kind: LinkKind, tableId: string): Promise<string | undefined>;
  addLink(kind: LinkKind, token: string, tableId: string, at: number): Promise<void>;
  /** Revokes every live token of the table's links of this kind. */
  revokeLinks(kind: LinkKind, tableId: string, at: number): Promise<void>;
  /** The table a live token opens, or undefined (unknown or revoked). */
  linkedTable(kind: LinkKind, token: string): Promise<string | undefined>;
  /** The daily challenge's attempts and results (server/challenge/store.ts). */
  readonly challenges: ChallengeStore;
  /** The ratings' standings, games and history (server/ratings/store.ts). */
  readonly ratings: RatingsStore;
  /** Resolves when the database answers, rejects when it cannot be reached (the readiness endpoint). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An entry `n` that the log holds already: another writer was first, and nothing of the batch was stored. */
export class LogConflict extends Error {
  constructor(cause: unknown) {
    super('the log already holds that entry', { cause });
  }
}

/** The embedded database (the default): a SQLite file in the data directory. */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private checkpointer: Worker | null = null;
  private readonly insertTable: Database.Statement;
  private readonly insertLog: Database.Statement;
  private readonly updateTable: Database.Statement;
  private readonly selectTable: Database.Statement;
  private readonly selectLog: Database.Statement;
  private readonly selectActive: Database.Statement;
  private readonly insertPlayer: Database.Statement;
  private readonly selectPlayer: Database.Statement;
  private readonly countOpen: Database.Statement;
  private readonly appendTx: (entries: readonly Append[]) => void;
  readonly challenges: ChallengeStore;
  readonly ratings: RatingsStore;

  constructor(dataDir: string, syncMode: 'NORMAL' | 'FULL' = 'NORMAL', checkpointEveryMs = 1000) {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'cardavia.sqlite');
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${syncMode}`);
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
    this.challenges = new SqliteChallengeStore(this.db);
    this.ratings = new SqliteRatings(this.db);
    if (checkpointEveryMs > 0) this.startCheckpointer(file, checkpointEveryMs);
    this.insertTable = this.db.prepare(
      `INSERT INTO tables (id, owner, game, options, seed, commitment, created_at, updated_at, status, summary)
       VALUES (@id, @owner, @game, @options, @seed, @commitment, @createdAt, @updatedAt, @status, @summary)`,
    );
    this.insertLog = this.db.prepare(
      'INSERT INTO log (table_id, n, kind, seat, move, at, stand_in) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.updateTable = this.db.prepare('UPDATE tables SET updated_at = ?, status = ?, summary = ? WHERE id = ?');
    this.selectTable = this.db.prepare(`SELECT ${COLUMNS} FROM tables WHERE id = ?`);
    this.selectLog = this.db.prepare(
      'SELECT kind, seat, move, at, stand_in AS standIn FROM log WHERE table_id = ? AND n >= ? ORDER BY n',
    );
    this.selectActive = this.db.prepare(`SELECT id FROM tables WHERE status = 'active'`);
    this.insertPlayer = this.db.prepare('INSERT INTO players (id, created_at) VALUES (?, ?)');
    this.selectPlayer = this.db.prepare('SELECT 1 FROM players WHERE id = ?').pluck();
    // The last touch of a table is its last log entry (any seat's), or its row's last change.
    this.countOpen = this.db
      .prepare(
        `SELECT COUNT(*) FROM tables WHERE owner = ? AND status = 'active' AND MAX(updated_at,
           COALESCE((SELECT at FROM log WHERE log.table_id = tables.id ORDER BY n DESC LIMIT 1), 0)) >= ?`,
      )
      .pluck();
    this.appendTx = this.db.transaction((entries: readonly Append[]) => {
      for (const { id, n, entry, update } of entries) {
        this.insertLog.run(id, n, entry.kind, entry.seat, entry.move, entry.at, entry.standIn === true ? 1 : null);
        if (update) this.updateTable.run(entry.at, update.status, update.summary, id);
      }
    });
  }

  private startCheckpointer(file: string, everyMs: number): void {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { module, file, everyMs } });
    worker.unref();
    this.db.pragma('wal_autocheckpoint = 0');
    // Should the thread fail, the connection checkpoints by itself again, as SQLite does by default.
    const fallback = () => {
      if (this.checkpointer === worker && this.db.open) this.db.pragma('wal_autocheckpoint = 1000');
      this.checkpointer = null;
    };
    worker.once('error', fallback);
    worker.once('exit', fallback);
    this.checkpointer = worker;
  }

  /**
   * Creates or upgrades the schema, all in one transaction: an upgrade is whole or not at all. `user_version`
   * numbers the schema; what to upgrade is read from the columns present, so a database of any earlier
   * version (development ones of version 0 too) comes out as the current one.
   */
  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    this.db.transaction(() => {
      this.db.exec(SCHEMA);
      // Version 0 kept a per-row version; the log's length is the version now.
      if (this.hasColumn('tables', 'version')) this.db.exec('ALTER TABLE tables DROP COLUMN version');
      // Version 1 kept action numbers; version 2 their string form.
      if (this.hasColumn('log', 'action')) this.movesToText();
      // Version 3 keeps the identities it issued: every owner of a table had one, and keeps it.
      this.db.exec(
        'INSERT OR IGNORE INTO players (id, created_at) SELECT owner, MIN(created_at) FROM tables GROUP BY owner',
      );
      // Version 5: display names, and every table's creator holds its 'human' seat.
      if (!this.hasColumn('players', 'name')) this.db.exec('ALTER TABLE players ADD COLUMN name TEXT');
      // Version 6: which moves the AI made for a person; none before.
      if (!this.hasColumn('log', 'stand_in')) this.db.exec('ALTER TABLE log ADD COLUMN stand_in INTEGER');
      this.db.exec(
        `INSERT OR IGNORE INTO seats (table_id, seat, player, joined_at)
         SELECT t.id, j.key, t.owner, t.created_at FROM tables t, json_each(t.options, '$.seats') j
         WHERE j.value = 'human'`,
      );
      this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }

  private hasColumn(table: string, column: string): boolean {
    const columns = this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    return columns.some((c) => c.name === column);
  }

  /** Version 1 → 2: each stored action number becomes its move's string form, with the table's game and deck. */
  private movesToText(): void {
    this.db.exec('ALTER TABLE log ADD COLUMN move TEXT');
    const rows = this.db
      .prepare(
        `SELECT log.table_id AS id, log.n AS n, log.action AS action, tables.game AS game, tables.options AS options
         FROM log JOIN tables ON tables.id = log.table_id WHERE log.kind = 'act'`,
      )
      .all() as { id: string; n: number; action: number | null; game: string; options: string }[];
    const update = this.db.prepare('UPDATE log SET move = ? WHERE table_id = ? AND n = ?');
    const tables = new Map<string, { game: AnyGame; notation: Notation } | null>();
    for (const row of rows) {
      if (!tables.has(row.id)) tables.set(row.id, gameAndNotation(row.game, row.options));
      const table = tables.get(row.id)!;
      // A table whose game or deck this process does not know keeps its number, unreadable as a move: loading
      // that table fails with a logged error, and the number is still there should the game come back.
      const move =
        table && row.action !== null ? formatAction(table.game, table.notation, row.action) : `?${row.action}`;
      update.run(move, row.id, row.n);
    }
    this.db.exec('ALTER TABLE log DROP COLUMN action');
  }

  async createTable(row: Omit<TableRow, 'version'>): Promise<void> {
    this.insertTable.run(row);
  }

  async appendBatch(entries: readonly Append[]): Promise<void> {
    try {
      this.appendTx(entries);
    } catch (e) {
      throw (e as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ? new LogConflict(e) : e;
    }
  }

  async table(id: string): Promise<TableRow | undefined> {
    return this.selectTable.get(id) as TableRow | undefined;
  }

  async log(id: string, from = 0): Promise<LogRow[]> {
    return (this.selectLog.all(id, from) as (LogRow & { standIn: number | null })[]).map(logRow);
  }

  async activeIds(): Promise<string[]> {
    return (this.selectActive.all() as { id: string }[]).map((r) => r.id);
  }

  async addPlayer(id: string, at: number): Promise<void> {
    this.insertPlayer.run(id, at);
  }

  async hasPlayer(id: string): Promise<boolean> {
    return this.selectPlayer.get(id) !== undefined;
  }

  async openTables(owner: string, since: number): Promise<number> {
    return this.countOpen.get(owner, since) as number;
  }

  async tablesOf(
    player: string,
    status: 'active' | 'finished' | 'all',
    limit: number,
    offset: number,
  ): Promise<(TableRow & { readonly seat: number })[]> {
    const where = status === 'all' ? 's.player = ?' : 's.player = ? AND tables.status = ?';
    const args: unknown[] = status === 'all' ? [player] : [player, status];
    return this.db
      .prepare(
        `SELECT ${COLUMNS}, s.seat AS seat FROM tables JOIN seats s ON s.table_id = tables.id
         WHERE ${where} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, offset) as (TableRow & { seat: number })[];
  }

  async holders(tableId: string): Promise<Map<number, string>> {
    const rows = this.db.prepare('SELECT seat, player FROM seats WHERE table_id = ?').all(tableId) as {
      seat: number;
      player: string;
    }[];
    return new Map(rows.map((r) => [r.seat, r.player]));
  }

  async addHolder(tableId: string, seat: number, player: string, at: number): Promise<boolean> {
    const r = this.db
      .prepare('INSERT OR IGNORE INTO seats (table_id, seat, player, joined_at) VALUES (?, ?, ?, ?)')
      .run(tableId, seat, player, at);
    return r.changes === 1;
  }

  async playerName(player: string): Promise<string | null> {
    return (this.db.prepare('SELECT name FROM players WHERE id = ?').pluck().get(player) as string | null) ?? null;
  }

  async setPlayerName(player: string, name: string | null): Promise<void> {
    this.db.prepare('UPDATE players SET name = ? WHERE id = ?').run(name, player);
  }

  async analysis(tableId: string, deal: number, seat: number): Promise<AnalysisRow | undefined> {
    return this.db
      .prepare(
        `SELECT table_id AS tableId, deal, seat, samples, json, created_at AS createdAt
         FROM analyses WHERE table_id = ? AND deal = ? AND seat = ?`,
      )
      .get(tableId, deal, seat) as AnalysisRow | undefined;
  }

  async putAnalysis(row: AnalysisRow): Promise<void> {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO analyses (table_id, deal, seat, samples, json, created_at)
         VALUES (@tableId, @deal, @seat, @samples, @json, @createdAt)`,
      )
      .run(row);
  }

  async analysesOf(player: string): Promise<(AnalysisRow & { readonly game: string })[]> {
    return this.db
      .prepare(
        `SELECT a.table_id AS tableId, a.deal, a.seat, a.samples, a.json, a.created_at AS createdAt, t.game
         FROM analyses a JOIN tables t ON t.id = a.table_id
           JOIN seats s ON s.table_id = a.table_id AND s.seat = a.seat
         WHERE s.player = ? ORDER BY a.created_at, a.table_id, a.deal`,
      )
      .all(player) as (AnalysisRow & { game: string })[];
  }

  async addHint(tableId: string, deal: number, idx: number, seat: number, at: number): Promise<void> {
    this.db
      .prepare('INSERT OR IGNORE INTO hints (table_id, deal, idx, seat, at) VALUES (?, ?, ?, ?, ?)')
      .run(tableId, deal, idx, seat, at);
  }

  async hints(tableId: string, deal: number, seat: number): Promise<number[]> {
    return this.db
      .prepare('SELECT idx FROM hints WHERE table_id = ? AND deal = ? AND seat = ? ORDER BY idx')
      .pluck()
      .all(tableId, deal, seat) as number[];
  }

  async liveLink(kind: LinkKind, tableId: string): Promise<string | undefined> {
    return this.db
      .prepare(`SELECT token FROM ${kind} WHERE table_id = ? AND revoked_at IS NULL ORDER BY created_at LIMIT 1`)
      .pluck()
      .get(tableId) as string | undefined;
  }

  async addLink(kind: LinkKind, token: string, tableId: string, at: number): Promise<void> {
    this.db.prepare(`INSERT INTO ${kind} (token, table_id, created_at) VALUES (?, ?, ?)`).run(token, tableId, at);
  }

  async revokeLinks(kind: LinkKind, tableId: string, at: number): Promise<void> {
    this.db.prepare(`UPDATE ${kind} SET revoked_at = ? WHERE table_id = ? AND revoked_at IS NULL`).run(at, tableId);
  }

  async linkedTable(kind: LinkKind, token: string): Promise<string | undefined> {
    return this.db.prepare(`SELECT table_id FROM ${kind} WHERE token = ? AND revoked_at IS NULL`).pluck().get(token) as
      string | undefined;
  }

  /** Closes the database; the last connection to close folds the WAL back into the file. */
  /** The file is this process's own: it answers whenever the process does. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    const worker = this.checkpointer;
    this.checkpointer = null;
    if (worker) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    }
    if (this.db.open) this.db.close();
  }
}

/** A log row as the database gave it (`standIn` 1, true or NULL): the stand-in's mark only on its moves. */
export function logRow({ standIn, ...row }: Omit<LogRow, 'standIn'> & { readonly standIn: unknown }): LogRow {
  return standIn === 1 || standIn === true ? { ...row, standIn: true } : row;
}

/** A table's game (from the registry) and its deck's notation, from its row; null when either is unknown. */
function gameAndNotation(gameId: string, optionsJson: string): { game: AnyGame; notation: Notation } | null {
  const game = gameModule(gameId)?.game;
  let deckId: unknown;
  try {
    deckId = (JSON.parse(optionsJson) as { deck?: unknown }).deck;
  } catch {
    return null;
  }
  const deck = typeof deckId === 'string' ? deckById(deckId) : undefined;
  return game && deck ? { game, notation: deck.suitSystem } : null;
}
