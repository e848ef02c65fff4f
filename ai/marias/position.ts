/**
 * The solver's position of a Mariáš deal in play: from a whole state (the oracle, the tests) or from a seat's view
 * and one sampled world (the searching players).
 */
import type { MariasState, MariasView } from '../../engine/marias/index.js';
import type { Contract } from '../../engine/marias/scoring.js';
import type { OpenPosition } from './solver.js';

/** The position of a state in play (every hand known). */
export const positionOfState = (s: MariasState): OpenPosition => ({
  hands: s.hands,
  contract: s.contract!,
  trump: s.trump,
  declarer: s.declarer,
  flek: s.flek,
  leader: s.leader,
  table: s.table,
  tricks: s.tricks.length,
  cardPoints: s.cardPoints,
  marriages: s.marriages,
  announced: s.announced,
});

/** The position of a view in play, the other hands from a world. */
export const positionOfView = (v: MariasView, hands: readonly number[]): OpenPosition => ({
  hands,
  contract: v.contract as Contract,
  trump: v.trump ?? -1,
  declarer: v.declarer!,
  flek: v.flek,
  leader: v.trick.leader,
  table: v.trick.cards,
  tricks: v.tricks.length,
  cardPoints: v.cardPoints,
  marriages: v.marriages,
  announced: v.announced ?? -1,
});
