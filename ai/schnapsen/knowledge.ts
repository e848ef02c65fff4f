/**
 * What one seat knows about the hidden cards, and deals drawn from exactly that knowledge.
 *
 * The deal is a uniform shuffle, so given the view every hidden layout that agrees with it is equally likely.
 * The seat knows its own hand, every played card (each was face up), and the card lying under the talon; the
 * rest (`unseen`) is in the opponent's hand or face down in the talon. What the view further fixes:
 * - SN-8: an opponent who exchanged took the turned card into his hand: he holds it until he plays it;
 * - SN-10: an opponent who announced a marriage held its King and Ober: the one not yet played is his;
 * - SN-7: an answer of the opponent in strict play after a closing (no more drawing, so his hand has only
 *   shrunk since) shows what he did not hold: no higher card of the led suit when he followed without
 *   winning; no card of the led suit when he did not follow; and no trump when he neither followed nor trumped.
 * In open play (SN-5) an answer shows nothing, and after a deal's first draw the opponent's hand is any set of
 * the unseen cards of its size with the same number of histories each, so beyond these facts it is uniform.
 * Once the talon is exhausted the opponent holds exactly the unseen cards: nothing is hidden any more.
 */
import type { Seat } from '../../engine/action.js';
import { type Card, RANK_KING, RANK_OBER, RANK_UNTER, cardOf, suitOf } from '../../engine/cards.js';
import { type Mask, add, cardsOf, maskOf, popcount, suitMask, without } from '../../engine/cardset.js';
import type { Random } from '../../engine/random.js';
import {
  PACK_MASK,
  STOCK_SIZE,
  type SchnapsenState,
  type SchnapsenView,
  cardPower,
  marriageValue,
  pointsOf,
} from '../../engine/schnapsen/index.js';
import { drawHand, talonAfter } from '../search/worlds.js';

export interface Knowledge {
  readonly me: Seat;
  readonly hand: Mask;
  /** Cards in the opponent's hand or face down in the talon. */
  readonly unseen: Mask;
  /** Unseen cards the opponent surely holds (SN-8, SN-10). */
  readonly known: Mask;
  /** Unseen cards the opponent surely does not hold (SN-7 after a closing): they lie in the talon. */
  readonly excluded: Mask;
  readonly oppHandSize: number;
  /** Face-down talon cards left (the card under the talon not included). */
  readonly faceDown: number;
}

/** The number of tricks played before the talon was closed: each trick of the open talon drew two cards. */
const tricksBeforeClosing = (view: SchnapsenView): number => (STOCK_SIZE - view.talonCount) / 2;

export function knowledgeOf(view: SchnapsenView): Knowledge {
  const me = view.seat;
  const opp = 1 - me;
  const hand = maskOf(view.hand);
  let seen = hand;
  for (const t of view.tricks) for (const c of t.cards) seen = add(seen, c);
  for (const c of view.trick.cards) seen = add(seen, c);
  if (view.trumpCard !== null) seen = add(seen, view.trumpCard);
  const unseen = without(PACK_MASK, seen);

  let known = 0;
  if (view.exchangedBy === opp) known = add(known, view.turnedCard);
  for (const m of view.marriages) {
    if (m.seat !== opp) continue;
    known = add(add(known, cardOf(m.suit, RANK_KING)), cardOf(m.suit, RANK_OBER));
  }
  known &= unseen;

  let excluded = 0;
  if (view.closedBy !== null) {
    view.tricks.forEach((t, i) => {
      if (i < tricksBeforeClosing(view) || t.leader === opp) return;
      const [led, answer] = t.cards as [Card, Card];
      const ledSuit = suitOf(led);
      if (suitOf(answer) === ledSuit) {
        // SN-7: he had to win if he could: no higher card of the suit.
        if (cardPower(answer) < cardPower(led)) {
          for (const c of cardsOf(suitMask(ledSuit))) if (cardPower(c) > cardPower(led)) excluded = add(excluded, c);
        }
      } else {
        excluded |= suitMask(ledSuit);
        if (suitOf(answer) !== view.trump) excluded |= suitMask(view.trump);
      }
    });
  }
  excluded = (excluded & unseen) >>> 0;
  return {
    me,
    hand,
    unseen,
    known: known >>> 0,
    excluded,
    oppHandSize: view.handSizes[opp]!,
    faceDown: view.talonCount > 0 ? view.talonCount - 1 : 0,
  };
}

