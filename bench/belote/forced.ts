/**
 * Benchmark (not a test): the data to calibrate strong's takes and bids against real play without the bias of
 * calibrate.ts, whose contracts are only those the easy player's rules bid (hands already strong). Here the first
 * speaker is made to take (the classic game: the turned card, BE-6) or to bid 80 (the contrée: the hand's best suit
 * by the easy player's value, BE-C2) whatever his hand, the others pass, and strong plays the contract out in all
 * four seats. For each deal it writes one JSON line: the seat's easy value of the suit (`value`), the takers' P in
 * each of strong's bidding worlds drawn from the seat's view before it speaks (`worlds`, each solved exactly from
 * the first lead with the hands completed as BE-8 completes them; `bisected`: the same worlds' P as strong's bids
 * estimate it, up the ladder of thresholds), the true deal's P with every card open (`open`)
 * and the P the takers reached at the table (`table`: their card points with the dix de der, 252 for a capot, −90
 * when the defenders took every trick, as solver.ts counts P), with the takers' belote and announcements.
 *
 * With AUCTION=1 each deal is also played on twice from the speaker's first word, by strong in every seat (its
 * takes and bids being the easy player's): once with the speaker taking or bidding 80 as above, once passing; the
 * row's `auction` holds his side's score difference in each (what passing is worth at the table, which the forced
 * contract leaves out).
 *
 * Hands worth nothing near a bid (the best suit's value below `TAKE_MARK - 3`, which no level bids on) are skipped.
 *
 *   FROM=k node dist/bench/belote/forced.js [deals] [seed] [cardavia|contree] [worlds]
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Suit, suitOf } from '../../engine/cards.js';
import {
  type BeloteRuleset,
  type BeloteState,
  PASS,
  TAKE,
  belote as G,
  bidName,
  contractAction,
  firstHandOf,
  sideOf,
} from '../../engine/belote/index.js';
import { BELOTE_BUDGETS, beloteBots } from '../../ai/belote/index.js';
import { TAKE_MARK, bestSuit, handValue } from '../../ai/belote/easy.js';
import { knowledgeOf } from '../../ai/belote/knowledge.js';
import { pOfWorlds, worldsOf } from '../../ai/belote/pimc.js';
import { sharedSolver } from '../../ai/belote/solver.js';
import { applied, finalP, newDeal, positionOfState, seededRandom } from '../../ai/belote/testing.js';

const deals = Number(process.argv[2] ?? 100);
const seed = process.argv[3] ?? 'forced33';
const ruleset: BeloteRuleset = process.argv[4] === 'contree' ? 'contree' : 'cardavia';
const nWorlds = Number(process.argv[5] ?? 12);
const from = Number(process.env.FROM ?? 0);
const STRONG = BELOTE_BUDGETS.strong;
const NODES = 4_000_000;

/**
 * AUCTION=1: the deal played on from the speaker's first word by strong in every seat (its takes and bids are the
 * easy player's), the speaker taking or bidding 80 (`first`) or passing: his side's score difference.
 */
function playedOn(start: BeloteState, speaker: Seat, first: Action, tag: string): number {
  let s = applied(start, speaker, first);
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    s = applied(s, seat, beloteBots.strong(G.view(s, seat), G.legalActions(s), `${tag}/${move}`));
  }
  const o = G.outcome(s)!;
  const side = sideOf(speaker);
  return o.scores[side]! - o.scores[1 - side]!;
}

const random = seededRandom(`belote-forced/${seed}/${ruleset}`);
for (let i = 0; i < from + deals; i++) {
  const dealer = (i % 4) as Seat;
  let s = newDeal(random, dealer, ruleset);
  if (i < from) continue;
  const speaker = firstHandOf(dealer);
  const v = G.view(s, speaker);
  const cards = ruleset === 'contree' ? v.hand : [...v.hand, v.turnedCard!];
  const suit: Suit = ruleset === 'contree' ? bestSuit(cards) : suitOf(v.turnedCard!);
  const value = handValue(cards, suit);
  if (value < TAKE_MARK - 3) continue;
  // What the easy player's rules would say here (BE-6; BE-C2: its level and suit, or a pass).
  const easy = beloteBots.easy(v, G.legalActions(s), `${seed}/${i}/easy`);
  const easyBid = easy === PASS ? null : (bidName(easy) ?? null);
  const started = process.cpuUsage();
  // The seat's estimate before it speaks, from its own view (nobody has spoken: the worlds are drawn as dealt).
  const worlds = worldsOf(knowledgeOf(v), nWorlds, STRONG, seededRandom(`belote-forced/${seed}/${i}`));
  const solver = sharedSolver();
  solver.budget = NODES;
  solver.newDecision();
  const ps = pOfWorlds(v, worlds, speaker, suit, { solver, nodes: Infinity, exact: true, passRollout: false });
  // The same worlds as strong's bids read them: P bisected up the bid's ladder (pimc.ts estimateP).
  const bisected = pOfWorlds(v, worlds, speaker, suit, { solver, nodes: Infinity, exact: false, passRollout: false });
  // The contract forced: the speaker takes or bids 80 in the suit, every other seat passes.
  const bid: Action = ruleset === 'contree' ? contractAction(0, suit) : TAKE;
  const dealt = s;
  s = applied(s, speaker, bid);
  while (s.stage !== 'play' && G.toMove(s) !== null) s = applied(s, G.toMove(s)!, PASS);
  solver.newDecision();
  const open = solver.value(positionOfState(s));
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    s = applied(s, seat, beloteBots.strong(G.view(s, seat), G.legalActions(s), `${seed}/${i}/F/${move}`));
  }
  const o = G.outcome(s)!;
  const side = sideOf(speaker);
  const cpu = process.cpuUsage(started);
  const row = {
    i,
    ruleset,
    suit,
    value,
    easy: easyBid,
    worlds: ps.map((p) => (p === p ? p : null)),
    bisected: bisected.map((p) => (p === p ? p : null)),
    open,
    table: finalP(s),
    belote: o.belote === side ? 1 : o.belote === 1 - side ? -1 : 0,
    announcements: o.announcements[side]! - o.announcements[1 - side]!,
    result: o.result,
    score: o.scores[side]! - o.scores[1 - side]!,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    ...(process.env.AUCTION
      ? {
          auction: {
            bid: playedOn(dealt, speaker, bid, `${seed}/${i}/B`),
            pass: playedOn(dealt, speaker, PASS, `${seed}/${i}/P`),
          },
        }
      : {}),
  };
  console.log(JSON.stringify(row));
}
