/**
 * How much searching each Schafkopf level does, and which of issue 17's parts it uses: read by the players
 * (index.ts) and by the analyst, which values every action as strong does (analyst.ts).
 */
import { type BidBudget, CALIBRATION, PASS_MODEL } from './bidding.js';
import { READ_TRUMP_LEADS } from './inference.js';
import type { PlayBudget } from './pimc.js';

/** What a searching player does: its budgets (deals per card decision and per contract) and its parts. */
export interface SearchConfig {
  readonly play: PlayBudget;
  readonly bid: BidBudget;
}

/** How much searching each level does, and which of issue 17's parts it uses. */
export const BUDGETS = {
  normal: { play: { samples: 6 }, bid: { samples: 6 } },
  strong: {
    play: { samples: 24, inference: true, readPlay: READ_TRUMP_LEADS },
    bid: { samples: 20, abandonHopeless: true, inference: true, calibration: CALIBRATION, pass: PASS_MODEL },
  },
} as const satisfies Record<'normal' | 'strong', SearchConfig>;
