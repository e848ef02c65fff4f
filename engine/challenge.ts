/**
 * Independent deals (docs/challenge.md, "The deals"): the daily challenge plays its deals so that deal i is
 * the same situation for everyone, whatever happened in the deals before it. Each deal is dealt from a new
 * session, as if it were the first, whose dealer is the one deal i has in a session without redeals: the seat
 * the game's own settlement passes the deal to (SK-4 and SK-7, SN-2, WA-2, MA-4, BE-3, BS-3), and where it
 * keeps the dealer for a redeal (BS-C2's tie), the next seat all the same; the totals shown are
 * the sum of what each deal settled on its own, and the session ends after its number of deals, never by a
 * match's target. The server's tables and the record's replay (`cardavia verify`) both play by these two
 * functions, so a challenge table's record verifies. Pure.
 */
import type { AnyGame, Session } from './game.js';

/** The session deal number `session.dealsPlayed` is dealt from: new, with that deal's dealer. */
export function independentDealSession(game: AnyGame, session: Session<unknown>): Session<unknown> {
  return game.newSession(session.rules, session.dealer);
}

/**
 * The running session after an independent deal: each seat's (or side's) total plus what the deal settled
 * on its own (`alone`, settled from the deal's own session), the deal passed on as without redeals, and the end after
 * `deals` deals; no winner (the challenge compares results on each deal, docs/challenge.md "Matchpoints").
 */
export function settleIndependent(
  game: AnyGame,
  session: Session<unknown>,
  dealSession: Session<unknown>,
  outcome: unknown,
  deals: number,
): Session<unknown> {
  const alone = game.settle(dealSession, outcome);
  const dealsPlayed = session.dealsPlayed + 1;
  return {
    ...session,
    // A redeal by the same dealer (BS-C2) is no redeal here: the next deal is the next one of the day.
    dealer: alone.dealer === dealSession.dealer ? (dealSession.dealer + 1) % game.seats : alone.dealer,
    totals: session.totals.map((t, i) => t + (alone.totals[i] ?? 0) - (dealSession.totals[i] ?? 0)),
    dealsPlayed,
    finished: dealsPlayed >= deals,
    winner: null,
  };
}
