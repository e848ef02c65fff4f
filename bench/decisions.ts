/**
 * Benchmark (not a test): how long Cardavia's players think per decision, on one core.
 *
 * Schafkopf: random deals; the auction is bid by the level being measured (each bid timed); deals that all
 * four pass are skipped; then the four card decisions of the first trick, the hardest (32 cards unseen or
 * unplayed), are timed. Bohemian Schneider: every decision of random deals.
 *
 *   node dist/bench/decisions.js [deals]
 */
import { type Bot, type Level } from '../ai/bot.js';
import { botFor, decisionSeed } from '../ai/index.js';
import { quantile } from '../cli/stats.js';
import type { AnyGame } from '../engine/game.js';
import { bohemianSchneider } from '../engine/bohemian-schneider/index.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { seededRandom, shuffle } from '../engine/random.js';

function quantiles(times: number[]): string {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => quantile(s, p);
  return `n ${s.length}, median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${q(1).toFixed(1)} ms`;
}

function measure(game: AnyGame, level: Level, deals: number, firstTrickOnly: boolean) {
  const bot = botFor(game.id as never, level) as Bot<unknown>;
  const rules = game.parseRules(undefined);
  if (!rules.ok) throw new Error(rules.error);
  const bidTimes: number[] = [];
  const cardTimes: number[] = [];
  for (let d = 0; d < deals; d++) {
    const cards = shuffle(game.pack(rules.value), seededRandom(`decisions/${d}`));
    let state = game.deal(game.newSession(rules.value, d % game.seats), cards);
    let moves = 0;
    while (game.phase(state) !== 'over') {
      const seat = game.toMove(state)!;
      const legal = game.legalActions(state);
      const auction = game.phase(state) === 'auction';
      if (!auction && firstTrickOnly && moves >= (state as { auction: unknown[] }).auction.length + 4) break;
      const start = performance.now();
      const action = bot(game.view(state, seat), legal, decisionSeed(d, seat, moves));
      (auction ? bidTimes : cardTimes).push(performance.now() - start);
      const next = game.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      moves++;
    }
  }
  return { bidTimes, cardTimes };
}

const deals = Number(process.argv[2] ?? 30);
console.log(`node ${process.version}, one core, ${deals} deals per line`);
for (const level of ['normal', 'strong'] as const) {
  const sk = measure(schafkopf, level, deals, true);
  console.log(`schafkopf ${level}: bids: ${quantiles(sk.bidTimes)}`);
  console.log(`schafkopf ${level}: first-trick cards: ${quantiles(sk.cardTimes)}`);
  const bs = measure(bohemianSchneider, level, Math.max(5, Math.round(deals / 3)), false);
  console.log(`bohemian-schneider ${level}: all decisions: ${quantiles(bs.cardTimes)}`);
}
