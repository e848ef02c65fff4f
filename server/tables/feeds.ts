/**
 * What a table's connections are sent: each seat's state message (views.ts), built once per change and
 * serialised once for all of that seat's connections; the spectators' public state; and the pushes on every
 * change, the sender's copy acknowledging his action. Who may connect is decided before (seating.ts and
 * spectators.ts); this part only keeps the connections and sends.
 *
 * A connection follows the table in one of two ways (docs/server.md, "The live connection"): the whole state
 * on every change, or (the site's) a snapshot when it connects or asks (`sync`), then versioned events, each
 * the entry that moved the table and a patch from the state the connection holds to the state now
 * (engine/live.ts). The patch is made once per pair of states and shared by every connection that holds the
 * same one, as the whole state is.
 */
import type { Seat } from '../../engine/action.js';
import { type LiveEntry, type StateEvent, patchOf } from '../../engine/live.js';
import { publicAction } from '../../engine/moves.js';
import { formatAction } from '../../engine/record.js';
import type { LogEntry } from '../table.js';
import { type SeatState, seatState, spectatorState } from '../views.js';
import { type Feed, type Listener, type LiveTable, type Origin, withFriends } from './live-table.js';

/** A state message and its text, as it is sent whole. */
interface Sendable {
  readonly json: string;
  readonly state: SeatState;
}

/** An event's text from one state to the next; `empty`: nothing changed that the connection would see. */
interface Made {
  readonly next: SeatState;
  readonly json: string;
  readonly empty: boolean;
}

export class Feeds {
  /** The event from a state connections hold to the state after it: made once, for all who hold it. */
  private readonly made = new WeakMap<SeatState, Made>();
  /** Each state as its text reads back: patches describe exactly what the client holds (no `undefined`). */
  private readonly parsed = new WeakMap<SeatState, Readonly<Record<string, unknown>>>();

  /** The seat's state message now, from the cache while nothing it shows has changed. */
  state(live: LiveTable, seat: Seat): Sendable {
    const thinking = live.job !== null;
    const clock = live.clock?.deadline ?? 0;
    const c = live.cache.get(seat);
    const { version } = live.game;
    if (c && c.version === version && c.seating === live.seating && c.thinking === thinking && c.clock === clock) {
      return c;
    }
    const state = {
      ...seatState(live.game, seat, thinking, live.names, presenceOf(live)),
      clock: live.clock && { seat: live.clock.seat, deadline: live.clock.deadline },
    };
    const fresh = { version, seating: live.seating, thinking, clock, state, json: JSON.stringify(state) };
    live.cache.set(seat, fresh);
    return fresh;
  }

  /** A spectator's state message (one token per table is live at a time: cached under it). */
  spectator(live: LiveTable, token: string): Sendable {
    const thinking = live.job !== null;
    const key = `${live.game.version}/${live.seating}/${thinking}/${token}`;
    if (live.watchCache?.key === key) return live.watchCache;
    const state = spectatorState(live.game, token, thinking, live.names, presenceOf(live));
    live.watchCache = { key, json: JSON.stringify(state), state };
    return live.watchCache;
  }

  /**
   * Adds a connection of a person's seat and sends it the seat's state at once (its snapshot); `events`: it is
   * sent events from then on, else whole states.
   */
  add(live: LiveTable, seat: Seat, listener: Listener, events: boolean): void {
    let mine = live.listeners.get(seat);
    if (!mine) live.listeners.set(seat, (mine = new Map()));
    const feed: Feed = { events, base: null };
    mine.set(listener, feed);
    snapshot(listener, feed, this.state(live, seat));
  }

  /** Sends a connection of the seat its state now, whole: what its events patch from then on (`sync`). */
  resend(live: LiveTable, seat: Seat, listener: Listener): void {
    const feed = live.listeners.get(seat)?.get(listener);
    const now = this.state(live, seat);
    if (feed) snapshot(listener, feed, now);
    else listener(now.json);
  }

  /** Drops a connection of a person's seat; true when it was the seat's last here. */
  remove(live: LiveTable, seat: Seat, listener: Listener): boolean {
    const mine = live.listeners.get(seat);
    if (!mine) return false;
    mine.delete(listener);
    live.touchedAt = Date.now();
    if (mine.size > 0) return false;
    live.listeners.delete(seat);
    return true;
  }

  /** A spectator's connection through the watch link `token`: the public state at once and on every change. */
  addSpectator(live: LiveTable, token: string, listener: Listener, events: boolean): () => void {
    const feed = { token, events, base: null };
    live.spectators.set(listener, feed);
    snapshot(listener, feed, this.spectator(live, token));
    return () => {
      live.spectators.delete(listener);
      live.touchedAt = Date.now();
    };
  }

