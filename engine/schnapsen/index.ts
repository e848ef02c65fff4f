/**
 * Schnapsen, Austria's two-handed game, as RULES.md SN-1 … SN-16 gives it: the 20-card pack, the trump card
 * under the talon, open and strict play, the exchange of the trump Unter, closing, marriages with pending
 * points, the deal ending at 66 at once, and the Bummerl to 7.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../action.js';
import {
  type Card,
  type Notation,
  type Suit,
  EXTRA_BASE,
  RANK_10,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANK_UNTER,
  SUITS,
  cardOf,
  formatCard,
  rankOf,
  suitLetter,
  suitOf,
} from '../cards.js';
import { type Mask, add, addPlain, cardsOf, has, intersect, popcount, removePlain } from '../cardset.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import { defineGame } from '../define.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { appended } from '../list.js';
import { type Result, err, ok } from '../result.js';
import { explainSchnapsenTricks } from './explain.js';
import { schnapsenText } from './text.js';
import { FOLLOW_BEAT_TRUMP, answers } from '../tricks/duties.js';
import { AUGEN, rankPointsOf } from '../tricks/points.js';
import { type RankOrder, type TrickRanking, TRUMP, noTrumps, suitTrumps } from '../tricks/ranking.js';

export type SchnapsenRules = RulesOptions;

/** SN-16: a Bummerl is played to 7 game points unless the record's `rules.target` says otherwise. */
export const DEFAULT_TARGET = 7;
export const DEFAULT_SCHNAPSEN_RULES: SchnapsenRules = { ruleset: 'cardavia', variants: [], target: DEFAULT_TARGET };

// The moves, in kind order (moves.ts): play and bid first in every game, then Schnapsen's own.
const PLAY_KIND = 0;
const BID_KIND = 1;
const EXCHANGE_KIND = 2;
const CLOSE_KIND = 3;
const MARRY_KIND = 4;
/** SN-8: `{ "seat": s, "exchange": true }`, string form `exchange`. */
export const EXCHANGE: Action = moveAction(EXCHANGE_KIND, 0);
/** SN-9: `{ "seat": s, "close": true }`, string form `close`. */
export const CLOSE: Action = moveAction(CLOSE_KIND, 0);
/** SN-10: `{ "seat": s, "marry": "H" }`, string form `marry:H`. */
export const marryAction = (suit: Suit): Action => moveAction(MARRY_KIND, suit);
export const isMarry = (action: Action): boolean => actionKind(action) === MARRY_KIND;
export const marriedSuit = (action: Action): Suit => actionArg(action) as Suit;
export const isCardPlay = (action: Action): boolean => actionKind(action) === PLAY_KIND;

/** SN-1: the ranks of the pack, U O K T A (codes 4, 5, 6, 3, 7). */
const PACK_RANKS = [RANK_10, RANK_UNTER, RANK_OBER, RANK_KING, RANK_ACE];
/** SN-1: the 20 cards in index order. */
export const PACK: readonly Card[] = SUITS.flatMap((s) => PACK_RANKS.map((r) => cardOf(s, r as never))).sort(
  (a, b) => a - b,
);
/** Every card of the pack as a mask (SN-1). */
export const PACK_MASK: Mask = PACK.reduce<Mask>(add, 0);

/** SN-1: card points A 11, T 10, K 4, O 3, U 2 (the tricks kit's AUGEN, as in Schafkopf). */
export const cardPoints = (card: Card): number => AUGEN[rankOf(card)]!;
/** SN-1: the rank order A > T > K > O > U. */
const ORDER: RankOrder = [RANK_ACE, RANK_10, RANK_KING, RANK_OBER, RANK_UNTER];
/** SN-5: how the cards rank in a trick, for each trump suit. */
const RANKINGS: readonly TrickRanking[] = SUITS.map((t) => suitTrumps(t, ORDER));
/** SN-1: a card's power within its suit, A 4 > T 3 > K 2 > O 1 > U 0 (and 0 for a card outside the pack). */
const POWER: readonly number[] = noTrumps(ORDER).power.map((p) => Math.max(p, 0));
export const cardPower = (card: Card): number => POWER[card]!;
/** The card points of a set of cards. */
export const pointsOf = (mask: Mask): number => rankPointsOf(AUGEN, mask);

