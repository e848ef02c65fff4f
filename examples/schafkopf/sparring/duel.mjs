#!/usr/bin/env node
// A quick in-process duplicate match of the sparring bot against Cardavia's `easy` player, dealt as
// `cardavia arena` deals (same shuffles for the same seed, seats A B A B then B A B A), without the pipes.
// For tuning only: the measured figures come from `cardavia arena` (for the same seed and shuffles the two
// agree exactly). Prints the bot's mean score per shuffle minus easy's, with its 95 % interval.
//   node examples/schafkopf/sparring/duel.mjs [shuffles=600] [seed=tune] [first=0]
// Environment: ROLES=1 adds a table by contract and role; PLAY_ONLY=1 lets the bot bid as easy does (the
// difference is then the card play's); PLAY_JSON / MARGIN_JSON override weights of the play or the margins.
import { arenaDeal, clock, playDeal } from './simulate.mjs';
import { PLAY, loadModel } from './sparring-bot.mjs';

const n = Number(process.argv[2] ?? 600);
const seed = process.argv[3] ?? 'tune';
const first = Number(process.argv[4] ?? 0);
const model = loadModel();
// PLAY_JSON='{"laterOwn": 4}': try other weights of the card play
Object.assign(PLAY, JSON.parse(process.env.PLAY_JSON ?? '{}'));
// MARGIN_JSON='{"solo": 1}': try other bidding margins than model.json's
model.margin = { ...model.margin, ...JSON.parse(process.env.MARGIN_JSON ?? '{}') };
// PLAY_ONLY=1: the bot bids as easy does, so the difference is the card play's alone
const botKind = process.env.PLAY_ONLY ? 'play' : 'bot';
const diffs = [];
const roles = {};
const start = performance.now();
for (let i = first; i < first + n; i++) {
  const { cards, dealer } = arenaDeal(seed, i);
  let diff = 0;
  for (let play = 0; play < 2; play++) {
    const players = [0, 1, 2, 3].map((s) => ((s % 2 === 0) === (play === 0) ? 'easy' : botKind));
    const o = playDeal(cards, dealer, players, model);
    o.scores.forEach((v, s) => (diff += players[s] !== 'easy' ? v / 2 : -v / 2));
    if (o.contract !== null) {
      const kind = o.contract.replace(/-[EGHS]$/, '');
      for (let s = 0; s < 4; s++) {
        const role = s === o.declarer ? 'declarer' : s === o.partner ? 'partner' : 'defender';
        const key = `${players[s]} ${kind} ${role}`;
        const r = (roles[key] ??= { n: 0, won: 0, score: 0 });
        r.n++;
        r.won += (role === 'defender') !== o.declarerWins ? 1 : 0;
        r.score += o.scores[s];
      }
    }
  }
  diffs.push(diff);
}
const mean = diffs.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1));
const half = (1.96 * sd) / Math.sqrt(n);
console.log(
  `bot − easy per shuffle: ${mean.toFixed(3)} [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]` +
    `  (${n} shuffles, seed ${seed}, ${((performance.now() - start) / 1000).toFixed(1)} s)`,
);
console.log(
  `bot decisions with a choice: ${clock.decisions}, mean ${((1000 * clock.ms) / clock.decisions).toFixed(1)} µs ` +
    '(in process, without the protocol)',
);
if (process.env.ROLES) {
  for (const [k, r] of Object.entries(roles).sort())
    console.log(
      `  ${k.padEnd(28)} n ${String(r.n).padStart(5)}  won ${((100 * r.won) / r.n).toFixed(0).padStart(3)} %  mean ${(r.score / r.n).toFixed(2)}`,
    );
}
