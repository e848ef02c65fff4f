/** The ratings' route (docs/server.md): a person's standings per game, with their history (docs/ratings.md). */
import type { FastifyInstance } from 'fastify';
import type { Ratings } from './ratings.js';

export function registerRatings(app: FastifyInstance, ratings: Ratings): void {
  app.get('/api/me/ratings', async (request) => ratings.of(request.player));
}