/** SN-3: a hand is five cards; the stock is the nine face-down talon cards and the trump card under them. */
export const HAND_SIZE = 5;
export const STOCK_SIZE = 10;
/** SN-12: the points that end a deal at once. */
export const WINNING_POINTS = 66;
/** SN-14: below this the loser is Schneider. */
export const SCHNEIDER_LINE = 33;
/** SN-10: a marriage is worth 20, in trumps 40. */
export const marriageValue = (suit: Suit, trump: Suit): number => (suit === trump ? 40 : 20);

export interface SchnapsenTrick {
  readonly leader: Seat;
  /** The led card, then the answer. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface SchnapsenMarriage {
  readonly seat: Seat;
  readonly suit: Suit;
  /** The index of the trick whose lead it was announced at. */
  readonly trick: number;
}

/** SN-15: what is judged at the moment of closing: the closer's opponent's credited points and tricks. */
export interface ClosingSnapshot {
  readonly opponentPoints: number;
  readonly opponentTricks: number;
}

export type EndedBy = '66' | 'last-trick' | 'closing';

export interface SchnapsenState {
  readonly game: 'schnapsen';
  readonly rules: SchnapsenRules;
  readonly dealer: Seat;
  /** The session's totals when the deal began (public). */
  readonly totals: readonly number[];
  /** SN-3: the suit of the card turned at the deal. */
  readonly trump: Suit;
  /** SN-3: the card turned at the deal (pack index 6). */
  readonly turned: Card;
  /** SN-3: the nine face-down talon cards in drawing order (pack indices 11-19, 11 on top). */
  readonly talon: readonly Card[];
  /** The face-up card under the talon: the trump card, or the trump Unter after an exchange (SN-8). */
  readonly bottom: Card;
  /** How many cards of the stock (talon, then the card under it) have been drawn, 0..10. */
  readonly drawn: number;
  readonly hands: readonly Mask[];
  /** The cards of each player's won tricks. */
  readonly won: readonly Mask[];
  readonly cardPoints: readonly number[];
  readonly trickCounts: readonly number[];
  /** Each player's announced marriage points, credited or still pending (SN-10). */
  readonly marriagePoints: readonly number[];
  readonly marriages: readonly SchnapsenMarriage[];
  /** SN-8: who gave the trump Unter for the trump card, if anyone did. */
  readonly exchangedBy: Seat | null;
  /** SN-6: the loser of the trick that took the last face-down card, who drew the card under the talon. */
  readonly bottomTakenBy: Seat | null;
  /** SN-9: who closed the talon. */
  readonly closedBy: Seat | null;
  readonly closing: ClosingSnapshot | null;
  readonly leader: Seat;
  /** The card led to the current trick, or -1 when the table is empty. */
  readonly led: Card;
  /** SN-10: the suit of the marriage announced at this lead, or -1: the lead must be its King or Ober. */
  readonly announced: number;
  readonly tricks: readonly SchnapsenTrick[];
  /** The deal's end (SN-12, SN-13), or null while it runs. */
  readonly end: { readonly winner: Seat; readonly endedBy: EndedBy } | null;
}

export interface SchnapsenOutcome {
  readonly dealer: Seat;
  readonly trump: Suit;
  /** SN-11: credited points (pending marriage points excluded). */
  readonly points: readonly number[];
  readonly tricks: readonly number[];
  readonly closedBy: Seat | null;
  readonly closing: ClosingSnapshot | null;
  readonly winner: Seat;
  readonly endedBy: EndedBy;
  readonly gamePoints: readonly number[];
}

