/**
 * Benchmark (not a test): random complete deals through the public engine API, on one core.
 * For each game and rules set it deals a shuffled pack from a seeded generator and plays random legal
 * actions (the auction included) until the deal is over, then prints deals per second.
 *
 *   npm run bench              (or: node dist/bench/engine.js [seconds per case])
 */
import type { AnyGame } from '../engine/game.js';
import { bohemianSchneider } from '../engine/bohemian-schneider/index.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { bidAction } from '../engine/action.js';
import { randomBelow, seededRandom, shuffle } from '../engine/random.js';

/**
 * With `noTout`, the random bidders never bid a Tout or Sie, so nearly every Schafkopf deal with a contract is
 * played to the eighth trick (uniform random bids make most deals short: a random Tout ends at its first lost trick).
 */
function run(
  game: AnyGame,
  rulesJson: unknown,
  seconds: number,
  noTout = false,
): { deals: number; perSecond: number; actions: number } {
  const parsed = game.parseRules(rulesJson);
  if (!parsed.ok) throw new Error(parsed.error);
  const rules = parsed.value;
  const random = seededRandom('bench');
  const pack = game.pack(rules);
  let session = game.newSession(rules, 0);
  let deals = 0;
  let actions = 0;
  // CPU time of this process, not wall time: the figure stays meaningful on a machine that is busy elsewhere.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const start = cpu();
  while (cpu() - start < seconds) {
    for (let batch = 0; batch < 200; batch++) {
      let state = game.deal(session, shuffle(pack, random));
      while (game.phase(state) !== 'over') {
        let legal = game.legalActions(state);
        if (noTout && game.phase(state) === 'auction') legal = legal.filter((a) => !TOUT_OR_SIE.has(a));
        const next = game.apply(state, game.toMove(state)!, legal[randomBelow(random, legal.length)]!);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        actions++;
      }
      const outcome = game.outcome(state);
      session = game.settle(session, outcome);
      if (session.finished) session = game.newSession(rules, 0);
      deals++;
    }
  }
  const elapsed = cpu() - start;
  return { deals, perSecond: deals / elapsed, actions };
}

const TOUT_OR_SIE = new Set(
  schafkopf.bids.flatMap((name, i) => (name.includes('tout') || name === 'sie' ? [bidAction(i)] : [])),
);

const seconds = Number(process.argv[2] ?? 3);
const cases: [string, AnyGame, unknown, boolean?][] = [
  ['bohemian-schneider (cardavia)', bohemianSchneider, undefined],
  [
    'bohemian-schneider (cardrulesplus, trump + follow-suit)',
    bohemianSchneider,
    { ruleset: 'cardrulesplus', variants: ['trump', 'follow-suit'] },
  ],
  ['schafkopf (random auction included; all-pass deals count)', schafkopf, undefined],
  ['schafkopf (random auction without Tout or Sie: most deals played to the 8th trick)', schafkopf, undefined, true],
];
console.log(`node ${process.version}, one thread, ${seconds} s of CPU time per case`);
for (const [name, game, rules, playedOnly] of cases) {
  run(game, rules, 0.5, playedOnly); // warm-up
  const r = run(game, rules, seconds, playedOnly);
  console.log(
    `${name}: ${Math.round(r.perSecond).toLocaleString('en')} deals per CPU-second (${(r.actions / r.deals).toFixed(1)} actions per deal)`,
  );
}
