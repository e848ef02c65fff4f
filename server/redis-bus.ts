/**
 * The bus of several instances (REDIS_URL, docs/deploy.md): a pub/sub channel per table, presence and away
 * seats in hashes and sets, the AI's claims and the rate limits' counters as keys that expire. ioredis keeps
 * two connections: one for commands, one subscribed.
 *
 * While Redis is down (docs/deploy.md) the clients reconnect by themselves; what was published meanwhile is
 * lost, so when the subscribed connection is ready again after a break the instance reads the log of every
 * table it holds (`onReconnect`). The clients' errors are logged once per break, as JSON lines, and the
 * recovery with the break's length.
 *
 * Presence outlives no instance: each instance writes, per seat it has a connection to, the time until
 * which it vouches for it, and renews that every `PRESENCE_RENEW_MS`; an instance killed outright stops
 * renewing, and its seats count as gone within `PRESENCE_TTL_MS`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Seat } from '../engine/action.js';
import type { Bus, TableEvent } from './bus.js';

export const PRESENCE_TTL_MS = 15_000;
export const PRESENCE_RENEW_MS = 5_000;

/** How long a table's presence and away keys outlive their last change (a table nobody visits for a day). */
const KEY_TTL_S = 24 * 3600;

const channel = (table: string) => `cardavia:table:${table}`;
const presenceKey = (table: string) => `cardavia:presence:${table}`;
const awayKey = (table: string) => `cardavia:away:${table}`;

interface Envelope {
  readonly from: string;
  readonly event: TableEvent;
}

