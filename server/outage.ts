/**
 * A dependency that is down (docs/deploy.md, "When PostgreSQL or Redis is down"): a request that needs
 * PostgreSQL or Redis while it cannot be reached gets `503 UNAVAILABLE` with `Retry-After`, a documented and
 * retryable answer (nothing was changed), instead of `500 INTERNAL`; it is logged as a warning, not as the
 * server's error. The readiness endpoint (`GET /api/ready`) says the same to a load balancer.
 */
import { ApiError } from './protocol.js';

/** The seconds a client waits before retrying an answer of UNAVAILABLE (the `Retry-After` header). */
export const RETRY_AFTER_S = 2;

/** Node's socket errors: the other end refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03
 * (shutting down, crashed, starting up), 53300 (too many connections).
 */
const PG_STATES = /^(08...|57P0[123]|53300)$/;

/** What the clients say when they lose their server (pg's pool and client, ioredis). */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
];

/** Whether an error says PostgreSQL or Redis cannot be reached now (retrying later may succeed). */
export function isUnavailable(e: unknown): boolean {
  if (e instanceof ApiError) return e.code === 'UNAVAILABLE';
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || PG_STATES.test(code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (MESSAGES.some((m) => e.message.includes(m))) return true;
  // AggregateError (a host with several addresses, all refused) and errors wrapping their cause.
  const inner = (e as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.length > 0 && inner.every(isUnavailable)) return true;
  return e.cause !== undefined && e.cause !== e && isUnavailable(e.cause);
}

/** The answer for a request that needed a dependency that is down. */
export const unavailable = (): ApiError =>
  new ApiError(
    'UNAVAILABLE',
    'the server cannot reach its database or its other instances now: nothing changed, retry in a moment',
    {
      retryAfter: RETRY_AFTER_S,
    },
  );
