/**
 * What the instances of one deployment share beyond the database: a table's events (a new log entry, a change
 * of seating, a reaction), who is connected to which seat, who is away, which instance decides the AI's move
 * of a version, and the counters of the rate limits. One instance (the embedded mode) keeps all of it in
 * memory (`LocalBus`); several share it through Redis (`RedisBus`, redis-bus.ts, when REDIS_URL is set).
 *
 * Nothing here decides what a table's history is: the database's key on (table, n) does (store.ts).
 */
import type { Seat } from '../engine/action.js';
import type { LogRow } from './store.js';

/** What one instance tells the others that hold the same table. */
export type TableEvent =
  /** Entry `n` of the log was stored by the sender: apply it if at version `n`, else catch up from the log. */
  | { readonly type: 'entry'; readonly n: number; readonly entry: LogRow }
  /**
   * Holders, names, presence or the away seats changed: read them again. `presence`: only who is connected or
   * away changed (in Redis), so the holders and names in the database are not read again.
   */
  | { readonly type: 'seating'; readonly presence?: true }
  /** A person's quick reaction, as sent to connections. */
  | { readonly type: 'reaction'; readonly json: string }
  /** The spectator link was revoked: let its spectators go. */
  | { readonly type: 'unwatched'; readonly json: string };

export interface Bus {
  /** Delivers the table's events from the other instances to `handler` (never this instance's own). */
  follow(table: string, handler: (event: TableEvent) => void): Promise<void>;
  unfollow(table: string): void;
  /** Tells the other instances that follow the table; fire and forget (a lost event costs a catch-up). */
  publish(table: string, event: TableEvent): void;
  /** Whether this instance has a connection to the seat (kept alive while it has: `refresh`). */
  setPresent(table: string, seat: Seat, present: boolean): Promise<void>;
  /** The seats with a connection to any instance. */
  present(table: string): Promise<Set<Seat>>;
  setAway(table: string, seat: Seat, away: boolean): Promise<void>;
  /** People's seats the AI plays for, gone longer than the grace period. */
  away(table: string): Promise<Set<Seat>>;
  /**
   * True for the first to claim the key for `ms`, and for its holder claiming it again (renewed): the AI's
   * decisions of a table are made by one instance at a time.
   */
  claim(key: string, ms: number): Promise<boolean>;
  /** Counts one hit of the key in its fixed window: the count so far, and the window's remaining time. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /**
   * Calls `handler` each time the link to the other instances comes back after a break: what they published
   * meanwhile was lost, so every table held here reads its log again (tables.ts).
   */
  onReconnect(handler: () => void): void;
  /** The link to the other instances is broken now (their events do not come): tables poll their log. */
  readonly broken: boolean;
  /** Resolves when the link answers, rejects when it is down (the readiness endpoint). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One instance: everything in memory. */
export class LocalBus implements Bus {
  private readonly presentSeats = new Map<string, Set<Seat>>();
  private readonly awaySeats = new Map<string, Set<Seat>>();
  private readonly windows = new Map<string, { start: number; count: number }>();

  async follow(): Promise<void> {}
  unfollow(): void {}
  publish(): void {}

  async setPresent(table: string, seat: Seat, present: boolean): Promise<void> {
    edit(this.presentSeats, table, seat, present);
  }

  async present(table: string): Promise<Set<Seat>> {
    return new Set(this.presentSeats.get(table));
  }

  async setAway(table: string, seat: Seat, away: boolean): Promise<void> {
    edit(this.awaySeats, table, seat, away);
  }

  async away(table: string): Promise<Set<Seat>> {
    return new Set(this.awaySeats.get(table));
  }

  /** One instance decides every move: nobody else to claim it. */
  async claim(): Promise<boolean> {
    return true;
  }

  /** Fixed windows in memory, forgotten once over (checked when many are kept), without a timer. */
  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (w === undefined || now - w.start >= windowMs) {
      if (this.windows.size >= 10_000) {
        for (const [k, old] of this.windows) if (now - old.start >= windowMs) this.windows.delete(k);
      }
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, resetMs: w.start + windowMs - now };
  }

  /** Nothing links one instance to others: never broken. */
  onReconnect(): void {}
  readonly broken = false;

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

function edit(sets: Map<string, Set<Seat>>, table: string, seat: Seat, on: boolean): void {
  let set = sets.get(table);
  if (on) {
    if (!set) sets.set(table, (set = new Set()));
    set.add(seat);
  } else if (set) {
    set.delete(seat);
    if (set.size === 0) sets.delete(table);
  }
}
