/**
 * What is read of a player's tables beyond play: the signed record of a finished table (signing.ts), the
 * player's listing (from the database rows, no replay), and his statistics (stats.ts).
 */
import type { PlayerStats } from '../../engine/protocol.js';
import { ApiError } from '../protocol.js';
import { recordOf } from '../record.js';
import type { RecordSigner } from '../signing.js';
import { playerStats } from '../stats.js';
import type { Store } from '../store.js';
import { type GameListing, gameListing } from '../views.js';
import type { TableRegistry } from './registry.js';

export class Records {
  private signer: RecordSigner | null = null;

  constructor(
    private readonly registry: TableRegistry,
    private readonly store: Store,
  ) {}

  /** Signs every record revealed from now on (signing.ts; the app sets it when it starts). */
  signWith(signer: RecordSigner): void {
    this.signer = signer;
  }

  /** The full record of a finished table, for anyone who has its id. */
  async record(id: string) {
    const live = await this.registry.need(id);
    if (live.game.status !== 'finished') {
      throw new ApiError('NOT_FINISHED', 'the record is revealed when the game is over');
    }
    const record = recordOf(live.game);
    return this.signer ? this.signer.sign(record) : record;
  }

  /** A player's tables, from the database rows (no replay needed). */
  async list(
    player: string,
    status: 'active' | 'finished' | 'all',
    limit: number,
    offset: number,
  ): Promise<GameListing[]> {
    return (await this.store.tablesOf(player, status, limit, offset)).map(gameListing);
  }

  /** The player's statistics (stats.ts). */
  async stats(player: string): Promise<PlayerStats> {
    return playerStats(this.store, player, (row) => this.registry.gameOf(row));
  }
}