/** A seat's view: what that seat has seen of the deal and nothing more. */
export interface SchnapsenView extends BaseView {
  readonly game: 'schnapsen';
  readonly rules: SchnapsenRules;
  readonly trump: Suit;
  /** SN-3: the card turned at the deal. */
  readonly turnedCard: Card;
  /** The card lying under the talon (the trump card, or the Unter that replaced it); null once drawn. */
  readonly trumpCard: Card | null;
  /** SN-8: who exchanged (the trump card went to his hand, the trump Unter under the talon). */
  readonly exchangedBy: Seat | null;
  /** SN-6: who drew the card that lay under the talon. */
  readonly trumpCardTakenBy: Seat | null;
  /** The cards left to draw, the one under the talon included (10 at the deal). */
  readonly talonCount: number;
  readonly closedBy: Seat | null;
  /** SN-7: strict play applies (the talon is exhausted or closed). */
  readonly strict: boolean;
  readonly marriages: readonly SchnapsenMarriage[];
  /** SN-10: the marriage announced at the current lead, whose King or Ober must now be led. */
  readonly announced: Suit | null;
  readonly trickCounts: readonly number[];
  /** SN-11: credited points of each player. */
  readonly points: readonly number[];
  /** SN-10: announced marriage points waiting for their announcer's first trick. */
  readonly pending: readonly number[];
  readonly won: readonly (readonly Card[])[];
  readonly tricks: readonly SchnapsenTrick[];
  readonly winner: Seat | null;
  readonly endedBy: EndedBy | null;
}

const unterOf = (trump: Suit): Card => cardOf(trump, RANK_UNTER);
const pairOf = (suit: Suit): Mask => addPlain(addPlain(0, cardOf(suit, RANK_KING)), cardOf(suit, RANK_OBER));

const turnOf = (s: SchnapsenState): Seat => (s.led < 0 ? s.leader : 1 - s.leader);
/** SN-5, SN-8, SN-9: the talon is open while it is neither closed nor exhausted. */
export const talonOpen = (s: SchnapsenState): boolean => s.closedBy === null && s.drawn < STOCK_SIZE;
/** SN-7: strict play once the talon is exhausted or closed. */
export const strictPlay = (s: SchnapsenState): boolean => !talonOpen(s);

/** SN-10, SN-11: marriage points count once their announcer has won a trick. */
export const creditedPoints = (s: SchnapsenState, seat: Seat): number =>
  s.cardPoints[seat]! + (s.trickCounts[seat]! > 0 ? s.marriagePoints[seat]! : 0);
const pendingPoints = (s: SchnapsenState, seat: Seat): number =>
  s.trickCounts[seat]! > 0 ? 0 : s.marriagePoints[seat]!;

/** SN-5: the higher card of the led suit, or a trump on a non-trump lead, wins; otherwise the leader. */
export function trickWinner(leader: Seat, led: Card, answer: Card, trump: Suit): Seat {
  const { lane, power } = RANKINGS[trump]!;
  const answerLane = lane[answer]!;
  if (answerLane !== lane[led]! && answerLane !== TRUMP) return leader;
  return power[answer]! > power[led]! ? 1 - leader : leader;
}

/** What SN-7 asks of the follower in strict play. */
export type StrictDuty = 'win' | 'follow' | 'trump' | 'free';

/** SN-7: the follower's duty against the led card (follow and win, follow, trump), and the cards that fulfil it. */
export function strictAnswers(hand: Mask, led: Card, trump: Suit): { duty: StrictDuty; cards: Mask } {
  const { duty, cards } = answers(FOLLOW_BEAT_TRUMP, RANKINGS[trump]!, hand, [led]);
  return { duty: duty === 'beat' ? 'win' : (duty as StrictDuty), cards };
}

/** The cards the seat to move may play now. */
function playable(s: SchnapsenState): Mask {
  const hand = s.hands[turnOf(s)]!;
  if (s.led < 0) return s.announced >= 0 ? intersect(hand, pairOf(s.announced as Suit)) : hand; // SN-10
  return talonOpen(s) ? hand : strictAnswers(hand, s.led, s.trump).cards; // SN-5, SN-7
}

