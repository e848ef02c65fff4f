/**
 * The Cardavia server as a Fastify instance: security headers, identity, rate limits, the REST API, the
 * live WebSocket, the static site, and one error shape for all of them. `main.ts` starts it; tests build
 * it with their own Config (and may pass their own AI runner).
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import helmet from 'helmet';
import { pino } from 'pino';
import { AiPool, type AiRunner } from './ai-pool.js';
import type { Config } from './config.js';
import { registerIdentity } from './identity.js';
import { registerLive } from './live.js';
import { RETRY_AFTER_S, isUnavailable, unavailable } from './outage.js';
import { ApiError } from './protocol.js';
import { registerRoutes } from './routes.js';
import { challengeResults } from './ratings/challenge.js';
import { Ratings } from './ratings/ratings.js';
import { registerRatings } from './ratings/routes.js';
import { type Bus, LocalBus } from './bus.js';
import { type Gathering, NO_GATHERING, PG_GATHER_MS } from './commits.js';
import { PgStore } from './pg-store.js';
import { RedisBus } from './redis-bus.js';
import { type SigningKeyStore, fileKeyStore, registerRecordSigning } from './signing.js';
import { isApi, registerSite } from './site.js';
import { SqliteStore, type Store } from './store.js';
import { Tables } from './tables.js';
import { games } from '../ai/registry.js';

/** The site is built to pass exactly this policy (connect-src 'self' covers same-origin ws: too). */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The security headers (helmet's, with the policy above). X-Frame-Options says what `frame-ancestors 'none'`
 * says (DENY). HSTS is not helmet's to send: it goes only on requests that came over TLS (below).
 */
const HELMET = {
  contentSecurityPolicy: { useDefaults: false as const, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' as const },
  hsts: false,
};

/** HSTS for a year, on answers to requests that came over HTTPS (directly, or through a trusted proxy). */
export const HSTS = 'max-age=31536000';

/**
 * Helmet itself (the version @fastify/helmet uses, a direct dependency so that it is pinned), for the answers Fastify makes before any hook runs (a malformed
 * URL, a route parameter over `maxParamLength`): they must carry the same headers as every other answer.
 */
const securityHeaders = helmet(HELMET);

/** Every API answer is the client's own (identity, hands): never kept by a shared cache. */
const API_CACHE = 'no-store';

/**
 * Fastify's answers to a request it cannot route (a malformed URL, a route parameter too long): in the
 * API's error shape, with the security headers, like every other error.
 */
function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  securityHeaders(request.raw, reply.raw, () => {});
  const e =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError('URI_TOO_LONG', 'a part of the path is too long')
      : error.code === 'FST_ERR_BAD_URL'
        ? new ApiError('BAD_REQUEST', 'the path is not a valid URL')
        : new ApiError('INTERNAL', 'internal error');
  if (e.status >= 500) request.log.error({ err: error }, 'request failed');
  if (isApi(request.url)) reply.header('cache-control', API_CACHE);
  void reply.code(e.status).send(e.toJSON());
}

export interface Server {
  readonly app: FastifyInstance;
  readonly tables: Tables;
  /** Whether dist/web was found and is served. */
  readonly site: boolean;
}

/** Maps Fastify's own errors (bad JSON, wrong content type, rate limit…) to the API's error shape. */
function apiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('BAD_JSON', 'the body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'send application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('BODY_TOO_LARGE', 'the body is too large');
  }
  if (error.statusCode === 429) return new ApiError('RATE_LIMITED', error.message);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('BAD_REQUEST', error.message);
  }
  if (isUnavailable(error)) return unavailable();
  return new ApiError('INTERNAL', 'internal error');
}

/**
 * Sends an error answer: a dependency that is down says when to retry (503 with `Retry-After`) and is a
 * warning in the log; any other 5xx is the server's error, logged with its stack.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, e: ApiError): FastifyReply {
  if (e.code === 'UNAVAILABLE') {
    reply.header('retry-after', String(RETRY_AFTER_S));
    request.log.warn({ err: error, url: request.url }, 'a dependency is unavailable');
  } else if (e.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(e.status).send(e.toJSON());
}

/**
 * Where the tables live: the embedded SQLite file and memory by default; a shared PostgreSQL (DATABASE_URL),
 * with Redis between instances (REDIS_URL), for several (docs/deploy.md).
 */
