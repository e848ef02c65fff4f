/**
 * Identity without accounts: an anonymous player token (256 random bits) in an HttpOnly, SameSite=Lax
 * cookie, made on the first visit. The server keeps only the token's SHA-256: a leaked database gives no
 * one the power to act for a player.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COOKIE = 'cardavia_player';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TEN_YEARS = 10 * 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The player's id: the hash of their token. */
    player: string;
    /** True when the request came without a valid token (a new one is being set). */
    newPlayer: boolean;
  }
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The player a raw Cookie header names, or null (used where no reply exists, e.g. tests). */
export function playerFromToken(token: string | undefined): string | null {
  return token !== undefined && TOKEN.test(token) ? hashToken(token) : null;
}

function identify(request: FastifyRequest, reply: FastifyReply): void {
  const known = playerFromToken(request.cookies[COOKIE]);
  if (known !== null) {
    request.player = known;
    request.newPlayer = false;
    return;
  }
  const token = randomBytes(32).toString('base64url');
  request.player = hashToken(token);
  request.newPlayer = true;
  reply.setCookie(COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: TEN_YEARS,
  });
}

/** Gives every request a player (after @fastify/cookie has parsed the cookies). */
export function registerIdentity(app: FastifyInstance): void {
  app.decorateRequest('player', '');
  app.decorateRequest('newPlayer', false);
  app.addHook('onRequest', async (request, reply) => identify(request, reply));
}