/**
 * Why the leader may not exchange, close or announce now: the first reason that applies, or null when he
 * may. Reasons are cheap strings, so that `legalActions` asks them at every lead without building errors;
 * `apply` turns a reason into its rule error (below).
 */
type Refusal =
  'not-leading' | 'after-marriage' | 'closed' | 'exhausted' | 'no-trump-unter' | 'one-per-lead' | 'no-pair';

/** The order SN-10 gives: exchange, close, announce, play: none of the first two after an announcement. */
function beforeAnnouncement(s: SchnapsenState): Refusal | null {
  if (s.led >= 0) return 'not-leading';
  return s.announced >= 0 ? 'after-marriage' : null;
}

/** SN-8, SN-9: the talon must be neither closed nor exhausted. */
const talonRefusal = (s: SchnapsenState): Refusal | null =>
  s.closedBy !== null ? 'closed' : s.drawn >= STOCK_SIZE ? 'exhausted' : null;

/** SN-8: the exchange of the trump Unter for the card under the talon. */
function exchangeRefusal(s: SchnapsenState, seat: Seat): Refusal | null {
  const refusal = beforeAnnouncement(s) ?? talonRefusal(s);
  if (refusal !== null) return refusal;
  return has(s.hands[seat]!, unterOf(s.trump)) ? null : 'no-trump-unter';
}

/** SN-9: closing the talon. */
const closeRefusal = (s: SchnapsenState): Refusal | null => beforeAnnouncement(s) ?? talonRefusal(s);

/** SN-10: announcing the marriage of a suit. */
function marryRefusal(s: SchnapsenState, seat: Seat, suit: Suit): Refusal | null {
  if (s.led >= 0) return 'not-leading';
  if (s.announced >= 0) return 'one-per-lead';
  const pair = pairOf(suit);
  return intersect(s.hands[seat]!, pair) === pair ? null : 'no-pair';
}

const AFTER_MARRIAGE = 'comes before a marriage is announced (SN-10: exchange, close, announce, play)';

/** The rule error of a refused exchange (SN-8). */
function exchangeError(s: SchnapsenState, reason: Refusal): RuleError {
  const refuse = (message: string, params: Record<string, number> = {}, rule = 'SN-8') =>
    ruleError('ILLEGAL_MOVE', message, rule, { reason, ...params });
  if (reason === 'not-leading') return refuse('only the player about to lead may exchange (SN-8)');
  if (reason === 'after-marriage') return refuse(`the exchange ${AFTER_MARRIAGE}`, {}, 'SN-10');
  if (reason === 'closed') return refuse('the talon is closed: no exchange (SN-8)', { closedBy: s.closedBy! });
  if (reason === 'exhausted') return refuse('the talon is exhausted: no exchange (SN-8)');
  return refuse('only the holder of the trump Unter may exchange (SN-8)', { trump: s.trump });
}

/** The rule error of a refused closing (SN-9). */
function closeError(s: SchnapsenState, reason: Refusal): RuleError {
  const refuse = (message: string, params: Record<string, number> = {}, rule = 'SN-9') =>
    ruleError('ILLEGAL_MOVE', message, rule, { reason, ...params });
  if (reason === 'not-leading') return refuse('only the player about to lead may close (SN-9)');
  if (reason === 'after-marriage') return refuse(`closing ${AFTER_MARRIAGE}`, {}, 'SN-10');
  if (reason === 'closed') return refuse('the talon is already closed (SN-9)', { closedBy: s.closedBy! });
  return refuse('the talon is exhausted: it cannot be closed (SN-9)');
}

/** The rule error of a refused marriage (SN-10). */
function marryError(suit: Suit, reason: Refusal): RuleError {
  const message =
    reason === 'not-leading'
      ? 'only the player about to lead may announce a marriage (SN-10)'
      : reason === 'one-per-lead'
        ? 'one marriage per lead (SN-10)'
        : 'a marriage needs the King and the Ober of its suit in hand (SN-10)';
  return ruleError('ILLEGAL_MOVE', message, 'SN-10', { reason, suit });
}

