/**
 * `cardavia analyse` on Belote records (issue 33, ai/belote/analyst.ts), run as the real command on the build in
 * dist/: a classic deal, a deal of the variant annonces and a contrée deal with a contre are analysed decision by
 * decision, every legal action valued in game points (the bids, the belote, the declarations and the cards), the
 * loss measured from the best and the verdict the thresholds give it, the open-cards verdict beside; the output is
 * the same for the same seed.
 */
import { describe, expect, test } from 'vitest';
import type { RecordAnalysis } from '../ai/analysis.js';
import { type BeloteState, belote } from '../engine/belote/index.js';
import { type ReplayStep, replay } from '../engine/record.js';
import { cardavia, fixturesOf, json, useBuiltCli, expectedVerdict } from './referee.testing.js';

useBuiltCli();

/** The command's output: the analysis of ai/analysis.ts with `ok`. */
type Analysis = RecordAnalysis & { ok: true };

const fixtures = fixturesOf('belote');
const RECORDS = [
  'made-with-belote-taken-by-the-third-hand',
  'annonces-a-cent-in-spades-turns-a-made-deal-into-dedans',
  'contree-contre-made-the-worked-check',
];

/** Each action's legal actions, as the engine replays the record. */
function legalCounts(name: string): number[] {
  const steps: ReplayStep[] = [];
  replay(fixtures.readFixture(name), [belote], (s) => steps.push(s));
  return steps.map((s) => belote.legalActions(s.state as BeloteState).length);
}

describe('cardavia analyse on Belote records', () => {
  test.each(RECORDS)(
    '%s: one entry per action, every legal action valued in game points, the loss from the best and its verdict',
    (name) => {
      const a = json(['analyse', fixtures.fixture(name), '--samples', '4'], 0) as unknown as Analysis;
      expect(a).toMatchObject({ ok: true, game: 'belote', unit: 'game points' });
      const counts = legalCounts(name);
      expect(a.decisions.map((d) => d.index)).toEqual(counts.map((_, i) => i));
      const t = a.thresholds;
      for (const d of a.decisions) {
        expect(d.values).toHaveLength(counts[d.index]!);
        const names = d.values.map((v) => v.action);
        expect(names).toContain(d.action);
        expect(names).toContain(d.best);
        expect(names).toContain(d.strong);
        const top = Math.max(...d.values.map((v) => v.value));
        expect(d.loss).toBeCloseTo(top - d.values.find((v) => v.action === d.action)!.value, 2);
        const verdict = expectedVerdict(d.loss, t);
        expect(d.verdict).toBe(verdict);
        const openTop = Math.max(...d.open!.values.map((v) => v.value));
        expect(d.open!.optimal).toBe(d.open!.values.find((v) => v.action === d.action)!.value === openTop);
      }
      // Both the bids and the cards are judged.
      const actions = new Set(a.decisions.filter((d) => !d.forced).flatMap((d) => d.values.map((v) => v.action)));
      expect([...actions].some((x) => x.startsWith('bid:'))).toBe(true);
      expect([...actions].some((x) => x.startsWith('play:'))).toBe(true);
    },
  );

  test('the same output for the same seed', () => {
    const file = fixtures.fixture(RECORDS[2]!);
    const r1 = cardavia(['analyse', file, '--samples', '4', '--seed', 'x', '--seat', '1']);
    const r2 = cardavia(['analyse', file, '--samples', '4', '--seed', 'x', '--seat', '1']);
    expect(r1.status).toBe(0);
    expect(r1.stdout).toBe(r2.stdout);
  });
});
