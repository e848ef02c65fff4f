/**
 * The REST API under /api (docs/server.md). Every input is parsed by a zod schema of protocol.ts; every
 * error leaves as `{ error: { code, message } }` through the app's error handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { games } from '../ai/registry.js';
import { DECKS, packFor } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { type CatalogueResponse, type GameCatalogue, LEVELS } from '../engine/protocol.js';
import { registerChallenge } from './challenge/routes.js';
import type { TableLimits } from './config.js';
import { needPlayer } from './identity.js';
import { RETRY_AFTER_S } from './outage.js';
import {
  ActBody,
  ApiError,
  CreateTableBody,
  DealParams,
  GamesQuery,
  InviteParams,
  NameBody,
  SharedDealParams,
  SharedParams,
  TableIdParams,
  parse,
} from './protocol.js';
import type { Bus } from './bus.js';
import type { Store } from './store.js';
import type { Tables } from './tables.js';

export interface RouteOptions {
  readonly tables: Tables;
  readonly store: Store;
  readonly bus: Bus;
  readonly writesPerMinute: number;
  readonly aiDelayMs: number;
  /** null: no limits on new tables and identities (CARDAVIA_TABLE_LIMITS=off, for load runs). */
  readonly tableLimits: TableLimits | null;
}

/**
 * Counts per key in fixed windows of `windowMs`, on the bus (bus.ts): in memory for one instance, in Redis
 * for several, so that a client counts the same whichever instance it reaches.
 */
