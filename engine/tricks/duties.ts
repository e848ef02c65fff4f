/**
 * What a player must play to a trick, composed from the duties the region's games share. Each game names its
 * duties once (a `Duties` value) and asks `answers` for the cards allowed and the duty that chose them, which
 * its error messages and explanations cite.
 *
 * - follow: play a card of the led lane when you hold one (SK-15, BS-V2, SN-7, MA-19, BE-11 a);
 * - beat: among those, one that beats the trick's winning card when that card is of the led lane (SN-7's
 *   "win", MA-19's přebíjet); on a trump lead only (`'trump-lead'`): BE-11 a's overtrumping;
 * - trump: holding none of the led lane, play a trump (SN-7, MA-19, BE-11 b), and one above every trump in
 *   the trick when you can (`overtrump`: MA-19, BE-11 b); else a lower trump all the same, unless the game
 *   lifts that duty (`undertrump: false`, BE-C4);
 * - partner exception: no trumping duty while your partner holds the trick (BE-11 b); Mariáš has none;
 * - Watten's trump-or-Schlag (WA-8) is its own duty: on a trump lead it accepts cards that are no trumps.
 */
import type { Card } from '../cards.js';
import { type Mask, add, cardsOf, intersect } from '../cardset.js';
import { TRUMP, type TrickRanking } from './ranking.js';
import { trickWinnerIndex } from './winner.js';

export interface Duties {
  readonly follow: boolean;
  /** When a card of the led lane must beat the trick: never, on every lead, or only on a trump lead. */
  readonly beat: 'never' | 'always' | 'trump-lead';
  /** Holding none of the led lane, a trump must be played. */
  readonly trump: boolean;
  /** A trump played for want of the led lane must beat the trumps in the trick when it can. */
  readonly overtrump: boolean;
  /** No trumping duty while one's partner holds the trick. */
  readonly partnerException: boolean;
  /**
   * Holding none of the led lane and no trump above those in the trick, a lower trump must still be played
   * ("pisser", BE-11 b). Absent means true; false frees such a player to play any card (BE-C4).
   */
  readonly undertrump?: boolean;
}

/** Free play (Bohemian Schneider's default, Schnapsen while the talon is open). */
export const NO_DUTY: Duties = {
  follow: false,
  beat: 'never',
  trump: false,
  overtrump: false,
  partnerException: false,
};
/** Follow suit, nothing more (Schafkopf SK-15, Bohemian Schneider's follow-suit variant BS-V2). */
export const FOLLOW: Duties = { ...NO_DUTY, follow: true };
/** Follow and beat, else trump and beat the trumps (Schnapsen's strict play SN-7, Mariáš MA-19). */
export const FOLLOW_BEAT_TRUMP: Duties = {
  follow: true,
  beat: 'always',
  trump: true,
  overtrump: true,
  partnerException: false,
};
/** Belote (BE-11): overtrump on a trump lead even over a partner, trump unless the partner holds the trick. */
export const BELOTE_DUTIES: Duties = {
  follow: true,
  beat: 'trump-lead',
  trump: true,
  overtrump: true,
  partnerException: true,
};

/** The duty that chose the allowed cards. */
export type Duty = 'free' | 'follow' | 'beat' | 'trump' | 'overtrump' | 'partner-holds';

export interface Answers {
  readonly duty: Duty;
  readonly cards: Mask;
}

/** The cards of `among` whose power is above `power`. */
function above(ranking: TrickRanking, among: Mask, power: number): Mask {
  let out = 0;
  for (const c of cardsOf(among)) if (ranking.power[c]! > power) out = add(out, c);
  return out;
}

/** The cards of the led card's lane in a hand (the duty to follow), or 0 when the hand has none. */
export const cardsOfLane = (ranking: TrickRanking, hand: Mask, led: Card): Mask =>
  intersect(hand, ranking.lanes[ranking.lane[led]!]!);

/**
 * The cards a player holding `hand` may add to a trick of `cards` (playing order, at least one), and why.
 * `partnerHolds`: whether the card now winning the trick is the player's partner's (only the partner
 * exception reads it).
 */
export function answers(
  duties: Duties,
  ranking: TrickRanking,
  hand: Mask,
  cards: readonly Card[],
  partnerHolds = false,
): Answers {
  const led = ranking.lane[cards[0]!]!;
  const same = duties.follow ? cardsOfLane(ranking, hand, cards[0]!) : 0;
  const best = cards[trickWinnerIndex(ranking, cards)]!;
  if (same !== 0) {
    const beats = duties.beat === 'always' || (duties.beat === 'trump-lead' && led === TRUMP);
    // MA-19: only while the trick's best card is of the led lane; a trumped plain trick asks only to follow.
    if (beats && ranking.lane[best] === led) {
      const higher = above(ranking, same, ranking.power[best]!);
      if (higher !== 0)
        return { duty: led === TRUMP && duties.beat === 'trump-lead' ? 'overtrump' : 'beat', cards: higher };
    }
    return { duty: 'follow', cards: same };
  }
  if (!duties.trump || led === TRUMP) return { duty: 'free', cards: hand };
  const trumps = intersect(hand, ranking.trumps);
  if (trumps === 0) return { duty: 'free', cards: hand };
  if (duties.partnerException && partnerHolds) return { duty: 'partner-holds', cards: hand };
  if (duties.overtrump && ranking.lane[best] === TRUMP) {
    const higher = above(ranking, trumps, ranking.power[best]!);
    if (higher !== 0) return { duty: 'overtrump', cards: higher };
    if (duties.undertrump === false) return { duty: 'free', cards: hand };
  }
  return { duty: 'trump', cards: trumps };
}
