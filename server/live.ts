/**
 * The live connections: a person's seat, `GET /api/tables/:id/live` upgraded to a WebSocket, and a spectator's,
 * `GET /api/watch/:token/live`. The server sends the seat's (or the public) state message at once on
 * connecting, then its news on every change: the whole state again, or with `?events=1` (the site) a versioned
 * event patching the state the connection holds (tables/feeds.ts). A person sends actions and reactions, a
 * spectator only watches. Only a seat holder's cookie opens the first, only a live spectator link the second:
 * anyone else gets the HTTP error before any upgrade.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Reaction } from '../engine/protocol.js';
import { isUnavailable, unavailable } from './outage.js';
import { ApiError, ClientMessage, InviteParams, LiveQuery, TableIdParams, parse } from './protocol.js';
import type { LiveOptions, Origin, Tables } from './tables.js';

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
  const error =
    e instanceof ApiError ? e : isUnavailable(e) ? unavailable() : new ApiError('INTERNAL', 'internal error');
  return JSON.stringify({ type: 'error', id: id ?? null, ...error.toJSON() });
}

/** The two paths that upgrade to a WebSocket: a person's seat, and a spectator's link (issue 16). */
const LIVE_ROUTE = '/api/tables/:id/live';
const WATCH_ROUTE = '/api/watch/:token/live';

/** What one kind of live connection does with each message, and how it follows its table. */
interface Connection {
  /** For the log. */
  readonly table: string;
  subscribe(send: (json: string) => void): Promise<() => void>;
  /** Sends the state now, whole: what the connection's events patch from then on. */
  sync(send: (json: string) => void): Promise<void>;
  /** null: this connection may only watch (a spectator): FORBIDDEN. */
  act: ((action: string, version: number, origin: Origin) => Promise<unknown>) | null;
  react: ((reaction: Reaction) => Promise<void>) | null;
}

/** A browser names the page that opens a WebSocket: only the site's own pages may open one. */
function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && hostOf(origin) !== request.headers.host) {
    throw new ApiError('FORBIDDEN', "the live connection is open to the site's own pages only");
  }
}

/** Serves one live connection: rate limits, message parsing, errors as messages, the subscription. */
function serve(socket: WebSocket, request: FastifyRequest, c: Connection, messagesPerSecond: number): void {
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
        if (!c.act) throw new ApiError('FORBIDDEN', 'a spectator only watches');
        // The new state, sent to this connection with `"ack": id`, is the acknowledgement.
        await c.act(message.action, message.version, { listener: send, ack: message.id ?? null });
      } else if (message.type === 'react') {
        if (!c.react) throw new ApiError('FORBIDDEN', 'a spectator only watches');
        if (!reactions.take()) throw new ApiError('RATE_LIMITED', 'too many reactions: wait a moment');
        await c.react(message.reaction);
      } else if (message.type === 'sync') {
        await c.sync(send);
      } else {
        send(JSON.stringify({ type: 'pong', id: requestId }));
      }
    } catch (e) {
      if (isUnavailable(e)) request.log.warn({ err: e, table: c.table }, 'a dependency is unavailable');
      else if (!(e instanceof ApiError)) request.log.error({ err: e, table: c.table }, 'live message failed');
      send(errorMessage(typeof requestId === 'string' || typeof requestId === 'number' ? requestId : null, e));
    }
  });
  socket.on('error', (e) => request.log.debug({ err: e, table: c.table }, 'live connection error'));
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  socket.on('close', () => {
    closed = true;
    unsubscribe?.();
  });
  c.subscribe(send).then(
    (stop) => {
      // Closed while the table was being read: it is let go at once.
      if (closed) stop();
      else unsubscribe = stop;
    },
    (e: unknown) => {
      send(errorMessage(null, e));
      socket.close(1011);
    },
  );
}

/** `?events=1`: the connection is sent versioned events after its snapshot, else whole states (checked before). */
const liveOptions = (request: FastifyRequest): LiveOptions => ({
  events: parse(LiveQuery, request.query, 'query').events === '1',
});

export function registerLive(app: FastifyInstance, tables: Tables, messagesPerSecond: number): void {
  // @fastify/websocket would upgrade a request on any path (and close it at once): only the live routes
  // upgrade; an upgrade elsewhere gets an HTTP error, and so does a plain GET of a live route.
  app.addHook('onRequest', async (request) => {
    const live = request.routeOptions.url === LIVE_ROUTE || request.routeOptions.url === WATCH_ROUTE;
    if (request.ws && !live) throw new ApiError('NOT_FOUND', 'no WebSocket at this path');
    if (!request.ws && live) throw new ApiError('BAD_REQUEST', 'the live connection is a WebSocket: ask to upgrade');
  });
  app.get(
    LIVE_ROUTE,
    {
      websocket: true,
      preValidation: async (request) => {
        const { id } = parse(TableIdParams, request.params, 'table id');
        parse(LiveQuery, request.query, 'query');
        checkOrigin(request);
        await tables.checkHolder(id, request.player);
      },
    },
    (socket: WebSocket, request) => {
      const { id } = request.params as { id: string };
      const player = request.player;
      const options = liveOptions(request);
      const connection: Connection = {
        table: id,
        subscribe: (send) => tables.subscribe(id, player, send, options),
        sync: (send) => tables.sync(id, player, send),
        act: (action, version, origin) => tables.act(id, player, action, version, origin),
        react: (reaction) => tables.react(id, player, reaction),
      };
      serve(socket, request, connection, messagesPerSecond);
    },
  );
  app.get(
    WATCH_ROUTE,
    {
      websocket: true,
      preValidation: async (request) => {
        const { token } = parse(InviteParams, request.params, 'spectator link');
        parse(LiveQuery, request.query, 'query');
        checkOrigin(request);
        await tables.checkSpectator(token);
      },
    },
    (socket: WebSocket, request) => {
      const { token } = request.params as { token: string };
      const options = liveOptions(request);
      const connection: Connection = {
        table: token,
        subscribe: (send) => tables.subscribeSpectator(token, send, options),
        sync: (send) => tables.syncSpectator(token, send),
        act: null,
        react: null,
      };
      serve(socket, request, connection, messagesPerSecond);
    },
  );
}
