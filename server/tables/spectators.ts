/**
 * Spectators (issue 16): the creator's watch link at a table made with `spectators: true`, the public state
 * it opens (the game's spectator view, seats without names), and the spectators' live connections, let go
 * when the link is revoked.
 */
import type { Bus } from '../bus.js';
import { ApiError } from '../protocol.js';
import { type SeatState, type TableInfo, tableInfo } from '../views.js';
import type { Feeds } from './feeds.js';
import type { Links } from './links.js';
import type { Listener, LiveTable } from './live-table.js';
import type { TableRegistry } from './registry.js';

export class Spectators {
  constructor(
    private readonly registry: TableRegistry,
    private readonly links: Links,
    private readonly feeds: Feeds,
    private readonly bus: Bus,
  ) {}

  /** Makes (or gives again) the spectator link of a table that allows spectators, for its creator. */
  async watch(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.registry.owned(id, player);
    if (live.game.meta.options.spectators !== true) {
      throw new ApiError('FORBIDDEN', 'this table was created without spectators');
    }
    const token = await this.links.give('watches', id);
    return { token, path: `/watch/${token}` };
  }

  /** Revokes the spectator link: it opens nothing from now on, and its spectators are let go. */
  async unwatch(id: string, player: string): Promise<{ revoked: true }> {
    const live = await this.registry.owned(id, player);
    const answer = await this.links.revoke('watches', id);
    // Its spectators are told, and hear nothing more.
    const revoked = JSON.stringify({
      type: 'error',
      id: null,
      error: { code: 'NOT_FOUND', message: 'this spectator link was revoked' },
    });
    this.bus.publish(id, { type: 'unwatched', json: revoked });
    this.feeds.letSpectatorsGo(live, revoked);
    return answer;
  }

  private async watched(token: string): Promise<LiveTable> {
    const live = await this.links.open('watches', token);
    if (!live || live.game.meta.options.spectators !== true) throw new ApiError('NOT_FOUND', 'no such spectator link');
    return live;
  }

  /** What a spectator link opens: the table's public information, named by the token, and the public state. */
  async spectate(token: string): Promise<{ table: TableInfo; state: SeatState }> {
    const live = await this.watched(token);
    const state = JSON.parse(this.feeds.spectator(live, token).json) as SeatState;
    return { table: { ...tableInfo(live.game, null), id: token }, state };
  }

  /**
   * A spectator's live connection: the public state at once and its news on every change (whole states, or
   * events when `events`), and the reactions.
   */
  async subscribe(token: string, listener: Listener, events: boolean): Promise<() => void> {
    return this.feeds.addSpectator(await this.watched(token), token, listener, events);
  }

  /** Throws NOT_FOUND unless the spectator link is live. */
  async check(token: string): Promise<void> {
    await this.watched(token);
  }

  /** Sends the spectator's connection the public state now, whole (`sync`). */
  async sync(token: string, listener: Listener): Promise<void> {
    this.feeds.resendSpectator(await this.watched(token), token, listener);
  }
}
