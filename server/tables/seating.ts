/**
 * The people at a table (issue 16): their connections and presence, the grace period of a person who left,
 * the AI standing in for him while he is away, display names, and telling the other instances (bus.ts) of
 * each change. Every change of the seating is pushed to everyone at the table.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Seat } from '../../engine/action.js';
import type { AiTurns } from '../ai-turns.js';
import type { Bus } from '../bus.js';
import { isUnavailable } from '../outage.js';
import type { Store } from '../store.js';
import type { Feeds } from './feeds.js';
import { type Listener, type LiveTable, seatOf, withFriends } from './live-table.js';
import type { TableRegistry } from './registry.js';

/** How often the presence of the friends' tables held here is read again (an instance may have died). */
const PRESENCE_CHECK_MS = 5_000;

export class Seating {
  private readonly presenceCheck: NodeJS.Timeout;
  /**
   * Per table, the reads of the seating begun (`begun`) and the latest whose presence was taken (`taken`): a
   * read that a later one overtook (a full read waits for the database, a read of presence alone does not)
   * does not put back the older presence it read.
   */
  private readonly reads = new WeakMap<LiveTable, { begun: number; taken: number }>();

  constructor(
    private readonly registry: TableRegistry,
    private readonly feeds: Feeds,
    private readonly ai: AiTurns<LiveTable>,
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    // An instance killed outright tells nobody that its players are gone: its presence expires (redis-bus.ts),
    // and this check notices, so that their grace periods start.
    this.presenceCheck = setInterval(() => void this.checkPresence(), PRESENCE_CHECK_MS);
    this.presenceCheck.unref();
  }

  /** Back after a restart or an unload: whoever does not reconnect within the grace period is away. */
  adopted(live: LiveTable): void {
    if (live.game.status !== 'waiting') for (const seat of live.game.humanSeats()) this.startGrace(live, seat);
  }

  /**
   * A person's connection: the seat's state at once, then its news on every change (whole states, or events
   * when `events`: feeds.ts); the first connection of a seat is his arrival.
   */
  async subscribe(id: string, player: string, listener: Listener, events: boolean): Promise<() => void> {
    const { live, seat } = await this.registry.seated(id, player);
    if (!live.listeners.has(seat)) {
      live.present.add(seat);
      // The others see him arrive; he gets the state below, once.
      if (withFriends(live)) {
        this.arrived(live, seat);
        void this.vouch(live, seat, true);
      } else if (live.job === null) {
        // His turn may have come while nobody was connected (the first move of a table with a turn clock):
        // his clock starts now.
        this.ai.schedule(live);
      }
    }
    this.feeds.add(live, seat, listener, events);
    return () => {
      if (!this.feeds.remove(live, seat, listener)) return;
      if (!withFriends(live)) {
        live.present.delete(seat);
        return;
      }
      void this.vouch(live, seat, false);
    };
  }

  /** Friends' tables only: a person gone longer than the grace period is played by the AI until he is back. */
  startGrace(live: LiveTable, seat: Seat): void {
    const graceMs = live.game.meta.options.graceMs;
    if (graceMs === undefined || live.present.has(seat) || live.graceTimers.has(seat)) return;
    if (live.game.status === 'finished' || live.away.has(seat)) return;
    const timer = setTimeout(() => void this.graceOver(live, seat), graceMs);
    timer.unref();
    live.graceTimers.set(seat, timer);
  }

  /** His grace period is over: unless he came back (to any instance), the AI plays for him, and all are told. */
  private async graceOver(live: LiveTable, seat: Seat): Promise<void> {
    live.graceTimers.delete(seat);
    const id = live.game.meta.id;
    if (this.registry.get(id) !== live || live.game.status === 'finished') return;
    const present = await this.bus.present(id);
    if (present.has(seat) || live.listeners.has(seat)) return;
    await this.bus.setAway(id, seat, true);
    live.away.add(seat);
    this.bus.publish(id, { type: 'seating', presence: true });
    this.changed(live);
    if (live.game.toMove() === seat) {
      this.ai.cancel(live);
      this.ai.schedule(live);
      this.feeds.broadcast(live);
    }
  }

  /** A person's first connection: his grace period stops, and he takes his seat back from the AI. */
  private arrived(live: LiveTable, seat: Seat): void {
    const timer = live.graceTimers.get(seat);
    if (timer) clearTimeout(timer);
    live.graceTimers.delete(seat);
    // The move the AI may be making for him now is played; from his next turn the seat is his again.
    live.away.delete(seat);
    // A table whose people were all gone waited for someone: the AI plays for the others again.
    if (live.job === null) this.ai.schedule(live);
    this.changed(live);
  }

