/** Cardavia's players for every game, by level, and the oracles used only for measurement. */
import type { Action } from '../engine/action.js';
import type { GameId } from '../engine/decks.js';
import { type Bot, type Level } from './bot.js';
import { schafkopfBots, schafkopfOracle } from './schafkopf/index.js';
import { schneiderBots, schneiderOracle } from './bohemian-schneider/index.js';

export type PlayerName = Level | 'oracle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BOTS: Record<GameId, Record<Level, Bot<any>>> = {
  'bohemian-schneider': schneiderBots,
  schafkopf: schafkopfBots,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ORACLES: Record<GameId, { act(state: any): Action }> = {
  'bohemian-schneider': schneiderOracle,
  schafkopf: schafkopfOracle,
};

/** A bot of a level for a game. */
export function botFor(game: GameId, level: Level): Bot<unknown> {
  return BOTS[game][level] as Bot<unknown>;
}

/** The seed a bot gets for one decision: fixed by the deal, the seat and the move number. */
export const decisionSeed = (deal: number, seat: number, move: number): string => `${deal}/${seat}/${move}`;

/**
 * A player for the arena. Level bots see only the view; the oracle, which exists to measure the others,
 * sees the whole state and can be seated only here.
 */
export function internalPlayer(game: GameId, name: PlayerName) {
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
      if (name === 'oracle') return ORACLES[game].act(turn.state);
      return botFor(game, name)(turn.view, turn.legal, decisionSeed(turn.deal, turn.seat, turn.actions.length));
    },
  };
}
