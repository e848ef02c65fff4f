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
 * A table's entries are published only while another instance follows it (issue 29, point 6: most tables
 * are held by one instance, and each publish cost a command here and its echo back to this instance's own
 * subscription). Every `ALONE_CHECK_MS` an instance asks Redis how many subscribers each table's channel has
 * (one PUBSUB NUMSUB for all); a table whose only subscriber is this instance is `alone`, and its entries
 * are kept back, the last one per table. An instance that starts following a table says so on the table's
 * channel once its subscription holds (`hello`), before it reads the log: whoever follows the table then
 * publishes from there on, and sends the last entry it kept back, from which the newcomer catches up
 * (bus.ts: an entry past its version reads the log). A check that a hello, a follow or a break overtook is
 * not believed. An instance whose link was broken may have missed hellos: when it holds again it publishes
 * again for every table, and tells the others (`back`, on a channel every instance follows) to do the same.
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

/** How often an instance asks which of its tables no other instance follows. */
export const ALONE_CHECK_MS = 1_000;

const channel = (table: string) => `cardavia:table:${table}`;
/** Every instance's: an instance whose link came back after a break says so (`back`). */
const CONTROL = 'cardavia:instances';
const presenceKey = (table: string) => `cardavia:presence:${table}`;
const awayKey = (table: string) => `cardavia:away:${table}`;