export class RedisBus implements Bus {
  /** Names this instance in the events it sends and the presence it vouches for. */
  readonly instance = randomBytes(6).toString('hex');
  private readonly handlers = new Map<string, (event: TableEvent) => void>();
  /** The seats this instance vouches for: table → seats. */
  private readonly mine = new Map<string, Set<Seat>>();
  private readonly renew: NodeJS.Timeout;
  private readonly reconnected: (() => void)[] = [];
  /** When the link broke (the first client error or close since both were last ready), or null while it holds. */
  private brokenAt: number | null = null;
  /** The clients that are not ready: the link holds when neither is down. */
  private readonly down = new Set<string>();
  /**
   * What could not be published while the link was broken, the last event of each kind per table: sent
   * when it holds again (an entry's number tells an instance behind it to read the log).
   */
  private readonly unsent = new Map<string, Map<TableEvent['type'], string>>();
  /** Closing on purpose: its clients' closing is no break. */
  private closing = false;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger | null,
  ) {
    for (const [client, role] of [
      [redis, 'commands'],
      [subscriber, 'subscriber'],
    ] as const) {
      // Without a listener ioredis prints every failed reconnection with its stack: one JSON warning per break.
      client.on('error', (e: Error) => this.broke(role, e));
      client.on('close', () => this.broke(role, null));
      client.on('ready', () => this.ready(role));
    }
    subscriber.on('message', (name: string, text: string) => {
      const table = name.slice(channel('').length);
      const handler = this.handlers.get(table);
      if (!handler) return;
      const { from, event } = JSON.parse(text) as Envelope;
      if (from !== this.instance) handler(event);
    });
    this.renew = setInterval(() => void this.vouch().catch(() => {}), PRESENCE_RENEW_MS);
    this.renew.unref();
  }

  private broke(role: string, e: Error | null): void {
    if (this.closing) return;
    this.down.add(role);
    if (this.brokenAt !== null) return;
    this.brokenAt = Date.now();
    this.log?.warn({ err: e ?? undefined, role }, 'the link to Redis is broken: reconnecting');
  }

  /**
   * A client is ready (again). Once both are, after a break: what could not be published is, presence is
   * vouched for, and every table held here catches up from the log.
   */
  private ready(role: string): void {
    this.down.delete(role);
    if (this.brokenAt === null || this.down.size > 0) return;
    const brokeFor = Date.now() - this.brokenAt;
    this.brokenAt = null;
    const unsent = [...this.unsent].flatMap(([table, events]) => [...events.values()].map((text) => ({ table, text })));
    this.unsent.clear();
    for (const { table, text } of unsent) this.send(table, text);
    this.log?.info({ brokeForMs: brokeFor }, 'the link to Redis is back: tables catch up from the log');
    // Presence this instance vouches for may have run out meanwhile: vouched for again at once.
    void this.vouch().catch(() => {});
    for (const handler of this.reconnected) handler();
  }

  get broken(): boolean {
    return this.brokenAt !== null;
  }

  onReconnect(handler: () => void): void {
    this.reconnected.push(handler);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  static async open(url: string, log: FastifyBaseLogger | null = null): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    // The commands of one turn of the event loop go out in one write: a write is a system call, and under
    // load the publishes and claims of many tables come together. While the link is broken a command fails
    // at once rather than wait for a reconnection (up to seconds each): an AI claim is then decided anyway
    // (the log's key keeps one move), a publish is lost and made up for by the log, presence is kept as it
    // was and vouched for again on the next renewal.
    const redis = new Redis(url, { ...options, enableAutoPipelining: true, enableOfflineQueue: false });
    const subscriber = new Redis(url, options);
    const bus = new RedisBus(redis, subscriber, log);
    await Promise.all([redis.connect(), subscriber.connect()]);
    return bus;
  }

  async follow(table: string, handler: (event: TableEvent) => void): Promise<void> {
    this.handlers.set(table, handler);
    await this.subscriber.subscribe(channel(table));
  }

  unfollow(table: string): void {
    this.handlers.delete(table);
    void this.subscriber.unsubscribe(channel(table)).catch(() => {});
  }

  publish(table: string, event: TableEvent): void {
    const envelope: Envelope = { from: this.instance, event };
    this.send(table, JSON.stringify(envelope));
  }

  /** Publishes, or keeps the event for when the link holds again (a reaction is news only now: dropped). */
  private send(table: string, text: string): void {
    void this.redis.publish(channel(table), text).catch(() => {
      const { event } = JSON.parse(text) as Envelope;
      if (event.type === 'reaction' || this.closing) return;
      let events = this.unsent.get(table);
      if (!events) this.unsent.set(table, (events = new Map()));
      events.set(event.type, text);
    });
  }

  async setPresent(table: string, seat: Seat, present: boolean): Promise<void> {
    let seats = this.mine.get(table);
    const field = `${seat}/${this.instance}`;
    if (present) {
      if (!seats) this.mine.set(table, (seats = new Set()));
      seats.add(seat);
      await this.redis
        .multi()
        .hset(presenceKey(table), field, Date.now() + PRESENCE_TTL_MS)
        .expire(presenceKey(table), KEY_TTL_S)
        .exec();
    } else {
      seats?.delete(seat);
      if (seats?.size === 0) this.mine.delete(table);
      await this.redis.hdel(presenceKey(table), field);
    }
  }

  /** Renews every seat this instance vouches for, in one round trip. */
  private async vouch(): Promise<void> {
    if (this.mine.size === 0) return;
    const until = Date.now() + PRESENCE_TTL_MS;
    const batch = this.redis.pipeline();
    for (const [table, seats] of this.mine) {
      for (const seat of seats) batch.hset(presenceKey(table), `${seat}/${this.instance}`, until);
    }
    await batch.exec();
  }

  async present(table: string): Promise<Set<Seat>> {
    const now = Date.now();
    const fields = await this.redis.hgetall(presenceKey(table));
    const seats = new Set<Seat>();
    for (const [field, until] of Object.entries(fields)) {
      if (Number(until) > now) seats.add(Number(field.split('/')[0]));
    }
    return seats;
  }

  async setAway(table: string, seat: Seat, away: boolean): Promise<void> {
    if (away) await this.redis.multi().sadd(awayKey(table), seat).expire(awayKey(table), KEY_TTL_S).exec();
    else await this.redis.srem(awayKey(table), seat);
  }

  async away(table: string): Promise<Set<Seat>> {
    return new Set((await this.redis.smembers(awayKey(table))).map(Number));
  }

  /** The key is this instance's if it sets it, or set it already (deciding again after a failed store). */
  async claim(key: string, ms: number): Promise<boolean> {
    const name = `cardavia:claim:${key}`;
    if ((await this.redis.set(name, this.instance, 'PX', ms, 'NX')) === 'OK') return true;
    return (await this.redis.get(name)) === this.instance;
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const name = `cardavia:hits:${key}`;
    const replies = await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
    const count = Number(replies?.[0]?.[1] ?? 1);
    const resetMs = Number(replies?.[2]?.[1] ?? windowMs);
    return { count, resetMs: resetMs > 0 ? resetMs : windowMs };
  }

  /** The client for @fastify/rate-limit's own counters. */
  get client(): Redis {
    return this.redis;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.renew);
    // What this instance vouched for goes now, not at expiry.
    const batch = this.redis.pipeline();
    for (const [table, seats] of this.mine) {
      for (const seat of seats) batch.hdel(presenceKey(table), `${seat}/${this.instance}`);
    }
    await batch.exec().catch(() => {});
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => {});
  }
}
