/**
 * The links a table's creator hands out (invites, spectator links, replay links): one live token per table
 * and kind, given again until it is revoked, and the table a token opens. What each link lets its holder do
 * is invites.ts, spectators.ts and shares.ts.
 */
import { randomBytes } from 'node:crypto';
import type { LinkKind, Store } from '../store.js';
import type { LiveTable } from './live-table.js';
import type { TableRegistry } from './registry.js';

/** A link's token: 192 random bits, URL-safe (base64url, 32 characters). */
const newLinkToken = (): string => randomBytes(24).toString('base64url');

export class Links {
  constructor(
    private readonly registry: TableRegistry,
    private readonly store: Store,
  ) {}

  /** The table's live link of a kind, made now when none is live. */
  async give(kind: LinkKind, id: string): Promise<string> {
    let token = await this.store.liveLink(kind, id);
    if (token === undefined) {
      token = newLinkToken();
      await this.store.addLink(kind, token, id, Date.now());
    }
    return token;
  }

  /** Revokes the table's links of a kind: they open nothing from now on (a new one can be made). */
  async revoke(kind: LinkKind, id: string): Promise<{ revoked: true }> {
    await this.store.revokeLinks(kind, id, Date.now());
    return { revoked: true };
  }

  /** The table a live token of that kind opens, loaded; undefined for an unknown or revoked token. */
  async open(kind: LinkKind, token: string): Promise<LiveTable | undefined> {
    const id = await this.store.linkedTable(kind, token);
    return id === undefined ? undefined : await this.registry.load(id);
  }
}
