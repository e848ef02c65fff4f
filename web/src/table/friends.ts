/**
 * Tables with friends (issue 16), before any word is laid out: who sits at each seat as the waiting room, the
 * join page and the seat panels say it (a name, "you", a friend, a free seat, the AI at its level), whether a
 * person is away or disconnected, and the invite link's address on this site. Pure: the translator is a
 * parameter, so the tests run it in every language.
 */
import type { Level, SeatPlayer, SeatState, TableInfo } from '../../../engine/protocol.js';
import type { Tr } from './game.js';

export type SeatLineKind = 'you' | 'person' | 'free' | 'ai';

/** One seat as a list shows it: "Seat 2", who holds it, and his presence when the server said it. */
export interface SeatLine {
  readonly seat: number;
  /** "Seat N", counted from 1. */
  readonly label: string;
  readonly kind: SeatLineKind;
  /** A name, "You", "A friend", "waiting for a friend…", "AI, Easy". */
  readonly who: string;
  /** The seat of the table's creator. */
  readonly host: boolean;
  /** "away: the AI plays for now", "disconnected", or null (present, an AI seat, or not known). */
  readonly presence: string | null;
}

/** The AI level's words ("AI, Easy"), or null for a person's seat or one kept for a friend. */
export function aiLevel(tr: Tr, kind: SeatPlayer['kind']): string | null {
  if (kind === 'human' || kind === 'invite') return null;
  return tr('table:seat.level', { level: tr(`table:setup.levels.${kind as Level}`) });
}

/** A person's presence in words: away (the AI plays his seat) before disconnected; unknown says nothing. */
export function presenceOf(tr: Tr, p: SeatPlayer): string | null {
  if (!p.taken || p.kind !== 'human' || p.you) return null;
  if (p.away === true) return tr('table:friends.away');
  if (p.connected === false) return tr('table:friends.disconnected');
  return null;
}

/** The seats in order, as lists show them. `host` is the creator's seat (TableInfo.humanSeat). */
export function seatLines(tr: Tr, players: readonly SeatPlayer[], host: number): SeatLine[] {
  return players.map((p, seat) => {
    const label = tr('table:friends.seatN', { n: seat + 1 });
    const base = { seat, label, host: seat === host, presence: presenceOf(tr, p) };
    if (p.you) {
      const who = p.name ? tr('table:friends.youNamed', { name: p.name }) : tr('table:friends.you');
      return { ...base, kind: 'you', who };
    }
    if (p.taken) return { ...base, kind: 'person', who: p.name ?? tr('table:friends.friend') };
    if (p.kind === 'invite') return { ...base, kind: 'free', who: tr('table:friends.free') };
    return { ...base, kind: 'ai', who: aiLevel(tr, p.kind) ?? '' };
  });
}

/** The seats kept for friends that nobody has taken yet: the AI plays them when the creator starts. */
export const emptySeats = (players: readonly SeatPlayer[]): number =>
  players.filter((p) => p.kind === 'invite' && !p.taken).length;

/** The invite link's address on this site: the server's `/join/<token>` under the page's language. */
export const inviteUrl = (origin: string, lang: string, path: string): string => `${origin}/${lang}${path}`;

/** The name a display name field sends: trimmed, and empty meaning none (PUT /api/me/name with null). */
export function nameToSend(input: string): string | null {
  const name = input.trim().replace(/\s+/g, ' ');
  return name === '' ? null : name;
}

/** Whole seconds left on a turn clock at `now` (epoch ms), never below zero: the server's AI moves at zero. */
export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** A countdown as a clock shows it: "0:42", "2:00". */
export function clockFace(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Whether the table lets its creator make a watch link (created with `spectators: true`): true or false when
 * the table's information says, null when it does not (then the creator may still ask, and a refusal says so).
 */
export function allowsSpectators(info: TableInfo): boolean | null {
  const flag = (info as TableInfo & { readonly spectators?: boolean }).spectators;
  return typeof flag === 'boolean' ? flag : null;
}

/** A table its creator ended while it waited for friends: it finished with seats still kept for friends. */
export const cancelledWhileWaiting = (s: Pick<SeatState, 'status' | 'players'>): boolean =>
  s.status === 'finished' && s.players.some((p) => p.kind === 'invite');

/** How a seat is named to a spectator: its position only ("Seat 2"), never a person's name. */
export const seatLabel = (tr: Tr, seat: number): string => tr('table:friends.seatN', { n: seat + 1 });
