/**
 * The kit's alpha-beta (alphabeta.ts, table.ts) against plain minimax, on a made-up game whose positions meet
 * again by other move orders (so the table is used), with values added by moves (as a trick's card points are),
 * positions settled early, principal-variation search and lazy selection, at every window, and with a table
 * small enough that its entries are replaced all the time. The games' own solvers are checked against minimax
 * through their engines (ai/<game>/solver.test.ts).
 */
import { describe, expect, test } from 'vitest';
import {
  DONE,
  INF,
  MAX,
  MOVES,
  PVS,
  SELECT,
  SETTLE,
  Search,
  type SearchRules,
  TABLE,
  probeExact,
} from './alphabeta.js';
import { Replacement, TranspositionTable } from './table.js';

const DEPTH = 7;
const SPACE = 997;

/** A small mixing hash: the made-up game's values and its move counts. */
const mix = (a: number, b: number): number => {
  let x = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  x ^= x >>> 15;
  return (Math.imul(x, 0x27d4eb2d) ^ (x >>> 13)) >>> 0;
};

interface Shape {
  readonly pvs: boolean;
  readonly select: boolean;
  /** Ask the rules to settle every child first (as Schafkopf's do). */
  readonly settleAll: boolean;
}

/** The made-up game: a position is a number 0..SPACE-1 at a depth; moves multiply and add into it. */
class ToyRules implements SearchRules {
  readonly at = new Int32Array(64);
  readonly depthOf = new Int32Array(64);
  constructor(
    private readonly search: Search<ToyRules>,
    private readonly shape: Shape,
    private readonly seed: number,
  ) {}

  kindAt(ply: number): number {
    const d = this.depthOf[ply]!;
    return (d % 2 === 0 ? TABLE | MAX : 0) | (this.shape.pvs ? PVS : 0) | (this.shape.select ? SELECT : 0);
  }
  childKind(ply: number): number {
    const d = this.depthOf[ply]!;
    if (d === DEPTH) {
      this.search.value = leaf(this.seed, this.at[ply]!);
      return DONE;
    }
    return this.shape.settleAll ? SETTLE : this.kindAt(ply);
  }
  settle(ply: number): number {
    if (this.depthOf[ply] === DEPTH) return leaf(this.seed, this.at[ply]!);
    this.search.kind = this.kindAt(ply);
    return NaN;
  }
  key(ply: number): number {
    this.search.k0 = this.at[ply]!;
    this.search.k1 = this.depthOf[ply]!;
    this.search.k2 = 0;
    this.search.depth = 0;
    return mix(this.at[ply]!, this.depthOf[ply]!);
  }
  leads(ply: number, best: number): number {
    return this.moves(ply, best);
  }
  moves(ply: number, best = -1): number {
    const n = movesOf(this.seed, this.at[ply]!);
    const base = ply * MOVES;
    for (let i = 0; i < n; i++) {
      this.search.moves[base + i] = i;
      this.search.scores[base + i] = i === best ? 100 : mix(this.at[ply]! + i, 7) % 10;
    }
    return n;
  }
  play(ply: number, m: number): number {
    this.at[ply + 1] = next(this.at[ply]!, m);
    this.depthOf[ply + 1] = this.depthOf[ply]! + 1;
    this.search.kind = this.childKind(ply + 1);
    return gainOf(this.seed, this.at[ply]!, m);
  }
  lead(ply: number, m: number): number {
    return this.play(ply, m);
  }
}

const movesOf = (seed: number, s: number): number => 1 + (mix(seed, s) % 4);
const next = (s: number, m: number): number => (s * 3 + m + 1) % SPACE;
const leaf = (seed: number, s: number): number => (mix(seed + 1, s) % 21) - 10;
const gainOf = (seed: number, s: number, m: number): number => mix(seed + 2, s * 8 + m) % 3;

function minimax(seed: number, s: number, depth: number): number {
  if (depth === DEPTH) return leaf(seed, s);
  const max = depth % 2 === 0;
  let best = max ? -INF : INF;
  for (let m = 0; m < movesOf(seed, s); m++) {
    const v = gainOf(seed, s, m) + minimax(seed, next(s, m), depth + 1);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function toySearch(shape: Shape, seed: number, bucketBits: number): { search: Search<ToyRules>; rules: ToyRules } {
  const search = new Search<ToyRules>(
    new TranspositionTable({ bucketBits, replacement: Replacement.Deeper, layout: 'split', values: 'integers' }),
  );
  const rules = new ToyRules(search, shape, seed);
  search.rules = rules;
  search.owner = search.table.nextGeneration();
  return { search, rules };
}

const SHAPES: Shape[] = [
  { pvs: false, select: false, settleAll: false },
  { pvs: true, select: true, settleAll: false },
  { pvs: true, select: false, settleAll: true },
];

describe('the kit search equals minimax', () => {
  test.each(SHAPES)('exact values from the root, pvs %s', (shape) => {
    for (let seed = 0; seed < 30; seed++) {
      for (const bits of [2, 12]) {
        const { search, rules } = toySearch(shape, seed, bits);
        rules.at[0] = seed * 31;
        rules.depthOf[0] = 0;
        expect(search.search(0, -INF, INF), `seed ${seed}, ${bits} bits`).toBe(minimax(seed, seed * 31, 0));
      }
    }
  });

  test('null windows answer the threshold questions, and fail-soft values bound the truth on their side', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { search, rules } = toySearch(SHAPES[1]!, seed, 8);
      rules.at[0] = seed;
      rules.depthOf[0] = 0;
      const truth = minimax(seed, seed, 0);
      for (let t = truth - 3; t <= truth + 3; t++) {
        expect(search.reaches(0, t)).toBe(truth >= t);
        const v = search.search(0, t - 1, t);
        if (v >= t) expect(truth).toBeGreaterThanOrEqual(v);
        else expect(truth).toBeLessThanOrEqual(v);
      }
      // Probing with the table's stored bounds finds the exact value too.
      const exact = probeExact(search, (alpha, beta) => search.search(0, alpha, beta), -40, 40, 0, 1000);
      expect(exact).toBe(truth);
    }
  });

  test('a node limit aborts the search and says so', () => {
    const { search, rules } = toySearch(SHAPES[0]!, 3, 12);
    rules.at[0] = 5;
    rules.depthOf[0] = 0;
    search.nodeLimit = 3;
    search.search(0, -INF, INF);
    expect(search.aborted).toBe(true);
  });
});