  /** Sends a spectator's connection the public state now, whole (`sync`). */
  resendSpectator(live: LiveTable, token: string, listener: Listener): void {
    const feed = live.spectators.get(listener);
    const now = this.spectator(live, token);
    if (feed) snapshot(listener, feed, now);
    else listener(now.json);
  }

  /**
   * Sends each connection its news: the seat's new state, or the event to it from the state the connection
   * holds (the sender's copy acknowledges its action); spectators the same of the public state. `entry` is the
   * log entry that made the change, if one did.
   */
  broadcast(live: LiveTable, origin: Origin | null = null, entry: LogEntry | null = null): void {
    // A hidden move (a discard) is named in full to its mover only; everyone else learns its name alone.
    const named = entry && wireEntry(live, entry, true);
    const told = entry && wireEntry(live, entry, false);
    for (const [seat, feeds] of live.listeners) {
      const now = this.state(live, seat);
      for (const [listener, feed] of feeds) this.push(listener, feed, now, origin, seat === entry?.seat ? named : told);
    }
    for (const [listener, feed] of live.spectators) {
      this.push(listener, feed, this.spectator(live, feed.token), origin, told);
    }
  }

  private push(listener: Listener, feed: Feed, now: Sendable, origin: Origin | null, entry: LiveEntry | null): void {
    const acked = listener === origin?.listener;
    const ack = (json: string) => (acked ? withAck(json, origin.ack) : json);
    if (!feed.events || feed.base === null) {
      feed.base = now;
      return listener(ack(now.json));
    }
    const event = this.event(feed.base, now, entry);
    // Nothing this connection would see has changed: it is sent nothing, but an acknowledgement it waits for.
    if (event.empty && !acked) return;
    feed.base = now;
    listener(ack(event.json));
  }

  /**
   * The event from `base` to `next`, made once for every connection that holds `base`. A state no patch
   * reaches (its fields differ from the base's) is sent whole.
   */
  private event(base: Sendable, next: Sendable, entry: LiveEntry | null): Made {
    const made = this.made.get(base.state);
    if (made?.next === next.state) return made;
    const patch = patchOf(this.wire(base), this.wire(next));
    let fresh: Made;
    if (patch === null) fresh = { next: next.state, json: next.json, empty: false };
    else {
      // The event says its version itself.
      const { version: _, ...set } = patch.set;
      const from = base.state.version;
      const { version } = next.state;
      const event: StateEvent = {
        type: 'event',
        from,
        version,
        // The entry is this event's only when the event spans exactly that one entry.
        entry: version === from + 1 ? entry : null,
        ...(Object.keys(set).length > 0 ? { set } : {}),
        ...(Object.keys(patch.add).length > 0 ? { add: patch.add } : {}),
      };
      const empty = version === from && event.set === undefined && event.add === undefined;
      fresh = { next: next.state, json: JSON.stringify(event), empty };
    }
    this.made.set(base.state, fresh);
    return fresh;
  }

  /** The state as the client reads it from its text. */
  private wire(s: Sendable): Readonly<Record<string, unknown>> {
    let parsed = this.parsed.get(s.state);
    if (!parsed) this.parsed.set(s.state, (parsed = JSON.parse(s.json) as Readonly<Record<string, unknown>>));
    return parsed;
  }

  /** Sends one message to every connection at the table held here, spectators' too. */
  sendAll(live: LiveTable, json: string): void {
    for (const listeners of live.listeners.values()) for (const listener of listeners.keys()) listener(json);
    for (const listener of live.spectators.keys()) listener(json);
  }

  /** Sends the spectators a last message and lets them go: they hear nothing more. */
  letSpectatorsGo(live: LiveTable, json: string): void {
    for (const listener of [...live.spectators.keys()]) {
      live.spectators.delete(listener);
      listener(json);
    }
  }
}

/** Sends the state whole: the connection holds it from now on. */
function snapshot(listener: Listener, feed: Feed, now: Sendable): void {
  feed.base = now;
  listener(now.json);
}

/** A message's text with `"ack": id` added: the copy for the connection whose action it follows. */
const withAck = (json: string, ack: string | number | null): string =>
  `${json.slice(0, -1)},"ack":${JSON.stringify(ack)}}`;

/**
 * A log entry as the live socket names it: the move's string form for its mover (`mover`), and what the others
 * may know of it (engine/moves.ts publicAction: a hidden move, such as a discard, by its name alone).
 */
function wireEntry(live: LiveTable, entry: LogEntry, mover: boolean): LiveEntry {
  const { game, notation } = live.game;
  if (entry.kind !== 'act') return { seat: entry.seat, action: entry.kind };
  const action = mover ? formatAction(game, notation, entry.action) : publicAction(game.moves, notation, entry.action);
  return { seat: entry.seat, action };
}

/** Who is connected and who is away, shown at tables with friends only. */
function presenceOf(live: LiveTable) {
  return withFriends(live) ? { connected: (s: Seat) => live.present.has(s), away: live.away } : undefined;
}
