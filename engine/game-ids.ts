/**
 * The games' ids in the order of the one list (engine/games.ts), without their definitions: what a page needs
 * to name the games (the site's menu) without loading every game's rules into its first script. games.ts
 * refuses to load if its list and this one ever disagree.
 */
export const GAME_IDS: readonly string[] = ['schafkopf', 'bohemian-schneider', 'schnapsen'];
