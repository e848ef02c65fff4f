/** The games Cardavia plays, by id. */
import { bohemianSchneider } from './bohemian-schneider.js';
import { schafkopf } from './schafkopf.js';
import type { AnyGame } from './game.js';

export const GAMES: readonly AnyGame[] = [bohemianSchneider, schafkopf];

export function gameById(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
