/**
 * Benchmark (not a test) for the Bohemian Schneider players, on one core.
 *
 *   node dist/bench/bohemian-schneider/bots.js timing [deals] [rules JSON | all]
 *       decision times per level (median, p95, max of the decisions with two or more legal cards, building
 *       the view included), from self-play deals of each level ('all': that many
 *       deals in each of the 32 rules combinations)
 *   node dist/bench/bohemian-schneider/bots.js match A B [deals] [rules JSON] [seed]
 *       duplicate deals between two players (easy, normal, strong, oracle, random): each shuffle is played
 *       twice with the seats swapped; prints A's mean net game points per deal and its 95 % interval
 *   node dist/bench/bohemian-schneider/bots.js fit [positions per family]
 *       refits the leaf model (ai/bohemian-schneider/weights.ts): least squares of the exactly solved value
 *       of positions with 0..12 talon cards left (0..8 in some trump families), reached by easy self-play
 *       with some random moves
 */
import type { Action } from '../../engine/action.js';
import {
  type SchneiderRules,
  type SchneiderState,
  bohemianSchneider as G,
} from '../../engine/bohemian-schneider/index.js';
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { quantile } from '../../ai/stats.js';
import { leastSquares } from '../least-squares.js';
import type { Level } from '../../ai/bot.js';
import { SCHNEIDER_BUDGETS, schneiderBots, schneiderOracle } from '../../ai/bohemian-schneider/index.js';
import { type SearchBudget, searchPlay } from '../../ai/bohemian-schneider/pimc.js';
import { rulesInfo } from '../../ai/bohemian-schneider/rules.js';
import { allRules, rulesName } from '../../ai/bohemian-schneider/testing.js';
import { EXACT, Solver } from '../../ai/bohemian-schneider/solver.js';
import { DEFAULT_WEIGHTS, FEATURES, familyOf } from '../../ai/bohemian-schneider/weights.js';

type Player = (s: SchneiderState, seed: string) => Action;

/** A player by name: a level, 'oracle', 'random', or 'normal:depth=3,samples=20' (budget overrides). */
function player(name: string): Player {
  const [base, overrides] = name.split(':');
  if (overrides !== undefined && (base === 'normal' || base === 'strong')) {
    const budget: Record<string, unknown> = { ...SCHNEIDER_BUDGETS[base] };
    for (const kv of overrides.split(',')) {
      const [k, v] = kv.split('=');
      budget[k!] = k === 'weights' ? DEFAULT_WEIGHTS : k === 'answerModel' ? null : Number(v);
    }
    return (s, seed) => searchPlay(G.view(s, G.toMove(s)!), G.legalActions(s), seed, budget as unknown as SearchBudget);
  }
  if (name === 'oracle') return (s) => schneiderOracle.act(s);
  if (name === 'random') {
    return (s, seed) => {
      const legal = G.legalActions(s);
      return legal[randomBelow(seededRandom(seed), legal.length)]!;
    };
  }
  const bot = schneiderBots[name as Level];
  if (!bot) throw new Error(`unknown player ${name}`);
  return (s, seed) => bot(G.view(s, G.toMove(s)!), G.legalActions(s), seed);
}

