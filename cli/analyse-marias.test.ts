/**
 * `cardavia analyse` on a Mariáš record (ai/marias/analyst.ts, docs/analysis.md), run as the real command: one
 * entry per action of the chosen seat, every legal action valued in units for the seat, the loss measured from
 * the best and judged by Mariáš's thresholds, the open-cards values beside them; the same output for the same
 * seed. The clear blunder of test/fixtures/analysis/marias/ is cli/analyse.test.ts's, with the other games'.
 */
import { describe, expect, it } from 'vitest';
import type { RecordAnalysis } from '../ai/analysis.js';
import { fixturesOf, json, useBuiltCli, expectedVerdict } from './referee.testing.js';

useBuiltCli();

/** The command's output: the analysis of ai/analysis.ts with `ok`. */
type Analysis = RecordAnalysis & { ok: true };

const marias = fixturesOf('marias');
const NAME = 'hra-won-with-a-silent-hundred-a-silent-seven-and-a-defenders-marriage';
const analyse = (...args: string[]) =>
  json(['analyse', marias.fixture(NAME), '--seat', '1', '--samples', '4', ...args], 0) as unknown as Analysis;

describe('cardavia analyse on a Mariáš deal', () => {
  const a = analyse();
  const record = marias.readFixture(NAME) as { deals: { actions: { seat: number }[] }[] };

  it('gives one entry per action of the chosen seat, in order, in units', () => {
    const mine = record.deals[0]!.actions.flatMap((x, i) => (x.seat === 1 ? [i] : []));
    expect(a.game).toBe('marias');
    expect(a.unit).toBe('units');
    expect(a.decisions.map((d) => d.index)).toEqual(mine);
    // The defender's dobra to F's barva, his fleks' dobra and his cards, a marriage among them (MA-21).
    expect(a.decisions.some((d) => d.action === 'bid:dobra' && !d.forced)).toBe(true);
    expect(a.decisions.some((d) => d.action === 'marry:H')).toBe(true);
  });

  it('values every legal action with and without the hidden cards, and judges the loss from the best', () => {
    const t = a.thresholds;
    for (const d of a.decisions.filter((x) => !x.forced)) {
      const names = d.values.map((v) => v.action);
      expect(names).toContain(d.action);
      expect(names).toContain(d.strong);
      expect(d.open!.values.map((v) => v.action)).toEqual(names);
      expect(d.samples).toBeGreaterThan(0);
      const top = Math.max(...d.values.map((v) => v.value));
      expect(d.values.find((v) => v.action === d.best)!.value).toBe(top);
      expect(d.loss).toBeCloseTo(top - d.values.find((v) => v.action === d.action)!.value, 2);
      const verdict = expectedVerdict(d.loss, t);
      expect(d.verdict).toBe(verdict);
    }
  });

  it('gives the same analysis for the same seed', () => {
    expect(analyse('--seed', '1')).toEqual(a);
  });
});
