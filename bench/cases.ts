/**
 * What a game's bench folder may add to the engine benchmark (bench/engine.ts): `bench/<id>/cases.ts` exports
 * `engineCases`, measured after the game's default rules. A game without that file is measured with its
 * default rules alone.
 */
import type { Action } from '../engine/action.js';

export interface EngineBenchCase {
  /** What the case measures, printed after the game's id. */
  readonly name: string;
  /** Rules as in a record (RECORDS.md); the game's defaults when absent. */
  readonly rules?: unknown;
  /** The auction actions the random player chooses among, when not every legal one. */
  readonly auctionChoices?: (legal: readonly Action[]) => readonly Action[];
}
