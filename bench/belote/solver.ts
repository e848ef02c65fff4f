/**
 * Belote's open-cards solver (ai/belote/solver.ts) on whole deals: random classic deals taken in the first
 * round by the first hand, solved from the first lead, exactly (the takers' P) and by three null-window questions
 * (the made total and 30 and 60 above it, as the strong player's bids ask). CPU milliseconds
 * (process.cpuUsage(), single-threaded) and table nodes, p50, p90 and max.
 *
 *   node dist/bench/belote/solver.js [deals] [seed]
 */
import { type BeloteState, TAKE, belote as G } from '../../engine/belote/index.js';
import { Solver } from '../../ai/belote/solver.js';
import { applied, newDeal, positionOfState, seededRandom } from '../../ai/belote/testing.js';

const deals = Number(process.argv[2] ?? 30);
const random = seededRandom(`belote-solver/${process.argv[3] ?? 'sb'}`);
const solver = new Solver();
const rows: Record<string, { ms: number[]; nodes: number[] }> = {
  exact: { ms: [], nodes: [] },
  questions: { ms: [], nodes: [] },
};

function timed(name: string, f: () => void): void {
  solver.newDecision();
  const n0 = solver.nodes;
  const t0 = process.cpuUsage();
  f();
  const t = process.cpuUsage(t0);
  rows[name]!.ms.push((t.user + t.system) / 1000);
  rows[name]!.nodes.push(solver.nodes - n0);
}

for (let i = 0; i < deals; i++) {
  let s: BeloteState = newDeal(random, i % 4, 'cardavia');
  s = applied(s, G.toMove(s)!, TAKE);
  const p = positionOfState(s);
  timed('exact', () => solver.value(p));
  timed('questions', () => [82, 112, 142].forEach((t) => solver.reaches(p, t)));
}
const q = (xs: number[], f: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))]!;
for (const [name, r] of Object.entries(rows)) {
  console.log(
    `${name}, ${deals} deals: CPU ms p50 ${q(r.ms, 0.5).toFixed(1)}, p90 ${q(r.ms, 0.9).toFixed(1)}, max ${Math.max(...r.ms).toFixed(1)}; nodes p50 ${q(r.nodes, 0.5)}, max ${Math.max(...r.nodes)}`,
  );
}
