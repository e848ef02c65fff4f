/**
 * The AI levels' fixed ratings (docs/ratings.md, "The AI levels"; docs/benchmarks.md, "AI levels' ratings"):
 * whole sessions, as a person plays them at a table (a match to its target, or a score sheet of the table's
 * default length), with the measured level in one side and the anchor level in every other, each seed played
 * once with the measured level in each side so that the deals' luck cancels. Each session scores the measured
 * side 1, ½ or 0 against each other side by the totals (`scoresFromTotals`), as a person's sessions are
 * scored; p is the mean score, se the standard deviation of the per-seed means over √seeds, and the level's
 * rating `ratingFromScore(1500, p, se)`.
 *
 *   node dist/bench/ratings/levels.js <game> <level> <seeds> [anchor] [seed prefix] [first seed]
 *
 * prints a JSON line per seed as it is played (its mean score and CPU seconds: a run stopped early keeps what
 * it played), then one with the game, the level, seeds, sessions, p, se, rating, RD and the CPU seconds.
 * `summary` of the same file reads such lines back (several runs' journals together) into the figures.
 */
import { decisionSeed } from '../../ai/index.js';
import { playerBot } from '../../ai/index.js';
import { gameModule } from '../../ai/registry.js';
import type { Seat } from '../../engine/action.js';
import { CURRENT_DEALING, dealFromSeed, firstDealerFromSeed } from '../../engine/dealing.js';
import { bySide, sidesOf } from '../../engine/sides.js';
import { PARAMS, ratingFromScore, scoresFromTotals } from '../../server/ratings/glicko2.js';

/** One whole session of `game` from `seed`, with `players[seat]` the level at each seat: the totals per side. */
export function playSession(gameId: string, players: readonly string[], seed: string): number[] {
  const module = gameModule(gameId);
  if (!module) throw new RangeError(`no game "${gameId}"`);
  const game = module.game;
  const rules = game.defaultRules;
  const limit = game.options.sessionDeals?.default ?? null;
  const bots = players.map((name) => playerBot(gameId, name));
  let session = game.newSession(rules, firstDealerFromSeed(seed, game.seats, CURRENT_DEALING));
  while (!session.finished && (limit === null || session.dealsPlayed < limit)) {
    const deal = session.dealsPlayed;
    let state: unknown = game.deal(session, dealFromSeed(game, rules, seed, deal, CURRENT_DEALING));
    let move = 0;
    for (;;) {
      const seat: Seat | null = game.toMove(state);
      if (seat === null) break;
      const legal = game.legalActions(state);
      const action = bots[seat]!(game.view(state, seat), legal, `${seed}/${decisionSeed(deal, seat, move++)}`);
      const next = game.apply(state, seat, action);
      if (!next.ok) throw new Error(`${gameId}: ${players[seat]} played an illegal move: ${next.error.message}`);
      state = next.value;
    }
    const outcome = game.outcome(state);
    if (outcome === undefined) throw new Error(`${gameId}: a deal ended without an outcome`);
    session = game.settle(session, outcome);
  }
  return bySide(game, session.totals);
}

/** Per seed: the measured level's mean score over the sessions with it in each side, against every other side. */
export function seedScore(gameId: string, level: string, anchor: string, seed: string): number {
  const game = gameModule(gameId)!.game;
  const sides = sidesOf(game);
  let sum = 0;
  let count = 0;
  sides.forEach((measured, k) => {
    const players = Array.from({ length: game.seats }, (_, seat) => (measured.includes(seat) ? level : anchor));
    const scores = scoresFromTotals(playSession(gameId, players, seed));
    sides.forEach((_, j) => {
      if (j === k) return;
      sum += scores[k]![j]!;
      count++;
    });
  });
  return sum / count;
}

/** Below this many seeds the seeds' own spread says too little of the standard error (see `summarise`). */
const FEW_SEEDS = 10;

