/**
 * `cardavia analyse` (issue 15 point 1, docs/analysis.md) run as the real command on hand-made records: one
 * entry per decision of the chosen seats with strong's choice, every legal action's value, a loss ≥ 0 against
 * the best and the verdict its thresholds give; the open-cards verdict apart; the same output for the same
 * seed; and the clear blunders of test/fixtures/analysis/ flagged `blunder`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fixturesOf,
  json,
  onStdin,
  ROOT,
  useBuiltCli,
  cardavia,
  type Json,
  expectedVerdict,
} from './referee.testing.js';

useBuiltCli();

interface Decision {
  deal: number;
  index: number;
  seat: number;
  action: string;
  forced: boolean;
  strong: string;
  best: string;
  values: { action: string; value: number }[];
  samples: number;
  exact: boolean;
  loss: number;
  verdict: string;
  open: { values: { action: string; value: number }[]; optimal: boolean; loss: number } | null;
}
interface Analysis {
  ok: true;
  game: string;
  unit: string;
  thresholds: { inaccuracy: number; mistake: number; blunder: number };
  decisions: Decision[];
  seats: { seat: number; decisions: number; meanLoss: number; verdicts: Record<string, number>; openErrors: number }[];
}

const schafkopf = fixturesOf('schafkopf');
const schnapsen = fixturesOf('schnapsen');
const analyse = (file: string, ...args: string[]) =>
  json(['analyse', file, '--samples', '6', ...args], 0) as unknown as Analysis;

describe('cardavia analyse reports every decision of the chosen seats', () => {
  const a = analyse(schafkopf.fixture('rufer-60-60-declarer-loses'));
  const record = schafkopf.readFixture('rufer-60-60-declarer-loses') as { deals: { actions: { seat: number }[] }[] };

  it('gives one entry per action of the record, in order, with its seat', () => {
    const actions = record.deals[0]!.actions;
    expect(a.decisions.map((d) => [d.index, d.seat])).toEqual(actions.map((x, i) => [i, x.seat]));
    expect(a.game).toBe('schafkopf');
    expect(a.unit).toBe('units');
  });

  it('values every legal action, names strong and best among them, and measures the loss from the best', () => {
    for (const d of a.decisions) {
      const names = d.values.map((v) => v.action);
      expect(names).toContain(d.action);
      expect(names).toContain(d.strong);
      const top = Math.max(...d.values.map((v) => v.value));
      expect(d.values.find((v) => v.action === d.best)!.value).toBe(top);
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.loss).toBeCloseTo(top - d.values.find((v) => v.action === d.action)!.value, 2);
    }
  });

  it("gives the verdict the game's thresholds give the loss", () => {
    const t = a.thresholds;
    expect(t.inaccuracy).toBeLessThan(t.mistake);
    expect(t.mistake).toBeLessThan(t.blunder);
    for (const d of a.decisions) {
      const expected = expectedVerdict(d.loss, t);
      expect(d.verdict).toBe(expected);
    }
  });

  it('marks a forced action (one legal action) with no loss and leaves it out of the summary', () => {
    const forced = a.decisions.filter((d) => d.forced);
    expect(forced.length).toBeGreaterThan(0); // the last trick's cards at least
    for (const d of forced) expect([d.values.length, d.loss, d.verdict]).toEqual([1, 0, 'best']);
    for (const s of a.seats) {
      const mine = a.decisions.filter((d) => d.seat === s.seat && !d.forced);
      expect(s.decisions).toBe(mine.length);
      expect(Object.values(s.verdicts).reduce((x, y) => x + y, 0)).toBe(mine.length);
    }
  });

  it('adds the open-cards verdict: optimal exactly when the action taken has the best open value', () => {
    for (const d of a.decisions) {
      const top = Math.max(...d.open!.values.map((v) => v.value));
      const mine = d.open!.values.find((v) => v.action === d.action)!.value;
      expect(d.open!.optimal).toBe(mine === top);
      expect(d.open!.loss).toBeCloseTo(top - mine, 2);
    }
  });
});

describe('cardavia analyse options', () => {
  const file = schnapsen.fixture('exchange-before-first-trick');

  it('analyses only the seats given by --seat', () => {
    const a = analyse(file, '--seat', '1');
    expect(a.decisions.length).toBeGreaterThan(0);
    expect(new Set(a.decisions.map((d) => d.seat))).toEqual(new Set([1]));
    expect(a.seats.map((s) => s.seat)).toEqual([1]);
  });

  it('is deterministic for a seed', () => {
    const r1 = cardavia(['analyse', file, '--samples', '6', '--seed', 'x']);
    const r2 = cardavia(['analyse', file, '--samples', '6', '--seed', 'x']);
    expect(r1.status).toBe(0);
    expect(r1.stdout).toBe(r2.stdout);
  });

  it('leaves the open-cards verdict out with --no-open', () => {
    expect(analyse(file, '--no-open').decisions.every((d) => d.open === null)).toBe(true);
  });

  it('reads a record on standard input', () => {
    const a = onStdin(['analyse', '--samples', '4'], schnapsen.readFixture('exchange-before-first-trick'), 0);
    expect(a.ok).toBe(true);
  });

  it('refuses unusable input with status 2 and an illegal record with status 1', () => {
    expect(cardavia(['analyse', file, '--level', 'easy']).status).toBe(2);
    expect(cardavia(['analyse', file, '--samples', '0']).status).toBe(2);
    expect(cardavia(['analyse']).status).toBe(2);
    const illegal = json(['analyse', schnapsen.fixture('illegal-move-exchange-after-the-talon-is-exhausted')], 1);
    expect(illegal.ok).toBe(false);
  });
});

/** Hand-made positions where one action is a clear blunder (test/fixtures/analysis/<game>/, each with a comment). */
const BLUNDERS = join(ROOT, 'test', 'fixtures', 'analysis');

describe('clear blunders are flagged blunder', () => {
  for (const game of readdirSync(BLUNDERS)) {
    for (const name of readdirSync(join(BLUNDERS, game))) {
      const path = join(BLUNDERS, game, name);
      const record = JSON.parse(readFileSync(path, 'utf8')) as Json & {
        deals: { actions: { seat: number }[] }[];
        blunder: { better: string[] };
      };
      it(`${game}: ${name.replace(/\.json$/, '')}`, () => {
        const last = record.deals.at(-1)!.actions.at(-1)!;
        const a = json(['analyse', path, '--seat', String(last.seat), '--samples', '32'], 0) as unknown as Analysis;
        const d = a.decisions.at(-1)!;
        expect(d.verdict).toBe('blunder');
        expect(record.blunder.better).toContain(d.best);
        expect(d.open!.optimal).toBe(false);
      });
    }
  }
});
