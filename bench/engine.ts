/**
 * Benchmark (not a test): random complete deals through the public engine API, on one core. For every game
 * of the registry (ai/registry.ts), or the one named by --game: first its default rules, then the cases its
 * folder adds (bench/cases.ts). Each case deals a shuffled pack from a seeded generator and plays random legal
 * actions (the auction included) until the deal is over, then prints deals per second.
 *
 *   npm run bench              (or: node dist/bench/engine.js [seconds per case] [--game ID])
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Action } from '../engine/action.js';
import type { AnyGame } from '../engine/game.js';
import { randomBelow, seededRandom, shuffle } from '../engine/random.js';
import { games } from '../ai/registry.js';
import type { EngineBenchCase } from './cases.js';

function run(
  game: AnyGame,
  c: EngineBenchCase,
  seconds: number,
): { deals: number; perSecond: number; actions: number } {
  const parsed = game.parseRules(c.rules);
  if (!parsed.ok) throw new Error(parsed.error);
  const rules = parsed.value;
  const random = seededRandom('bench');
  const pack = game.pack(rules);
  let session = game.newSession(rules, 0);
  let deals = 0;
  let actions = 0;
  // CPU time of this process, not wall time: the figure stays meaningful on a machine that is busy elsewhere.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const start = cpu();
  while (cpu() - start < seconds) {
    for (let batch = 0; batch < 200; batch++) {
      let state = game.deal(session, shuffle(pack, random));
      while (game.phase(state) !== 'over') {
        let legal: readonly Action[] = game.legalActions(state);
        if (c.auctionChoices && game.phase(state) === 'auction') legal = c.auctionChoices(legal);
        const next = game.apply(state, game.toMove(state)!, legal[randomBelow(random, legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        actions++;
      }
      const outcome = game.outcome(state);
      session = game.settle(session, outcome);
      if (session.finished) session = game.newSession(rules, 0);
      deals++;
    }
  }
  const elapsed = cpu() - start;
  return { deals, perSecond: deals / elapsed, actions };
}

/** The game's default rules, then the cases of its bench folder's cases.ts (bench/<id>/cases.ts), if it has one. */
async function casesOf(game: AnyGame): Promise<EngineBenchCase[]> {
  const file = new URL(`./${game.id}/cases.js`, import.meta.url);
  const own = existsSync(fileURLToPath(file))
    ? ((await import(file.href)) as { engineCases: readonly EngineBenchCase[] }).engineCases
    : [];
  return [{ name: 'default rules' }, ...own];
}

const args = process.argv.slice(2);
const gameAt = args.indexOf('--game');
const only = gameAt >= 0 ? args.splice(gameAt, 2)[1] : undefined;
const seconds = Number(args[0] ?? 3);
const measured = games.filter((g) => only === undefined || g.id === only);
if (measured.length === 0) throw new Error(`no game "${only}": ${games.map((g) => g.id).join(', ')}`);
console.log(`node ${process.version}, one thread, ${seconds} s of CPU time per case`);
for (const game of measured) {
  for (const c of await casesOf(game)) {
    run(game, c, 0.5); // warm-up
    const r = run(game, c, seconds);
    console.log(
      `${game.id}, ${c.name}: ${Math.round(r.perSecond).toLocaleString('en')} deals per CPU-second (${(r.actions / r.deals).toFixed(1)} actions per deal)`,
    );
  }
}
