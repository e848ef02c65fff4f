/**
 * Benchmark (not a test): how long the analysis of one whole deal takes (every decision of every seat, the
 * strong player's choice, the estimate over `--samples` worlds and the open-cards values), on one core, for
 * every game with an analyst or the one named by --game. Deals are played by the strong player in every seat
 * from fixed shuffles, then analysed as records.
 *
 *   node dist/bench/analysis.js [deals] [--game ID] [--samples N]
 */
import { analyseRecord } from '../ai/analysis.js';
import { botFor, decisionSeed } from '../ai/index.js';
import { REGISTRY } from '../ai/registry.js';
import { quantile } from '../ai/stats.js';
import { formatCard } from '../engine/cards.js';
import { deckById } from '../engine/decks.js';
import type { AnyGame } from '../engine/game.js';
import { RECORD_FORMAT, actionToJson } from '../engine/record.js';
import { seededRandom, shuffle } from '../engine/random.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const deals = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 20);
const samples = Number(flag('samples') ?? 64);
const only = flag('game');

/** A whole deal played by the strong player in every seat, as a `cardavia/1` record. */
function strongDeal(game: AnyGame, d: number): unknown {
  const rules = game.defaultRules;
  const notation = deckById(game.defaultDeck)!.suitSystem;
  const bot = botFor(game.id, 'strong');
  const cards = shuffle(game.pack(rules), seededRandom(`analysis-bench/${d}`));
  let state = game.deal(game.newSession(rules, d % game.seats), cards);
  const actions: unknown[] = [];
  while (game.phase(state) !== 'over') {
    const seat = game.toMove(state)!;
    const legal = game.legalActions(state);
    const action = bot(game.view(state, seat), legal, decisionSeed(d, seat, actions.length));
    actions.push(actionToJson(game, notation, seat, action));
    const next = game.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return {
    format: RECORD_FORMAT,
    game: game.id,
    rules: game.rulesToJson(rules),
    deck: game.defaultDeck,
    firstDealer: d % game.seats,
    deals: [{ cards: cards.map((c) => formatCard(notation, c)), actions }],
  };
}

for (const { game, players } of REGISTRY) {
  if (!players.analyst || (only !== undefined && game.id !== only)) continue;
  const times: number[] = [];
  let decisions = 0;
  for (let d = 0; d < deals; d++) {
    const record = strongDeal(game, d);
    const start = performance.now();
    const result = analyseRecord(record, { samples, seed: `bench/${d}` });
    times.push(performance.now() - start);
    if (result.kind !== 'ok') throw new Error(result.message);
    decisions += result.analysis.decisions.filter((x) => !x.forced).length;
  }
  times.sort((a, b) => a - b);
  const s = (p: number) => (quantile(times, p) / 1000).toFixed(2);
  console.log(
    `${game.id}: ${deals} deals, ${samples} samples, ${(decisions / deals).toFixed(1)} decisions a deal: ` +
      `whole-deal analysis median ${s(0.5)} s, p95 ${s(0.95)} s, max ${s(1)} s`,
  );
}
