/**
 * The Cardavia server as a Fastify instance: security headers, identity, rate limits, the REST API, the
 * live WebSocket, the static site, and one error shape for all of them. `main.ts` starts it; tests build
 * it with their own Config (and may pass their own AI runner).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { AiPool, type AiRunner } from './ai-pool.js';
import type { Config } from './config.js';
import { registerIdentity } from './identity.js';
import { registerLive } from './live.js';
import { ApiError } from './protocol.js';
import { registerRoutes } from './routes.js';
import { registerSite } from './site.js';
import { Store } from './store.js';
import { Tables } from './tables.js';

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
  return new ApiError('INTERNAL', 'internal error');
}

export async function buildServer(config: Config, ai: AiRunner = new AiPool(config.aiThreads)): Promise<Server> {
  const app = Fastify({
    loggerInstance: pino({ level: config.logLevel }) as FastifyBaseLogger,
    bodyLimit: 16 * 1024,
  });
  const store = new Store(config.dataDir, config.syncMode);
  const tables = new Tables(store, ai, { aiDelayMs: config.aiDelayMs, idleUnloadMs: config.idleUnloadMs }, app.log);

  // JSON only: a text/plain POST is what a cross-site form can send, so it is refused outright (415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const e = apiError(error);
    if (e.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(e.status).send(e.toJSON());
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 8 * 1024 } });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
  await app.register(fastifyCookie);
  registerIdentity(app);
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    // A player with a cookie is limited as that player; one without (a new token each time) by address.
    keyGenerator: (request) => (request.newPlayer ? `ip:${request.ip}` : request.player),
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', `too many requests: retry in ${context.after}`),
  });

  registerRoutes(app, { tables, writesPerMinute: config.writesPerMinute, aiDelayMs: config.aiDelayMs });
  registerLive(app, tables, config.wsMessagesPerSecond);
  const site = await registerSite(app, config.webDir);

  app.addHook('onClose', async () => {
    tables.close();
    await ai.close();
    await store.close();
  });

  const loaded = tables.start();
  app.log.info({ tables: loaded, site }, 'tables rebuilt from the log');
  return { app, tables, site };
}
