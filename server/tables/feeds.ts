/**
 * What a table's connections are sent: each seat's state message (views.ts), built once per change and
 * serialised once for all of that seat's connections; the spectators' public state; and the pushes on every
 * change, the sender's copy acknowledging his action. Who may connect is decided before (seating.ts and
 * links for spectators); this part only keeps the connections and sends.
 */
import type { Seat } from '../../engine/action.js';
import { type SeatState, spectatorState, seatState } from '../views.js';
import { type Listener, type LiveTable, type Origin, withFriends } from './live-table.js';

export class Feeds {
  /** The seat's state message now, from the cache while nothing it shows has changed. */
  state(live: LiveTable, seat: Seat): { json: string; state: SeatState } {
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
  spectatorJson(live: LiveTable, token: string): string {
    const thinking = live.job !== null;
    const key = `${live.game.version}/${live.seating}/${thinking}/${token}`;
    if (live.watchCache?.key === key) return live.watchCache.json;
    const json = JSON.stringify(spectatorState(live.game, token, thinking, live.names, presenceOf(live)));
    live.watchCache = { key, json };
    return json;
  }

  /** Adds a connection of a person's seat and sends it the seat's state at once. */
  add(live: LiveTable, seat: Seat, listener: Listener): void {
    let mine = live.listeners.get(seat);
    if (!mine) live.listeners.set(seat, (mine = new Set()));
    mine.add(listener);
    listener(this.state(live, seat).json);
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
  addSpectator(live: LiveTable, token: string, listener: Listener): () => void {
    live.spectators.set(listener, token);
    listener(this.spectatorJson(live, token));
    return () => {
      live.spectators.delete(listener);
      live.touchedAt = Date.now();
    };
  }

  /** Sends each seat's new state to its connections (the sender's copy acknowledges its action), and spectators theirs. */
  broadcast(live: LiveTable, origin: Origin | null = null): void {
    for (const [seat, listeners] of live.listeners) {
      const { json } = this.state(live, seat);
      for (const listener of listeners) {
        listener(listener === origin?.listener ? `${json.slice(0, -1)},"ack":${JSON.stringify(origin.ack)}}` : json);
      }
    }
    for (const [listener, token] of live.spectators) listener(this.spectatorJson(live, token));
  }

  /** Sends one message to every connection at the table held here, spectators' too. */
  sendAll(live: LiveTable, json: string): void {
    for (const listeners of live.listeners.values()) for (const listener of listeners) listener(json);
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

/** Who is connected and who is away, shown at tables with friends only. */
function presenceOf(live: LiveTable) {
  return withFriends(live) ? { connected: (s: Seat) => live.present.has(s), away: live.away } : undefined;
}
