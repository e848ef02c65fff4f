/**
 * A searching level's budget by name, for the benches (versus.ts, diagnose.ts): `normal`, `strong`, or a level
 * with some of its budget changed, to measure a variant against the level on the same shuffles or decisions:
 * `strong:searchBids=1,overrideBy=40` (BeloteBudget's fields, budgets.ts; a flag as 1 or 0). Undefined for any
 * other name.
 */
import { BELOTE_BUDGETS } from '../../ai/belote/index.js';
import type { BeloteBudget } from '../../ai/belote/budgets.js';
import { budgetWith } from '../budget-changes.js';

export function budgetOf(name: string): BeloteBudget | undefined {
  const [base, changes] = name.split(':');
  if (base !== 'normal' && base !== 'strong') return undefined;
  return budgetWith(BELOTE_BUDGETS[base], changes);
}
