/**
 * The moves since the player's last (issue 30, point 6): at a fast pace the AI may answer a card, take the
 * trick, draw, close the talon, announce a marriage and lead between two of the player's clicks, and the
 * trick's caption keeps only the last of it. The table keeps those moves in a short list, newest last, each
 * told in the sentence the table's announcements use (texts.ts eventText), and marks the ones the game says
 * stand out (TableGame.notable: a closing, a marriage, a contract named). The list starts anew with each of the
 * player's own moves (a card, a bid, a move of the game, the next deal); a spectator, who makes none, sees the
 * last few. Pure: the page (components/Table.svelte) feeds it the events as the live table shows them.
 */
import type { TableEvent } from './events.js';
import type { TableGame } from './game.js';

export interface RecentMove {
  /** Unique on the page, so a move added is a new item of the list (its live region reads additions only). */
  readonly id: number;
  readonly kind: TableEvent['kind'];
  readonly text: string;
  /** The game marks it as one that stands out. */
  readonly notable: boolean;
}

/** The events the list tells: what happened at the table, not whose turn it is nor a deal's or the game's end. */
const TOLD: ReadonlySet<TableEvent['kind']> = new Set(['deal', 'bid', 'play', 'trick', 'partner', 'draw', 'move']);

/**
 * How many moves the list holds: a player's since his last, a whole round of a four-seat table and more (three
 * cards, a trick, three more cards and the auction's calls before them); a spectator's last few.
 */
export const RECENT_LIMIT = { player: 12, spectator: 6 } as const;

/** The player's own action (his card, bid or move; a deal begins after his "next deal"). `human` -1: a spectator. */
export function ownAction(e: TableEvent, human: number): boolean {
  if (human < 0) return false;
  if (e.kind === 'deal') return true;
  return (e.kind === 'play' || e.kind === 'bid' || e.kind === 'move') && e.seat === human;
}

/** The list tells this event (the page's other announcements leave it to the list): another seat's move. */
export const listed = (e: TableEvent, human: number): boolean =>
  TOLD.has(e.kind) && (e.kind === 'deal' || !ownAction(e, human));

/**
 * The list after the events of one shown state, each with its sentence (null: nothing to say). A player's own
 * action empties it (a new deal's line comes first in the list it starts); the list keeps its newest
 * RECENT_LIMIT moves.
 */
export function followRecent(
  list: readonly RecentMove[],
  events: readonly { readonly event: TableEvent; readonly text: string | null }[],
  o: { readonly game: TableGame; readonly human: number; readonly nextId: () => number },
): RecentMove[] {
  let out = [...list];
  for (const { event, text } of events) {
    if (ownAction(event, o.human)) out = [];
    if (text === null || !listed(event, o.human)) continue;
    out.push({ id: o.nextId(), kind: event.kind, text, notable: o.game.notable?.(event) ?? false });
  }
  const limit = o.human < 0 ? RECENT_LIMIT.spectator : RECENT_LIMIT.player;
  return out.slice(-limit);
}
