/**
 * The daily challenge's HTTP API (docs/challenge.md, "API"), registered by server/routes.ts with one call.
 * Every answer is read from the database (service.ts), so any instance gives the same.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { needPlayer } from '../identity.js';
import { parse } from '../protocol.js';
import type { Store } from '../store.js';
import type { Tables } from '../tables.js';
import { isDayKey } from './day.js';
import { Challenges, SECRET_VARIABLE } from './service.js';

const Day = z.string().refine((d) => d === 'today' || isDayKey(d), 'a day is YYYY-MM-DD or today');
const Game = z.string().max(40);
const DayParams = z.strictObject({ day: Day });
const GameParams = z.strictObject({ day: Day, game: Game });
const DealParams = z.strictObject({ day: Day, game: Game, deal: z.coerce.number().int().min(0).max(1000) });

export interface ChallengeRouteOptions {
  readonly tables: Tables;
  readonly store: Store;
  readonly writesPerMinute: number;
}

export function registerChallenge(app: FastifyInstance, o: ChallengeRouteOptions): Challenges {
  const secret = process.env[SECRET_VARIABLE];
  const challenges = new Challenges({
    tables: o.tables,
    store: o.store,
    log: app.log,
    ...(secret ? { secret } : {}),
  });
  const limited = { rateLimit: { max: o.writesPerMinute, timeWindow: 60_000 } };

  app.get('/api/challenge/:day', async (request) => {
    const { day } = parse(DayParams, request.params, 'day');
    return challenges.dayInfo(day, request.player);
  });

  // The attempt is the person's: a request without an identity gets one here, as a new table does.
  app.post('/api/challenge/:day/:game', { config: limited }, async (request, reply) => {
    const { day, game } = parse(GameParams, request.params, 'day and game');
    const player = await needPlayer(request, reply);
    return challenges.start(day, game, player);
  });

  app.get('/api/challenge/:day/:game/standings', async (request) => {
    const { day, game } = parse(GameParams, request.params, 'day and game');
    return challenges.standings(day, game, request.player);
  });

  app.get('/api/challenge/:day/:game/deals/:deal', async (request) => {
    const { day, game, deal } = parse(DealParams, request.params, 'day, game and deal');
    return challenges.deal(day, game, deal, request.player);
  });

  app.get('/api/challenge/:day/:game/record', async (request, reply) => {
    const { day, game } = parse(GameParams, request.params, 'day and game');
    const record = await challenges.record(day, game, request.player);
    return reply
      .header('content-disposition', `attachment; filename="cardavia-challenge-${game}-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(record, null, 2) + '\n');
  });

  app.get('/api/me/challenge', async (request) => challenges.history(request.player));
  return challenges;
}