/** Sets the key to the instance (ARGV[1]) for ARGV[2] ms unless another holds it: 1 if the instance holds it now. */
const CLAIM = `local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** What goes on a table's channel: an event, or `hello` from an instance that starts following the table. */
type Envelope =
  | { readonly from: string; readonly event: TableEvent; readonly hello?: undefined }
  | { readonly from: string; readonly hello: true; readonly event?: undefined };

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
  /** Tables followed here whose subscription Redis has confirmed: the only ones whose subscribers are counted. */
  private readonly subscribed = new Set<string>();
  /** Tables no other instance followed at the last check: their entries are kept back, not published. */
  private readonly alone = new Set<string>();
  /** The last entry kept back per table `alone`: sent when another instance starts following it. */
  private readonly keptBack = new Map<string, string>();
  /** Changes with every hello, follow, unfollow, break and recovery: a check they overtook is not believed. */
  private generation = 0;
  /** After a break, until the subscriptions ioredis renews hold (`ready`). */
  private resubscribing = false;
  private readonly checking: NodeJS.Timeout;

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
    // Every event this instance publishes comes back to it (it follows the tables it holds): told apart by
    // its start, as `publish` writes it, without reading it.
    const own = JSON.stringify({ from: this.instance }).slice(0, -1);
    subscriber.on('message', (name: string, text: string) => {
      if (text.startsWith(own)) return;
      if (name === CONTROL) return this.shareAll();
      const table = name.slice(channel('').length);
      const handler = this.handlers.get(table);
      if (!handler) return;
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.hello) this.share(table);
      else handler(envelope.event);
    });
    this.renew = setInterval(() => void this.vouch().catch(() => {}), PRESENCE_RENEW_MS);
    this.renew.unref();
    this.checking = setInterval(() => void this.checkAlone().catch(() => {}), ALONE_CHECK_MS);
    this.checking.unref();
  }

  /**
   * Asks Redis which tables followed here have no other subscriber; those become `alone` unless a hello, a
   * follow, an unfollow or a break came meanwhile (the answer may predate it). Public for tests.
   */
  async checkAlone(): Promise<void> {
    if (this.broken || this.closing || this.resubscribing) return;
    const tables = [...this.subscribed].filter((t) => !this.alone.has(t));
    if (tables.length === 0) return;
    const generation = this.generation;
    const counts = (await this.redis.pubsub('NUMSUB', ...tables.map(channel))) as (string | number)[];
    if (generation !== this.generation || this.broken || this.resubscribing) return;
    tables.forEach((table, i) => {
      // One subscriber: this instance's own (confirmed before the question was sent).
      if (Number(counts[2 * i + 1]) === 1 && this.subscribed.has(table)) this.alone.add(table);
    });
  }

  /** Another instance follows the table: its entries are published again, starting with the one kept back. */
  private share(table: string): void {
    this.generation++;
    this.alone.delete(table);
    const text = this.keptBack.get(table);
    this.keptBack.delete(table);
    if (text !== undefined) this.send(table, text);
  }

  /** Every table is published again (after a break, here or at another instance), until the next check. */
  private shareAll(): void {
    for (const table of [...this.alone]) this.share(table);
    this.generation++;
  }

  /** Whether the table's entries are kept back now (for tests). */
  isAlone(table: string): boolean {
    return this.alone.has(table);
  }

  private broke(role: string, e: Error | null): void {
    if (this.closing) return;
    this.generation++;
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
    // Hellos may have been missed, here or by the others: every instance publishes every table again. The
    // others are told once the subscriptions ioredis renews (sent after this event) hold: a subscribe sent
    // now is answered after them.
    // Until they hold, a count of subscribers may miss this instance's own: no check is believed.
    this.shareAll();
    this.resubscribing = true;
    setImmediate(() => {
      this.subscriber
        .subscribe(CONTROL)
        .then(() => this.redis.publish(CONTROL, JSON.stringify({ from: this.instance, back: true })))
        .catch(() => {})
        .finally(() => {
          this.resubscribing = false;
          this.generation++;
        });
    });
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
    await subscriber.subscribe(CONTROL);
    return bus;
  }

  /**
   * Subscribes, then says hello on the table's channel: whoever follows it publishes its entries from then on.
   * The caller reads the log after this: an entry stored before the hello was heard is in it, or is the one
   * kept back and sent on the hello.
   */
  async follow(table: string, handler: (event: TableEvent) => void): Promise<void> {
    this.handlers.set(table, handler);
    this.generation++;
    await this.subscriber.subscribe(channel(table));
    if (this.handlers.get(table) !== handler) return;
    this.generation++;
    this.subscribed.add(table);
    const hello: Envelope = { from: this.instance, hello: true };
    this.send(table, JSON.stringify(hello));
  }

  unfollow(table: string): void {
    this.handlers.delete(table);
    this.subscribed.delete(table);
    this.alone.delete(table);
    this.keptBack.delete(table);
    this.generation++;
    void this.subscriber.unsubscribe(channel(table)).catch(() => {});
  }

  /** Sends the event to the instances following the table; an entry of a table none follows is kept back. */
  publish(table: string, event: TableEvent): void {
    const envelope: Envelope = { from: this.instance, event };
    const text = JSON.stringify(envelope);
    if (event.type === 'entry' && this.alone.has(table)) this.keptBack.set(table, text);
    else this.send(table, text);
  }

  /**
   * Publishes, or keeps the event for when the link holds again (a reaction is news only now, and a hello is
   * made up for by `back`: dropped).
   */
  private send(table: string, text: string): void {
    void this.redis.publish(channel(table), text).catch(() => {
      const { event } = JSON.parse(text) as Envelope;
      if (event === undefined || event.type === 'reaction' || this.closing) return;
      let events = this.unsent.get(table);
      if (!events) this.unsent.set(table, (events = new Map()));
      // A change of presence alone does not stand in for a change of holders or names waiting before it.
      const waiting = events.get(event.type);
      if (event.type === 'seating' && event.presence && waiting !== undefined && !waiting.includes('"presence"'))
        return;
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

  /**
   * The key is this instance's if it sets it, or holds it already: then it is renewed for `ms` (a table's AI
   * claim, held while its holder goes on deciding). One round trip either way.
   */
  async claim(key: string, ms: number): Promise<boolean> {
    return (await this.redis.eval(CLAIM, 1, `cardavia:claim:${key}`, this.instance, ms)) === 1;
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
    clearInterval(this.checking);
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
