/**
 * Benchmark (not a test): where a Watten player's decisions part from open-cards play, by kind of decision. The
 * player (strong unless named) sits at seats 0 and 2 against easy at 1 and 3, over deals drawn as in versus.ts;
 * at each of its decisions with a choice, the solver on the true hands says what the decision cost:
 *
 * - the Schlag (forehand): its side wins the deal with the trump best for the dealer's side, for the rank named
 *   and for the best rank;
 * - the trump (dealer): its side wins with the suit named, and with the best suit;
 * - a card: the side won the deal before the card (some card wins) and the card chosen loses it;
 * - a raise decision (a turn where raising is legal): raised with the deal lost, or not raised with it won;
 * - an answer: held a lost deal, or folded a won one.
 *
 *   node dist/bench/watten/diagnose.js [deals] [seed] [player]
 */
import { type Action, actionArg } from '../../engine/action.js';
import { SCHLAG_RANKS, classes } from '../../engine/watten/cards.js';
import {
  HOLD,
  RAISE,
  type WattenState,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  watten as G,
} from '../../engine/watten/index.js';
import { WATTEN_BUDGETS, wattenBots } from '../../ai/watten/index.js';
import { searchPlay } from '../../ai/watten/pimc.js';
import { sharedSolver } from '../../ai/watten/solver.js';
import { drawnDeal } from './deals.js';

const deals = Number(process.argv[2] ?? 300);
const seed = process.argv[3] ?? 'watten-diagnose';
const name = process.argv[4] ?? 'strong';
const me =
  name === 'normal'
    ? wattenBots.normal
    : (v: Parameters<typeof wattenBots.strong>[0], legal: readonly Action[], s: string) =>
        searchPlay(v, legal, s, WATTEN_BUDGETS.strong);

/** Whether `side` wins from `s` with this Schlag and trump, every hand open, best play by all. */
const wins = (
  s: WattenState,
  side: number,
  schlag: number = s.schlag,
  trump: number = s.trump,
  table = s.table,
): number =>
  sharedSolver().value(
    {
      classes: classes(schlag as never, trump as never),
      hands: s.hands,
      table,
      leader: s.leader,
      sideTricks: s.sideTricks,
    },
    side,
  );
const afterCard = (s: WattenState, seat: number, card: Action): number => {
  const r = G.apply(s, seat, card);
  if (!r.ok) throw new Error(r.error.message);
  const o = G.outcome(r.value);
  return o !== undefined && o !== null ? (o.winner === seat % 2 ? 1 : 0) : wins(r.value, seat % 2);
};

const count = {
  schlag: { n: 0, lost: 0, wonAvailable: 0 },
  trump: { n: 0, lost: 0, wonAvailable: 0 },
  card: { n: 0, won: 0, dropped: 0 },
  raise: { n: 0, won: 0, raisedLost: 0, raisedWon: 0, missedWon: 0 },
  answer: { n: 0, won: 0, heldLost: 0, foldedWon: 0 },
};

for (let i = 0; i < deals; i++) {
  let s = drawnDeal(seed, i);
  let move = 0;
  while (G.toMove(s) !== null) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const view = G.view(s, seat);
    const tag = `${seed}/${i}/${move++}`;
    const ours = seat % 2 === 0;
    const action = ours ? me(view, legal, tag) : wattenBots.easy(view, legal, tag);
    if (ours && legal.length > 1) {
      const side = seat % 2;
      if (legal.some(isSchlagAction)) {
        // The dealer's side names the trump best for it: the rank wins for us only if no trump wins for them.
        const value = (r: number): number => ([0, 1, 2, 3].some((t) => wins(s, 1 - side, r, t) === 1) ? 0 : 1);
        count.schlag.n++;
        const best = Math.max(...SCHLAG_RANKS.map(value));
        count.schlag.wonAvailable += best;
        if (best === 1 && value(actionArg(action)) === 0) count.schlag.lost++;
      } else if (legal.some(isTrumpAction)) {
        const best = Math.max(...[0, 1, 2, 3].map((t) => wins(s, side, s.schlag, t)));
        count.trump.n++;
        count.trump.wonAvailable += best;
        if (best === 1 && wins(s, side, s.schlag, actionArg(action)) === 0) count.trump.lost++;
      } else if (legal.includes(HOLD)) {
        const won = wins(s, side);
        count.answer.n++;
        count.answer.won += won;
        if (won === 1 && action !== HOLD) count.answer.foldedWon++;
        if (won === 0 && action === HOLD) count.answer.heldLost++;
      } else {
        const won = wins(s, side);
        if (legal.includes(RAISE)) {
          count.raise.n++;
          count.raise.won += won;
          if (action === RAISE) {
            if (won === 1) count.raise.raisedWon++;
            else count.raise.raisedLost++;
          } else if (won === 1) count.raise.missedWon++;
        }
        if (isCardPlay(action) && legal.filter(isCardPlay).length > 1) {
          count.card.n++;
          count.card.won += won;
          if (won === 1 && afterCard(s, seat, action) === 0) count.card.dropped++;
        }
      }
    }
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}
console.log(`${name} at seats 0 and 2 against easy, ${deals} deals (seed ${seed}):`);
for (const [kind, c] of Object.entries(count)) console.log(`  ${kind}: ${JSON.stringify(c)}`);