async function storage(
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ store: Store; bus: Bus; keys: SigningKeyStore }> {
  if (config.databaseUrl === null) {
    return {
      store: new SqliteStore(config.dataDir, config.syncMode),
      bus: new LocalBus(),
      keys: fileKeyStore(config.dataDir),
    };
  }
  const store = await PgStore.open(config.databaseUrl, config.pgPoolSize);
  try {
    const bus = config.redisUrl === null ? new LocalBus() : await RedisBus.open(config.redisUrl, log);
    return { store, bus, keys: store.signingKeys() };
  } catch (e) {
    await store.close();
    throw e;
  }
}

/**
 * How the group commit gathers entries (commits.ts): on PostgreSQL for `PG_GATHER_MS` (or
 * CARDAVIA_COMMIT_GATHER_MS), since each commit there is a round trip's system calls on the instance; the
 * embedded file commits at once.
 */
function gathering(config: Config): Gathering {
  const gatherMs = config.commitGatherMs ?? (config.databaseUrl === null ? 0 : PG_GATHER_MS);
  return { ...NO_GATHERING, gatherMs };
}

export async function buildServer(config: Config, ai: AiRunner = new AiPool(config.aiThreads)): Promise<Server> {
  const app = Fastify({
    loggerInstance: pino({ level: config.logLevel }) as FastifyBaseLogger,
    bodyLimit: 16 * 1024,
    // Behind a TLS proxy (TRUST_PROXY): the client's address and protocol come from X-Forwarded-*.
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
  });
  const { store, bus, keys } = await storage(config, app.log);
  const tables = new Tables(
    store,
    bus,
    ai,
    {
      aiDelayMs: config.aiDelayMs,
      idleUnloadMs: config.idleUnloadMs,
      analysisSamples: config.analysisSamples,
      analyseDeals: config.analyseDeals,
      loadAtStart: config.redisUrl === null,
      gathering: gathering(config),
    },
    app.log,
  );

  // JSON only: a text/plain POST is what a cross-site form can send, so it is refused outright (415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) =>
    sendError(request, reply, error, apiError(error)),
  );

  await app.register(fastifyWebsocket, {
    options: { maxPayload: 8 * 1024 },
    // A client's fault on its connection (a message over the limit, a broken frame, a line dropped) is no
    // error of the server's: one line without a stack. Anything else is.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')) {
        request.log.info({ code, reason: error.message }, 'a live connection was closed for its client’s fault');
      } else request.log.error({ err: error }, 'live connection failed');
      socket.terminate();
    },
  });
  await app.register(fastifyHelmet, HELMET);
  app.addHook('onRequest', async (request, reply) => {
    // Only over TLS: over plain HTTP a browser ignores it, and an HTTP-only deployment must never pin HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApi(request.url)) reply.header('cache-control', API_CACHE);
  });
  await app.register(fastifyCookie);
  registerIdentity(app, { store, secureCookie: config.trustProxy !== false });
  await app.register(fastifyRateLimit, {
    global: false,
    // With several instances, a player's count is one whichever instance he reaches.
    ...(bus instanceof RedisBus ? { redis: bus.client, nameSpace: 'cardavia:rate:' } : {}),
    hook: 'preHandler',
    // Redis down: requests are let through rather than refused, the limits resume with it (docs/deploy.md).
    skipOnError: true,
    // A player with a cookie is limited as that player; one without (a new token each time) by address.
    keyGenerator: (request) => (request.player === '' ? `ip:${request.ip}` : request.player),
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', `too many requests: retry in ${context.after}`),
  });

  // The API's larger JSON (the catalogue, states, records) is compressed as it is sent; the site's files
  // were compressed at build time (server/site.ts), so only routes under /api get this (set before the
  // plugin sees them). Request bodies are never inflated: 16 KiB of JSON as sent is the limit.
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });

  registerRoutes(app, {
    tables,
    store,
    bus,
    writesPerMinute: config.writesPerMinute,
    aiDelayMs: config.aiDelayMs,
    tableLimits: config.tableLimits,
  });
  const ratings = new Ratings(
    store.ratings,
    games.map((g) => g.id),
    app.log,
  );
  ratings.challenge = challengeResults(store.challenges);
  tables.sessionEnded = (game, holders) =>
    void ratings.sessionEnded(game, holders).catch((e: unknown) => app.log.error({ err: e }, 'cannot rate a session'));
  registerRatings(app, ratings);
  registerLive(app, tables, config.wsMessagesPerSecond);
  await registerRecordSigning(app, tables, keys);
  const site = await registerSite(app, config.webDir);

  app.addHook('onClose', async () => {
    tables.close();
    await ai.close();
    await bus.close();
    await store.close();
  });

  const loaded = await tables.start();
  app.log.info({ tables: loaded, site }, 'tables rebuilt from the log');
  return { app, tables, site };
}
