/**
 * The server's settings, read once from the environment (docs/server.md lists them). Tests build a Config
 * directly instead.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** The directory of the SQLite database (created if missing). */
  readonly dataDir: string;
  /** The built site (vite output); served when it exists. */
  readonly webDir: string;
  /** The default pause before an AI move, from the previous action (a table may choose its own). */
  readonly aiDelayMs: number;
  /** Worker threads for the AI players. */
  readonly aiThreads: number;
  /** pino level: 'info' by default, 'silent' in tests. */
  readonly logLevel: string;
  /** Write requests (POST) allowed per player per minute. */
  readonly writesPerMinute: number;
  /** WebSocket messages allowed per connection per second (with a burst of twice that). */
  readonly wsMessagesPerSecond: number;
  /** SQLite `synchronous`: NORMAL survives a killed process (WAL); FULL also a power cut, at a cost. */
  readonly syncMode: 'NORMAL' | 'FULL';
  /** Unload a table nobody watches after this long without an action (it is reloaded on demand). */
  readonly idleUnloadMs: number;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): false, or the proxies to believe about the client's address and
   * protocol (true: any; else addresses or CIDRs, comma-separated). When set, the player cookie is `Secure`,
   * and HSTS is sent on requests that came over HTTPS (X-Forwarded-Proto).
   */
  readonly trustProxy: boolean | string;
  /** Limits on creating tables (per address, per player, open tables); null lifts them, for load runs. */
  readonly tableLimits: TableLimits | null;
  /** Worlds sampled per decision by the review's analysis and the hints (docs/review.md: 48). */
  readonly analysisSamples: number;
  /**
   * Analyse each deal for its holder as it ends (CARDAVIA_ANALYSE_DEALS, on by default); off, a deal is
   * analysed when its review is asked for. Off in tests that play fast and many deals, and for load runs.
   */
  readonly analyseDeals: boolean;
  /**
   * DATABASE_URL: a PostgreSQL shared by every instance (docs/deploy.md) instead of the embedded SQLite file;
   * null (unset) for the embedded mode.
   */
  readonly databaseUrl: string | null;
  /** REDIS_URL: the bus of several instances on one DATABASE_URL (live updates, presence, claims, limits). */
  readonly redisUrl: string | null;
  /** Connections to PostgreSQL per instance (CARDAVIA_PG_POOL). */
  readonly pgPoolSize: number;
  /**
   * How long a group commit waits for more entries (CARDAVIA_COMMIT_GATHER_MS, commits.ts); null: the store's
   * default (none for the embedded file, `PG_GATHER_MS` on PostgreSQL).
   */
  readonly commitGatherMs: number | null;
}

/** How many tables may be made, so that one address or one player cannot fill the database. */
export interface TableLimits {
  /** New tables per address in a window (several players may share an address). */
  readonly perAddress: number;
  /** New identities (player cookies) issued per address in a window: a client that drops its cookie. */
  readonly playersPerAddress: number;
  /** New tables per player in a window. */
  readonly perPlayer: number;
  /** The window of the two counts above. */
  readonly windowMs: number;
  /** A player's open tables; finished and abandoned ones do not count. */
  readonly openTables: number;
  /** An unfinished table nobody acted on for this long is abandoned. */
  readonly abandonedAfterMs: number;
}

export const TABLE_LIMITS: TableLimits = {
  perAddress: 100,
  playersPerAddress: 100,
  perPlayer: 30,
  windowMs: 10 * 60_000,
  openTables: 20,
  abandonedAfterMs: 2 * 24 * 3600_000,
};

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, not "${text}"`);
  return value;
}

/** TRUST_PROXY: unset, empty or 'false' is off; 'true' believes any proxy; else its addresses or CIDRs. */
function trustProxy(text: string | undefined): boolean | string {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = (env[name] ?? '').toLowerCase();
  if (value === '') return fallback;
  if (value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off`);
  return value === 'on';
}

function tableLimits(text: string | undefined): TableLimits | null {
  const value = (text ?? 'on').toLowerCase();
  if (value !== 'on' && value !== 'off') throw new Error('CARDAVIA_TABLE_LIMITS must be on or off');
  return value === 'on' ? TABLE_LIMITS : null;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const sync = (env.CARDAVIA_SYNC ?? 'normal').toUpperCase();
  if (sync !== 'NORMAL' && sync !== 'FULL') throw new Error('CARDAVIA_SYNC must be normal or full');
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.CARDAVIA_DATA ?? 'data',
    webDir: env.CARDAVIA_WEB ?? fileURLToPath(new URL('../web', import.meta.url)),
    aiDelayMs: int(env, 'CARDAVIA_AI_DELAY_MS', 600),
    aiThreads: int(env, 'CARDAVIA_AI_THREADS', Math.max(1, availableParallelism()), 1),
    logLevel: env.LOG_LEVEL ?? 'info',
    writesPerMinute: int(env, 'CARDAVIA_WRITES_PER_MINUTE', 600, 1),
    wsMessagesPerSecond: int(env, 'CARDAVIA_WS_PER_SECOND', 20, 1),
    syncMode: sync,
    idleUnloadMs: int(env, 'CARDAVIA_IDLE_UNLOAD_MS', 15 * 60_000, 1000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    tableLimits: tableLimits(env.CARDAVIA_TABLE_LIMITS),
    analysisSamples: int(env, 'CARDAVIA_ANALYSIS_SAMPLES', 48, 1),
    analyseDeals: onOff(env, 'CARDAVIA_ANALYSE_DEALS', true),
    ...scaleOut(env),
    pgPoolSize: int(env, 'CARDAVIA_PG_POOL', 10, 1),
    commitGatherMs: env.CARDAVIA_COMMIT_GATHER_MS ? int(env, 'CARDAVIA_COMMIT_GATHER_MS', 0) : null,
  };
}

/** Redis links instances that share one database: without DATABASE_URL it has nothing to share. */
function scaleOut(env: NodeJS.ProcessEnv): { databaseUrl: string | null; redisUrl: string | null } {
  const databaseUrl = env.DATABASE_URL || null;
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl !== null && databaseUrl === null) {
    throw new Error('REDIS_URL links instances that share a DATABASE_URL: set DATABASE_URL too');
  }
  return { databaseUrl, redisUrl };
}
