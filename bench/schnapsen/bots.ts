/**
 * Benchmark (not a test) for the Schnapsen players, on one core.
 *
 *   node dist/bench/schnapsen/bots.js solver [deals]
 *       the open-cards solver on random full deals (every card open, the talon order included): the exact
 *       value of every legal action at the first lead; median, p90 and max time and nodes
 *   node dist/bench/schnapsen/bots.js timing [deals] [players…]
 *       decision times per level (median, p95, max of the decisions with two or more legal actions, the view
 *       built included), as the process's CPU time (process.cpuUsage, user and system), which the load of other
 *       processes does not inflate, from deals of each level against strong; easy, normal and strong unless
 *       players are named (a level or a SearchBudget as JSON)
 *   node dist/bench/schnapsen/bots.js match A B [deals] [seed]
 *       duplicate deals between two players (easy, normal, strong, oracle, random, or a SearchBudget as JSON):
 *       each shuffle is played twice with the seats swapped; prints BOTS.md's difference (A's game points minus
 *       B's per deal) and its 95 % interval; with SCHNAPSEN_MATCH_PER_DEAL=FILE also each shuffle's difference
 *       as a JSON array, so that two runs on the same seed pair shuffle by shuffle (bench/schnapsen/paired.js);
 *       with SCHNAPSEN_MATCH_FROM=N the shuffles from N on (a run carried on; paired.js pools the parts);
 *       with SCHNAPSEN_MATCH_BEFORE=FILE[,FILE2…] (a run's per-shuffle differences from shuffle 0 on, parts joined by
 *       commas) and SCHNAPSEN_MATCH_BEFORE_A=PLAYER (A as that run had it), for an A that differs from PLAYER only
 *       at the deal's first trick: a shuffle where A and PLAYER decide alike through both plays' first tricks
 *       would be played as before, so its difference is taken from FILE; only the others are played
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Action } from '../../engine/action.js';
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type SchnapsenState, schnapsen as G } from '../../engine/schnapsen/index.js';
import type { Level } from '../../ai/bot.js';
import { quantile } from '../../ai/stats.js';
import { schnapsenBots, schnapsenOracle } from '../../ai/schnapsen/index.js';
import { type SearchBudget, searchPlay } from '../../ai/schnapsen/pimc.js';
import { Solver } from '../../ai/schnapsen/solver.js';

type Player = (s: SchnapsenState, seed: string) => Action;

function player(name: string): Player {
  if (name === 'oracle') return (s) => schnapsenOracle.act(s);
  if (name === 'random') {
    return (s, seed) => {
      const legal = G.legalActions(s);
      return legal[randomBelow(seededRandom(seed), legal.length)]!;
    };
  }
  if (name.startsWith('{')) {
    // A search budget as JSON (pimc.ts's SearchBudget): a variant of the searching levels, for measuring.
    const budget = JSON.parse(name) as SearchBudget;
    return (s, seed) => searchPlay(G.view(s, G.toMove(s)!), G.legalActions(s), seed, budget);
  }
  const bot = schnapsenBots[name as Level];
  if (!bot) throw new Error(`unknown player ${name}`);
  return (s, seed) => bot(G.view(s, G.toMove(s)!), G.legalActions(s), seed);
}

const rules = G.defaultRules;
const shuffled = (seed: string): number[] => shuffle(G.pack(rules), seededRandom(seed));

/** Plays one deal; `times` collects each seat's decision times (decisions with two or more legal actions). */
function playDeal(
  cards: readonly number[],
  dealer: number,
  players: readonly Player[],
  tag: string,
  times?: number[][],
): SchnapsenState {
  let s = G.deal(G.newSession(rules, dealer), cards);
  let move = 0;
  while (s.end === null) {
    const seat = G.toMove(s)!;
    const choice = G.legalActions(s).length > 1;
    // CPU time of this single-threaded process (user and system): other processes' load does not inflate it.
    const t0 = process.cpuUsage();
    const action = players[seat]!(s, `${tag}/${seat}/${move++}`);
    if (times && choice) {
      const t = process.cpuUsage(t0);
      times[seat]!.push((t.user + t.system) / 1000);
    }
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(`${tag}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

const net = (s: SchnapsenState, seat: number): number => {
  const o = G.outcome(s)!;
  return o.gamePoints[seat]! - o.gamePoints[1 - seat]!;
};

const fmt = (x: number): string => x.toFixed(x < 10 ? 2 : 1);

function solverBench(deals: number): void {
  const solver = new Solver(18);
  const times: number[] = [];
  const nodes: number[] = [];
  for (let i = 0; i < deals; i++) {
    const s = G.deal(G.newSession(rules, i & 1), shuffled(`solver/${i}`));
    const legal = G.legalActions(s);
    const n0 = solver.nodes;
    const t0 = process.hrtime.bigint();
    solver.actionValues(s, G.toMove(s)!, legal);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    nodes.push(solver.nodes - n0);
  }
  times.sort((a, b) => a - b);
  nodes.sort((a, b) => a - b);
  console.log(
    `solver, ${deals} full deals, every legal action at the first lead: ms median ${fmt(quantile(times, 0.5))} ` +
      `p90 ${fmt(quantile(times, 0.9))} max ${fmt(quantile(times, 1))}; nodes median ${quantile(nodes, 0.5)} ` +
      `p90 ${quantile(nodes, 0.9)} max ${quantile(nodes, 1)}`,
  );
}

function timing(deals: number, levels: readonly string[]): void {
  for (const level of levels) {
    const times: number[][] = [[], []];
    for (let i = 0; i < deals; i++) {
      playDeal(shuffled(`timing/${i}`), i & 1, [player(level), player('strong')], `timing/${i}`, times);
    }
    const t = times[0]!.sort((a, b) => a - b);
    console.log(
      `${level}: ${t.length} decisions, CPU ms median ${fmt(quantile(t, 0.5))} p95 ${fmt(quantile(t, 0.95))} max ${fmt(quantile(t, 1))}`,
    );
  }
}

/**
 * Whether A (`pa`, in seat `aSeat`) and its former version decide alike through the deal's first trick, B moving as
 * in playDeal with the same seeds: then the whole play is the former one's.
 */
function firstTrickAlike(
  cards: readonly number[],
  dealer: number,
  aSeat: number,
  pa: Player,
  before: Player,
  pb: Player,
  tag: string,
): boolean {
  let s = G.deal(G.newSession(rules, dealer), cards);
  let move = 0;
  while (s.end === null && s.tricks.length === 0) {
    const seat = G.toMove(s)!;
    const moveSeed = `${tag}/${seat}/${move++}`;
    const action = seat === aSeat ? pa(s, moveSeed) : pb(s, moveSeed);
    if (seat === aSeat && before(s, moveSeed) !== action) return false;
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(`${tag}: ${r.error.message}`);
    s = r.value;
  }
  return true;
}

function match(a: string, b: string, deals: number, seed: string): void {
  const pa = player(a);
  const pb = player(b);
  const diffs: number[] = [];
  // SCHNAPSEN_MATCH_FROM=N plays shuffles N to N + deals - 1: a run carried on where another stopped.
  const from = Number(process.env.SCHNAPSEN_MATCH_FROM ?? 0);
  const beforeFiles = process.env.SCHNAPSEN_MATCH_BEFORE;
  const beforeA = process.env.SCHNAPSEN_MATCH_BEFORE_A;
  const before = beforeFiles
    ? beforeFiles.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as number[])
    : null;
  const pBefore = before ? player(beforeA ?? 'strong') : null;
  let played = 0;
  for (let i = from; i < from + deals; i++) {
    const cards = shuffled(`${seed}/${i}`);
    const dealer = i & 1;
    if (
      before &&
      pBefore &&
      i < before.length &&
      firstTrickAlike(cards, dealer, 0, pa, pBefore, pb, `${seed}/${i}/a`) &&
      firstTrickAlike(cards, dealer, 1, pa, pBefore, pb, `${seed}/${i}/b`)
    ) {
      diffs.push(before[i]!);
      continue;
    }
    played++;
    const first = playDeal(cards, dealer, [pa, pb], `${seed}/${i}/a`);
    const second = playDeal(cards, dealer, [pb, pa], `${seed}/${i}/b`);
    // BOTS.md's difference: A's score minus B's, summed over both plays of the shuffle and halved.
    diffs.push((net(first, 0) + net(second, 1)) / 2);
  }
  // For pairing two runs on the same shuffles (the same seed): A − B per shuffle, in shuffle order.
  const perDeal = process.env.SCHNAPSEN_MATCH_PER_DEAL;
  if (perDeal) writeFileSync(perDeal, JSON.stringify(diffs));
  const mean = diffs.reduce((x, y) => x + y, 0) / deals;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, deals - 1));
  const half = (1.96 * sd) / Math.sqrt(deals);
  console.log(
    `${a} v ${b}, ${deals} shuffles played both ways (seed ${seed}): ${a} minus ${b}, game points per deal, ` +
      `mean ${mean.toFixed(3)}, 95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]` +
      (before ? `; ${played} shuffles played, the others as before` : ''),
  );
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'solver') solverBench(Number(args[0] ?? 200));
else if (mode === 'timing')
  timing(Number(args[0] ?? 30), args.length > 1 ? args.slice(1) : ['easy', 'normal', 'strong']);
else if (mode === 'match') match(args[0] ?? 'strong', args[1] ?? 'easy', Number(args[2] ?? 200), args[3] ?? '1');
else console.error('usage: bots.js solver [deals] | timing [deals] [players…] | match A B [deals] [seed]');
