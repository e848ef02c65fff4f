/** Cardavia's players for every game of the registry, by level, and the oracles used only for measurement. */
import type { Action } from '../engine/action.js';
import type { Bot, Level } from './bot.js';
import { gameModule } from './registry.js';

/** A level or the oracle; the arena also seats a benchmark's measurement variants by name (bench/variants.ts). */
export type PlayerName = Level | 'oracle' | (string & {});

function players(game: string) {
  const module = gameModule(game);
  if (!module) throw new RangeError(`no game "${game}"`);
  return module.players;
}

/** A bot of a level for a game. */
export function botFor(game: string, level: Level): Bot<unknown> {
  return players(game).bots[level];
}

/** Whether a game has an oracle (a player that sees every card, for measurement). */
export const hasOracle = (game: string): boolean => players(game).oracle !== undefined;

/** The seed a bot gets for one decision: fixed by the deal, the seat and the move number. */
export const decisionSeed = (deal: number, seat: number, move: number): string => `${deal}/${seat}/${move}`;

/** A level's bot by name (the oracle is no bot: see internalPlayer). */
export function playerBot(game: string, name: string): Bot<unknown> {
  const bot = (players(game).bots as Record<string, Bot<unknown>>)[name];
  if (!bot) throw new RangeError(`${game} has no player "${name}"`);
  return bot;
}

/** One seat's turn in the arena, as its player is given it. */
export interface InternalTurn {
  readonly state: unknown;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seat: number;
  readonly deal: number;
  readonly actions: readonly unknown[];
}

/** A bot seated in the arena under a name: it sees the view, with the seed of its decision. */
export const seatedBot = (name: string, bot: Bot<unknown>) => ({
  name,
  act: (turn: InternalTurn): Action =>
    bot(turn.view, turn.legal, decisionSeed(turn.deal, turn.seat, turn.actions.length)),
});

/**
 * A player for the arena. Level bots see only the view; the oracle, which exists to measure the others,
 * sees the whole state and can be seated only here.
 */
export function internalPlayer(game: string, name: PlayerName) {
  if (name !== 'oracle') return seatedBot(name, playerBot(game, name));
  const { oracle } = players(game);
  if (!oracle) throw new RangeError(`${game} has no oracle`);
  return { name, act: (turn: InternalTurn): Action => oracle.act(turn.state) };
}