  /**
   * This instance's first connection to a friends' table's seat, or its last one gone: the bus learns it and
   * the other instances are told. Gone from here, he may still be connected to another instance; if not, his
   * grace period starts.
   */
  private async vouch(live: LiveTable, seat: Seat, here: boolean): Promise<void> {
    const id = live.game.meta.id;
    try {
      await this.bus.setPresent(id, seat, here);
      if (here) {
        await this.bus.setAway(id, seat, false);
        this.bus.publish(id, { type: 'seating', presence: true });
        return;
      }
      const present = await this.bus.present(id);
      // A connection that came back meanwhile counts, whatever the bus said.
      for (const s of live.listeners.keys()) present.add(s);
      live.present = present;
      this.bus.publish(id, { type: 'seating', presence: true });
      if (!present.has(seat)) this.startGrace(live, seat);
      this.changed(live);
    } catch (e) {
      // Redis down: the presence is vouched for again when it is back (redis-bus.ts).
      if (isUnavailable(e)) this.log.warn({ err: e, table: id, seat }, 'cannot share presence now');
      else this.log.error({ err: e, table: id, seat }, 'cannot share presence');
    }
  }

  /**
   * Another instance changed the seating: read holders, names, presence and away seats again; `presence`: only
   * who is connected or away changed, and the holders and names (in the database) are kept as they are.
   */
  async reseat(live: LiveTable, presence = false): Promise<void> {
    const id = live.game.meta.id;
    let reads = this.reads.get(live);
    if (!reads) this.reads.set(live, (reads = { begun: 0, taken: 0 }));
    const read = ++reads.begun;
    const [holders, present, away] = await Promise.all([
      presence ? null : this.store.holders(id),
      this.bus.present(id),
      this.bus.away(id),
    ]);
    if (holders !== null) {
      // A seat once held stays held: one taken here while the read was under way (a friend joining through
      // this instance) is kept, not overwritten by the older read (his connection would then be FORBIDDEN).
      for (const [seat, player] of live.holders) if (!holders.has(seat)) holders.set(seat, player);
      live.holders = holders;
      live.names = await this.registry.namesOf(holders);
    }
    if (read > reads.taken) {
      reads.taken = read;
      this.seen(live, present);
      live.away = away;
    }
    if (live.job === null) this.ai.schedule(live);
    this.changed(live);
  }

  /** Takes the bus's presence (with this instance's own connections), and starts or stops grace periods. */
  private seen(live: LiveTable, present: Set<Seat>): void {
    for (const s of live.listeners.keys()) present.add(s);
    live.present = present;
    if (live.game.status === 'waiting') return;
    for (const seat of live.game.humanSeats()) {
      if (!present.has(seat)) this.startGrace(live, seat);
      else {
        const timer = live.graceTimers.get(seat);
        if (timer) clearTimeout(timer);
        live.graceTimers.delete(seat);
      }
    }
  }

  /**
   * Notices presence that expired (an instance killed outright) at the friends' tables held here. All are
   * asked at once: the bus sends the questions of one turn of the event loop together (redis-bus.ts), where
   * one table after the other cost a round trip each.
   */
  private async checkPresence(): Promise<void> {
    const tables = [...this.registry.values()].filter(
      (live) => withFriends(live) && live.game.status !== 'waiting' && live.game.status !== 'finished',
    );
    await Promise.all(
      tables.map(async (live) => {
        try {
          const present = await this.bus.present(live.game.meta.id);
          for (const s of live.listeners.keys()) present.add(s);
          if (present.size === live.present.size && [...present].every((s) => live.present.has(s))) return;
          this.seen(live, present);
          this.changed(live);
        } catch (e) {
          this.log.warn({ err: e, table: live.game.meta.id }, 'cannot read presence');
        }
      }),
    );
  }

  /** The seating changed (a friend sat down, a name, presence): everyone at the table is sent his new state. */
  changed(live: LiveTable): void {
    live.seating++;
    this.feeds.broadcast(live);
  }

  /** A player's display name, shown to the tables where he sits (never to visitors of a shared replay). */
  async name(player: string): Promise<string | null> {
    return player === '' ? null : await this.store.playerName(player);
  }

  /** Sets a player's display name, and shows it at once at every table held here where he sits. */
  async setName(player: string, name: string | null): Promise<{ name: string | null }> {
    await this.store.setPlayerName(player, name);
    for (const live of this.registry.values()) {
      const seat = seatOf(live, player);
      if (seat === undefined) continue;
      live.names.set(seat, name);
      this.bus.publish(live.game.meta.id, { type: 'seating' });
      this.changed(live);
    }
    return { name };
  }

  close(): void {
    clearInterval(this.presenceCheck);
  }
}
