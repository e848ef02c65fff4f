/**
 * A new table's options, checked against its game's definition alone (engine/game.ts): the rules through
 * `parseRules` (the options schema), the deck through `packFor` (any deck whose pack fits serves the game),
 * the seats by count, and the session length where the game's options have one. Nothing here knows a game
 * by name: a game registered by CARDAVIA_EXTRA_GAMES is checked the same way.
 */
import { gameModule } from '../ai/registry.js';
import { type DeckId, type GameId, packFor } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import type { Level, SeatChoice } from '../engine/protocol.js';
import { ApiError, type CreateTableBody } from './protocol.js';
import type { TableOptions } from './table.js';

/** The level of the AI seats the creator does not choose. */
const DEFAULT_LEVEL: Level = 'normal';
/** How long a friend may be gone before the AI plays for him (issue 16). */
const DEFAULT_GRACE_SECONDS = 60;

/** Checks the creator's options; throws BAD_OPTIONS with the reason for what the game refuses. */
export function tableOptions(body: CreateTableBody, defaultAiDelayMs: number): TableOptions {
  // The schema (protocol.ts) admits only the registry's games.
  const game = gameModule(body.game)?.game;
  if (!game) throw new ApiError('BAD_REQUEST', `no game "${body.game}"`);
  const rules = game.parseRules(body.rules);
  if (!rules.ok) throw new ApiError('BAD_OPTIONS', rules.error);
  const deck = (body.deck ?? game.defaultDeck) as DeckId;
  const served = packFor(deck, game);
  if (!served.ok) throw new ApiError('BAD_OPTIONS', served.error.message);
  const seats: SeatChoice[] = body.seats ?? ['human', ...Array<Level>(game.seats - 1).fill(DEFAULT_LEVEL)];
  if (seats.length !== game.seats) throw new ApiError('BAD_OPTIONS', `${game.id} has ${game.seats} seats`);
  if (seats.filter((s) => s === 'human').length !== 1) {
    throw new ApiError(
      'BAD_OPTIONS',
      'exactly one seat is "human" (yours); the others are "invite" (a friend) or easy, normal or strong',
    );
  }
  return {
    game: game.id as GameId,
    rules: game.rulesToJson(rules.value),
    deck,
    seats,
    sessionDeals: sessionDeals(game, body.sessionDeals),
    aiDelayMs: body.aiDelayMs ?? defaultAiDelayMs,
    hints: body.hints ?? false,
    // Only a table with seats for friends needs a level for the seats nobody takes, and a grace period.
    ...(seats.includes('invite')
      ? { level: body.level ?? DEFAULT_LEVEL, graceMs: (body.graceSeconds ?? DEFAULT_GRACE_SECONDS) * 1000 }
      : {}),
    ...(body.turnSeconds ? { turnSeconds: body.turnSeconds } : {}),
    ...(body.spectators ? { spectators: true } : {}),
  };
}

/**
 * The session's length: only a game whose options have one (a score sheet its rules never end) takes it,
 * by default the schema's; null is an open-ended sheet, where the schema allows it.
 */
function sessionDeals(game: AnyGame, asked: number | null | undefined): number | null {
  const option = game.options.sessionDeals;
  if (!option) {
    if (asked !== undefined && asked !== null) {
      throw new ApiError('BAD_OPTIONS', `sessionDeals is not an option of ${game.name}: it ends by its own rules`);
    }
    return null;
  }
  if (asked === undefined) return option.default;
  if (asked === null && !option.openEnded) {
    throw new ApiError('BAD_OPTIONS', `a session of ${game.name} has a number of deals`);
  }
  return asked;
}
