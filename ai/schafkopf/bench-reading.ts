/**
 * Benchmark (not a test): how well each reading of the play finds a Rufer's partner (issue 17, point 4). The
 * arena measures what a reading wins at the table, but between two strong players only the few deals where it
 * changes a card move the score, so 500 shuffles cannot tell a small gain from nothing. This asks the question
 * the reading answers, on every position where it can matter: in a Rufer, before the called Ace shows, a seat
 * that does not know the partner (the declarer or a defender) is to play. The same consistent deals are drawn
 * for every reading (knowledge.ts's sampleHands) and weighted by each reading's likelihood (auction always,
 * then none, schmieren, trump leads or both of the play); the figure is the weight on the deals where the called
 * Ace sits with the true partner: the chance that reading gives the truth. Deals are bid and played by `player`.
 *
 *   node dist/ai/schafkopf/bench-reading.js [deals] [player: normal|strong] [first deal]
 */
import { isBid } from '../../engine/action.js';
import { has } from '../../engine/cardset.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { schafkopf } from '../../engine/schafkopf/index.js';
import { decisionSeed } from '../index.js';
import { type PlayReading, READ_ALL } from './inference.js';
import { schafkopfBots } from './index.js';
import { dealtHands, knowledgeOf, sampleHands } from './knowledge.js';

const deals = Number(process.argv[2] ?? 200);
const player = (process.argv[3] ?? 'normal') as 'normal' | 'strong';
const first = Number(process.argv[4] ?? 0);
/** Consistent deals drawn per position: the weights of each reading are taken over the same ones. */
const DRAWS = 400;
const rules = schafkopf.defaultRules;

const readings: [string, PlayReading | null][] = [
  ['the auction only', null],
  ['+ schmieren', { schmieren: true, trumpLeads: false }],
  ['+ trump leads', { schmieren: false, trumpLeads: true }],
  ['+ both (strong)', READ_ALL],
];

/** Per deal, the sum over its positions of each reading's chance on the truth (the interval is over deals). */
const perDeal: { positions: number; truth: number[] }[] = [];
let positions = 0;
for (let d = first; d < first + deals; d++) {
  let state = schafkopf.deal(
    schafkopf.newSession(rules, d % 4),
    shuffle(schafkopf.pack(rules), seededRandom(`reading/${d}`)),
  );
  const mine = { positions: 0, truth: readings.map(() => 0) };
  for (let move = 0; schafkopf.phase(state) !== 'over'; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const ace = state.calledAce;
    const aceShown = state.tricks.some((t) => t.cards.includes(ace)) || state.table.includes(ace);
    if (!isBid(legal[0]!) && ace >= 0 && !aceShown && seat !== state.partner) {
      const base = knowledgeOf(view, { inference: true });
      const random = seededRandom(`reading/${d}/${move}`);
      const drawn: number[][] = [];
      for (let i = 0; i < DRAWS; i++) {
        const hands = sampleHands(base, random);
        if (hands) drawn.push(dealtHands(base, hands));
      }
      readings.forEach(([, reading], r) => {
        const k = knowledgeOf(view, { inference: true, readPlay: reading !== null, playReading: reading ?? READ_ALL });
        let total = 0,
          truth = 0;
        for (const dealt of drawn) {
          const w = k.likelihood ? k.likelihood(dealt) : 1;
          total += w;
          if (has(dealt[state.partner]!, ace)) truth += w;
        }
        mine.truth[r]! += total > 0 ? truth / total : 0;
      });
      mine.positions++;
      positions++;
    }
    const action = legal.length === 1 ? legal[0]! : schafkopfBots[player](view, legal, decisionSeed(d, seat, move));
    const next = schafkopf.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  if (mine.positions > 0) perDeal.push(mine);
}

/** A mean per position and its 95 % interval, deals being the independent units (ratio estimate). */
function interval(values: (deal: { positions: number; truth: number[] }) => number) {
  const n = perDeal.length;
  const total = perDeal.reduce((s, x) => s + x.positions, 0);
  const mean = perDeal.reduce((s, x) => s + values(x), 0) / total;
  const residual = perDeal.reduce((s, x) => s + (values(x) - mean * x.positions) ** 2, 0) / (n - 1);
  const half = (1.96 * Math.sqrt(n * residual)) / total;
  return `${(100 * mean).toFixed(2)} % [${(100 * (mean - half)).toFixed(2)}, ${(100 * (mean + half)).toFixed(2)}]`;
}

console.log(
  `${player}, ${deals} deals: ${positions} positions in ${perDeal.length} deals (a Rufer, the called Ace not yet shown, a seat that does not know the partner)`,
);
readings.forEach(([name], r) => {
  const gain = r === 0 ? '' : `; gain over the auction only ${interval((x) => x.truth[r]! - x.truth[0]!)}`;
  console.log(`${name}: chance on the true partner ${interval((x) => x.truth[r]!)}${gain}`);
});
