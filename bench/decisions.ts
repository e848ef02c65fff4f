/**
 * Benchmark (not a test): how long Cardavia's players think per decision, on one core, for every game of the
 * registry (ai/registry.ts) or the one named by --game.
 *
 * Random deals are played by the level being measured in every seat. Timed: every bid of the auction, if the
 * game has one; the card decisions of the first trick, the hardest (every card unseen or unplayed), over
 * all the deals; every card decision of whole deals, over the first third of them (at least 5); and for a game
 * with an auction, every decision of those whole deals, bids and cards together (the p95 a table meets). A deal
 * that everyone passes ends at once.
 *
 *   node dist/bench/decisions.js [deals] [--game ID] [--players LEVEL-OR-VARIANT,…] [--cpu]
 *
 * With --cpu a decision's time is the process's CPU time over it (process.cpuUsage, user and system), which
 * other processes' load on a shared machine does not inflate, instead of the wall-clock time.
 */
import { decisionSeed, playerBot } from '../ai/index.js';
import { variantBot } from './variants.js';
import { games } from '../ai/registry.js';
import { quantile } from '../ai/stats.js';
import type { AnyGame } from '../engine/game.js';
import { seededRandom, shuffle } from '../engine/random.js';

function quantiles(times: number[]): string {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => quantile(s, p);
  return `n ${s.length}, median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`;
}

function measure(game: AnyGame, player: string, deals: number, wholeDeals: number) {
  const bot = variantBot(game.id, player) ?? playerBot(game.id, player);
  const rules = game.defaultRules;
  const bids: number[] = [];
  const firstTrick: number[] = [];
  const cards: number[] = [];
  // Every decision of the whole deals, bids and cards together: the p95 a player meets over a deal.
  const whole: number[] = [];
  for (let d = 0; d < deals; d++) {
    let state = game.deal(
      game.newSession(rules, d % game.seats),
      shuffle(game.pack(rules), seededRandom(`decisions/${d}`)),
    );
    let move = 0;
    let played = 0;
    while (game.phase(state) !== 'over') {
      const auction = game.phase(state) === 'auction';
      if (!auction && played >= game.seats && d >= wholeDeals) break;
      const seat = game.toMove(state)!;
      const legal = game.legalActions(state);
      const start = clock();
      const action = bot(game.view(state, seat), legal, decisionSeed(d, seat, move));
      const ms = clock() - start;
      if (d < wholeDeals) whole.push(ms);
      if (auction) bids.push(ms);
      else {
        if (played < game.seats) firstTrick.push(ms);
        if (d < wholeDeals) cards.push(ms);
        played++;
      }
      const next = game.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      move++;
    }
  }
  return { bids, firstTrick, cards, whole };
}

const args = process.argv.slice(2);
const gameAt = args.indexOf('--game');
const only = gameAt >= 0 ? args.splice(gameAt, 2)[1] : undefined;
// --players a,b: levels or a game's measurement variants (with --game), instead of normal and strong.
const playersAt = args.indexOf('--players');
const players = playersAt >= 0 ? args.splice(playersAt, 2)[1]!.split(',') : ['normal', 'strong'];
const cpuAt = args.indexOf('--cpu');
if (cpuAt >= 0) args.splice(cpuAt, 1);
/** Milliseconds: of the process's CPU time with --cpu, else of the wall clock. */
function clock(): number {
  if (cpuAt < 0) return performance.now();
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
const deals = Number(args[0] ?? 30);
const wholeDeals = Math.max(5, Math.round(deals / 3));
const measured = games.filter((g) => only === undefined || g.id === only);
if (measured.length === 0) throw new Error(`no game "${only}": ${games.map((g) => g.id).join(', ')}`);
console.log(
  `node ${process.version}, one core, ${deals} deals per game (whole deals: ${wholeDeals}), ${cpuAt >= 0 ? 'CPU' : 'wall-clock'} time`,
);
for (const level of players) {
  for (const game of measured) {
    const m = measure(game, level, deals, wholeDeals);
    if (m.bids.length > 0) console.log(`${game.id} ${level}: bids: ${quantiles(m.bids)}`);
    console.log(`${game.id} ${level}: first-trick cards: ${quantiles(m.firstTrick)}`);
    console.log(`${game.id} ${level}: all card decisions of ${wholeDeals} deals: ${quantiles(m.cards)}`);
    if (m.bids.length > 0)
      console.log(`${game.id} ${level}: every decision of ${wholeDeals} deals: ${quantiles(m.whole)}`);
  }
}