function legalActions(s: SchnapsenState): Action[] {
  if (s.end !== null) return [];
  const out = cardsOf(playable(s));
  if (s.led >= 0 || s.announced >= 0) return out;
  const seat = s.leader;
  if (exchangeRefusal(s, seat) === null) out.push(EXCHANGE);
  if (closeRefusal(s) === null) out.push(CLOSE);
  for (const suit of SUITS) if (marryRefusal(s, seat, suit) === null) out.push(marryAction(suit));
  return out;
}

function illegalCard(s: SchnapsenState): RuleError {
  if (s.led < 0) {
    const message = 'after announcing a marriage its King or Ober must be led (SN-10)';
    return ruleError('ILLEGAL_CARD', message, 'SN-10', { suit: s.announced });
  }
  const { duty } = strictAnswers(s.hands[turnOf(s)]!, s.led, s.trump);
  const what =
    duty === 'win'
      ? 'follow suit and win the trick'
      : duty === 'follow'
        ? 'follow suit'
        : 'trump, having no card of the led suit';
  return ruleError('ILLEGAL_CARD', `in strict play you must ${what} (SN-7)`, 'SN-7', {
    duty,
    led: suitOf(s.led),
    trump: s.trump,
  });
}

type Draft = { -readonly [K in keyof SchnapsenState]: SchnapsenState[K] };

/**
 * A fresh copy of the state for `apply` to change before returning it. Every field is written out: every
 * state then has one shape, and V8 copies it in a few instructions, where `{ ...s, ...changes }` took more
 * than half of an action's time (a spread of a partial object is a generic, dictionary-building copy).
 */
function draft(s: SchnapsenState): Draft {
  return {
    game: s.game,
    rules: s.rules,
    dealer: s.dealer,
    totals: s.totals,
    trump: s.trump,
    turned: s.turned,
    talon: s.talon,
    bottom: s.bottom,
    drawn: s.drawn,
    hands: s.hands,
    won: s.won,
    cardPoints: s.cardPoints,
    trickCounts: s.trickCounts,
    marriagePoints: s.marriagePoints,
    marriages: s.marriages,
    exchangedBy: s.exchangedBy,
    bottomTakenBy: s.bottomTakenBy,
    closedBy: s.closedBy,
    closing: s.closing,
    leader: s.leader,
    led: s.led,
    announced: s.announced,
    tricks: s.tricks,
    end: s.end,
  };
}

function playCard(s: SchnapsenState, seat: Seat, card: Card): SchnapsenState {
  const hands = [s.hands[0]!, s.hands[1]!];
  hands[seat] = removePlain(hands[seat]!, card);
  const d = draft(s);
  d.hands = hands;
  if (s.led < 0) {
    d.led = card;
    d.announced = -1;
    return d;
  }

  // The trick is complete (SN-5).
  const led = s.led;
  const winner = trickWinner(s.leader, led, card, s.trump);
  const loser = 1 - winner;
  const won = [s.won[0]!, s.won[1]!];
  won[winner] = addPlain(addPlain(won[winner]!, led), card);
  const cardPts = [s.cardPoints[0]!, s.cardPoints[1]!];
  cardPts[winner]! += cardPoints(led) + cardPoints(card);
  const trickCounts = [s.trickCounts[0]!, s.trickCounts[1]!];
  trickCounts[winner]!++;
  d.won = won;
  d.cardPoints = cardPts;
  d.trickCounts = trickCounts;
  d.tricks = appended(s.tricks, { leader: s.leader, cards: [led, card], winner });
  d.leader = winner;
  d.led = -1;
  // SN-12: the winner's points (his pending marriages credited now, SN-10) may reach 66: the deal ends at once.
  if (creditedPoints(d, winner) >= WINNING_POINTS) {
    d.end = { winner, endedBy: '66' };
    return d;
  }
  if (talonOpen(s)) {
    // SN-6: the winner draws the top card, the loser the next; the card under the talon comes last.
    const draw = (i: number): Card => (i < STOCK_SIZE - 1 ? s.talon[i]! : s.bottom);
    hands[winner] = addPlain(hands[winner]!, draw(s.drawn));
    hands[loser] = addPlain(hands[loser]!, draw(s.drawn + 1));
    d.drawn = s.drawn + 2;
    if (d.drawn === STOCK_SIZE) d.bottomTakenBy = loser;
  }
  if (hands[0] === 0 && hands[1] === 0) {
    // SN-13: played out without 66: the last trick decides an unclosed deal; a closed one the closer has failed.
    d.end =
      s.closedBy === null
        ? { winner, endedBy: 'last-trick' as const }
        : { winner: 1 - s.closedBy, endedBy: 'closing' as const };
  }
  return d;
}

