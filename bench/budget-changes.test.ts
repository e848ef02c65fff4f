import { describe, expect, test } from 'vitest';
import { budgetWith } from './budget-changes.js';

describe('a budget with changes named on a bench’s command line', () => {
  const base = { samples: 6, searchBids: false, nodes: Infinity, margins: { betl: 8, sedma: 2 } };

  test('numbers, flags as 1 or 0, and the fields of a nested record change by name; the rest stays', () => {
    expect(budgetWith(base, 'samples=12,searchBids=1,betl=-9')).toEqual({
      samples: 12,
      searchBids: true,
      nodes: Infinity,
      margins: { betl: -9, sedma: 2 },
    });
    expect(budgetWith(base, 'nodes=Infinity,searchBids=0')).toEqual(base);
    expect(budgetWith(base, undefined)).toEqual(base);
    expect(base.margins.betl).toBe(8);
  });

  test('a change that names no field refuses the variant', () => {
    expect(budgetWith(base, 'sampels=12')).toBeUndefined();
    expect(budgetWith(base, 'margins=3')).toBeUndefined();
  });
});
