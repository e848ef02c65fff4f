/**
 * For the benchmarks that set one of strong's methods against the plain one it must agree with (bidding.ts,
 * play.ts): each decision made both ways with the same seed, each from an empty solver cache (the second
 * would otherwise find the first one's positions solved), counting solver nodes, time, and the decisions that
 * differ.
 */
import { quantile } from '../../ai/stats.js';
import { resetSolverCache, takeNodeCount } from '../../ai/schafkopf/solver.js';

export function twoWays(labels: readonly [string, string]) {
  const ways = labels.map((label) => ({ label, times: [] as number[], nodes: 0 }));
  const differing: string[] = [];
  const timed = <T>(way: (typeof ways)[number], run: () => T): T => {
    resetSolverCache();
    takeNodeCount();
    const start = performance.now();
    const result = run();
    way.times.push(performance.now() - start);
    way.nodes += takeNodeCount();
    return result;
  };
  return {
    /** Decides both ways; the plain method's decision is the one played on. */
    decide<T>(where: string, plain: () => T, method: () => T): T {
      const a = timed(ways[0]!, plain);
      const b = timed(ways[1]!, method);
      if (a !== b) differing.push(`${where}: ${a} / ${b}`);
      return a;
    },
    report(header: string): void {
      console.log(`node ${process.version}, ${ways[0]!.times.length} ${header}`);
      const width = Math.max(...labels.map((l) => l.length));
      for (const w of ways) {
        const s = [...w.times].sort((x, y) => x - y);
        const q = (p: number) => `${quantile(s, p).toFixed(1)} ms`;
        const total = (w.times.reduce((x, y) => x + y, 0) / 1000).toFixed(1);
        console.log(
          `${`${w.label}:`.padEnd(width + 1)} ${(w.nodes / 1e6).toFixed(1)} M solver nodes, median ${q(0.5)}, ` +
            `p95 ${q(0.95)}, p99 ${q(0.99)}, max ${q(1)}, total ${total} s`,
        );
      }
      console.log(`decisions that differ: ${differing.length}${differing.length ? ': ' + differing.join('; ') : ''}`);
    },
  };
}
