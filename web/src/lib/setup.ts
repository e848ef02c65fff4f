/**
 * The setup page's choices (PlaySetup.svelte), read from a game's options schema (engine/game.ts
 * `OptionsSchema`, sent by GET /api/games): which rulesets, variants, targets and session lengths to offer,
 * what the player's picks come to once the schema's defaults fill the rest, and the request that opens the
 * table. Nothing here knows a game: every game's setup is its schema.
 */
import { targetUnder, targetUsed } from '../../../engine/define.js';
import type { OptionsSchema } from '../../../engine/game.js';
import { AI_PACES, type AiPace, type GameCatalogue, type Level, type SeatChoice } from '../../../engine/protocol.js';
import { type HasSides, partnersOf } from '../../../engine/sides.js';

/** What the player has picked so far; anything unset (or no longer offered) takes the schema's default. */
export interface Picks {
  readonly ruleset?: string;
  readonly variants?: readonly string[];
  readonly target?: number;
  /** A number of deals, or null for an open-ended session. */
  readonly sessionDeals?: number | null;
}

/** The picks completed and checked against the schema: what the form shows and the request sends. */
export interface Chosen {
  readonly ruleset: string;
  /** In the schema's order. */
  readonly variants: readonly string[];
  /** The targets on offer and the one chosen, or null when no chosen ruleset or variant plays to a target. */
  readonly target: { readonly choices: readonly number[]; readonly value: number } | null;
  /** The session's length (null: open-ended), or undefined when the game's own rules end the session. */
  readonly sessionDeals: number | null | undefined;
}

export { targetUnder };

export function choose(options: OptionsSchema, picks: Picks): Chosen {
  const rulesets = options.rulesets.map((r) => r.id);
  const ruleset = picks.ruleset !== undefined && rulesets.includes(picks.ruleset) ? picks.ruleset : rulesets[0]!;
  const variants = options.variants.map((v) => v.id).filter((v) => picks.variants?.includes(v));
  let target: Chosen['target'] = null;
  if (options.target && targetUsed(options, ruleset, variants)) {
    const { choices, default: fallback } = targetUnder(options.target, variants, ruleset);
    const value = picks.target !== undefined && choices.includes(picks.target) ? picks.target : fallback;
    target = { choices, value };
  }
  let sessionDeals: Chosen['sessionDeals'];
  const session = options.sessionDeals;
  if (session) {
    const picked = picks.sessionDeals;
    const offered = picked === null ? session.openEnded : picked !== undefined && session.choices.includes(picked);
    sessionDeals = offered ? picked : session.default;
  }
  return { ruleset, variants, target, sessionDeals };
}

/** Whether the game offers any choice of rules (a ruleset, a variant or a target). */
export const hasRulesChoice = (options: OptionsSchema): boolean =>
  options.rulesets.length > 1 || options.variants.length > 0 || options.target !== null;

/** The body of POST /api/tables (docs/server.md). */
export interface NewTable {
  readonly game: string;
  readonly deck: string;
  /** The human first, then each other seat: an AI level, or 'invite' (a seat for a friend, issue 16). */
  readonly seats: readonly SeatChoice[];
  /** The AI level that plays an invited seat nobody took at the start; sent only when a seat invites. */
  readonly level?: Level;
  readonly rules?: { readonly ruleset: string; readonly variants: readonly string[]; readonly target?: number };
  readonly sessionDeals?: number | null;
  /** The pause before each AI move, from the chosen pace (AI_PACES). */
  readonly aiDelayMs: number;
  /** The hint button at the human's turn (docs/review.md); sent only when chosen, off by default. */
  readonly hints?: boolean;
  /** The creator may make a watch link for spectators (issue 16); sent only when chosen. */
  readonly spectators?: boolean;
  /** A person's time for each move, in seconds (issue 16); sent only when a seat invites and a clock is chosen. */
  readonly turnSeconds?: number;
}

/**
 * Who plays the other seats (issue 16): per seat after the player's own (index 0 is seat 1), 'invite' for a
 * friend, an AI level, or undefined for the page's AI level; and the level for invited seats nobody takes
 * (undefined: the page's AI level). Nothing picked: every other seat is the AI, as before.
 */
export interface SeatPicks {
  readonly others?: readonly (SeatChoice | undefined)[];
  readonly emptyLevel?: Level;
  /** Allow spectators (a watch link): for any table. */
  readonly spectators?: boolean;
  /** The turn clock in seconds, null for none: it counts only at a table with a seat for a friend. */
  readonly turnSeconds?: number | null;
}

/** The turn clocks the setup page offers, in seconds (null: none). */
export const TURN_CLOCKS = [null, 30, 60, 120] as const;

/** Every seat of a table of `seats`: the player first, then the others as picked (the AI at `level` else). */
export function seatChoices(seats: number, level: Level, picks: SeatPicks = {}): SeatChoice[] {
  const other = (i: number): SeatChoice => {
    const pick = picks.others?.[i];
    return pick === undefined || pick === 'human' ? level : pick;
  };
  return ['human', ...Array.from({ length: seats - 1 }, (_, i) => other(i))];
}

/** Whether any seat waits for a friend: the table then opens as a waiting room, and the level for empty seats counts. */
export const invites = (seats: readonly SeatChoice[]): boolean => seats.includes('invite');

/** The paces on offer, slowest first. */
export const PACES = Object.keys(AI_PACES) as AiPace[];

/** The pace the setup page starts on: the one of the server's default delay, else the nearest. */
export function paceOf(aiDelayMs: number): AiPace {
  const distance = (p: AiPace) => Math.abs(AI_PACES[p] - aiDelayMs);
  return PACES.reduce((best, p) => (distance(p) < distance(best) ? p : best));
}

/**
 * The request for a table of this game: the rules only where the game offers a choice of them (the target
 * only where it is in use), the session length only where the game has one.
 */
export function newTable(
  game: Pick<GameCatalogue, 'id' | 'seats' | 'options'>,
  deck: string,
  level: Level,
  picks: Picks,
  pace: AiPace,
  hints = false,
  seatPicks: SeatPicks = {},
): NewTable {
  const chosen = choose(game.options, picks);
  const seats = seatChoices(game.seats, level, seatPicks);
  const body: { -readonly [K in keyof NewTable]: NewTable[K] } = {
    game: game.id,
    deck,
    seats,
    aiDelayMs: AI_PACES[pace],
  };
  if (invites(seats)) body.level = seatPicks.emptyLevel ?? level;
  if (invites(seats) && seatPicks.turnSeconds) body.turnSeconds = seatPicks.turnSeconds;
  if (seatPicks.spectators) body.spectators = true;
  if (hasRulesChoice(game.options)) {
    body.rules = {
      ruleset: chosen.ruleset,
      variants: chosen.variants,
      ...(chosen.target ? { target: chosen.target.value } : {}),
    };
  }
  if (chosen.sessionDeals !== undefined) body.sessionDeals = chosen.sessionDeals;
  if (hints) body.hints = true;
  return body;
}

/**
 * The message key that says whom the player faces (the interface has words for one and for three opponents, and
 * for a partner with two: a game of partnerships, engine/sides.ts, seats one AI player on the player's side).
 */
export function opponentsKey(game: HasSides): { key: string; count: number } {
  const partners = partnersOf(game, 0).length;
  const count = game.seats - 1 - partners;
  if (partners === 1 && count === 2) return { key: 'table:setup.withPartnerTwo', count };
  if (count === 1) return { key: 'table:setup.opponentsOne', count };
  if (count === 3) return { key: 'table:setup.opponentsThree', count };
  return { key: 'setup.opponents', count };
}
