/**
 * Benchmark (not a test): fits the table's P of the forced contracts of forced.ts to what the bidder knows, and
 * reads the bid-or-pass rules that follow on the same deals. Models (least squares, P at the table against):
 * the mean of the first k worlds' open-cards P (k = 6, strong's `bidWorlds`, and all), the easy player's value of
 * the suit, and both. For each, the fit's R² and residual spread, then 10-fold cross-validated: the rule "take (or
 * bid 80) when the predicted score difference is above 0", P taken as normal about the prediction with the
 * residual spread, scored by the deals' own outcomes (a deal taken scores what the forced contract scored, a deal
 * passed 0); beside it the easy player's own decision and the rule that knows each outcome.
 *
 *   node dist/bench/belote/fit.js FILE.jsonl
 */
import { readFileSync } from 'node:fs';
import { scoreDifference, tableChances } from '../../ai/belote/pimc.js';
import { leastSquares } from '../least-squares.js';
import { meanInterval } from '../duplicate.js';

interface Row {
  readonly ruleset: string;
  readonly value: number;
  /** The easy player's action here: null (pass), 'take', or a contrée bid '90-{s}'. */
  readonly easy: string | null;
  readonly suit: number;
  readonly worlds: readonly (number | null)[];
  readonly bisected: readonly (number | null)[];
  readonly open: number;
  readonly table: number;
  readonly belote: number;
  readonly announcements: number;
  readonly score: number;
  /** With AUCTION=1 (forced.ts): the speaker's side's score difference, the deal played on after his bid or pass. */
  readonly auction?: { readonly bid: number; readonly pass: number };
}

const rows: Row[] = readFileSync(process.argv[2]!, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => JSON.parse(l) as Row);
const contree = rows[0]?.ruleset === 'contree';

const meanOfWorlds = (r: Row, k: number, field: 'worlds' | 'bisected' = 'worlds') => {
  const xs = r[field].slice(0, k).filter((p): p is number => p !== null);
  return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
};

/** Least squares of y on the columns of x, with an intercept first. */
const ols = (x: readonly number[][], y: readonly number[]) =>
  leastSquares(
    x.map((r) => [1, ...r]),
    y,
  );

const predict = (beta: readonly number[], xi: readonly number[]) =>
  beta[0]! + xi.reduce((s, v, j) => s + v * beta[j + 1]!, 0);

/**
 * The takers' expected score difference of the forced contract (the contrée at 80, BE-C5 and BE-C6; the classic
 * game's made, dedans or litige, BE-14 to BE-16, by the engine's scoring through pimc.ts) with P normal about `m`
 * of spread `sd` as strong's `tableValue` takes it (pimc.ts `tableChances`), the deal's belote and announcements
 * as they fell.
 */
function expected(r: Row, m: number, sd: number, level = contree ? 0 : -1): number {
  const terms = termsOf(r, level);
  return tableChances(m, sd).reduce((sum, c, p) => sum + (c > 1e-6 ? c * scoreDifference(terms, p, 0) : 0), 0);
}

/** The forced contract's terms at a level (the contrée's 0 … 8; −1 in the classic game). */
function termsOf(r: Row, level: number) {
  return {
    contree,
    takerSide: 0,
    beloteSide: r.belote > 0 ? 0 : r.belote < 0 ? 1 : -1,
    announcements: [Math.max(0, r.announcements), Math.max(0, -r.announcements)],
    level,
    multiplier: 1,
    held: 0,
  };
}

/** The takers' score difference had the forced contract been bid at `level`, played as it was (its P kept). */
const scoreAt = (r: Row, level: number) => scoreDifference(termsOf(r, level), r.table, 0);

interface Model {
  readonly name: string;
  readonly features: (r: Row) => number[];
}
const models: Model[] = [
  { name: 'value', features: (r) => [r.value] },
  { name: 'mean of 6 worlds', features: (r) => [meanOfWorlds(r, 6)] },
  { name: 'mean of 6 bisected', features: (r) => [meanOfWorlds(r, 6, 'bisected')] },
  { name: 'value + mean of 6 bisected', features: (r) => [r.value, meanOfWorlds(r, 6, 'bisected')] },
  { name: 'value + mean of 12 bisected', features: (r) => [r.value, meanOfWorlds(r, 99, 'bisected')] },
  { name: `mean of ${rows[0]?.worlds.length} worlds`, features: (r) => [meanOfWorlds(r, 99)] },
  { name: 'value + mean of 6', features: (r) => [r.value, meanOfWorlds(r, 6)] },
  { name: `value + mean of ${rows[0]?.worlds.length}`, features: (r) => [r.value, meanOfWorlds(r, 99)] },
  // Not a bidder's: the true deal's open-cards P, the ceiling of what worlds could tell.
  { name: 'the true deal open', features: (r) => [r.open] },
];

const y = rows.map((r) => r.table);
const my = y.reduce((a, b) => a + b, 0) / y.length;
const syy = y.reduce((a, b) => a + (b - my) ** 2, 0);
console.log(
  `${rows.length} forced contracts (${contree ? 'contrée at 80' : 'classic takes'}), table P mean ${my.toFixed(1)}`,
);

/** A rule's score per deal over the deals (taking scores the forced contract's outcome, passing 0), with its interval. */
const ruleText = (taken: readonly boolean[]) => {
  const xs = rows.map((r, i) => (taken[i] ? r.score : 0));
  const { mean, low, high } = meanInterval(xs);
  return `${mean.toFixed(2)} [${low.toFixed(2)}, ${high.toFixed(2)}] a deal, takes ${taken.filter(Boolean).length}`;
};
console.log(`  easy's rule (its take or bid, at 80): ${ruleText(rows.map((r) => r.easy !== null))}`);
console.log(`  knowing each outcome: ${ruleText(rows.map((r) => r.score > 0))}`);
console.log(`  always: ${ruleText(rows.map(() => true))}`);

