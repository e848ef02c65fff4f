/**
 * Benchmark (not a test): two Watten players against each other on duplicate deals, through the engine directly,
 * with a match score drawn per deal and budget variants by name (the arena seats the levels and
 * bench/watten/variants.ts's bots, at 0:0). Each deal is played twice with the same
 * cards, dealer, match score and seeds: first A at seats 0 and 2 against B at 1 and 3 (A B A B), then the other
 * way round (B A B A). A player against itself scores exactly 0 on every deal.
 *
 *   node dist/bench/watten/versus.js <A> <B> [deals] [seed] [C…]
 *
 * A and B are easy, normal, strong, oracle, hold (always holds a raise) or fold (always folds to one): normal's
 * play with a blind answer, the measurement bots of ai/watten/index.ts (normal-hold and normal-fold are the same
 * bots by their earlier names; strong-hold and strong-fold give the blind answers on strong's play, as `hold` and
 * `fold` did until issue 31's fifth round). The
 * name may also be a searching level with some of its budget changed (`strong:raiseAt=0.6,bluff=0.1`). The
 * match score of each deal is drawn (each side 0 … 10 of 11), so that WA-12's cap and the match's end count.
 * Prints A's game points minus B's per deal, averaged over the two plays, with its 95 % interval, and the
 * decision times (median, p95) of each player's decisions that had a choice, and how often each raised, held and
 * folded. With more players C…, A also plays each on the same deals, and the paired difference per deal,
 * (A − B) − (A − C), is given with its interval. A play against C follows A's play against B while C acts as B
 * did: A's actions there are taken from that play, not decided again (a decision is a pure function of the view
 * and the seed, so the figures are the same to the last digit), which makes a bot that differs from B in its
 * answers alone nearly free to measure.
 * With WATTEN_VERSUS_PER_DEAL=<file>, the per-deal values (A − B, then A − each C) are written there as JSON, so
 * that two runs on the same seed can be paired afterwards (`node dist/bench/watten/paired.js X.json Y.json`); the file
 * is written every 100 deals too, so that a run stopped early still tells its deals so far (`paired.js X.json`).
 */
import { writeFileSync } from 'node:fs';
import type { Action } from '../../engine/action.js';
import {
  FOLD,
  HOLD,
  RAISE,
  type WattenState,
  type WattenView,
  isSchlagAction,
  isTrumpAction,
  watten as G,
} from '../../engine/watten/index.js';
import type { Bot } from '../../ai/bot.js';
import { WATTEN_BUDGETS, alwaysFold, alwaysHold, wattenBots, wattenOracle } from '../../ai/watten/index.js';
import { searchPlay } from '../../ai/watten/pimc.js';
import { budgetWith } from '../budget-changes.js';
import { drawnDeal } from './deals.js';

type Player = (s: WattenState, seat: number, legal: readonly Action[], seed: string) => Action;
const viewing =
  (bot: Bot<WattenView>): Player =>
  (s, seat, legal, seed) =>
    bot(G.view(s, seat), legal, seed);

const PLAYERS: Record<string, Player> = {
  easy: viewing(wattenBots.easy),
  normal: viewing(wattenBots.normal),
  strong: viewing(wattenBots.strong),
  hold: viewing(alwaysHold),
  fold: viewing(alwaysFold),
  // Their names of the third and fourth rounds, when `hold` and `fold` were built on strong (docs/benchmarks.md).
  'normal-hold': viewing(alwaysHold),
  'normal-fold': viewing(alwaysFold),
  'strong-hold': viewing((view, legal, seed) => (legal.includes(HOLD) ? HOLD : wattenBots.strong(view, legal, seed))),
  'strong-fold': viewing((view, legal, seed) => (legal.includes(FOLD) ? FOLD : wattenBots.strong(view, legal, seed))),
  oracle: (s) => wattenOracle.act(s),
};

/** The kinds of decision a hybrid player takes from different players (`mix`). */
const KINDS = ['schlag', 'trump', 'cards', 'raise', 'answer'] as const;
type Kind = (typeof KINDS)[number];

/**
 * A hybrid for the diagnosis of where the oracle's margin lies: each kind of decision from the player named for it,
 * the `base` player (first in the list; strong unless named) for those not named (`mix:schlag=oracle,trump=oracle`
 * is strong with the oracle's announcements, `mix:base=oracle,cards=strong` the oracle with strong's cards).
 * On a turn where a raise is legal, the `raise` player says whether to raise; if not, the `cards` player picks the
 * card among the cards alone.
 */
function mix(changes: string): Player | undefined {
  const by: Record<Kind, Player> = {
    schlag: PLAYERS.strong!,
    trump: PLAYERS.strong!,
    cards: PLAYERS.strong!,
    raise: PLAYERS.strong!,
    answer: PLAYERS.strong!,
  };
  for (const change of changes.split(',')) {
    const [kind, name] = change.split('=') as [Kind | 'base', string];
    const p = PLAYERS[name];
    if (p === undefined) return undefined;
    if (kind === 'base') for (const k of KINDS) by[k] = p;
    else if (KINDS.includes(kind)) by[kind] = p;
    else return undefined;
  }
  return (s, seat, legal, seed) => {
    if (legal.some(isSchlagAction)) return by.schlag(s, seat, legal, seed);
    if (legal.some(isTrumpAction)) return by.trump(s, seat, legal, seed);
    if (legal.includes(HOLD)) return by.answer(s, seat, legal, seed);
    if (!legal.includes(RAISE) || by.raise === by.cards) return by.cards(s, seat, legal, seed);
    if (by.raise(s, seat, legal, seed) === RAISE) return RAISE;
    return by.cards(
      s,
      seat,
      legal.filter((a) => a !== RAISE),
      seed,
    );
  };
}

