/**
 * Replay links (docs/review.md): the creator's link to a finished table, and what it shows anyone who has
 * it: the table with seats by position only, named by the token, never by its id (the id opens the record,
 * which a revoked link must no longer reach).
 */
import type { SharedTable } from '../../engine/protocol.js';
import { ApiError } from '../protocol.js';
import type { TableGame } from '../table.js';
import { tableInfo } from '../views.js';
import type { Links } from './links.js';
import type { TableRegistry } from './registry.js';

export class Shares {
  constructor(
    private readonly registry: TableRegistry,
    private readonly links: Links,
  ) {}

  /** Makes (or gives again) the replay link of a finished table, for its creator. */
  async share(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.registry.owned(id, player);
    if (live.game.status !== 'finished') {
      throw new ApiError('NOT_FINISHED', 'a table is shared once its game is over');
    }
    const token = await this.links.give('shares', id);
    return { token, path: `/shared/${token}` };
  }

  /** Revokes the table's replay link: it answers NOT_FOUND from now on. */
  async unshare(id: string, player: string): Promise<{ revoked: true }> {
    await this.registry.owned(id, player);
    return this.links.revoke('shares', id);
  }

  /** The finished table a live link opens; NOT_FOUND for an unknown or revoked token. */
  async game(token: string): Promise<TableGame> {
    const live = await this.links.open('shares', token);
    if (!live || live.game.status !== 'finished') throw new ApiError('NOT_FOUND', 'no such replay link');
    return live.game;
  }

  /** A shared table for anyone with the link: seats by position only, no player's identity, no table id. */
  async shared(token: string): Promise<SharedTable> {
    const t = await this.game(token);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { commitment, ...info } = tableInfo(t, null);
    return { info: { ...info, id: token }, deals: t.deals.length, seatLabels: 'position' };
  }
}
