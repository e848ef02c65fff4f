/**
 * The leaf model of the depth-limited search (solver.ts, `evaluate`): the honours still out are split evenly,
 * then moved towards the seat by a weighted sum of feature differences between its hand and the opponent's.
 * The weights are fitted per rules family by least squares on exactly solved positions
 * (`node dist/bench/bohemian-schneider/bots.js fit`). The cumulative variant changes only the scoring, not the play
 * of the cards, so it shares its family's weights.
 */
import type { RulesInfo } from './rules.js';

export interface EvalWeights {
  /** Per honour in hand that no outside card can beat when led. */
  readonly safeHonour: number;
  /** Per honour in hand that some outside card could beat. */
  readonly unsafeHonour: number;
  /** Per non-honour in hand that no outside card can beat when led (it keeps the lead). */
  readonly safeLow: number;
  /** Per trump in hand (trump variant). */
  readonly trump: number;
  /** Per card in hand that beats an outside honour when answering it. */
  readonly catcher: number;
  /** For being on lead, per honour still out. */
  readonly leadPerHonour: number;
}

/** The feature order of `Solver.features`. */
export const FEATURES = ['safeHonour', 'unsafeHonour', 'safeLow', 'trump', 'catcher', 'leadPerHonour'] as const;

export const DEFAULT_WEIGHTS: EvalWeights = {
  safeHonour: 0.1,
  unsafeHonour: 0,
  safeLow: 0.2,
  trump: 0.3,
  catcher: 0.5,
  leadPerHonour: 0.3,
};

export const familyOf = (info: RulesInfo): string =>
  [
    info.rules.ruleset,
    info.short ? 'short' : 'full',
    info.followSuit ? 'follow' : 'free',
    info.trump ? 'trump' : 'plain',
  ].join('/');

/** Fitted with 1,500 positions per family (rmse 1.1-2.3 honours, against 1.7-4.3 for an even split). */
const FITTED: Record<string, EvalWeights> = {
  'cardavia/full/free/plain': {
    safeHonour: 0.015,
    unsafeHonour: -0.22,
    safeLow: 0.101,
    trump: 0,
    catcher: 0.662,
    leadPerHonour: 0.244,
  },
  'cardavia/short/free/plain': {
    safeHonour: 0.202,
    unsafeHonour: 0.013,
    safeLow: 0.184,
    trump: 0,
    catcher: 0.62,
    leadPerHonour: 0.217,
  },
  'cardavia/full/follow/plain': {
    safeHonour: -0.051,
    unsafeHonour: -0.257,
    safeLow: -0.044,
    trump: 0,
    catcher: 0.39,
    leadPerHonour: 0.359,
  },
  'cardavia/short/follow/plain': {
    safeHonour: 0.07,
    unsafeHonour: -0.218,
    safeLow: 0.04,
    trump: 0,
    catcher: 0.302,
    leadPerHonour: 0.345,
  },
  'cardavia/full/free/trump': {
    safeHonour: 0.203,
    unsafeHonour: -0.057,
    safeLow: -0.22,
    trump: 1.596,
    catcher: 0.451,
    leadPerHonour: 0.019,
  },
  'cardavia/short/free/trump': {
    safeHonour: 0.224,
    unsafeHonour: -0.009,
    safeLow: -0.24,
    trump: 1.234,
    catcher: 0.396,
    leadPerHonour: 0.01,
  },
  'cardavia/full/follow/trump': {
    safeHonour: 0.13,
    unsafeHonour: -0.129,
    safeLow: -0.103,
    trump: 1.187,
    catcher: 0.337,
    leadPerHonour: 0.208,
  },
  'cardavia/short/follow/trump': {
    safeHonour: 0.264,
    unsafeHonour: -0.082,
    safeLow: 0.207,
    trump: 0.983,
    catcher: 0.323,
    leadPerHonour: 0.21,
  },
  'cardrulesplus/full/free/plain': {
    safeHonour: 0.493,
    unsafeHonour: 0.072,
    safeLow: 0.499,
    trump: 0,
    catcher: 0.372,
    leadPerHonour: 0.072,
  },
  'cardrulesplus/short/free/plain': {
    safeHonour: 0.484,
    unsafeHonour: 0.058,
    safeLow: 0.792,
    trump: 0,
    catcher: 0.406,
    leadPerHonour: 0.071,
  },
  'cardrulesplus/full/follow/plain': {
    safeHonour: 0.481,
    unsafeHonour: -0.043,
    safeLow: 0.318,
    trump: 0,
    catcher: 0.523,
    leadPerHonour: 0.132,
  },
  'cardrulesplus/short/follow/plain': {
    safeHonour: 0.494,
    unsafeHonour: -0.119,
    safeLow: 0.238,
    trump: 0,
    catcher: 0.474,
    leadPerHonour: 0.138,
  },
  'cardrulesplus/full/free/trump': {
    safeHonour: 0.327,
    unsafeHonour: 0.091,
    safeLow: -0.283,
    trump: 0.858,
    catcher: 0.345,
    leadPerHonour: -0.003,
  },
  'cardrulesplus/short/free/trump': {
    safeHonour: 0.243,
    unsafeHonour: 0.099,
    safeLow: -0.197,
    trump: 0.854,
    catcher: 0.321,
    leadPerHonour: -0.007,
  },
  'cardrulesplus/full/follow/trump': {
    safeHonour: 0.445,
    unsafeHonour: 0.071,
    safeLow: -0.191,
    trump: 1.11,
    catcher: 0.67,
    leadPerHonour: 0.09,
  },
  'cardrulesplus/short/follow/trump': {
    safeHonour: 0.298,
    unsafeHonour: 0.02,
    safeLow: -0.127,
    trump: 1.033,
    catcher: 0.688,
    leadPerHonour: 0.086,
  },
};

export const weightsFor = (info: RulesInfo): EvalWeights => FITTED[familyOf(info)] ?? DEFAULT_WEIGHTS;
