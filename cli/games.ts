/**
 * The games the command line plays: the registry's (ai/registry.ts), so a game registered through
 * CARDAVIA_EXTRA_GAMES is offered by `play` and `arena` like a built-in one. No game is named here.
 */
import { type Deck, deckById, packFor } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { type GameModule, gameModule, games } from '../ai/registry.js';
import { UsageError } from './io.js';

/** The registry's game ids, for usage messages: "a, b, c". */
export const gameIds = (): string => games.map((g) => g.id).join(', ');

/** The game `--game` names; a usage error listing the registry's games when it names none. */
export function chosenGame(command: string, id: string | undefined): GameModule {
  const module = id === undefined ? undefined : gameModule(id);
  if (module) return module;
  const what = id === undefined ? `${command} needs --game G` : `unknown game "${id}"`;
  throw new UsageError(`${what} (games: ${gameIds()})`);
}

/**
 * The deck `--deck` names, or the game's default: any deck of the catalogue whose pack fits the game serves
 * it (the catalogue's own list of a deck's games is what the atlas presents, not a limit).
 */
export function servingDeck(game: AnyGame, id: string | undefined): Deck {
  const deckId = id ?? game.defaultDeck;
  if (!packFor(deckId, game).ok) throw new UsageError(`deck "${deckId}" does not serve ${game.id}`);
  return deckById(deckId)!;
}
