/**
 * Belote's duplicate arena (issue 33, point 3): two players A and B on the same shuffles, each in each seat. Each
 * shuffle is one deal (dealer: the shuffle's index mod 4) played twice: sides A B A B (A at seats 0 and 2), then
 * B A B A. A − B of the shuffle is half the sum, over the two plays, of A's side's score of the deal less B's
 * side's (BE-13 … BE-16, BE-C6; each deal stands alone, so nothing is held en litige from an earlier one), so
 * the cards, the dealer and the seats cancel out.
 *
 * Prints the mean of A − B per shuffle with its 95 % interval (mean ± 1.96 sd / √N), how the deals ended, and
 * each player's decision times in CPU milliseconds (process.cpuUsage() around the decision, this process being
 * single-threaded, so that other processes' load does not count), p50, p95 and max, by kind: cards in the first
 * trick, cards after, the classic taking, the contrée auction.
 *
 *   node dist/bench/belote/versus.js A B [shuffles] [seed] [cardavia|contree|annonces]
 *
 * A and B: easy, normal, strong, oracle, strong-search-bids (strong
 * taking and bidding by solving worlds) or strong-pass-rollout (that, valuing a pass in the classic taking by a rollout),
 * or a hybrid `mix:…` (below). PROGRESS=1 writes each shuffle's A − B to standard error as it ends; FROM=k skips
 * the first k shuffles (to extend an earlier run of the same seed).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type BeloteRuleset, type BeloteState, belote as G, bidName } from '../../engine/belote/index.js';
import { BELOTE_BUDGETS, beloteBots, beloteOracle } from '../../ai/belote/index.js';
import { searchPlay } from '../../ai/belote/pimc.js';
import { applied, newDeal, seededRandom } from '../../ai/belote/testing.js';
import { meanInterval } from '../duplicate.js';
import { budgetOf } from './players.js';

type Player = (s: BeloteState, seat: Seat, legal: readonly Action[], seed: string) => Action;
const PLAYERS: Record<string, Player> = {
  easy: (s, seat, legal, seed) => beloteBots.easy(G.view(s, seat), legal, seed),
  normal: (s, seat, legal, seed) => beloteBots.normal(G.view(s, seat), legal, seed),
  strong: (s, seat, legal, seed) => beloteBots.strong(G.view(s, seat), legal, seed),
  oracle: (s) => beloteOracle.act(s),
  // Measurement variants: strong taking and bidding by solving worlds (its method until d61b0fd), and so valuing a
  // pass in the classic taking by a rollout (pimc.ts passRollout).
  'strong-search-bids': (s, seat, legal, seed) =>
    searchPlay(G.view(s, seat), legal, seed, { ...BELOTE_BUDGETS.strong, searchBids: true }),
  'strong-pass-rollout': (s, seat, legal, seed) =>
    searchPlay(G.view(s, seat), legal, seed, { ...BELOTE_BUDGETS.strong, searchBids: true, passRollout: true }),
};

/** The kinds of decision a hybrid player takes from different players (`mix`). */
const MIX_KINDS = ['bids', 'cards'] as const;
type MixKind = (typeof MIX_KINDS)[number];

/**
 * A hybrid for the diagnosis of where the oracle's margin lies (as bench/watten/versus.ts's): `bids` (the classic
 * taking, BE-6 and BE-7; the contrée auction with its contre and surcontre, BE-C2 and BE-C3) and `cards` (the play,
 * with the belote and the declarations) each from the player named for it, the `base` player (strong unless named)
 * for the other: `mix:bids=oracle` is strong with the oracle's takes and bids, `mix:cards=oracle` strong with the
 * oracle's card play, `mix:base=oracle,bids=strong` the oracle with strong's takes and bids.
 */
function mix(changes: string): Player | undefined {
  const by: Record<MixKind, Player> = { bids: PLAYERS.strong!, cards: PLAYERS.strong! };
  for (const change of changes.split(',')) {
    const [kind, name] = change.split('=') as [MixKind | 'base', string];
    const p = player(name);
    if (p === undefined) return undefined;
    if (kind === 'base') for (const k of MIX_KINDS) by[k] = p;
    else if (MIX_KINDS.includes(kind)) by[kind] = p;
    else return undefined;
  }
  return (s, seat, legal, seed) => (s.stage === 'play' ? by.cards : by.bids)(s, seat, legal, seed);
}

/**
 * A player by name, a hybrid (`mix:bids=oracle`), or a searching level with some of its budget changed, to measure
 * a variant against the level on the same shuffles: `strong:searchBids=1,overrideBy=40` (BeloteBudget's fields,
 * budgets.ts; a flag as 1 or 0).
 */
