/**
 * Invite links (issue 16): the creator's link for the seats he left to friends while the table waits, what
 * the link shows before joining (who sits where, never a name), and a friend taking the first free seat.
 */
import type { Seat } from '../../engine/action.js';
import type { Bus } from '../bus.js';
import { ApiError } from '../protocol.js';
import type { Store } from '../store.js';
import { type SeatPlayer, type TableInfo, seatPlayers, tableInfo } from '../views.js';
import type { Links } from './links.js';
import { type LiveTable, seatOf } from './live-table.js';
import type { TableRegistry } from './registry.js';
import type { Seating } from './seating.js';

export class Invites {
  constructor(
    private readonly registry: TableRegistry,
    private readonly links: Links,
    private readonly seating: Seating,
    private readonly store: Store,
    private readonly bus: Bus,
  ) {}

  /** Makes (or gives again) the invite link of a table that waits for friends, for its creator. */
  async invite(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.registry.owned(id, player);
    if (live.game.status !== 'waiting') throw new ApiError('ALREADY_STARTED', 'the table has started');
    const token = await this.links.give('invites', id);
    return { token, path: `/join/${token}` };
  }

  /** Revokes the table's invite link: it answers NOT_FOUND from now on (a new one can be made). */
  async uninvite(id: string, player: string): Promise<{ revoked: true }> {
    await this.registry.owned(id, player);
    return this.links.revoke('invites', id);
  }

  private async invited(token: string): Promise<LiveTable> {
    const live = await this.links.open('invites', token);
    if (!live) throw new ApiError('NOT_FOUND', 'no such invite link');
    return live;
  }

  /** What an invite link shows before joining: the table's public information and who sits where. */
  async invitation(
    token: string,
    player: string,
  ): Promise<{ table: TableInfo; seats: SeatPlayer[]; seat: Seat | null; name: string | null }> {
    const live = await this.invited(token);
    const seat = seatOf(live, player) ?? null;
    // Names are for the table's own players: whoever merely holds the link sees seats, not names.
    const names = new Map([...live.holders.keys()].map((s) => [s, null]));
    // The asker's own name (never anyone else's), so that the join page can offer it again.
    const name = await this.seating.name(player);
    return { table: tableInfo(live.game, null), seats: seatPlayers(live.game, seat ?? -1, names), seat, name };
  }

  /**
   * Seats the player at the first free invited seat of the table the link opens (or gives the seat he holds
   * already). ALREADY_STARTED once the table has started, TABLE_FULL when every invited seat is taken.
   */
  async join(token: string, player: string): Promise<{ table: string; seat: Seat }> {
    const live = await this.invited(token);
    const id = live.game.meta.id;
    const held = seatOf(live, player);
    if (held !== undefined) return { table: id, seat: held };
    if (live.game.status !== 'waiting') throw new ApiError('ALREADY_STARTED', 'the table has started without you');
    // The seats as the database has them: a friend may have just joined through another instance.
    let free = -1;
    for (let tries = 0; free < 0 && tries < live.game.seats.length; tries++) {
      live.holders = await this.store.holders(id);
      const held = seatOf(live, player);
      if (held !== undefined) return { table: id, seat: held };
      const seat = live.game.seats.findIndex((kind, s) => kind === 'invite' && !live.holders.has(s));
      if (seat < 0) throw new ApiError('TABLE_FULL', 'every seat of this table is taken');
      if (await this.store.addHolder(id, seat, player, Date.now())) free = seat;
    }
    if (free < 0) throw new ApiError('TABLE_FULL', 'every seat was taken meanwhile: try again');
    live.holders.set(free, player);
    live.names.set(free, await this.store.playerName(player));
    this.bus.publish(id, { type: 'seating' });
    this.seating.changed(live);
    return { table: id, seat: free };
  }
}
