/**
 * The live table: the table's public information (GET /api/tables/:id), then a WebSocket on
 * /api/tables/:id/live?events=1 that sends the seat's state once, then a versioned event on every change
 * (engine/live.ts: the entry and a patch of the state), and takes the human's actions. An event that does not
 * follow the state held is a gap: the client asks for the state again (`sync`) and drops events until it
 * comes. Reconnects by itself (a reload or a server restart finds the table where it was: the server rebuilds
 * it from its log, and a new connection starts with the state). States are shown one after another with
 * short pauses, so a fast AI's moves can be followed.
 */
import { type StateEvent, applyEvent } from '../../../engine/live.js';
import type { ApiErrorBody, Reaction, ReactionMessage, SeatState, TableInfo } from '../../../engine/protocol.js';
import { type TableEvent, diffEvents } from './events.js';
import type { TableGame } from './game.js';
import { holdMs } from './settings.svelte.js';

/** How many times an action answered UNAVAILABLE is sent again (every Retry-After: 2 s), about half a minute. */
const RESENDS = 15;

/** The wait an answer of UNAVAILABLE asks for (its `retryAfter` seconds), 2 s if it names none. */
function retryAfterMs(body: ApiErrorBody): number {
  const seconds = (body.error as { retryAfter?: unknown }).retryAfter;
  return 1000 * (typeof seconds === 'number' && seconds > 0 ? Math.min(seconds, 30) : 2);
}

/** `stopped`: a spectator's watch link was stopped by the table's creator while the page followed it. */
export type LoadState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'error' | 'stopped';

export class LiveTable {
  info = $state.raw<TableInfo | null>(null);
  /** The table's game, once its information has come. */
  game: TableGame | null = null;
  /** The newest state from the server. */
  latest = $state.raw<SeatState | null>(null);
  /** The state on screen (it trails `latest` by the pauses). */
  shown = $state.raw<SeatState | null>(null);
  load = $state<LoadState>('loading');
  loadMessage = $state('');
  connected = $state(false);
  /** A connection was lost and is being retried. */
  reconnecting = $state(false);
  /** An action was sent and its state has not come back yet. */
  pending = $state(false);
  /** The last refusal or failure from the server. */
  failure = $state.raw<{ code: string; message: string } | null>(null);

  /** Called with each state as it is shown, and the events that led to it. */
  onShow: ((state: SeatState, events: TableEvent[]) => void) | null = null;
  /** Called when the server refuses an action or it cannot be sent. */
  onFailure: ((failure: { code: string; message: string }) => void) | null = null;
  /** Called with each quick reaction pushed to the table (issue 16), the player's own included. */
  onReaction: ((reaction: ReactionMessage) => void) | null = null;
  /** Called when the server refuses a reaction (RATE_LIMITED: one every two seconds). */
  onReactionRefused: ((failure: { code: string; message: string }) => void) | null = null;

