/**
 * Mariáš's duplicate arena for three seats (issue 32, point 3): two players A and B on the same shuffles, each in
 * each seat. For a shuffle and each seat q the deal is played twice: A at q with B in the two other seats, and B
 * at q with A in the two others (the six seatings A B B, B A B, B B A and B A A, A B A, A A B). A − B of the
 * shuffle is the mean over the three seats of A's score at q minus B's score at q, in units (MA-26: the
 * declarer's 2·value, a defender's −value), so the cards, the dealer and the seat cancel out. Each shuffle is one
 * deal (dealer: the shuffle's index mod 3) of the ruleset named.
 *
 * Prints the mean of A − B per shuffle with its 95 % interval (normal approximation), the games declared, and
 * the CPU time per decision of each player (p50, p95, max; `process.cpuUsage()` around the decision in this
 * single-threaded process, so another process's load does not inflate it), by kind: cards in the first two
 * tricks and after, and each step before play (trump, discard, claim, auction, declare, flek).
 *
 *   node dist/bench/marias/versus.js A B [shuffles] [seed] [ruleset]
 *
 * A and B: players by name (players.ts: a level, LEVEL@DIR of another build, a level with budget changes such as
 * `strong:betl=-9,sedma=0,flekDefender=0`, or a hybrid such as `mix:bids=oracle`). PROGRESS=1 writes each shuffle's
 * A − B to standard error as it ends; FROM=k starts at shuffle k (the shuffles are the same, so runs of ranges
 * can be put together). SAME_SEEDS=1 gives the two plays of a seat the same decision seeds (common random
 * numbers): two players that differ in a few decisions then play the same deal until the first of them, so A − B
 * is zero but for the deals those decisions change (for variants of one player, e.g. strong with other margins).
 */
import { type MariasRuleset, type MariasState, marias as G } from '../../engine/marias/index.js';
import { applied } from '../../ai/marias/testing.js';
import { meanInterval } from '../duplicate.js';
import { arenaShuffles, seatingTag } from './shuffles.js';
import { PLAYERS, type Player, playerNamed } from './players.js';

const [nameA = 'strong', nameB = 'easy'] = process.argv.slice(2, 4);
const shuffles = Number(process.argv[4] ?? 20);
const seed = process.argv[5] ?? 'issue32';
const ruleset = (process.argv[6] ?? 'cardavia') as MariasRuleset;
const from = Number(process.env.FROM ?? 0);
const same = process.env.SAME_SEEDS === '1';
const a = await playerNamed(nameA);
const b = await playerNamed(nameB);
if (a === undefined || b === undefined) throw new Error(`players: ${Object.keys(PLAYERS).join(', ')}`);
const byName: Record<string, Player> = { [nameA]: a, [nameB]: b };

/** CPU milliseconds per decision with more than one legal action, by player and kind. */
const times: Record<string, Map<string, number[]>> = { [nameA]: new Map(), [nameB]: new Map() };
const kindOf = (s: MariasState): string =>
  s.stage !== 'play' ? s.stage : s.tricks.length < 2 ? 'cards 1-2' : 'cards 3-10';
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One deal with `names[seat]` at each seat; its scores. */
function deal(
  start: MariasState,
  names: readonly string[],
  tag: string,
): { scores: readonly number[]; contract: string } {
  let s = start;
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const name = names[seat]!;
    const t0 = cpuMs();
    const action = byName[name]!(s, seat, legal, `${tag}/${move}`);
    const ms = cpuMs() - t0;
    if (legal.length > 1) {
      const kinds = times[name]!;
      const kind = kindOf(s);
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind)!.push(ms);
    }
    s = applied(s, seat, action);
  }
  const o = G.outcome(s)!;
  return { scores: o.scores, contract: `${o.contract}${o.declarer === -1 ? '' : ''}` };
}

const diffs: number[] = [];
const contracts = new Map<string, number>();
for (const { index: i, start } of arenaShuffles(seed, ruleset, from, shuffles)) {
  let d = 0;
  for (let q = 0; q < 3; q++) {
    const alone = (x: string, y: string) => [0, 1, 2].map((p) => (p === q ? x : y));
    const withA = deal(start, alone(nameA, nameB), seatingTag(seed, i, q, same ? null : 'A'));
    const withB = deal(start, alone(nameB, nameA), seatingTag(seed, i, q, same ? null : 'B'));
    d += withA.scores[q]! - withB.scores[q]!;
    for (const c of [withA.contract, withB.contract]) contracts.set(c, (contracts.get(c) ?? 0) + 1);
  }
  diffs.push(d / 3);
  if (process.env.PROGRESS) process.stderr.write(`${i}: ${(d / 3).toFixed(4)}\n`);
}
const { n, mean, low, high } = meanInterval(diffs);
console.log(
  `${nameA} − ${nameB}, ${ruleset}, ${n} shuffles ${from}..${from + n - 1} (seed ${seed}): ${mean.toFixed(3)} [${low.toFixed(3)}, ${high.toFixed(3)}] units per deal`,
);
console.log(`games: ${[...contracts].map(([c, k]) => `${c} ${k}`).join(', ')}`);
const q = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const line = (name: string, kind: string, xs: number[]) =>
  console.log(
    `${name} ${kind}: ${xs.length} decisions, CPU ms p50 ${q(xs, 0.5).toFixed(1)}, p95 ${q(xs, 0.95).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}`,
  );
for (const name of new Set([nameA, nameB])) {
  const kinds = times[name]!;
  for (const [kind, xs] of kinds) line(name, kind, xs);
  line(name, 'all', [...kinds.values()].flat());
  line(
    name,
    'before play',
    [...kinds].flatMap(([k, xs]) => (k.startsWith('cards') ? [] : xs)),
  );
}
