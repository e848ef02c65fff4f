/**
 * Benchmark (not a test): where a Mariáš player loses against open cards (issue 32, point 3: strong keeps about half
 * of the oracle's margin over easy, and the hybrids of versus.ts put that half evenly before play and in the cards).
 * The player plays the arena's `PLAYER easy` deals exactly (the same shuffles, seatings and decision seeds as
 * versus.ts, so strong's decisions are those of the arena's strong − easy lines): for each shuffle and seat q, once
 * alone at q against two easy players ("alone") and once in the two other seats with easy at q ("pair"). At each
 * of its decisions with a choice, every legal action is valued on the true deal (the analyst's `exactValues`: the
 * seat's units, MA-26, with every hand and the talon seen; a decision before play by the game it leads to, played
 * from the first lead with open cards, which flatters the declarer as the Schafkopf diagnosis showed); the
 * decision's regret is the best action's value less the value of the action taken.
 *
 * Prints the seat-deals, the mean regret a seat-deal (alone: the lone seat's; pair: both seats' together) with its
 * 95 % interval, and by kind (each step before play; in play the declarer's or a defender's lead or follow, a
 * marriage announced counting as the lead it opens) and by stage (before play, tricks 1-2, 3-5, 6-10): the
 * decisions, the share not best, the regret a seat-deal and its share of all.
 *
 * With a second player (OTHER, any name of players.ts but the oracle), it is asked the same decisions and its
 * action valued on the true deal too: the paired difference of the two regrets a seat-deal, with its 95 %
 * interval, measures a change of the player on the same positions, far less noisy than whole deals.
 *
 * KINDS=trump,discard values only the decisions of those kinds, and asks the second player only those, for a
 * change that touches nothing else; a deal is then played only as far as the last of their stages (before play:
 * trump, discard, claim, declare, flek; a card kind plays the deal out), so a taker's discard after the claims is
 * not read. PROGRESS=1 writes each shuffle's regret to standard error; FROM=k starts
 * at shuffle k.
 *
 *   node dist/bench/marias/diagnose.js [shuffles] [seed] [player] [other]
 */
import type { Action, Seat } from '../../engine/action.js';
import { type MariasState, marias as G } from '../../engine/marias/index.js';
import { exactValues } from '../../ai/marias/analyst.js';
import { applied } from '../../ai/marias/testing.js';
import { PLAYERS, playerNamed } from './players.js';
import { meanInterval } from '../duplicate.js';
import { arenaShuffles, seatingTag } from './shuffles.js';

const shuffles = Number(process.argv[2] ?? 10);
const seed = process.argv[3] ?? 'issue32';
const name = process.argv[4] ?? 'strong';
const otherName = process.argv[5];
const from = Number(process.env.FROM ?? 0);
const player = await playerNamed(name);
const other = otherName === undefined ? undefined : await playerNamed(otherName);
if (player === undefined || (otherName !== undefined && other === undefined))
  throw new Error(`players: ${Object.keys(PLAYERS).join(', ')}, LEVEL:CHANGES, mix:…`);
const easy = PLAYERS.easy!;
const kinds = process.env.KINDS?.split(',');
/** The stages in the order a deal of the base ruleset meets them; a deal stops past the last one KINDS names. */
const STAGES = ['trump', 'discard', 'claim', 'declare', 'flek', 'play'];
const lastStage =
  kinds === undefined
    ? STAGES.length
    : Math.max(...kinds.map((k) => (STAGES.includes(k) ? STAGES.indexOf(k) : STAGES.length)));

type Row = { seating: string; kind: string; stage: string; regret: number; best: boolean; gain: number };
const rows: Row[] = [];
/** Per seating, each seat-deal's regret, and the paired difference (player's regret − other's). */
const perDeal: Record<string, number[]> = { alone: [], pair: [] };
const paired: Record<string, number[]> = { alone: [], pair: [] };
let exactMs = 0;

const kindOf = (s: MariasState, seat: Seat): string =>
  s.stage !== 'play'
    ? s.stage
    : `${s.declarer === seat ? 'declarer' : 'defender'} ${s.table.length === 0 ? 'lead' : 'follow'}`;
