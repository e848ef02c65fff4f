/** Schafkopf's cases for the engine benchmark (bench/engine.ts), after its default rules. */
import { bidAction } from '../../engine/action.js';
import { BIDS } from '../../engine/schafkopf/index.js';
import type { EngineBenchCase } from '../cases.js';

/** SK-12, SK-13: a Tout ends at its declarer's first lost trick, and Sie at once. */
const ENDS_EARLY = new Set(
  BIDS.flatMap((b, i) => (b.kind === 'wenz-tout' || b.kind === 'solo-tout' || b.kind === 'sie' ? [bidAction(i)] : [])),
);

export const engineCases: readonly EngineBenchCase[] = [
  {
    // Uniform random bids make most deals short (a random Tout ends at its first lost trick): without them,
    // nearly every deal with a contract is played to the eighth trick.
    name: 'random auction without Tout or Sie (most deals played to the 8th trick)',
    auctionChoices: (legal) => legal.filter((a) => !ENDS_EARLY.has(a)),
  },
];
