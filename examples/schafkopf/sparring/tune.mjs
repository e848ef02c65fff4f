#!/usr/bin/env node
// Coordinate search over the card play's weights (PLAY in sparring-bot.mjs). For tuning only: prints the
// weights it found, to be copied into PLAY by hand.
//
// The score is not the arena's: there the bot's two seats are one team, so a bot that defends badly against
// its own other seat's Solo would gain. Here one seat at a time holds the bot and three hold `easy`, and the
// bot's score in that seat is compared with easy's in the same seat of the all-easy deal (per shuffle, summed
// over the four seats): a measure of the bot against easy that its other copy cannot flatter.
//   node examples/schafkopf/sparring/tune.mjs [shuffles=5000] [seed=tune3] [rounds=1] [keys=all]
import { arenaDeal, playDeal } from './simulate.mjs';
import { PLAY, loadModel } from './sparring-bot.mjs';

const n = Number(process.argv[2] ?? 5000);
const seed = process.argv[3] ?? 'tune3';
const rounds = Number(process.argv[4] ?? 1);
const only = process.argv[5] ? process.argv[5].split(',') : null;
const model = loadModel();
const deals = Array.from({ length: n }, (_, i) => arenaDeal(seed, i));
const EASY = ['easy', 'easy', 'easy', 'easy'];
const baseline = deals.map(({ cards, dealer }) => playDeal(cards, dealer, EASY, model).scores);

export function singleSeatScore() {
  let total = 0;
  deals.forEach(({ cards, dealer }, i) => {
    for (let seat = 0; seat < 4; seat++) {
      const players = EASY.map((p, s) => (s === seat ? 'bot' : p));
      total += playDeal(cards, dealer, players, model).scores[seat] - baseline[i][seat];
    }
  });
  return total / n;
}

const STEPS = {
  laterOwn: 2,
  laterOpp: 1,
  trumpKeep: 0.3,
  trumpBase: 1.5,
  aceKeep: 1.5,
  tenGuard: 1.5,
  voidBonus: 1.5,
  partnerTrumps: 1,
  cashDeclarer: 0.15,
  cashDefender: 0.15,
  defenderTrumps: 1,
  defenderTrumpsSolo: 1,
  leadShort: 0.4,
};
const keys = Object.keys(STEPS).filter((k) => !only || only.includes(k));
let best = singleSeatScore();
console.log(`start ${best.toFixed(3)}`);
for (let r = 0; r < rounds; r++) {
  for (const key of keys) {
    const base = PLAY[key];
    for (const dir of [1, -1]) {
      PLAY[key] = Math.round((base + dir * STEPS[key]) * 1000) / 1000;
      const s = singleSeatScore();
      if (s > best + 0.02) {
        best = s;
        console.log(`${key} = ${PLAY[key]}: ${s.toFixed(3)}  (better)`);
        break;
      }
      console.log(`${key} = ${PLAY[key]}: ${s.toFixed(3)}`);
      PLAY[key] = base;
    }
  }
}
console.log(JSON.stringify(Object.fromEntries(keys.map((k) => [k, PLAY[k]]))));