function parseRules(json: string | undefined): SchneiderRules {
  const parsed = G.parseRules(json ? JSON.parse(json) : undefined);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Plays one deal; `times` collects each seat's decision times (decisions with two or more legal cards). */
function playDeal(
  rules: SchneiderRules,
  cards: readonly number[],
  players: readonly Player[],
  tag: string,
  times?: number[][],
): SchneiderState {
  let s = G.deal(G.newSession(rules, 0), cards);
  let move = 0;
  while (!s.over) {
    const seat = G.toMove(s)!;
    const choice = G.legalActions(s).length > 1;
    const t0 = process.hrtime.bigint();
    const action = players[seat]!(s, `${tag}/${seat}/${move++}`);
    // Decision times count only real choices (a single legal card is answered at once).
    if (times && choice) times[seat]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

function timing(deals: number, rulesList: readonly SchneiderRules[]): void {
  for (const level of ['easy', 'normal', 'strong'] as const) {
    const p = player(level);
    const random = seededRandom(`timing/${level}`);
    const times: number[][] = [[], []];
    for (const rules of rulesList) {
      for (let d = 0; d < deals; d++) playDeal(rules, shuffle(G.pack(rules), random), [p, p], `t${d}`, times);
    }
    const all = [...times[0]!, ...times[1]!].sort((a, b) => a - b);
    console.log(
      `${level.padEnd(6)} ${all.length} decisions: median ${quantile(all, 0.5).toFixed(2)} ms, ` +
        `p95 ${quantile(all, 0.95).toFixed(2)} ms, max ${quantile(all, 1).toFixed(2)} ms`,
    );
  }
}

function match(a: string, b: string, deals: number, rules: SchneiderRules, seed: string): void {
  const pa = player(a);
  const pb = player(b);
  const random = seededRandom(`match/${seed}`);
  const diffs: number[] = [];
  const times: number[][] = [[], []];
  for (let d = 0; d < deals; d++) {
    const cards = shuffle(G.pack(rules), random);
    let sum = 0;
    for (const swap of [false, true]) {
      const players = swap ? [pb, pa] : [pa, pb];
      const tt: number[][] = [[], []];
      const s = playDeal(rules, cards, players, `${seed}/${d}/${swap}`, tt);
      const aSeat = swap ? 1 : 0;
      const points = G.outcome(s)!.gamePoints;
      sum += points[aSeat]! - points[1 - aSeat]!;
      times[0]!.push(...tt[aSeat]!);
      times[1]!.push(...tt[1 - aSeat]!);
    }
    diffs.push(sum / 2);
  }
  const mean = diffs.reduce((x, y) => x + y, 0) / deals;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, deals - 1));
  const half = (1.96 * sd) / Math.sqrt(deals);
  const t = times.map((x) => x.sort((p, q) => p - q));
  console.log(
    `${a} v ${b}, ${deals} duplicate deals, ${rulesName(rules)}: ${a} net ${mean.toFixed(3)} per deal ` +
      `[${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]; ` +
      `ms median/p95 ${a} ${quantile(t[0]!, 0.5).toFixed(1)}/${quantile(t[0]!, 0.95).toFixed(1)}, ` +
      `${b} ${quantile(t[1]!, 0.5).toFixed(1)}/${quantile(t[1]!, 0.95).toFixed(1)}`,
  );
}

function fit(perFamily: number): void {
  const families = new Map<string, SchneiderRules>();
  for (const ruleset of ['cardavia', 'cardrulesplus']) {
    for (let m = 0; m < 8; m++) {
      const variants = (['short-deck', 'follow-suit', 'trump'] as const).filter((_, i) => (m >> i) & 1);
      const rules = parseRules(JSON.stringify({ ruleset, variants }));
      families.set(familyOf(rulesInfo(rules)), rules);
    }
  }
  const solver = new Solver(20);
  const easy = schneiderBots.easy;
  const out: Record<string, Record<string, number>> = {};
  for (const [family, rules] of families) {
    const info = rulesInfo(rules);
    const random = seededRandom(`fit/${family}`);
    const rows: number[][] = [];
    const ys: number[] = [];
    for (let i = 0; i < perFamily; i++) {
      // Talon cards left: 0..12 (0..8 with trumps and no duty to follow, whose exact solves cost far more).
      const stage = 2 * randomBelow(random, info.trump && !info.followSuit ? 5 : 7);
      let s = G.deal(G.newSession(rules, i & 1), shuffle(G.pack(rules), random));
      let move = 0;
      while (!s.over && !(s.talon.length - s.drawn <= stage && s.led < 0)) {
        const legal = G.legalActions(s);
        const a =
          randomBelow(random, 5) === 0
            ? legal[randomBelow(random, legal.length)]!
            : easy(G.view(s, G.toMove(s)!), legal, `${i}/${move}`);
        move++;
        const r = G.apply(s, G.toMove(s)!, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
      if (s.over) continue;
      const me = randomBelow(random, 2);
      solver.setup(info, s.trumpCard >= 0 ? s.trumpCard >> 3 : -1, s.talon.slice(s.drawn), me);
      const v = solver.value(s.hands, s.leader, EXACT);
      const f = solver.features(s.hands[0]!, s.hands[1]!, s.leader, 0);
      rows.push(Array.from(f.subarray(0, FEATURES.length)));
      ys.push(v - f[FEATURES.length]! / 2);
    }
    const w = leastSquares(rows, ys, 1e-3); // a tiny ridge
    const sse = rows.reduce((acc, r, i) => acc + (ys[i]! - r.reduce((x, v, j) => x + v * w[j]!, 0)) ** 2, 0);
    const sst = ys.reduce((acc, y) => acc + y * y, 0);
    out[family] = Object.fromEntries(FEATURES.map((name, j) => [name, Math.round(w[j]! * 1000) / 1000]));
    console.error(
      `${family}: ${rows.length} positions, rmse ${Math.sqrt(sse / rows.length).toFixed(3)} (${Math.sqrt(sst / rows.length).toFixed(3)} unfitted)`,
    );
  }
  console.log(JSON.stringify(out, null, 2));
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'fit') {
  fit(Number(args[0] ?? 1500));
} else if (mode === 'match') {
  match(args[0] ?? 'strong', args[1] ?? 'easy', Number(args[2] ?? 100), parseRules(args[3]), args[4] ?? '1');
} else {
  timing(Number(args[0] ?? 20), args[1] === 'all' ? allRules() : [parseRules(args[1])]);
}