function player(name: string): Player | undefined {
  const [base, changes] = name.split(':');
  if (changes === undefined) return PLAYERS[name];
  if (base === 'mix') return mix(changes);
  const budget = budgetOf(name);
  if (budget === undefined) return undefined;
  return (s, seat, legal, seed) => searchPlay(G.view(s, seat), legal, seed, budget);
}

const [nameA = 'strong', nameB = 'easy'] = process.argv.slice(2, 4);
const shuffles = Number(process.argv[4] ?? 20);
const seed = process.argv[5] ?? 'issue33';
const form = process.argv[6] ?? 'cardavia';
const ruleset: BeloteRuleset = form === 'contree' ? 'contree' : 'cardavia';
const annonces = form === 'annonces';
const a = player(nameA);
const b = player(nameB);
if (a === undefined || b === undefined) throw new Error(`players: ${Object.keys(PLAYERS).join(', ')}, mix:…`);
const seated: Record<string, Player> = { [nameA]: a, [nameB]: b };

const KINDS = ['first trick', 'play', 'taking', 'auction'] as const;
type Kind = (typeof KINDS)[number];
const times: Record<string, Record<Kind, number[]>> = {};
for (const name of [nameA, nameB]) times[name] = { 'first trick': [], play: [], taking: [], auction: [] };

const kindOf = (s: BeloteState): Kind =>
  s.stage === 'play'
    ? s.tricks.length === 0
      ? 'first trick'
      : 'play'
    : s.stage === 'auction' || s.stage === 'contre'
      ? 'auction'
      : 'taking';

/** One deal with `names[seat]` at each seat; its scores per side and how it ended. */
function deal(start: BeloteState, names: readonly string[], tag: string): { scores: readonly number[]; end: string } {
  let s = start;
  const bids: string[] = [];
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const name = names[seat]!;
    if (s.stage !== 'play') bids.push(`${seat}`);
    const t0 = process.cpuUsage();
    const action = seated[name]!(s, seat, legal, `${tag}/${move}`);
    const t = process.cpuUsage(t0);
    if (legal.length > 1) times[name]![kindOf(s)].push((t.user + t.system) / 1000);
    if (s.stage !== 'play') bids[bids.length - 1] += ` ${bidName(action)}`;
    s = applied(s, seat, action);
  }
  const o = G.outcome(s)!;
  // TRACE=1: each play's takes and bids by seat, and how it ended, to standard error.
  if (process.env.TRACE)
    process.stderr.write(`${tag} ${names.join(',')}: ${bids.join(', ')}; ${o.result} ${o.scores}\n`);
  const taker = o.taker === null ? '' : ` by ${names[o.taker]}`;
  return { scores: o.scores, end: `${o.result}${o.multiplier > 1 ? ` ×${o.multiplier}` : ''}${taker}` };
}

/** FROM=k plays only the shuffles from the k-th on (counted from 0), the same as those of a whole run. */
const from = Number(process.env.FROM ?? 0);
const diffs: number[] = [];
const ends = new Map<string, number>();
const random = seededRandom(`belote-versus/${seed}`);
for (let i = 0; i < from + shuffles; i++) {
  const start = newDeal(random, i % 4, ruleset, annonces);
  if (i < from) continue;
  const abab = [nameA, nameB, nameA, nameB];
  const baba = [nameB, nameA, nameB, nameA];
  const first = deal(start, abab, `${seed}/${i}/A`);
  const second = deal(start, baba, `${seed}/${i}/B`);
  // A holds side 0 in the first play, side 1 in the second.
  const d = (first.scores[0]! - first.scores[1]! + second.scores[1]! - second.scores[0]!) / 2;
  diffs.push(d);
  for (const e of [first.end, second.end]) ends.set(e, (ends.get(e) ?? 0) + 1);
  if (process.env.PROGRESS) process.stderr.write(`${i + 1}: ${d.toFixed(1)}\n`);
}
const { n, mean, low, high } = meanInterval(diffs);
console.log(
  `${nameA} − ${nameB}, ${form}, ${n} shuffles (seed ${seed}): ${mean.toFixed(2)} [${low.toFixed(2)}, ${high.toFixed(2)}] points per deal`,
);
console.log(`deals: ${[...ends].map(([c, k]) => `${c} ${k}`).join(', ')}`);
const q = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
for (const name of new Set([nameA, nameB])) {
  for (const kind of KINDS) {
    const xs = times[name]![kind];
    if (xs.length === 0) continue;
    console.log(
      `${name} ${kind}: ${xs.length} decisions, CPU ms p50 ${q(xs, 0.5).toFixed(1)}, p95 ${q(xs, 0.95).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}`,
    );
  }
  const all = KINDS.flatMap((k) => times[name]![k]);
  if (all.length > 0) console.log(`${name} all: ${all.length} decisions, CPU ms p95 ${q(all, 0.95).toFixed(1)}`);
}
