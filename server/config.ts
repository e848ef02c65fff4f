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
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, not "${text}"`);
  return value;
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
  };
}