class Allowance {
  constructor(
    private readonly bus: Bus,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Takes one from the key's allowance; refuses (429 with Retry-After) when it is spent. */
  async take(key: string, reply: FastifyReply, what: string): Promise<void> {
    const { count, resetMs } = await this.bus.hit(`${this.name}:${key}`, this.windowMs);
    if (count > this.max) {
      const seconds = Math.ceil(resetMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new ApiError('RATE_LIMITED', `too many ${what}: retry in ${seconds} seconds`);
    }
  }
}

/**
 * The limits on what one client can make (docs/server.md, "Identity and security"): identities and tables
 * per address, tables per player, and a player's open tables, so that neither a script with one cookie nor
 * one that drops its cookie on every request can fill the database.
 */
function makingLimits(store: Store, bus: Bus, limits: TableLimits | null) {
  if (limits === null) return { player: needPlayer, table: async () => {} };
  const identities = new Allowance(bus, 'players-per-address', limits.playersPerAddress, limits.windowMs);
  const byAddress = new Allowance(bus, 'tables-per-address', limits.perAddress, limits.windowMs);
  const byPlayer = new Allowance(bus, 'tables-per-player', limits.perPlayer, limits.windowMs);
  return {
    /** The request's player, a new identity counted against its address. */
    async player(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      if (request.player === '') await identities.take(request.ip, reply, 'new players from this address');
      return needPlayer(request, reply);
    },
    /** Checks and counts a new table of this player. */
    async table(request: FastifyRequest, reply: FastifyReply, player: string): Promise<void> {
      const now = Date.now();
      const open = await store.openTables(player, now - limits.abandonedAfterMs);
      if (open >= limits.openTables) {
        throw new ApiError(
          'TOO_MANY_TABLES',
          `you have ${open} unfinished tables: finish or end one before starting another`,
          { open, max: limits.openTables },
        );
      }
      await byAddress.take(request.ip, reply, 'new tables from this address');
      await byPlayer.take(player, reply, 'new tables');
    },
  };
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
    name: game.name,
    seats: game.seats,
    moves: game.moves.map((m) => ({
      name: m.name,
      arg: m.arg.type,
      ...(m.arg.type === 'choice' ? { choices: m.arg.choices } : {}),
      ...(m.arg.type === 'cards' ? { count: m.arg.count } : {}),
      ...(m.key === undefined ? {} : { key: m.key }),
      ...(m.hidden ? { hidden: true } : {}),
    })),
    steps: game.steps,
    sides: game.sides,
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

/** How long the readiness endpoint waits for a dependency's answer. */
const READY_TIMEOUT_MS = 2_000;

/** Whether a dependency's ping answers within READY_TIMEOUT_MS. */
async function answers(ping: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    return await Promise.race([ping.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerRoutes(app: FastifyInstance, o: RouteOptions): void {
  const { tables } = o;
  const limited = { rateLimit: { max: o.writesPerMinute, timeWindow: 60_000 } };
  const catalogueJson = catalogue(o.aiDelayMs);
  const making = makingLimits(o.store, o.bus, o.tableLimits);

  // Liveness: the process answers. Readiness (for a load balancer): the database answers too; the link to
  // the other instances (Redis) is reported, but an instance without it still serves (docs/deploy.md).
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/ready', async (_request, reply) => {
    const [database, instances] = await Promise.all([answers(o.store.ping()), answers(o.bus.ping())]);
    if (!database) void reply.code(503).header('retry-after', String(RETRY_AFTER_S));
    return { ready: database, database: database ? 'up' : 'down', instances: instances ? 'up' : 'down' };
  });

  app.get('/api/games', async () => catalogueJson);

  // The one read that issues an identity: the site may call it to make sure it has its cookie.
  app.get('/api/me', async (request, reply) => {
    const player = await making.player(request, reply);
    return { player: player.slice(0, 16), new: request.newPlayer, name: await tables.name(player) };
  });

  // A display name, shown to the players of his tables only (issue 16); an empty body field clears it.
  app.put('/api/me/name', { config: limited }, async (request, reply) => {
    const raw = request.body as { name?: unknown } | null;
    const player = await making.player(request, reply);
    if (raw !== null && typeof raw === 'object' && raw.name === null) return tables.setName(player, null);
    return tables.setName(player, parse(NameBody, request.body, 'body').name);
  });

  app.get('/api/me/games', async (request) => {
    const q = parse(GamesQuery, request.query, 'query');
    const games = request.player === '' ? [] : await tables.list(request.player, q.status, q.limit, q.offset);
    return { games, limit: q.limit, offset: q.offset };
  });

  // The table's human seat is its creator's: a request without an identity gets one here.
  app.post('/api/tables', { config: limited }, async (request, reply) => {
    const body = parse(CreateTableBody, request.body, 'body');
    const player = await making.player(request, reply);
    await making.table(request, reply, player);
    return reply.code(201).send(await tables.create(player, body));
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
    const record = await tables.record(id);
    return reply
      .header('content-disposition', `attachment; filename="cardavia-${record.game}-${id}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(record, null, 2) + '\n');
  });

  // The review, hints, replay links and statistics (docs/review.md).
  app.get('/api/tables/:id/deals/:deal/review', async (request) => {
    const { id, deal } = parse(DealParams, request.params, 'table and deal');
    return tables.review(id, request.player, deal);
  });

  app.post('/api/tables/:id/hint', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.hint(id, request.player);
  });

  app.post('/api/tables/:id/share', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.share(id, request.player);
  });

  app.delete('/api/tables/:id/share', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.unshare(id, request.player);
  });

  // Playing with friends (issue 16): the creator's invite link, and a friend taking a seat through it.
  app.post('/api/tables/:id/invite', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.invite(id, request.player);
  });

  app.delete('/api/tables/:id/invite', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.uninvite(id, request.player);
  });

  app.get('/api/join/:token', async (request) => {
    const { token } = parse(InviteParams, request.params, 'invite link');
    return tables.invitation(token, request.player);
  });

  // Joining gives a friend without a cookie his own anonymous identity, as creating a table does.
  app.post('/api/join/:token', { config: limited }, async (request, reply) => {
    const { token } = parse(InviteParams, request.params, 'invite link');
    const player = await making.player(request, reply);
    return tables.join(token, player);
  });

  // Spectators (issue 16): the creator's link, and the public state it opens.
  app.post('/api/tables/:id/watch', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.watch(id, request.player);
  });

  app.delete('/api/tables/:id/watch', { config: limited }, async (request) => {
    const { id } = parse(TableIdParams, request.params, 'table id');
    return tables.unwatch(id, request.player);
  });

  app.get('/api/watch/:token', async (request) => {
    const { token } = parse(InviteParams, request.params, 'spectator link');
    return tables.spectate(token);
  });

  app.get('/api/shared/:token', async (request) => {
    const { token } = parse(SharedParams, request.params, 'link');
    return tables.shared(token);
  });

  app.get('/api/shared/:token/deals/:deal/review', async (request) => {
    const { token, deal } = parse(SharedDealParams, request.params, 'link and deal');
    return tables.sharedReview(token, deal);
  });

  app.get('/api/me/stats', async (request) => tables.stats(request.player));

  // The daily challenge (issue 36, docs/challenge.md "API").
  registerChallenge(app, o);
}