/** A level rule's score per deal: the level bid (−1: pass) for each deal, its outcome at that level. */
const levelText = (levels: readonly number[]) => {
  const xs = rows.map((r, i) => (levels[i]! < 0 ? 0 : scoreAt(r, levels[i]!)));
  const { mean, low, high } = meanInterval(xs);
  const bid = levels.filter((l) => l >= 0);
  const avg = bid.reduce((a, b) => a + 80 + 10 * b, 0) / Math.max(1, bid.length);
  return `${mean.toFixed(2)} [${low.toFixed(2)}, ${high.toFixed(2)}] a deal, bids ${bid.length} (mean ${avg.toFixed(1)})`;
};
/** The easy player's level, or −1; its suit differing from the forced one is counted and its level kept. */
const easyLevel = (r: Row) => (r.easy === null ? -1 : (Number(r.easy.split('-')[0]) - 80) / 10);
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
if (contree) {
  const other = rows.filter((r) => r.easy !== null && !r.easy.endsWith(`{${r.suit}}`)).length;
  console.log(
    `  easy's bids, their levels: ${levelText(rows.map(easyLevel))} (${other} in another suit, read in this one)`,
  );
  console.log(`  easy's bids, at 80: ${levelText(rows.map((r) => Math.min(0, easyLevel(r))))}`);
  console.log(
    `  knowing each outcome, its best level: ${levelText(
      rows.map((r) => {
        const best = Math.max(...LEVELS.map((l) => scoreAt(r, l)));
        return best > 0 ? LEVELS.find((l) => scoreAt(r, l) === best)! : -1;
      }),
    )}`,
  );
}

for (const m of models) {
  const x = rows.map(m.features);
  const beta = ols(x, y);
  const res = rows.map((_, i) => y[i]! - predict(beta, x[i]!));
  const sse = res.reduce((a, b) => a + b * b, 0);
  const sd = Math.sqrt(sse / (rows.length - beta.length));
  // Ten folds: each deal decided by the model fitted on the other nine tenths.
  const taken = new Array<boolean>(rows.length).fill(false);
  const levels = new Array<number>(rows.length).fill(-1);
  for (let f = 0; f < 10; f++) {
    const train = rows.map((_, i) => i).filter((i) => i % 10 !== f);
    const b = ols(
      train.map((i) => x[i]!),
      train.map((i) => y[i]!),
    );
    const s = Math.sqrt(train.reduce((a, i) => a + (y[i]! - predict(b, x[i]!)) ** 2, 0) / (train.length - b.length));
    for (let i = f; i < rows.length; i += 10) {
      const mu = predict(b, x[i]!);
      taken[i] = expected(rows[i]!, mu, s) > 0;
      if (contree) {
        const values = LEVELS.map((l) => expected(rows[i]!, mu, s, l));
        const best = Math.max(...values);
        levels[i] = best > 0 ? values.indexOf(best) : -1;
      }
    }
  }
  console.log(
    `${m.name}: P ≈ ${beta.map((b) => b.toFixed(3)).join(' + ')} · (${m.name}), R² ${(1 - sse / syy).toFixed(3)}, residual sd ${sd.toFixed(1)}; rule: ${ruleText(taken)}`,
  );
  if (contree) console.log(`  its best level: ${levelText(levels)}`);
}

// With AUCTION=1 rows: bidding against passing as played on at the table. The difference (bid − pass) is fitted to
// the same features, and the rule "bid when the predicted difference is above 0" read with ten folds.
const played = rows.filter((r) => r.auction !== undefined);
if (played.length > 0) {
  const at = (r: Row, bid: boolean) => (bid ? r.auction!.bid : r.auction!.pass);
  // Each rule's score a deal, and paired deal by deal with easy's decision.
  const auctionText = (bids: readonly boolean[]) => {
    const { mean, low, high } = meanInterval(played.map((r, i) => at(r, bids[i]!)));
    const paired = meanInterval(played.map((r, i) => at(r, bids[i]!) - at(r, r.easy !== null)));
    const against = `${paired.mean.toFixed(2)} [${paired.low.toFixed(2)}, ${paired.high.toFixed(2)}]`;
    return `${mean.toFixed(2)} [${low.toFixed(2)}, ${high.toFixed(2)}] a deal, bids ${bids.filter(Boolean).length}; − easy's ${against}`;
  };
  console.log(`${played.length} deals played on after a bid and after a pass (the speaker's side's score difference):`);
  console.log(`  always pass: ${auctionText(played.map(() => false))}`);
  console.log(`  always bid: ${auctionText(played.map(() => true))}`);
  console.log(`  easy's decision: ${auctionText(played.map((r) => r.easy !== null))}`);
  console.log(`  knowing each outcome: ${auctionText(played.map((r) => r.auction!.bid > r.auction!.pass))}`);
  const d = played.map((r) => r.auction!.bid - r.auction!.pass);
  for (const m of models) {
    const x = played.map(m.features);
    const bids = new Array<boolean>(played.length).fill(false);
    for (let f = 0; f < 10; f++) {
      const train = played.map((_, i) => i).filter((i) => i % 10 !== f);
      const b = ols(
        train.map((i) => x[i]!),
        train.map((i) => d[i]!),
      );
      for (let i = f; i < played.length; i += 10) bids[i] = predict(b, x[i]!) > 0;
    }
    const beta = ols(x, d);
    console.log(`  ${m.name}: bid − pass ≈ ${beta.map((b) => b.toFixed(3)).join(' + ')}; rule: ${auctionText(bids)}`);
  }
}
