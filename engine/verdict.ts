/**
 * The analysis's verdict on a loss (issue 15): one rule for the analyst (ai/analysis.ts), which values every
 * decision, and for the site, which grades the actions the field chose beside the player's own (issue 36).
 */
import type { Thresholds, Verdict } from './protocol.js';

/** The verdict of a loss, in the game's units, under the game's thresholds. */
export function verdictOf(loss: number, t: Thresholds): Verdict {
  return loss >= t.blunder ? 'blunder' : loss >= t.mistake ? 'mistake' : loss >= t.inaccuracy ? 'inaccuracy' : 'best';
}
