/**
 * Benchmark (not a test): one level of two builds of Cardavia against each other at Schnapsen, on duplicate
 * shuffles. Each build plays from its own engine's view, and every action is applied to both builds' states,
 * which must agree on the legal actions at every step (so a change of the rules would stop the run).
 *
 *   node dist/bench/schnapsen/versus.js <dist A> <dist B> [shuffles] [seed] [level]
 *
 * `dist A` and `dist B` are the `dist/` folders of two builds (`npm run build`, or `npx tsc --outDir`). Each
 * shuffle is played twice with the seats swapped and with the same seeds, so a build against itself scores
 * exactly 0 on every shuffle. Prints A's game points minus B's per deal (BOTS.md's difference) and its 95 %
 * interval: the measure of issue 28 for a search that changed (strong new − strong old ≥ −0.1).
 *
 * With SCHNAPSEN_VERSUS_OPENING=1 the two builds are taken to differ only in their decisions of the deal's first
 * trick (an opening option of pimc.ts): each play's first trick is played with both builds deciding for the seat
 * of the build measured, and a shuffle whose two plays agree there is identical to the end, so it scores 0 without
 * being played out. The figure is the one the full run gives, for the first tricks' cost.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dirA, dirB] = [process.argv[2], process.argv[3]];
if (!dirA || !dirB) {
  console.error('usage: versus.js <dist A> <dist B> [shuffles] [seed] [level]');
  process.exit(2);
}
const shuffles = Number(process.argv[4] ?? 200);
const seed = process.argv[5] ?? 'versus';
const level = process.argv[6] ?? 'strong';

/* eslint-disable @typescript-eslint/no-explicit-any -- two builds' modules, typed by neither */
interface Build {
  readonly G: any;
  readonly M: any;
  readonly R: any;
  readonly bot: (view: unknown, legal: readonly number[], seed: string) => number;
}

async function load(dir: string): Promise<Build> {
  const url = (path: string): string => pathToFileURL(resolve(dir, path)).href;
  const M = await import(url('engine/schnapsen/index.js'));
  const R = await import(url('engine/random.js'));
  const bots = (await import(url('ai/schnapsen/index.js'))).schnapsenBots;
  if (!bots[level]) throw new Error(`no level ${level} in ${dir}`);
  return { G: M.schnapsen, M, R, bot: bots[level] };
}

const a = await load(dirA);
const b = await load(dirB);

/** An action of build x in build y's codes: the cards are the same codes, the other moves may differ. */
function translate(x: Build, y: Build, action: number): number {
  if (action === x.M.CLOSE) return y.M.CLOSE;
  if (action === x.M.EXCHANGE) return y.M.EXCHANGE;
  if (x.M.isMarry(action)) return y.M.marryAction(x.M.marriedSuit(action));
  return action;
}

/** One deal, players[seat] a build; returns the net game points of each seat. */
function playDeal(cards: readonly number[], dealer: number, players: readonly Build[], tag: string): number[] {
  let sa = a.G.deal(a.G.newSession(a.G.defaultRules, dealer), cards);
  let sb = b.G.deal(b.G.newSession(b.G.defaultRules, dealer), cards);
  let move = 0;
  while (sa.end === null) {
    const seat = a.G.toMove(sa);
    const legalA: number[] = a.G.legalActions(sa);
    const legalB: number[] = b.G.legalActions(sb);
    const same =
      b.G.toMove(sb) === seat && JSON.stringify(legalA.map((x) => translate(a, b, x))) === JSON.stringify(legalB);
    if (!same) throw new Error(`${tag}: the two builds disagree on the legal actions`);
    const player = players[seat]!;
    const action = player.bot(
      player.G.view(player === a ? sa : sb, seat),
      player === a ? legalA : legalB,
      `${tag}/${seat}/${move++}`,
    );
    const ra = a.G.apply(sa, seat, player === a ? action : translate(b, a, action));
    const rb = b.G.apply(sb, seat, player === b ? action : translate(a, b, action));
    if (!ra.ok || !rb.ok) throw new Error(`${tag}: an action was refused`);
    sa = ra.value;
    sb = rb.value;
  }
  const o = a.G.outcome(sa);
  return [o.gamePoints[0] - o.gamePoints[1], o.gamePoints[1] - o.gamePoints[0]];
}

/**
 * Whether the first trick of a play goes the same with either build in every seat (the same seeds as playDeal's):
 * where it does, a play of builds that differ only there is the same whichever seat each holds.
 */
function openingAgrees(cards: readonly number[], dealer: number, tag: string): boolean {
  let sa = a.G.deal(a.G.newSession(a.G.defaultRules, dealer), cards);
  let sb = b.G.deal(b.G.newSession(b.G.defaultRules, dealer), cards);
  let move = 0;
  while (sa.end === null && sa.tricks.length === 0) {
    const seat = a.G.toMove(sa);
    const moveSeed = `${tag}/${seat}/${move++}`;
    const byA: number = a.bot(a.G.view(sa, seat), a.G.legalActions(sa), moveSeed);
    const byB: number = b.bot(b.G.view(sb, seat), b.G.legalActions(sb), moveSeed);
    if (translate(a, b, byA) !== byB) return false;
    const ra = a.G.apply(sa, seat, byA);
    const rb = b.G.apply(sb, seat, byB);
    if (!ra.ok || !rb.ok) throw new Error(`${tag}: an action was refused`);
    sa = ra.value;
    sb = rb.value;
  }
  return true;
}

const openingOnly = process.env.SCHNAPSEN_VERSUS_OPENING === '1';
const diffs: number[] = [];
for (let i = 0; i < shuffles; i++) {
  const cards = a.R.shuffle(a.G.pack(a.G.defaultRules), a.R.seededRandom(`${seed}/${i}`));
  const tag = `${seed}/${i}`;
  if (openingOnly && openingAgrees(cards, i & 1, tag)) {
    diffs.push(0);
    continue;
  }
  // The same seeds in both plays: a build against itself gives 0 on every shuffle.
  const first = playDeal(cards, i & 1, [a, b], tag);
  const second = playDeal(cards, i & 1, [b, a], tag);
  diffs.push((first[0]! + second[1]!) / 2);
}
const mean = diffs.reduce((x, y) => x + y, 0) / shuffles;
const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, shuffles - 1));
const half = (1.96 * sd) / Math.sqrt(shuffles);
console.log(
  `${level} of ${dirA} minus ${level} of ${dirB}, ${shuffles} shuffles played both ways (seed ${seed}): ` +
    `mean ${mean.toFixed(3)} game points a deal, 95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]; ` +
    `${diffs.filter((d) => d !== 0).length} shuffles played differently`,
);
