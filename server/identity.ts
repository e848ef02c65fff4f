/**
 * Identity without accounts: an anonymous player token (256 random bits) in an HttpOnly, SameSite=Lax
 * cookie. Only the server issues tokens, and only when a request needs one (`GET /api/me`, creating a
 * table): a static file or a page never gets one, so no cacheable answer carries a cookie and a crawler
 * makes no players. The server keeps only each issued token's SHA-256 (the `players` table): a leaked
 * database gives no one the power to act for a player, and a cookie the server never issued is no cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApi } from './site.js';
import type { Store } from './store.js';

export const COOKIE = 'cardavia_player';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TEN_YEARS = 10 * 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The player's id (the hash of their issued token), or '' for a request without one. */
    player: string;
    /** True when this request was given a new identity (its answer sets the cookie). */
    newPlayer: boolean;
  }
  interface FastifyInstance {
    /** What `needPlayer` needs: where issued identities are kept, and how the cookie is set. */
    identity: IdentityOptions;
  }
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The hash a token would have, or null for a string that is no token's shape (the store says if issued). */
export function playerFromToken(token: string | undefined): string | null {
  return token !== undefined && TOKEN.test(token) ? hashToken(token) : null;
}

export interface IdentityOptions {
  readonly store: Store;
  /** Behind a TLS proxy (TRUST_PROXY) the cookie is always `Secure`; otherwise when the request came over TLS. */
  readonly secureCookie: boolean;
}

/**
 * The request's player, issuing a new identity (stored, and set as the cookie on this answer) when it has
 * none. Only the handlers that need a player call this.
 */
export async function needPlayer(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.player !== '') return request.player;
  const token = randomBytes(32).toString('base64url');
  const player = hashToken(token);
  await request.server.identity.store.addPlayer(player, Date.now());
  request.player = player;
  request.newPlayer = true;
  reply.setCookie(COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.identity.secureCookie ? true : 'auto',
    maxAge: TEN_YEARS,
  });
  return player;
}

/**
 * Reads the player of every API request from its cookie (after @fastify/cookie has parsed it): a token the
 * server issued names its player; anything else is no player (`''`). Nothing is issued here.
 */
export function registerIdentity(app: FastifyInstance, o: IdentityOptions): void {
  app.decorate('identity', o);
  app.decorateRequest('player', '');
  app.decorateRequest('newPlayer', false);
  app.addHook('onRequest', async (request) => {
    if (!isApi(request.url)) return;
    const player = playerFromToken(request.cookies[COOKIE]);
    if (player !== null && (await o.store.hasPlayer(player))) request.player = player;
  });
}
