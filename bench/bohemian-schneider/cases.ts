/** Bohemian Schneider's cases for the engine benchmark (bench/engine.ts), after its default rules. */
import type { EngineBenchCase } from '../cases.js';

export const engineCases: readonly EngineBenchCase[] = [
  // BS-V2, BS-V3: the duty to follow and the trump suit are the variants that add work to every trick.
  {
    name: 'cardrulesplus + trump + follow-suit',
    rules: { ruleset: 'cardrulesplus', variants: ['trump', 'follow-suit'] },
  },
];
