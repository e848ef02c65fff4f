#!/usr/bin/env node
// Fits the sparring bot's bidding model (model.json) on simulated deals.
//
// The command that wrote model.json (from the repository root, dist/ built; about a minute of one core),
// followed by prettier, which only re-wraps the JSON:
//   node examples/schafkopf/sparring/fit.mjs --deals 30000 --seed fit-1 --out examples/schafkopf/sparring/model.json
//   npx prettier --write examples/schafkopf/sparring/model.json
// Options and their defaults: --deals 20000, --seed fit-1, --out (model.json next to this file), --ridge 2
// (the L2 penalty of every fit, on all weights but the intercept), --margin-rufer/--margin-wenz/--margin-solo 0
// (units an expected score must clear, hand-set, not fitted).
//
// Stage 1, the contracts. For each random deal and each seat, every Rufer, Wenz and Solo the seat may bid (and
// that passes the bot's pre-filter, `plausible`) is played out with the auction fixed (that seat declares, the
// others pass), in the arena's layout: the declarer and the seat opposite play the sparring bot's card play,
// the two others Cardavia's `easy` player (dist/ai/schafkopf/easy.js). Per contract kind, from the declarer's
// hand features (sparring-bot.mjs, `features`), it fits a logistic model of winning (IRLS) and two linear
// models of the declarer's settlement, one over the deals won and one over those lost (ridge least squares).
// The expected score of a contract is p·won + (1−p)·lost.
//
// Stage 2, passing. The same number of new deals; each seat in turn passes while the others bid freely (easy
// as easy does, the opposite seat with the stage-1 model and no pass model); a linear model of the passer's
// settlement on its hand and on what the seats before it bid (`passFeatures`). The bot bids the contract of
// best expected score when that, less the kind's margin, beats the expected score of passing.
import { writeFileSync } from 'node:fs';
import { bidRefusal } from '../../../dist/engine/schafkopf/index.js';
import { seededRandom, shuffle } from '../../../dist/engine/random.js';
import { schafkopf } from '../../../dist/engine/schafkopf/index.js';
import { FEATURES, KINDS, features, passFeatures, plausible } from './sparring-bot.mjs';
import { playDeal } from './simulate.mjs';

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const deals = Number(args.get('deals') ?? 20000);
const seed = args.get('seed') ?? 'fit-1';
const out = args.get('out') ?? new URL('./model.json', import.meta.url);
const ridge = Number(args.get('ridge') ?? 2);
/** The margin (units) an expected score must clear, per kind: hand-set, not fitted (see README.md). */
const MARGIN = {
  rufer: Number(args.get('margin-rufer') ?? 0),
  wenz: Number(args.get('margin-wenz') ?? 0),
  solo: Number(args.get('margin-solo') ?? 0),
};

const RULES = schafkopf.parseRules(undefined).value;
const data = Object.fromEntries(KINDS.map((k) => [k, []]));
const start = performance.now();
const random = seededRandom(seed);
let playouts = 0;
for (let i = 0; i < deals; i++) {
  const cards = shuffle(schafkopf.pack(RULES), random);
  const dealer = i % 4;
  const state = schafkopf.deal(schafkopf.newSession(RULES, dealer), cards);
  for (let seat = 0; seat < 4; seat++) {
    const hand = state.hands[seat];
    const pos = (seat - dealer + 3) % 4;
    const players = [0, 1, 2, 3].map((s) => ((s - seat + 4) % 2 === 0 ? 'bot' : 'easy'));
    for (let bid = 1; bid <= 8; bid++) {
      if (bidRefusal(hand, 0, bid) !== null || !plausible(hand, bid)) continue;
      const o = playDeal(cards, dealer, players, null, { seat, bid });
      playouts++;
      const { kind, f } = features(hand, bid, pos);
      data[kind].push({ f, won: o.declarerWins ? 1 : 0, score: o.scores[seat] });
    }
  }
}

/** Pass playouts (stage 2, after the contract models are fitted): the seat passes, everyone else bids freely. */
const passRows = [];
function passPlayouts(model) {
  const random = seededRandom(`${seed}/pass`);
  for (let i = 0; i < deals; i++) {
    const cards = shuffle(schafkopf.pack(RULES), random);
    const dealer = i % 4;
    const state = schafkopf.deal(schafkopf.newSession(RULES, dealer), cards);
    for (let seat = 0; seat < 4; seat++) {
      const pos = (seat - dealer + 3) % 4;
      const players = [0, 1, 2, 3].map((s) => ((s - seat + 4) % 2 === 0 ? 'bot' : 'easy'));
      const o = playDeal(cards, dealer, players, model, { seat, bid: 0, free: true });
      playouts++;
      const before = o.bids.slice(0, pos).filter((b) => b !== 0);
      const f = passFeatures(state.hands[seat], pos, { contract: before.length > 0 ? before[before.length - 1] : 0 });
      passRows.push({ f, score: o.scores[seat] });
    }
  }
}