/** One hidden layout: the opponent's hand and the face-down talon in drawing order. */
export interface World {
  readonly oppHand: Mask;
  readonly talon: readonly Card[];
}

/** A world drawn uniformly from the layouts that agree with the knowledge (the kit's sampler, ai/search/worlds.ts). */
export function sampleWorld(k: Knowledge, random: Random): World {
  // The cards the opponent surely holds, then the rest of his hand uniformly from the cards he may hold.
  const oppHand = drawHand(
    {
      holds: k.known,
      classes: [without(without(k.unseen, k.known), k.excluded)],
      vectors: [{ counts: [k.oppHandSize - popcount(k.known)], weight: 1 }],
      totalWeight: 1,
    },
    random,
  );
  return { oppHand, talon: talonAfter(k.unseen, oppHand, random) };
}

/**
 * The whole deal state of a world: what the view shows, with the opponent's hand and the talon filled in.
 * The talon positions already drawn are not known and not needed (nothing reads them): they hold -1.
 */
export function worldState(view: SchnapsenView, world: World): SchnapsenState {
  const me = view.seat;
  const hands = [0, 0];
  hands[me] = maskOf(view.hand);
  hands[1 - me] = world.oppHand;
  const drawn = STOCK_SIZE - view.talonCount;
  const talon: Card[] = [];
  for (let i = 0; i < STOCK_SIZE - 1; i++) talon.push(i < drawn ? -1 : world.talon[i - drawn]!);
  const won = view.won.map(maskOf);
  const marriagePoints = [0, 0];
  for (const m of view.marriages) marriagePoints[m.seat]! += marriageValue(m.suit, view.trump);
  const unter = cardOf(view.trump, RANK_UNTER);
  const bottom = view.trumpCard ?? (view.exchangedBy !== null ? unter : view.turnedCard);
  const led = view.trick.cards.length > 0 ? view.trick.cards[0]! : -1;
  return {
    game: 'schnapsen',
    rules: view.rules,
    dealer: view.dealer,
    totals: view.totals,
    trump: view.trump,
    turned: view.turnedCard,
    talon,
    bottom,
    drawn,
    hands,
    won,
    cardPoints: won.map(pointsOf),
    trickCounts: view.trickCounts,
    marriagePoints,
    marriages: view.marriages,
    exchangedBy: view.exchangedBy,
    bottomTakenBy: view.trumpCardTakenBy,
    closedBy: view.closedBy,
    closing: view.closedBy === null ? null : closingOf(view, view.closedBy),
    leader: view.trick.leader,
    led,
    announced: view.announced ?? -1,
    tricks: view.tricks,
    end: null,
  };
}

/** SN-15: the closer's opponent's credited points and tricks when the talon was closed, from the view. */
function closingOf(view: SchnapsenView, closer: Seat): { opponentPoints: number; opponentTricks: number } {
  const opponent = 1 - closer;
  const before = tricksBeforeClosing(view);
  let tricks = 0;
  let cards = 0;
  view.tricks.slice(0, before).forEach((t) => {
    if (t.winner !== opponent) return;
    tricks++;
    for (const c of t.cards) cards = add(cards, c);
  });
  let marriages = 0;
  for (const m of view.marriages)
    if (m.seat === opponent && m.trick < before) marriages += marriageValue(m.suit, view.trump);
  return { opponentPoints: tricks > 0 ? pointsOf(cards) + marriages : 0, opponentTricks: tricks };
}