/**
 * p and its standard error from the per-seed mean scores. Under `FEW_SEEDS` seeds the standard error is at
 * least 0.5 / √seeds, the largest a mean of scores in [0, 1] can have: two seeds that happen to agree say
 * nothing of a level's consistency, and would otherwise give it an RD near 0.
 */
export function summarise(perSeed: readonly number[]): { p: number; se: number } {
  const n = perSeed.length;
  const p = perSeed.reduce((s, x) => s + x, 0) / n;
  const variance = perSeed.reduce((s, x) => s + (x - p) ** 2, 0) / Math.max(1, n - 1);
  const se = Math.sqrt(variance / n);
  return { p, se: n < FEW_SEEDS ? Math.max(se, 0.5 / Math.sqrt(n)) : se };
}

/** The figures of one game and level from per-seed journal lines (several runs' together). */
export function figures(lines: readonly { score: number; cpuSeconds: number }[], sides: number) {
  const { p, se } = summarise(lines.map((l) => l.score));
  const rated = p > 0 && p < 1 && se > 0 ? ratingFromScore(1500, p, se) : null;
  return {
    seeds: lines.length,
    sessions: lines.length * sides,
    p: Number(p.toFixed(4)),
    se: Number(se.toFixed(4)),
    rating: rated && Math.round(rated.rating),
    // No less certain than a newcomer (docs/ratings.md: the RD never exceeds 350).
    rd: rated && Math.round(Math.min(rated.deviation, PARAMS.maxDeviation)),
    cpuSeconds: Math.round(lines.reduce((s, l) => s + l.cpuSeconds, 0)),
  };
}

const isMain = process.argv[1]?.endsWith('levels.js') === true;
if (isMain && process.argv[2] === 'summary') {
  type Line = { game: string; level: string; seed: number; score: number; cpuSeconds: number };
  const lines = (await import('node:fs'))
    .readFileSync(process.argv[3]!, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line & { seeds?: number })
    .filter((l) => l.seeds === undefined);
  for (const key of [...new Set(lines.map((l) => `${l.game} ${l.level}`))]) {
    const [game, level] = key.split(' ') as [string, string];
    const mine = lines.filter((l) => l.game === game && l.level === level);
    const sides = sidesOf(gameModule(game)!.game).length;
    console.log(JSON.stringify({ game, level, ...figures(mine, sides) }));
  }
} else if (isMain) {
  const [gameId, level, seedsText, anchor = 'normal', prefix = 'ratings36', firstText = '0'] = process.argv.slice(2);
  const seeds = Number(seedsText);
  const first = Number(firstText);
  if (!gameId || !level || !Number.isInteger(seeds) || seeds < 1) {
    console.error('usage: levels.js <game> <level> <seeds> [anchor] [seed prefix]');
    process.exit(2);
  }
  const game = gameModule(gameId)!.game;
  const start = process.cpuUsage();
  const perSeed: number[] = [];
  for (let i = first; i < first + seeds; i++) {
    const before = process.cpuUsage();
    perSeed.push(seedScore(gameId, level, anchor, `${prefix}/${i}`));
    const used = process.cpuUsage(before);
    const cpuSeconds = Math.round((used.user + used.system) / 1e4) / 100;
    console.log(JSON.stringify({ game: gameId, level, anchor, seed: i, score: perSeed.at(-1), cpuSeconds }));
  }
  const cpu = process.cpuUsage(start);
  const { p, se } = summarise(perSeed);
  const rated = p > 0 && p < 1 && se > 0 ? ratingFromScore(1500, p, se) : null;
  console.log(
    JSON.stringify({
      game: gameId,
      level,
      anchor,
      seeds,
      sessions: seeds * sidesOf(game).length,
      p: Number(p.toFixed(4)),
      se: Number(se.toFixed(4)),
      rating: rated && Math.round(rated.rating * 10) / 10,
      rd: rated && Math.round(rated.deviation * 10) / 10,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    }),
  );
}
