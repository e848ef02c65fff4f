/**
 * Mariáš's open-cards solver from the first lead of whole deals (the auction by the easy player): CPU time
 * (`process.cpuUsage()`, which another process's load does not inflate) and table nodes per solve, median, p90
 * and max. `node dist/bench/marias/solver.js [deals] [ruleset]`.
 */
import { marias as G } from '../../engine/marias/index.js';
import { easyMarias } from '../../ai/marias/easy.js';
import { positionOfState } from '../../ai/marias/position.js';
import { Solver } from '../../ai/marias/solver.js';
import { applied, newDeal, seededRandom } from '../../ai/marias/testing.js';

/** CPU milliseconds of this process so far. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const deals = Number(process.argv[2] ?? 50);
const ruleset = (process.argv[3] ?? 'cardavia') as 'cardavia' | 'licitovany';
const random = seededRandom(`marias-solver-bench/${ruleset}`);
const solver = new Solver();
const times: number[] = [];
const nodes: number[] = [];
const byContract = new Map<string, number>();
for (let i = 0; i < deals; i++) {
  let s = newDeal(random, i % 3, ruleset);
  while (s.stage !== 'play' && s.stage !== 'over') {
    const seat = G.toMove(s)!;
    s = applied(s, seat, easyMarias(G.view(s, seat), G.legalActions(s), `${i}`));
  }
  if (s.stage !== 'play') continue;
  const before = solver.nodes;
  const t0 = cpuMs();
  solver.value(positionOfState(s));
  times.push(cpuMs() - t0);
  nodes.push(solver.nodes - before);
  byContract.set(s.contract!, (byContract.get(s.contract!) ?? 0) + 1);
}
const q = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
console.log(
  `${times.length} solves (${[...byContract].map(([c, n]) => `${c} ${n}`).join(', ')}): CPU ms median ${q(times, 0.5).toFixed(1)}, p90 ${q(times, 0.9).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; nodes median ${q(nodes, 0.5)}, p90 ${q(nodes, 0.9)}, max ${Math.max(...nodes)}`,
);
