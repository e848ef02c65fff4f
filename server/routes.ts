/**
 * The REST API under /api (docs/server.md). Every input is parsed by a zod schema of protocol.ts; every
 * error leaves as `{ error: { code, message } }` through the app's error handler.
 */
import type { FastifyInstance } from 'fastify';
import { games } from '../ai/registry.js';
import { DECKS, packFor } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { type CatalogueResponse, type GameCatalogue, LEVELS } from '../engine/protocol.js';
import { ActBody, CreateTableBody, GamesQuery, TableIdParams, parse } from './protocol.js';
import type { Tables } from './tables.js';

export interface RouteOptions {
  readonly tables: Tables;
  readonly writesPerMinute: number;
  readonly aiDelayMs: number;
}

/**
 * A game of the catalogue, with the catalogue's first shape (`rulesets`, `variants`, `sessionDeals`, derived
 * from the options schema) kept until the setup page reads `options`.
 */
interface Listing extends GameCatalogue {
  readonly rulesets: readonly string[];
  readonly variants: readonly string[];
  readonly sessionDeals: { readonly default: number; readonly openEnded: boolean } | null;
}

/**
 * One game of the catalogue, from its definition alone: its moves, the decks whose pack fits it, its default
 * rules and its options schema as it is (engine/game.ts), which the setup page reads.
 */
function listing(game: AnyGame): Listing {
  const { options } = game;
  return {
    id: game.id,
    seats: game.seats,
    moves: game.moves.map((m) =>
      m.arg.type === 'choice' ? { name: m.name, choices: m.arg.choices } : { name: m.name },
    ),
    bids: game.bids,
    decks: DECKS.filter((d) => packFor(d.id, game).ok).map((d) => d.id),
    defaultDeck: game.defaultDeck,
    defaultRules: game.rulesToJson(game.defaultRules),
    options,
    // The catalogue's first shape, derived from the schema, for the setup page until it reads `options`.
    rulesets: options.rulesets.map((c) => c.id),
    variants: options.variants.map((c) => c.id),
    sessionDeals: options.sessionDeals && {
      default: options.sessionDeals.default,
      openEnded: options.sessionDeals.openEnded,
    },
  };
}

/** What the site needs to offer a new table: every game of the registry, the AI levels, the default pause. */
function catalogue(aiDelayMs: number): CatalogueResponse {
  return { games: games.map(listing), levels: LEVELS, aiDelayMs };
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
