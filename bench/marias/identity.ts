/**
 * Every decision of Mariáš's searching players on a fixed set of deals, with the solver's table nodes each took:
 * a fingerprint of their play, to compare two builds line by line after a change meant only to make them faster
 * (the arena's kept shuffles, bench/marias/arena/, pool across sessions only while the decisions stay the same).
 *
 *   node dist/bench/marias/identity.js [DIR] [deals] [players] > fingerprint.txt
 *
 * DIR: the build whose players are run (its ai/marias/ and engine/; default this build). Deals of both rulesets
 * from seed `marias-identity`, each played with the player named in all three seats (`strong,oracle,normal` by
 * default). A line per decision with more than one legal action: the deal, the move, the seat, the action and
 * the nodes the solver counted for it. The last line: the CPU seconds the decisions took.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Action, Seat } from '../../engine/action.js';
import type { MariasRuleset, MariasState } from '../../engine/marias/index.js';
import type * as Index from '../../ai/marias/index.js';
import type * as Solver from '../../ai/marias/solver.js';
import type * as Testing from '../../ai/marias/testing.js';
import type * as Engine from '../../engine/marias/index.js';

const dir = resolve(process.argv[2] ?? new URL('../..', import.meta.url).pathname);
const deals = Number(process.argv[3] ?? 10);
const names = (process.argv[4] ?? 'strong,oracle,normal').split(',');
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(dir, path)).href)) as T;
const { mariasBots, mariasOracle } = await load<typeof Index>('ai/marias/index.js');
const { sharedSolver } = await load<typeof Solver>('ai/marias/solver.js');
const { applied, newDeal, seededRandom } = await load<typeof Testing>('ai/marias/testing.js');
const { marias: G } = await load<typeof Engine>('engine/marias/index.js');

type Player = (s: MariasState, seat: Seat, legal: readonly Action[], seed: string) => Action;
const players: Record<string, Player> = {
  strong: (s, seat, legal, seed) => mariasBots.strong(G.view(s, seat), legal, seed),
  normal: (s, seat, legal, seed) => mariasBots.normal(G.view(s, seat), legal, seed),
  oracle: (s) => mariasOracle.act(s),
};
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

let seconds = 0;
const solver = sharedSolver();
for (const name of names) {
  const player = players[name];
  if (player === undefined) throw new Error(`players: ${Object.keys(players).join(', ')}`);
  for (const ruleset of ['cardavia', 'licitovany'] as MariasRuleset[]) {
    const random = seededRandom(`marias-identity/${ruleset}`);
    for (let i = 0; i < deals; i++) {
      let s = newDeal(random, i % 3, ruleset);
      for (let move = 0; G.toMove(s) !== null; move++) {
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        const nodes = solver.nodes;
        const t0 = cpu();
        const a = player(s, seat, legal, `identity/${ruleset}/${i}/${move}`);
        seconds += cpu() - t0;
        if (legal.length > 1) console.log(`${name} ${ruleset} ${i} ${move} ${seat} ${a} ${solver.nodes - nodes}`);
        s = applied(s, seat, a);
      }
    }
  }
}
console.log(`CPU s ${seconds.toFixed(2)}`);
