/**
 * Benchmark (not a test): what each reading of the play is worth (issue 17, points 3 and 4). The arena measures
 * it at the table, but between two strong players only the few deals where a reading changes a card move the
 * score, so 500 shuffles cannot tell a small gain from nothing. Two closer questions, over deals bid and played
 * by `player`:
 *
 *   node dist/bench/schafkopf/reading.js partner [deals] [player: normal|strong] [first deal]
 *     In a Rufer, before the called Ace shows, a seat that does not know the partner (the declarer or a
 *     defender) is to play (a forced card too: the figure is what the seat knows). The same consistent deals are drawn for every reading (sampleHands) and weighted by
 *     each reading's likelihood (the auction always; then none, schmieren, trump leads or both of the play):
 *     the weight on the deals where the called Ace sits with the true partner is the chance that reading gives
 *     the truth.
 *   node dist/bench/schafkopf/reading.js cards [deals] [player] [first deal]
 *     At every card decision, strong's card play (pimc.ts, same seed) with each reading; where a reading's card
 *     differs from the card chosen without any, both are valued on the true deal with open cards (best play by
 *     everyone after it) for the seat that chose: the units that reading gains, summed over a deal's decisions.
 */
import { isBid } from '../../engine/action.js';
import { has } from '../../engine/cardset.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { type SchafkopfState, type SchafkopfView, schafkopf } from '../../engine/schafkopf/index.js';
import { decisionSeed } from '../../ai/index.js';
import { BUDGETS } from '../../ai/schafkopf/budgets.js';
import { afterCard, bestPlayOutcome, settlementFor } from '../../ai/schafkopf/evaluate.js';
import { type PlayReading, READ_ALL, READ_SCHMIEREN, READ_TRUMP_LEADS } from '../../ai/schafkopf/inference.js';
import { schafkopfBots } from '../../ai/schafkopf/index.js';
import { dealtHands, knowledgeOf, sampleHands } from '../../ai/schafkopf/knowledge.js';
import { pimcPlay, sampledRoot } from '../../ai/schafkopf/pimc.js';

const [mode = 'partner', dealsArg, playerArg, firstArg] = process.argv.slice(2);
const deals = Number(dealsArg ?? 200);
const player = (playerArg ?? 'normal') as 'normal' | 'strong';
const first = Number(firstArg ?? 0);
/** Consistent deals drawn per position in `partner`: the weights of each reading are taken over the same ones. */
const DRAWS = 400;
const rules = schafkopf.defaultRules;

const readings: [string, PlayReading | undefined][] = [
  ['the auction only', undefined],
  ['+ schmieren', READ_SCHMIEREN],
  ['+ trump leads', READ_TRUMP_LEADS],
  ['+ both', READ_ALL],
];
/** Strong's own reading among them: `cards` plays its card on. */
const STRONG = readings.findIndex(([, reading]) => reading === BUDGETS.strong.play.readPlay);
const label = (r: number) => `${readings[r]![0]}${r === STRONG ? ' (strong)' : ''}`;

/** Per deal: how many positions it had, and per reading the sum of the figure over them. */
interface DealSums {
  positions: number;
  sums: number[];
  /** `cards`: the part of sums from decisions in a Rufer before the called Ace shows (the partner unknown to some). */
  hidden: number[];
}

const partnerHidden = (state: SchafkopfState) =>
  state.calledAce >= 0 &&
  !state.tricks.some((t) => t.cards.includes(state.calledAce)) &&
  !state.table.includes(state.calledAce);

/** `partner`: each reading's chance on the true partner, where a seat does not know him yet. */
function partnerChances(state: SchafkopfState, seat: number, view: SchafkopfView, seed: string): number[] | null {
  const ace = state.calledAce;
  if (!partnerHidden(state) || seat === state.partner) return null;
  const base = knowledgeOf(view, { inference: true });
  const random = seededRandom(seed);
  const drawn: number[][] = [];
  for (let i = 0; i < DRAWS; i++) {
    const hands = sampleHands(base, random);
    if (hands) drawn.push(dealtHands(base, hands));
  }
  return readings.map(([, reading]) => {
    const k = knowledgeOf(view, { inference: true, readPlay: reading });
    let total = 0,
      truth = 0;
    for (const dealt of drawn) {
      const w = k.likelihood ? k.likelihood(dealt) : 1;
      total += w;
      if (has(dealt[state.partner]!, ace)) truth += w;
    }
    return total > 0 ? truth / total : 0;
  });
}