/** Solves A w = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r][col]) > Math.abs(M[piv][col])) piv = r;
    [M[col], M[piv]] = [M[piv], M[col]];
    for (let r = col + 1; r < n; r++) {
      const k = M[r][col] / M[col][col];
      for (let j = col; j <= n; j++) M[r][j] -= k * M[col][j];
    }
  }
  const w = Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r][n];
    for (let j = r + 1; j < n; j++) s -= M[r][j] * w[j];
    w[r] = s / M[r][r];
  }
  return w;
}

/** Weighted ridge least squares (no penalty on the bias, feature 0). */
function leastSquares(X, y, weights = null) {
  const d = X[0].length;
  const A = Array.from({ length: d }, () => Array(d).fill(0));
  const b = Array(d).fill(0);
  X.forEach((x, i) => {
    const w = weights ? weights[i] : 1;
    for (let j = 0; j < d; j++) {
      b[j] += w * x[j] * y[i];
      for (let k = 0; k < d; k++) A[j][k] += w * x[j] * x[k];
    }
  });
  for (let j = 1; j < d; j++) A[j][j] += ridge;
  return solve(A, b);
}

/** Logistic regression by iteratively reweighted least squares. */
function logistic(X, y) {
  let w = Array(X[0].length).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const z = [];
    const weights = [];
    X.forEach((x, i) => {
      const eta = x.reduce((s, v, j) => s + v * w[j], 0);
      const p = 1 / (1 + Math.exp(-eta));
      const v = Math.max(p * (1 - p), 1e-6);
      weights.push(v);
      z.push(eta + (y[i] - p) / v);
    });
    const next = leastSquares(X, z, weights);
    const change = next.reduce((s, v, j) => Math.max(s, Math.abs(v - w[j])), 0);
    w = next;
    if (change < 1e-6) break;
  }
  return w;
}

const round = (v) => Math.round(v * 1e5) / 1e5;
const model = {
  about:
    'Sparring bot bidding model, written by examples/schafkopf/sparring/fit.mjs: per kind, logistic win probability and ' +
    'linear settlement when won / lost, over the features named (sparring-bot.mjs, features()).',
  command: `node examples/schafkopf/sparring/fit.mjs ${process.argv.slice(2).join(' ')}`.trim(),
  deals,
  seed,
  ridge,
  playouts: 0,
  seconds: 0,
  margin: MARGIN,
};
for (const kind of KINDS) {
  const names = FEATURES[kind];
  const rows = data[kind];
  const X = rows.map((r) => names.map((n) => r.f[n]));
  const won = rows.filter((r) => r.won);
  const lost = rows.filter((r) => !r.won);
  const win = logistic(
    X,
    rows.map((r) => r.won),
  );
  const scoreWon = leastSquares(
    won.map((r) => names.map((n) => r.f[n])),
    won.map((r) => r.score),
  );
  const scoreLost = leastSquares(
    lost.map((r) => names.map((n) => r.f[n])),
    lost.map((r) => r.score),
  );
  model[kind] = {
    samples: rows.length,
    winRate: round(won.length / rows.length),
    meanScore: round(rows.reduce((s, r) => s + r.score, 0) / rows.length),
    features: names,
    win: win.map(round),
    scoreWon: scoreWon.map(round),
    scoreLost: scoreLost.map(round),
  };
  process.stderr.write(
    `${kind}: ${rows.length} playouts, won ${((100 * won.length) / rows.length).toFixed(1)} %, mean score ${model[kind].meanScore}\n`,
  );
}
// Stage 2: what passing is worth, with the contract models of stage 1 bidding for the other sparring seat.
passPlayouts(model);
const passNames = FEATURES.pass;
const passW = leastSquares(
  passRows.map((r) => passNames.map((n) => r.f[n])),
  passRows.map((r) => r.score),
);
model.pass = {
  samples: passRows.length,
  meanScore: round(passRows.reduce((s, r) => s + r.score, 0) / passRows.length),
  features: passNames,
  w: passW.map(round),
};
process.stderr.write(`pass: ${passRows.length} playouts, mean score ${model.pass.meanScore}\n`);
const seconds = (performance.now() - start) / 1000;
model.playouts = playouts;
model.seconds = Math.round(seconds);
writeFileSync(out, JSON.stringify(model, null, 2) + '\n');
process.stderr.write(`${playouts} playouts of ${deals} deals in ${seconds.toFixed(1)} s\n`);