/**
 * A player by name, or a searching level with some of its budget changed, for calibration:
 * `strong:raiseAt=0.6,bluff=0.1` (WattenBudget's fields), or a hybrid (`mix:cards=oracle`).
 */
function player(name: string): Player | undefined {
  const [base, changes] = name.split(':');
  if (changes === undefined) return PLAYERS[name];
  if (base === 'mix') return mix(changes);
  if (base !== 'normal' && base !== 'strong') return undefined;
  const budget = budgetWith(WATTEN_BUDGETS[base], changes);
  if (budget === undefined) return undefined;
  return viewing((view, legal, seed) => searchPlay(view, legal, seed, budget));
}

const [nameA, nameB] = [process.argv[2] ?? 'strong', process.argv[3] ?? 'easy'];
const namesC = process.argv.slice(6);
const a = player(nameA);
const b = player(nameB);
const cs = namesC.map(player);
if (!a || !b || cs.some((c) => c === undefined)) {
  console.error(`usage: versus.js <A> <B> [deals] [seed] [C…]; players: ${Object.keys(PLAYERS).join(', ')}, mix:…`);
  process.exit(2);
}
const deals = Number(process.argv[4] ?? 200);
const seed = process.argv[5] ?? 'watten-versus';
const times: Record<string, number[]> = Object.fromEntries([nameA, nameB, ...namesC].map((n) => [n, []]));

/** How often each player raised, held and folded (every play of every deal). */
const stakes: Record<string, { raise: number; hold: number; fold: number }> = Object.fromEntries(
  [nameA, nameB, ...namesC].map((n) => [n, { raise: 0, hold: 0, fold: 0 }]),
);

/**
 * One deal with players[seat % 2] on each side; returns side 0's game points minus side 1's, and its actions.
 * With `follow`, the actions of a play of the same deal and seeds where the side `fixed` sat the same player:
 * while the other side acts as it did there, the position is the same, so the fixed side's actions are taken from
 * it rather than decided again.
 */
function playDeal(
  start: WattenState,
  players: readonly [Player, Player],
  names: readonly string[],
  tag: string,
  follow?: { actions: readonly Action[]; fixed: number },
): { diff: number; actions: Action[] } {
  let s = start;
  let move = 0;
  const actions: Action[] = [];
  let following = follow !== undefined;
  while (G.toMove(s) !== null) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    let action: Action;
    if (following && seat % 2 === follow!.fixed) {
      action = follow!.actions[move++]!;
    } else {
      const t0 = performance.now();
      action = players[seat % 2]!(s, seat, legal, `${tag}/${seat}/${move}`);
      if (legal.length > 1) times[names[seat % 2]!]!.push(performance.now() - t0);
      if (following && action !== follow!.actions[move]) following = false;
      move++;
    }
    const stake = action === RAISE ? 'raise' : action === HOLD ? 'hold' : action === FOLD ? 'fold' : null;
    if (stake) stakes[names[seat % 2]!]![stake]++;
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(`${tag}: ${names[seat % 2]} played an illegal action ${action}`);
    actions.push(action);
    s = r.value;
  }
  const o = G.outcome(s)!;
  return { diff: o.gamePoints[0]! - o.gamePoints[1]!, actions };
}

/**
 * A's game points minus the other's on deal `i`, the mean of its two plays (A B A B, then B A B A), and the two
 * plays' actions; `follow`, the plays of A against B on this deal (for another opponent C).
 */
function duplicate(
  i: number,
  other: Player,
  nameOther: string,
  follow?: readonly [readonly Action[], readonly Action[]],
): { value: number; plays: [Action[], Action[]] } {
  const start = drawnDeal(seed, i);
  const tag = `${seed}/${i}`;
  const first = playDeal(start, [a!, other], [nameA, nameOther], tag, follow && { actions: follow[0], fixed: 0 });
  const second = playDeal(start, [other, a!], [nameOther, nameA], tag, follow && { actions: follow[1], fixed: 1 });
  return { value: (first.diff - second.diff) / 2, plays: [first.actions, second.actions] };
}

/** The mean of `xs` with its 95 % interval (1.96 standard deviations over the square root of their number). */
function summary(xs: readonly number[]): string {
  const mean = xs.reduce((x, y) => x + y, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(xs.length);
  return `mean ${mean.toFixed(3)} game points a deal, 95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`;
}

const diffs: number[] = [];
const others: number[][] = namesC.map(() => []);
const perDeal = process.env.WATTEN_VERSUS_PER_DEAL;
const save = (): void => {
  if (perDeal) writeFileSync(perDeal, JSON.stringify({ names: [nameA, nameB, ...namesC], seed, diffs, others }));
};
for (let i = 0; i < deals; i++) {
  const against = duplicate(i, b, nameB);
  diffs.push(against.value);
  cs.forEach((c, j) => others[j]!.push(duplicate(i, c!, namesC[j]!, against.plays).value));
  if ((i + 1) % 100 === 0) save();
}
save();
const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(`${nameA} − ${nameB}, ${deals} duplicate deals (seed ${seed}): ${summary(diffs)}`);
namesC.forEach((nameC, j) => {
  // The same deals, seats and seeds: the paired difference is free of the deals' own spread.
  const xs = others[j]!;
  console.log(`${nameA} − ${nameC}, the same deals: ${summary(xs)}`);
  console.log(
    `(${nameA} − ${nameB}) − (${nameA} − ${nameC}), paired per deal: ${summary(diffs.map((x, i) => x - xs[i]!))}`,
  );
});
for (const [name, xs] of Object.entries(times)) {
  const { raise, hold, fold } = stakes[name]!;
  console.log(
    `  ${name}: ${xs.length} decisions, median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms; ${raise} raises, ${hold} holds, ${fold} folds`,
  );
}
