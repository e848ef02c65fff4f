/**
 * Benchmark (not a test): how well strong's chance of winning, read from its solved worlds, predicts the deal.
 * Strong plays whole deals in all four seats (match scores drawn as in versus.ts); at each decision where it may
 * raise, or must answer a raise, the chance it reads (the best card's share of worlds won, or the position's when
 * answering) is set against the open-cards outcome of that moment (the solver on the true hands: does the seat's
 * side take three tricks first with best play). Prints, per kind of decision, the outcome's mean by tenth of the
 * chance read, and the shift and scale on the logit scale that fit the outcomes best (maximum likelihood over a
 * grid, chances read no closer to 0 or 1 than 0.02): the recalibration strong's budget takes (pimc.ts,
 * `calibrated`). Read the chance raw: run it with strong's `calShift` 0 and `calScale` 1 in mind, as the fit
 * reads `positionChance` and `cardChances` directly.
 *
 *   node dist/bench/watten/calibrate.js [deals] [seed]
 */
import { seededRandom } from '../../engine/random.js';
import { classes } from '../../engine/watten/cards.js';
import { HOLD, RAISE, type WattenState, watten as G } from '../../engine/watten/index.js';
import { WATTEN_BUDGETS, wattenBots } from '../../ai/watten/index.js';
import { knowledgeOf } from '../../ai/watten/knowledge.js';
import { cardChances, positionChance, worldsOf } from '../../ai/watten/pimc.js';
import { sharedSolver } from '../../ai/watten/solver.js';
import { drawnDeal } from './deals.js';

const deals = Number(process.argv[2] ?? 300);
const seed = process.argv[3] ?? 'watten-calibrate';
const CLIP = 0.02;

/** Whether `side` wins the deal from `s` with every hand open and best play. */
const openOutcome = (s: WattenState, side: number): number =>
  sharedSolver().value(
    {
      classes: classes(s.schlag as never, s.trump as never),
      hands: s.hands,
      table: s.table,
      leader: s.leader,
      sideTricks: s.sideTricks,
    },
    side,
  );

const seen: Record<'raise' | 'answer', { p: number; won: number }[]> = { raise: [], answer: [] };
for (let i = 0; i < deals; i++) {
  let s = drawnDeal(seed, i);
  let move = 0;
  while (G.toMove(s) !== null) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const view = G.view(s, seat);
    if (legal.includes(RAISE) || legal.includes(HOLD)) {
      const k = knowledgeOf(view);
      const worlds = worldsOf(k, seededRandom(`${seed}/read/${i}/${move}`), WATTEN_BUDGETS.strong);
      const answering = legal.includes(HOLD);
      const p = answering ? positionChance(k, worlds) : Math.max(...cardChances(k, legal, worlds));
      seen[answering ? 'answer' : 'raise'].push({ p, won: openOutcome(s, seat % 2) });
    }
    const r = G.apply(s, seat, wattenBots.strong(view, legal, `${seed}/${i}/${move++}`));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}

const logit = (p: number): number => {
  const c = Math.min(Math.max(p, CLIP), 1 - CLIP);
  return Math.log(c / (1 - c));
};
for (const [kind, xs] of Object.entries(seen)) {
  console.log(`${kind}: ${xs.length} decisions`);
  for (let t = 0; t < 10; t++) {
    const bin = xs.filter((x) => Math.min(9, Math.floor(x.p * 10)) === t);
    const mean = bin.reduce((a, x) => a + x.won, 0) / Math.max(1, bin.length);
    console.log(
      `  chance read ${(t / 10).toFixed(1)}-${((t + 1) / 10).toFixed(1)}: ${bin.length}, won ${mean.toFixed(2)}`,
    );
  }
  let best = { ll: -Infinity, shift: 0, scale: 1 };
  for (let a = -15; a <= 5; a++) {
    for (let b = 3; b <= 15; b++) {
      const [shift, scale] = [a / 10, b / 10];
      let ll = 0;
      for (const x of xs) {
        const q = 1 / (1 + Math.exp(-(shift + scale * logit(x.p))));
        ll += Math.log(x.won === 1 ? q : 1 - q);
      }
      if (ll > best.ll) best = { ll, shift, scale };
    }
  }
  console.log(`  best fit: shift ${best.shift}, scale ${best.scale}`);
}
