/**
 * The REST API under /api (docs/server.md). Every input is parsed by a zod schema of protocol.ts; every
 * error leaves as `{ error: { code, message } }` through the app's error handler.
 */
import type { FastifyInstance } from 'fastify';
import { DECKS, type GameId, packFor } from '../engine/decks.js';
import { GAMES } from '../engine/games.js';
import { SCHNEIDER_RULESETS, SCHNEIDER_VARIANTS } from '../engine/bohemian-schneider/index.js';
import { ActBody, CreateTableBody, GamesQuery, LEVELS, TableIdParams, parse } from './protocol.js';
import { DEFAULT_SESSION_DEALS, type Tables } from './tables.js';

export interface RouteOptions {
  readonly tables: Tables;
  readonly writesPerMinute: number;
  readonly aiDelayMs: number;
}

/** What the site needs to offer a new table: games, their decks, rules, seats and defaults. */
function catalogue(aiDelayMs: number) {
  return {
    games: GAMES.map((g) => {
      const id = g.id as GameId;
      const defaults = g.parseRules(undefined);
      return {
        id,
        seats: g.seats,
        bids: g.bids,
        decks: DECKS.filter((d) => d.games.includes(id) && packFor(d.id, g).ok).map((d) => d.id),
        defaultDeck: g.defaultDeck,
        defaultRules: defaults.ok ? g.rulesToJson(defaults.value) : {},
        rulesets: id === 'bohemian-schneider' ? SCHNEIDER_RULESETS : ['cardavia'],
        variants: id === 'bohemian-schneider' ? SCHNEIDER_VARIANTS : [],
        sessionDeals: id === 'schafkopf' ? { default: DEFAULT_SESSION_DEALS, openEnded: true } : null,
      };
    }),
    levels: LEVELS,
    aiDelayMs,
  };
}

export function registerRoutes(app: FastifyInstance, o: RouteOptions): void {
  const { tables } = o;
  const limited = { rateLimit: { max: o.writesPerMinute, timeWindow: 60_000 } };
  const catalogueJson = catalogue(o.aiDelayMs);

  app.get('/api/health', async () => ({ ok: true }));

  app.get('/api/games', async () => catalogueJson);

  app.get('/api/me', async (request) => ({ player: request.player.slice(0, 16), new: request.newPlayer }));

  app.get('/api/me/games', async (request) => {
    const q = parse(GamesQuery, request.query, 'query');
    return { games: tables.list(request.player, q.status, q.limit, q.offset), limit: q.limit, offset: q.offset };
  });

  app.post('/api/tables', { config: limited }, async (request, reply) => {
    const body = parse(CreateTableBody, request.body, 'body');
    return reply.code(201).send(tables.create(request.player, body));
  });

  app.get('/api/tables/:id', async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.info(id, request.player);
  });

  app.post('/api/tables/:id/actions', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    const body = parse(ActBody, request.body, 'body');
    return { state: await tables.act(id, request.player, body.action, body.version) };
  });

  app.get('/api/tables/:id/record', async (request, reply) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    const record = tables.record(id);
    return reply
      .header('content-disposition', `attachment; filename="cardavia-${record.game}-${id}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(record, null, 2) + '\n');
  });
}