/**
 * `cards`: each reading's card, valued on the true deal with open cards, less the card chosen without reading;
 * and strong's card (with strong's own reading, STRONG).
 */
function cardGains(state: SchafkopfState, view: SchafkopfView, legal: readonly number[], seed: string) {
  const cards = readings.map(([, reading]) =>
    pimcPlay(view, legal, seed, { ...BUDGETS.strong.play, readPlay: reading }),
  );
  const strong = cards[STRONG]!;
  if (cards.every((c) => c === cards[0])) return { gains: readings.map(() => 0), strong, changed: false };
  const k = knowledgeOf(view, {});
  const truth = sampledRoot(view, k, state.hands);
  const value = (card: number) =>
    settlementFor(
      view.seat,
      k.contract!,
      truth.declarerSide,
      truth.dealt,
      bestPlayOutcome(afterCard(truth.root, card)),
    );
  const none = value(cards[0]!);
  return { gains: cards.map((c) => (c === cards[0] ? 0 : value(c) - none)), strong, changed: true };
}

const perDeal: DealSums[] = [];
let positions = 0;
let differing = 0;
for (let d = first; d < first + deals; d++) {
  let state = schafkopf.deal(
    schafkopf.newSession(rules, d % 4),
    shuffle(schafkopf.pack(rules), seededRandom(`reading/${d}`)),
  );
  const mine: DealSums = { positions: 0, sums: readings.map(() => 0), hidden: readings.map(() => 0) };
  for (let move = 0; schafkopf.phase(state) !== 'over'; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const seed = decisionSeed(d, seat, move);
    let action: number | null = null;
    if (!isBid(legal[0]!)) {
      let figures: number[] | null = null;
      if (mode !== 'cards') figures = partnerChances(state, seat, view, `reading/${d}/${move}`);
      else if (legal.length > 1) {
        const { gains, strong, changed } = cardGains(state, view, legal, seed);
        figures = gains;
        if (changed) differing++;
        if (player === 'strong') action = strong;
      }
      if (figures) {
        figures.forEach((f, r) => (mine.sums[r]! += f));
        if (partnerHidden(state)) figures.forEach((f, r) => (mine.hidden[r]! += f));
        mine.positions++;
        positions++;
      }
    }
    action ??= legal.length === 1 ? legal[0]! : schafkopfBots[player](view, legal, seed);
    const next = schafkopf.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  if (mine.positions > 0) perDeal.push(mine);
}

/** The mean of a figure, per position (`partner`) or per deal (`cards`), with its 95 % interval over deals. */
function interval(figure: (deal: DealSums) => number, perPosition: boolean, scale: number, unit: string) {
  const n = perDeal.length;
  const weight = (x: DealSums) => (perPosition ? x.positions : 1);
  const total = perDeal.reduce((s, x) => s + weight(x), 0);
  const mean = perDeal.reduce((s, x) => s + figure(x), 0) / total;
  // A ratio estimate: the deals are the independent units, each with its own number of positions.
  const residual = perDeal.reduce((s, x) => s + (figure(x) - mean * weight(x)) ** 2, 0) / (n - 1);
  const half = (1.96 * Math.sqrt(n * residual)) / total;
  const f = (v: number) => (scale * v).toFixed(perPosition ? 2 : 3);
  return `${f(mean)}${unit} [${f(mean - half)}, ${f(mean + half)}]`;
}

if (mode === 'cards') {
  console.log(
    `${player}, ${deals} deals: ${positions} card decisions, ${differing} where a reading changed the card (valued with open cards on the true deal)`,
  );
  readings.forEach((_, r) => {
    if (r === 0) return;
    const hidden = interval((x) => x.hidden[r]!, false, 1, '');
    const known = interval((x) => x.sums[r]! - x.hidden[r]!, false, 1, '');
    console.log(
      `${label(r)}: gain per deal ${interval((x) => x.sums[r]!, false, 1, '')}; in a Rufer before the called Ace shows ${hidden}, elsewhere ${known}`,
    );
  });
} else {
  console.log(
    `${player}, ${deals} deals: ${positions} positions in ${perDeal.length} deals (a Rufer, the called Ace not yet shown, a seat that does not know the partner)`,
  );
  readings.forEach((_, r) => {
    const gain = r === 0 ? '' : `; gain ${interval((x) => x.sums[r]! - x.sums[0]!, true, 100, ' %')}`;
    console.log(`${label(r)}: chance on the true partner ${interval((x) => x.sums[r]!, true, 100, ' %')}${gain}`);
  });
}