  private ws: WebSocket | null = null;
  /** The state the connection's events patch: its last snapshot with every event since; null while it waits for one. */
  private wire: SeatState | null = null;
  /** A snapshot was asked for after a gap: events are dropped until it comes. */
  private resyncing = false;
  private queue: SeatState[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private stopped = false;
  private requestId = 0;
  private sentAt = -1;
  /**
   * The action in flight: sent again, as it was, after an answer of UNAVAILABLE (the server could not store
   * it: nothing changed), while the table is still at its version.
   */
  private inFlight: { action: string; version: number; tries: number } | null = null;
  private resendTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * `gameOf` finds the site's parts for the table's game (web/src/games: a folder, or the server's declaration). `watch`: `id` is a spectator's watch
   * token (GET /api/watch/:token and its live connection, which take only `sync` and `ping`).
   */
  constructor(
    readonly id: string,
    private readonly gameOf: (game: string) => Promise<TableGame | undefined>,
    readonly watch = false,
  ) {}

  /** The table's address under /api: the table itself, or a spectator's watch link. */
  private get base(): string {
    return `/api/${this.watch ? 'watch' : 'tables'}/${encodeURIComponent(this.id)}`;
  }

  async start(): Promise<void> {
    this.load = 'loading';
    try {
      const r = await fetch(this.base, { headers: { accept: 'application/json' } });
      const body = (await r.json()) as { table: TableInfo; state: SeatState | null } | ApiErrorBody;
      if (this.stopped) return;
      if ('error' in body && body.error.code === 'UNAVAILABLE') {
        // The server cannot reach its database for a moment: the page keeps loading and asks again.
        this.retryTimer = setTimeout(() => void this.start(), retryAfterMs(body));
        return;
      }
      if ('error' in body) {
        this.load = body.error.code === 'NOT_FOUND' || body.error.code === 'BAD_REQUEST' ? 'not-found' : 'error';
        this.loadMessage = body.error.message;
        return;
      }
      const game = await this.gameOf(body.table.game);
      if (this.stopped) return;
      if (game === undefined) {
        this.load = 'error';
        this.loadMessage = body.table.game;
        return;
      }
      this.game = game;
      this.info = body.table;
      if (body.state === null) {
        this.load = 'forbidden';
        return;
      }
      this.receive(body.state);
      this.load = 'ready';
      this.connect();
    } catch (e) {
      if (this.stopped) return;
      this.load = 'error';
      this.loadMessage = e instanceof Error ? e.message : String(e);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.resendTimer) clearTimeout(this.resendTimer);
    this.ws?.close();
    this.ws = null;
  }

  private connect(): void {
    if (this.stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}${this.base}/live?events=1`);
    this.ws = ws;
    // A new connection starts with the state, whole.
    this.wire = null;
    this.resyncing = false;
    ws.onopen = () => {
      this.connected = true;
      this.reconnecting = false;
      this.retries = 0;
    };
    ws.onmessage = (m) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(m.data));
      } catch {
        return;
      }
      this.message(msg as { type: string });
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.connected = false;
      this.ws = null;
      if (this.stopped) return;
      this.reconnecting = true;
      this.pending = false;
      const wait = Math.min(4000, 250 * 2 ** this.retries++);
      this.retryTimer = setTimeout(() => {
        if (!this.watch) return this.connect();
        void this.stillWatched().then((watched) => {
          if (watched) this.connect();
        });
      }, wait);
    };
  }

  private message(msg: { type: string }): void {
    if (msg.type === 'state') {
      this.wire = msg as SeatState;
      this.resyncing = false;
      this.receive(this.wire);
    } else if (msg.type === 'event') {
      const next = this.wire && applyEvent(this.wire, msg as StateEvent);
      if (!next) return this.resync();
      this.wire = next;
      this.receive(next);
    } else if (msg.type === 'reaction') {
      this.onReaction?.(msg as ReactionMessage);
    } else if (msg.type === 'error') {
      const e = (msg as unknown as ApiErrorBody).error;
      // A refused reaction (its id is `r…`) is no refused action: an action in flight keeps waiting.
      const id = (msg as { id?: unknown }).id;
      if (typeof id === 'string' && id.startsWith('r')) {
        this.onReactionRefused?.({ code: e.code, message: e.message });
        return;
      }
      // A spectator sends no action, so a NOT_FOUND on his connection is the server letting him go: the
      // creator stopped (or replaced) the watch link (server/tables/spectators.ts). No move was refused, and
      // reconnecting would only be refused too.
      if (this.watch && e.code === 'NOT_FOUND') return this.linkStopped();
      if (e.code === 'UNAVAILABLE' && this.resend(msg as unknown as ApiErrorBody)) return;
      this.fail({ code: e.code, message: e.message });
      if (e.code === 'STALE') this.ws?.send(JSON.stringify({ type: 'sync' }));
    }
  }

  /** The spectator's watch link was stopped: the page says so and stops following the table. */
  private linkStopped(): void {
    this.stop();
    this.load = 'stopped';
  }

  /**
   * A spectator's connection closed: if his link no longer opens the table (it was stopped while the
   * connection was down, or its message was lost), the page says so instead of reconnecting for ever.
   */
  private async stillWatched(): Promise<boolean> {
    try {
      const r = await fetch(this.base, { headers: { accept: 'application/json' } });
      if (r.status !== 404) return true;
      const body = (await r.json()) as ApiErrorBody;
      if (body.error?.code !== 'NOT_FOUND') return true;
    } catch {
      // The server cannot be reached: the connection is retried as any other.
      return true;
    }
    if (!this.stopped) this.linkStopped();
    return false;
  }

  /** An event did not follow the state held (a gap): asks for the state, once, and drops events until it comes. */
  private resync(): void {
    if (this.resyncing) return;
    this.resyncing = true;
    this.wire = null;
    this.ws?.send(JSON.stringify({ type: 'sync' }));
  }

  private receive(s: SeatState): void {
    const last = this.latest;
    if (last && s.version < last.version) return;
    // The same version comes again with news when the AI starts thinking or the seating changes (a friend
    // takes a seat, a name is set, someone connects or leaves: issue 16).
    if (last && s.version === last.version && s.thinking === last.thinking && sameSeating(s, last)) return;
    this.latest = s;
    if (this.pending && s.version > this.sentAt) this.pending = false;
    if (this.inFlight && s.version > this.inFlight.version) this.inFlight = null;
    if (last && s.version === last.version) {
      // Same position, new detail (the AI started thinking, the seating): replace what is queued or shown.
      if (this.queue.length > 0) this.queue[this.queue.length - 1] = s;
      else if (this.timer === null) this.shown = s;
      return;
    }
    this.queue.push(s);
    this.pump();
  }

  /** Shows the next queued state, then waits long enough for it to be seen. */
  private pump(): void {
    if (this.timer !== null) return;
    const next = this.queue.shift();
    if (next === undefined) return;
    const prev = this.shown;
    const events = this.game ? diffEvents(this.game, prev, next) : [];
    this.shown = next;
    this.onShow?.(next, events);
    let wait = 0;
    if (events.some((e) => e.kind === 'trick')) wait = holdMs('trick');
    else if (events.some((e) => e.kind === 'play')) wait = holdMs('card');
    else if (events.some((e) => e.kind === 'bid')) wait = holdMs('bid');
    // Catching up after a reconnection: do not replay a long backlog slowly.
    if (this.queue.length > 6) wait = Math.min(wait, 60);
    if (this.queue.length === 0 || wait === 0) {
      if (this.queue.length > 0) this.pump();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, wait);
  }

  /** The human may act: the screen shows the newest state, it is their turn (or a deal to continue). */
  get canAct(): boolean {
    const s = this.latest;
    return s !== null && this.shown === s && !this.pending;
  }

  /** Sends an action (`play:EA`, `bid:rufer-E`, `continue`, `end`) for the current version. */
  act(action: string): boolean {
    const s = this.latest;
    if (s === null || !this.canAct || this.watch) return false;
    this.pending = true;
    this.failure = null;
    this.sentAt = s.version;
    this.inFlight = { action, version: s.version, tries: 0 };
    this.send(action, s.version);
    return true;
  }

  /** Sends an action over the live connection, or over HTTP without one. */
  private send(action: string, version: number): void {
    const message = { type: 'act', id: ++this.requestId, action, version };
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
    else void this.post(action, version);
  }

  /**
   * The server could not store the action in flight (UNAVAILABLE: its database is down for a moment, nothing
   * changed): says so, keeps the action pending and sends it again after the answer's Retry-After, a few
   * times. False when there is nothing to send again (the failure is then the player's to see).
   */
  private resend(body: ApiErrorBody): boolean {
    const flight = this.inFlight;
    if (flight === null || flight.tries >= RESENDS || this.latest?.version !== flight.version) return false;
    flight.tries++;
    this.failure = { code: body.error.code, message: body.error.message };
    this.onFailure?.(this.failure);
    this.pending = true;
    if (this.resendTimer) clearTimeout(this.resendTimer);
    this.resendTimer = setTimeout(() => {
      this.resendTimer = null;
      if (this.stopped || this.inFlight !== flight || this.latest?.version !== flight.version) return;
      this.send(flight.action, flight.version);
    }, retryAfterMs(body));
    return true;
  }

  /**
   * Sends a quick reaction to the table (a person's live connection only; the server takes one every two
   * seconds and answers more with RATE_LIMITED). False when it could not be sent now.
   */
  react(reaction: Reaction): boolean {
    if (this.watch || !this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify({ type: 'react', id: `r${++this.requestId}`, reaction }));
    return true;
  }

  /** Without a live connection, the same action over HTTP. */
  private async post(action: string, version: number): Promise<void> {
    try {
      const r = await fetch(`/api/tables/${encodeURIComponent(this.id)}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action, version }),
      });
      const body = (await r.json()) as { state: SeatState } | ApiErrorBody;
      if ('error' in body) {
        if (body.error.code !== 'UNAVAILABLE' || !this.resend(body)) {
          this.fail({ code: body.error.code, message: body.error.message });
        }
      } else this.receive(body.state);
    } catch (e) {
      this.fail({ code: 'NETWORK', message: e instanceof Error ? e.message : String(e) });
    }
  }

  private fail(failure: { code: string; message: string }): void {
    this.pending = false;
    this.failure = failure;
    this.onFailure?.(failure);
  }

  /** Skips the pauses: shows the newest state at once (used when the player acts or asks to). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const last = this.queue[this.queue.length - 1];
    if (last === undefined) return;
    const game = this.game;
    const events = game
      ? this.queue.flatMap((s, i) => diffEvents(game, i === 0 ? this.shown : this.queue[i - 1]!, s))
      : [];
    this.queue = [];
    this.shown = last;
    this.onShow?.(last, events);
  }
}

/** Whether two states show the same people in the same seats (names, presence) and the same turn clock. */
function sameSeating(a: SeatState, b: SeatState): boolean {
  return JSON.stringify([a.players, a.clock ?? null]) === JSON.stringify([b.players, b.clock ?? null]);
}
