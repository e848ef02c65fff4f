/**
 * The one list of the built-in games: their ids, in the site's order. A page that names the games (the site's
 * menu) reads it without loading any game's rules; engine/games.ts derives `GAMES` from it, keyed by these ids,
 * so a game added here and not there (or the other way round) does not compile.
 */
export const GAME_IDS = ['schafkopf', 'bohemian-schneider', 'schnapsen', 'watten', 'marias', 'belote'] as const;

/** A built-in game's id. */
export type BuiltInGameId = (typeof GAME_IDS)[number];
