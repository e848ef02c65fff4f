/**
 * One table held in memory, the record every part of `Tables` (server/tables.ts) works on: its game, the
 * connections to it, who sits where and who is there, and what is in flight. Each field says which part
 * writes it; the others only read it.
 */
import type { Seat } from '../../engine/action.js';
import type { AiTable } from '../ai-turns.js';
import type { SeatState } from '../views.js';

export type Listener = (json: string) => void;

/**
 * How one connection follows the table (feeds.ts): whole state messages on every change (`events` false: the
 * first protocol, which the tests and bots may keep), or versioned events patching `base`, the state the
 * connection holds (docs/server.md, "The live connection").
 */
export interface Feed {
  readonly events: boolean;
  /** The state this connection holds: last sent whole, or reached by its events (with its text). */
  base: { readonly json: string; readonly state: SeatState } | null;
}

/** Who sent an action: its connection gets the new state (or event) with `"ack": id` added. */
export interface Origin {
  readonly listener: Listener;
  readonly ack: string | number | null;
}

export interface LiveTable extends AiTable {
  /** Each person's seat's connections to this instance (seating.ts adds and removes them, feeds.ts sends). */
  readonly listeners: Map<Seat, Map<Listener, Feed>>;
  /** The seats with a connection to any instance (the bus's presence; this instance's listeners alone when single). */
  present: Set<Seat>;
  /** Spectators' connections, with the watch token they came with (their state names the table by it). */
  readonly spectators: Map<Listener, Feed & { readonly token: string }>;
  /** Who holds each person's seat (seat → player id): the creator, and friends who came through the invite. */
  holders: Map<Seat, string>;
  /** Their display names, by seat (null: none chosen). */
  names: Map<Seat, string | null>;
  /** The last spectator state, serialised once for every spectator (feeds.ts). */
  watchCache: { key: string; json: string; state: SeatState } | null;
  /** Counts changes of the seating (a friend sat down, a name changed, presence): part of the state's cache key. */
  seating: number;
  /** People's seats the AI plays for: gone longer than the grace period (tables with friends; the bus's). */
  away: Set<Seat>;
  /** The grace period running for each person's seat without a connection (seating.ts). */
  readonly graceTimers: Map<Seat, NodeJS.Timeout>;
  /** An entry is being stored (group commit), or the log read to catch up: the table takes no other meanwhile. */
  pending: boolean;
  /** Another instance stored an entry this one has not applied: catch up from the log once nothing is pending. */
  behind: boolean;
  touchedAt: number;
  /** Each seat's state message of the current version, serialised once for all its connections (feeds.ts). */
  readonly cache: Map<
    Seat,
    { version: number; seating: number; thinking: boolean; clock: number; json: string; state: SeatState }
  >;
}

/** A table made with seats for friends: presence, grace periods and stand-ins apply to it. */
export const withFriends = (live: LiveTable): boolean => live.game.meta.options.seats.includes('invite');

/** The seat a player holds at the table, if any. */
export function seatOf(live: LiveTable, player: string): Seat | undefined {
  if (player === '') return undefined;
  for (const [seat, holder] of live.holders) if (holder === player) return seat;
  return undefined;
}
