/** Cardavia's players for every game of the registry, by level, and the oracles used only for measurement. */
import type { Action } from '../engine/action.js';
import type { Bot, Level } from './bot.js';
import { gameModule } from './registry.js';

/** A level, the oracle, or one of the game's measurement variants (`variants` of its players). */
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

/** The names of a game's measurement variants, in the order its players list them. */
export const variantNames = (game: string): string[] => Object.keys(players(game).variants ?? {});

/** The seed a bot gets for one decision: fixed by the deal, the seat and the move number. */
export const decisionSeed = (deal: number, seat: number, move: number): string => `${deal}/${seat}/${move}`;

/** A level's bot or a measurement variant's, by name (the oracle is no bot: see internalPlayer). */
export function playerBot(game: string, name: string): Bot<unknown> {
  const { bots, variants } = players(game);
  const bot = (bots as Record<string, Bot<unknown>>)[name] ?? variants?.[name];
  if (!bot) throw new RangeError(`${game} has no player "${name}"`);
  return bot;
}

/**
 * A player for the arena. Level bots see only the view; the oracle, which exists to measure the others,
 * sees the whole state and can be seated only here.
 */
export function internalPlayer(game: string, name: PlayerName) {
  const { oracle } = players(game);
  if (name === 'oracle' && !oracle) throw new RangeError(`${game} has no oracle`);
  const bot = name === 'oracle' ? undefined : playerBot(game, name);
  return {
    name,
    act(turn: {
      state: unknown;
      view: unknown;
      legal: readonly Action[];
      seat: number;
      deal: number;
      actions: readonly unknown[];
    }): Action {
      if (name === 'oracle') return oracle!.act(turn.state);
      return bot!(turn.view, turn.legal, decisionSeed(turn.deal, turn.seat, turn.actions.length));
    },
  };
}
