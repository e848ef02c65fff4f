// Deals played out with the engine's own rules (dist/engine/schafkopf): the sparring bot's play in some seats
// and Cardavia's `easy` player (dist/ai/schafkopf/easy.js, through the seat's view) in the others. Shared by
// fit.mjs (the bidding model's training data) and duel.mjs (a quick in-process duplicate match against easy).
import { easySchafkopf } from '../../../dist/ai/schafkopf/easy.js';
import { seededRandom, shuffle } from '../../../dist/engine/random.js';
import { schafkopf } from '../../../dist/engine/schafkopf/index.js';
import { chooseBid, choosePlay, newPublic, observe } from './sparring-bot.mjs';

const RULES = schafkopf.parseRules(undefined).value;
const BID_BASE = 64;

/** Time spent in the bot's own decisions (bids, and cards with a choice), in milliseconds, and their number. */
export const clock = { ms: 0, decisions: 0 };

/** The shuffle `index` of an arena run with this seed, and its dealer (as cli/arena.ts deals them). */
export function arenaDeal(seed, index) {
  return { cards: shuffle(schafkopf.pack(RULES), seededRandom(`${seed}/${index}`)), dealer: index % 4 };
}

/**
 * Plays one deal. `players[seat]` is 'bot', 'easy', or 'play' (easy's bids, the bot's card play). With `forced`
 * ({seat, bid}), the auction is fixed: that seat bids that contract and everyone else passes; with
 * {seat, bid, free: true} only that seat's bid is fixed. Returns the engine's outcome, and the bids made.
 */
export function playDeal(cards, dealer, players, model, forced = null) {
  let state = schafkopf.deal(schafkopf.newSession(RULES, dealer), cards);
  const P = newPublic(dealer);
  while (state.phase !== 'over') {
    const seat = schafkopf.toMove(state);
    const legal = schafkopf.legalActions(state);
    let action;
    if (state.phase === 'auction') {
      if (forced && (seat === forced.seat || !forced.free)) action = BID_BASE + (seat === forced.seat ? forced.bid : 0);
      else if (players[seat] !== 'bot') action = easySchafkopf(schafkopf.view(state, seat), legal, '');
      else {
        const start = performance.now();
        const pos = (seat - dealer + 3) % 4;
        const bids = legal.map((a) => a - BID_BASE);
        action = BID_BASE + chooseBid(model, state.hands[seat], pos, bids, P);
        clock.ms += performance.now() - start;
        clock.decisions++;
      }
    } else if (legal.length === 1) action = legal[0];
    else if (players[seat] === 'easy') action = easySchafkopf(schafkopf.view(state, seat), legal, '');
    else {
      const start = performance.now();
      action = choosePlay(P, seat, state.hands[seat], legal);
      clock.ms += performance.now() - start;
      clock.decisions++;
    }
    const next = schafkopf.apply(state, seat, action);
    if (!next.ok) throw new Error(`illegal action ${action} by seat ${seat}: ${next.error.message}`);
    state = next.value;
    observe(P, action >= BID_BASE ? { seat, bid: action - BID_BASE } : { seat, card: action });
  }
  return { ...schafkopf.outcome(state), bids: P.bids };
}
