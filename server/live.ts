/**
 * The live connection of a table's holder: `GET /api/tables/:id/live` upgraded to a WebSocket. The server
 * pushes the seat's state message on every change (and at once on connecting); the client sends actions.
 * Only the holder's cookie opens it: anyone else gets the HTTP error before any upgrade.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError, ClientMessage, TableIdParams, parse } from './protocol.js';
import type { Tables } from './tables.js';

/** Reactions a connection may send per second (bursts of twice that, Bucket). */
const REACTIONS_PER_SECOND = 0.5;

/** A connection whose unsent data exceeds this is too slow to follow the game and is closed. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** A token bucket: `rate` messages a second, bursts of twice that. */
class Bucket {
  private tokens: number;
  private last = Date.now();
  constructor(private readonly rate: number) {
    this.tokens = rate * 2;
  }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.rate * 2, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function errorMessage(id: unknown, e: unknown) {
  const error = e instanceof ApiError ? e : new ApiError('INTERNAL', 'internal error');
  return JSON.stringify({ type: 'error', id: id ?? null, ...error.toJSON() });
}

/** The one path that upgrades to a WebSocket. */
const LIVE_ROUTE = '/api/tables/:id/live';

export function registerLive(app: FastifyInstance, tables: Tables, messagesPerSecond: number): void {
  // @fastify/websocket would upgrade a request on any path (and close it at once): only the live route
  // upgrades; an upgrade elsewhere gets an HTTP error, and so does a plain GET of the live route.
  app.addHook('onRequest', async (request) => {
    const live = request.routeOptions.url === LIVE_ROUTE;
    if (request.ws && !live) throw new ApiError('NOT_FOUND', 'no WebSocket at this path');
    if (!request.ws && live) throw new ApiError('BAD_REQUEST', 'the live connection is a WebSocket: ask to upgrade');
  });
  app.get(
    LIVE_ROUTE,
    {
      websocket: true,
      preValidation: async (request) => {
        const { id } = parse(TableIdParams, request.params, 'table id');
        // A browser names the page that opens a WebSocket: only the site's own pages may open this one.
        const origin = request.headers.origin;
        if (origin !== undefined && hostOf(origin) !== request.headers.host) {
          throw new ApiError('FORBIDDEN', "the live connection is open to the site's own pages only");
        }
        tables.checkHolder(id, request.player);
      },
    },
    (socket: WebSocket, request) => {
      const { id } = request.params as { id: string };
      const player = request.player;
      const bucket = new Bucket(messagesPerSecond);
      // Quick reactions go to everyone at the table: one every two seconds at most.
      const reactions = new Bucket(REACTIONS_PER_SECOND);
      const send = (json: string) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED) {
          socket.terminate();
          return;
        }
        socket.send(json);
      };
      socket.on('message', async (data, isBinary) => {
        let requestId: unknown = null;
        try {
          if (!bucket.take()) throw new ApiError('RATE_LIMITED', 'too many messages: slow down');
          if (isBinary) throw new ApiError('BAD_REQUEST', 'messages are JSON text');
          let json: unknown;
          try {
            json = JSON.parse(data.toString());
          } catch {
            throw new ApiError('BAD_JSON', 'a message is one JSON object');
          }
          if (json !== null && typeof json === 'object' && 'id' in json) requestId = json.id;
          const message = parse(ClientMessage, json, 'message');
          requestId = message.id ?? null;
          if (message.type === 'act') {
            // The new state, sent to this connection with `"ack": id`, is the acknowledgement.
            await tables.act(id, player, message.action, message.version, { listener: send, ack: message.id ?? null });
          } else if (message.type === 'react') {
            if (!reactions.take()) throw new ApiError('RATE_LIMITED', 'too many reactions: wait a moment');
            tables.react(id, player, message.reaction);
          } else if (message.type === 'sync') {
            send(tables.stateJson(id, player));
          } else {
            send(JSON.stringify({ type: 'pong', id: requestId }));
          }
        } catch (e) {
          if (!(e instanceof ApiError)) request.log.error({ err: e, table: id }, 'live message failed');
          send(errorMessage(typeof requestId === 'string' || typeof requestId === 'number' ? requestId : null, e));
        }
      });
      socket.on('error', (e) => request.log.debug({ err: e, table: id }, 'live connection error'));
      let unsubscribe: (() => void) | null = null;
      socket.on('close', () => unsubscribe?.());
      try {
        unsubscribe = tables.subscribe(id, player, send);
      } catch (e) {
        send(errorMessage(null, e));
        socket.close(1011);
      }
    },
  );
}