const stageOf = (s: MariasState): string =>
  s.stage !== 'play'
    ? 'before play'
    : s.tricks.length < 2
      ? 'tricks 1-2'
      : s.tricks.length < 5
        ? 'tricks 3-5'
        : 'tricks 6-10';
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** One deal with the player at `mine` and easy elsewhere, the seeds of versus.ts's; the player's regret, and the other's. */
function deal(start: MariasState, mine: readonly boolean[], tag: string, seating: string): [number, number] {
  let s = start;
  let regret = 0;
  let otherRegret = 0;
  for (let move = 0; G.toMove(s) !== null && STAGES.indexOf(s.stage) <= lastStage; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const moveSeed = `${tag}/${move}`;
    const action = (mine[seat] ? player! : easy)(s, seat, legal, moveSeed);
    const kind = kindOf(s, seat);
    if (mine[seat] && legal.length > 1 && (kinds === undefined || kinds.includes(kind))) {
      const t0 = cpuMs();
      const values = exactValues(s, legal);
      exactMs += cpuMs() - t0;
      const best = Math.max(...values);
      const valueOf = (a: Action) => values[legal.indexOf(a)]!;
      const r = best - valueOf(action);
      const o = other === undefined ? r : best - valueOf(other(s, seat, legal, moveSeed));
      regret += r;
      otherRegret += o;
      rows.push({ seating, kind, stage: stageOf(s), regret: r, best: r <= 1e-9, gain: r - o });
    }
    s = applied(s, seat, action);
  }
  return [regret, otherRegret];
}

const t0 = cpuMs();
for (const { index: i, start } of arenaShuffles(seed, 'cardavia', from, shuffles)) {
  let sum = 0;
  for (let q = 0; q < 3; q++) {
    // versus.ts's seatings of `PLAYER easy`: A alone at q, then B alone at q with A in the others.
    for (const [seating, mine] of [
      ['alone', [0, 1, 2].map((p) => p === q)],
      ['pair', [0, 1, 2].map((p) => p !== q)],
    ] as const) {
      const [r, o] = deal(start, mine, seatingTag(seed, i, q, seating === 'alone' ? 'A' : 'B'), seating);
      perDeal[seating]!.push(r);
      paired[seating]!.push(r - o);
      sum += r;
    }
  }
  if (process.env.PROGRESS) process.stderr.write(`${i}: ${(sum / 6).toFixed(4)}\n`);
}

function interval(xs: readonly number[]): string {
  const { mean, low, high } = meanInterval(xs);
  return `${mean.toFixed(3)} [${low.toFixed(3)}, ${high.toFixed(3)}]`;
}

console.log(
  `${name} with easy, cardavia, shuffles ${from}..${from + shuffles - 1} (seed ${seed}); regret in units a seat-deal against open cards`,
);
for (const seating of ['alone', 'pair']) {
  const n = perDeal[seating]!.length;
  const mine = rows.filter((r) => r.seating === seating);
  const total = mine.reduce((a, r) => a + r.regret, 0);
  console.log(`\n${seating}: ${n} seat-deals, ${mine.length} decisions, regret ${interval(perDeal[seating]!)}`);
  if (other !== undefined) console.log(`  ${name} − ${otherName}, paired regret: ${interval(paired[seating]!)}`);
  for (const by of ['kind', 'stage'] as const) {
    const groups = new Map<string, Row[]>();
    for (const r of mine) (groups.get(r[by]) ?? groups.set(r[by], []).get(r[by])!).push(r);
    for (const [key, rs] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      const sum = rs.reduce((a, r) => a + r.regret, 0);
      const gain = rs.reduce((a, r) => a + r.gain, 0);
      console.log(
        `  ${key}: ${rs.length} decisions, ${rs.filter((r) => !r.best).length} not best, ${(sum / n).toFixed(3)} a seat-deal (${((100 * sum) / (total || 1)).toFixed(0)} %)` +
          (other === undefined ? '' : `, ${name} − ${otherName} ${(gain / n).toFixed(3)}`),
      );
    }
  }
}
console.log(
  `\nCPU: ${((cpuMs() - t0) / 1000).toFixed(1)} s, of which the open-cards values ${(exactMs / 1000).toFixed(1)} s`,
);