function apply(s: SchnapsenState, seat: Seat, action: Action): Result<SchnapsenState, RuleError> {
  if (s.end !== null) return err(dealOver());
  const kind = actionKind(action);
  if (kind === BID_KIND) {
    return err(ruleError('WRONG_PHASE', 'Schnapsen has no auction: cards are played', null, { phase: 'play' }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  switch (kind) {
    case PLAY_KIND: {
      const card = actionArg(action);
      if (card >= EXTRA_BASE || !has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
      if (!has(playable(s), card)) return err(illegalCard(s));
      return ok(playCard(s, seat, card));
    }
    case EXCHANGE_KIND: {
      const refused = exchangeRefusal(s, seat);
      if (refused !== null) return err(exchangeError(s, refused));
      // SN-8: the trump Unter goes face up under the talon, the trump card into the hand.
      const unter = unterOf(s.trump);
      const hands = [s.hands[0]!, s.hands[1]!];
      hands[seat] = addPlain(removePlain(hands[seat]!, unter), s.bottom);
      const d = draft(s);
      d.hands = hands;
      d.bottom = unter;
      d.exchangedBy = seat;
      return ok(d);
    }
    case CLOSE_KIND: {
      const refused = closeRefusal(s);
      if (refused !== null) return err(closeError(s, refused));
      // SN-15: the closing is judged on the opponent's credited points and tricks now.
      const opponent = 1 - seat;
      const d = draft(s);
      d.closedBy = seat;
      d.closing = { opponentPoints: creditedPoints(s, opponent), opponentTricks: s.trickCounts[opponent]! };
      return ok(d);
    }
    case MARRY_KIND: {
      const suit = actionArg(action) as Suit;
      const refused = marryRefusal(s, seat, suit);
      if (refused !== null) return err(marryError(suit, refused));
      const marriagePoints = [s.marriagePoints[0]!, s.marriagePoints[1]!];
      marriagePoints[seat]! += marriageValue(suit, s.trump);
      const d = draft(s);
      d.marriagePoints = marriagePoints;
      d.marriages = appended(s.marriages, { seat, suit, trick: s.tricks.length });
      d.announced = suit;
      // SN-12: credited at once to a player who has won a trick, and 66 ends the deal before any card is led.
      if (creditedPoints(d, seat) >= WINNING_POINTS) d.end = { winner: seat, endedBy: '66' };
      return ok(d);
    }
    default:
      return err(ruleError('BAD_ACTION', `${action} is not an action of Schnapsen`, null, { action }));
  }
}

/** SN-14, SN-15: the game points of the deal's winner. */
export function gamePointsOf(s: SchnapsenState, winner: Seat): number {
  const loser = 1 - winner;
  if (s.closedBy === null || s.closing === null) {
    // SN-14: Schwarz 3, Schneider 2, otherwise 1.
    if (s.trickCounts[loser] === 0) return 3;
    return creditedPoints(s, loser) < SCHNEIDER_LINE ? 2 : 1;
  }
  const atClosing = s.closing;
  if (winner === s.closedBy) {
    // SN-15: the closer scores by SN-14, judged on his opponent's points and tricks at the moment of closing.
    if (atClosing.opponentTricks === 0) return 3;
    return atClosing.opponentPoints < SCHNEIDER_LINE ? 2 : 1;
  }
  // SN-15: the closer failed: 2, or 3 if the opponent had won no trick when the talon was closed.
  return atClosing.opponentTricks === 0 ? 3 : 2;
}

function outcome(s: SchnapsenState): SchnapsenOutcome | undefined {
  if (s.end === null) return undefined;
  const { winner, endedBy } = s.end;
  const gamePoints = [0, 0];
  gamePoints[winner] = gamePointsOf(s, winner);
  return {
    dealer: s.dealer,
    trump: s.trump,
    points: [creditedPoints(s, 0), creditedPoints(s, 1)],
    tricks: s.trickCounts,
    closedBy: s.closedBy,
    closing: s.closing,
    winner,
    endedBy,
    gamePoints,
  };
}

function deal(session: Session<SchnapsenRules>, cards: readonly Card[]): SchnapsenState {
  const dealer = session.dealer;
  const nonDealer = 1 - dealer;
  // SN-3: 0-2 to the non-dealer, 3-5 to the dealer, 6 turned, 7-8 to the non-dealer, 9-10 to the dealer.
  const hands = [0, 0];
  const give = (seat: Seat, from: number, to: number) => {
    for (let i = from; i <= to; i++) hands[seat] = addPlain(hands[seat]!, cards[i]!);
  };
  give(nonDealer, 0, 2);
  give(dealer, 3, 5);
  give(nonDealer, 7, 8);
  give(dealer, 9, 10);
  const turned = cards[6]!;
  return {
    game: 'schnapsen',
    rules: session.rules,
    dealer,
    totals: session.totals,
    trump: suitOf(turned),
    turned,
    talon: cards.slice(11, 20),
    bottom: turned,
    drawn: 0,
    hands,
    won: [0, 0],
    cardPoints: [0, 0],
    trickCounts: [0, 0],
    marriagePoints: [0, 0],
    marriages: [],
    exchangedBy: null,
    bottomTakenBy: null,
    closedBy: null,
    closing: null,
    leader: nonDealer, // SN-4
    led: -1,
    announced: -1,
    tricks: [],
    end: null,
  };
}

function settle(session: Session<SchnapsenRules>, o: SchnapsenOutcome): Session<SchnapsenRules> {
  const totals = session.totals.map((v, i) => v + o.gamePoints[i]!);
  // SN-16: the first to the target wins the Bummerl, checked after each deal (only one side scores a deal).
  const leaderOfMatch = totals.findIndex((t) => t >= session.rules.target);
  return {
    rules: session.rules,
    dealer: 1 - session.dealer, // SN-2
    totals,
    dealsPlayed: session.dealsPlayed + 1,
    finished: leaderOfMatch >= 0,
    winner: leaderOfMatch >= 0 ? leaderOfMatch : null,
  };
}

function view(s: SchnapsenState, seat: Seat): SchnapsenView {
  const over = s.end !== null;
  return {
    game: 'schnapsen',
    seat,
    rules: s.rules,
    dealer: s.dealer,
    totals: s.totals,
    phase: over ? 'over' : 'play',
    hand: cardsOf(s.hands[seat]!),
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.led >= 0 ? [s.led] : [] },
    tricks: s.tricks,
    toMove: over ? null : turnOf(s),
    trump: s.trump,
    turnedCard: s.turned,
    trumpCard: s.drawn < STOCK_SIZE ? s.bottom : null,
    exchangedBy: s.exchangedBy,
    trumpCardTakenBy: s.bottomTakenBy,
    talonCount: STOCK_SIZE - s.drawn,
    closedBy: s.closedBy,
    strict: strictPlay(s),
    marriages: s.marriages,
    announced: s.announced >= 0 ? (s.announced as Suit) : null,
    trickCounts: s.trickCounts,
    points: [creditedPoints(s, 0), creditedPoints(s, 1)],
    pending: [pendingPoints(s, 0), pendingPoints(s, 1)],
    won: s.won.map(cardsOf),
    winner: s.end?.winner ?? null,
    endedBy: s.end?.endedBy ?? null,
  };
}

/** A spectator's view: every public field of a seat's view, without its hand. */
const spectatorView = (s: SchnapsenState): SchnapsenView => ({ ...view(s, 0), seat: -1, hand: [] });

/** The marriages a hand could announce: the suits whose King and Ober it holds. */
export const pairsIn = (hand: readonly Card[]): Suit[] => {
  const mask = hand.reduce<Mask>(add, 0);
  return SUITS.filter((suit) => intersect(mask, pairOf(suit)) === pairOf(suit));
};

/** The replay report's fields (RECORDS.md, RULES.md "Records and the referee"). */
export function schnapsenReport(o: SchnapsenOutcome, notation: Notation = 'german'): Record<string, unknown> {
  return {
    trump: suitLetter(notation, o.trump),
    points: o.points,
    tricks: o.tricks,
    closedBy: o.closedBy,
    winner: o.winner,
    endedBy: o.endedBy,
    gamePoints: o.gamePoints,
  };
}

/**
 * The statistics' counters of a finished deal for one seat (docs/review.md): `closed` when the seat closed the
 * talon, `won-closing` when it won the deal it closed, `schwarz` when it won and its opponent took no trick.
 */
export function schnapsenStatKeys(o: SchnapsenOutcome, seat: Seat): string[] {
  const keys: string[] = [];
  if (o.closedBy === seat) keys.push('closed');
  if (o.closedBy === seat && o.winner === seat) keys.push('won-closing');
  if (o.winner === seat && o.tricks[1 - seat] === 0) keys.push('schwarz');
  return keys;
}

export const schnapsen = defineGame<SchnapsenRules, SchnapsenState, SchnapsenView, SchnapsenOutcome>({
  id: 'schnapsen',
  name: 'Schnapsen',
  seats: 2,
  statKeys: schnapsenStatKeys,
  trickPoints: (_view, cards) => cards.reduce((sum, c) => sum + cardPoints(c), 0),
  suitSystems: ['german', 'french'], // SN-1
  defaultDeck: 'vienna-tell',
  // Issue 36: a Bummerl's worth dealt in advance, enough for the longest Bummerl (6 : 6 after twelve one-point deals, SN-2).
  challenge: { deals: 13, seat: 0 },
  options: {
    rulesets: [{ id: 'cardavia', label: 'table:setup.rulesets.cardavia' }],
    variants: [],
    // SN-16: the Bummerl to 7, or another target chosen at the start.
    target: {
      default: DEFAULT_TARGET,
      choices: [3, 7, 11],
      usedBy: { rulesets: ['cardavia'], variants: [] },
      byVariant: {},
    },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    // No auction: a bid reads (RULES.md) and is refused as WRONG_PHASE.
    { name: 'bid', arg: { type: 'choice', choices: [] } },
    { name: 'exchange', arg: { type: 'flag' } },
    { name: 'close', arg: { type: 'flag' } },
    { name: 'marry', arg: { type: 'suit' } },
  ],
  rules: (o) => ok(o),
  pack: () => PACK,
  deal,
  settle,
  phase: (s): Phase => (s.end !== null ? 'over' : 'play'),
  toMove: (s) => (s.end !== null ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView,
  // Every held card, and the leader's exchange, closing and each marriage his hand holds: the table's buttons.
  candidates: (v) =>
    v.phase === 'over' ? [] : [...v.hand, EXCHANGE, CLOSE, ...pairsIn(v.hand).map((suit) => marryAction(suit))],
  explain: explainSchnapsenTricks,
  outcome,
  scores: (o) => o.gamePoints,
  report: schnapsenReport,
  // BOTS.md, section Schnapsen: the card turned at the deal and who closed, beside the shared talon and trumpCard.
  botFields: (v, notation) => ({ turnedCard: formatCard(notation, v.turnedCard), closedBy: v.closedBy }),
  text: schnapsenText,
});
