/**
 * Belote for four in two partnerships, as RULES.md BE-1 … BE-18 gives it (ruleset `cardavia`, classic belote),
 * with the variant `annonces` (BE-A1 … BE-A4) and the ruleset `contree` (BE-C1 … BE-C7): the 32-card French
 * pack dealt by pack index, everything anticlockwise, the turned card taken in two rounds and the hands
 * completed after the taking, the deal that nobody takes passed to the next dealer, the duties to follow,
 * overtrump on a trump lead even over a partner, trump unless the partner holds the trick, and undertrump (not
 * in `contree`), belote-rebelote announced with its first card, dix de der, capot, dedans and litige with the
 * points held over, the announcements of the variant, the contrée auction with contre and surcontre, and the
 * match to `rules.target` with per-side totals.
 *
 * Where RULES.md is silent, decided as French players play (each also noted where the code does it):
 * - BE-1, BE-18, BE-C7: the targets offered are 500, 1000, 1500 and 2000 (base) and 1000, 1500, 2000 and 3000
 *   (contrée); a record's `target` may be any positive number.
 * - BE-5: a passed base deal still reports its turned card (`turnedCard` is card 20 in every base deal).
 * - BE-11 b: "his partner is winning the trick" is read from the card winning the trick when he plays.
 * - BE-12: a second `belote` before the King or Queen is played is refused (ILLEGAL_MOVE), and so is a `declare`
 *   after `belote` (BE-A2 puts it first: rule BE-A2). The belote counts for its side as soon as it is said.
 * - BE-13, BE-A4: made, dedans or litige compares the sides' own totals (their own valid announcements in
 *   them); the transfers of BE-A4 (on a dedans, on a takers' capot) apply to the scores afterwards, and a
 *   takers' capot leaves the defenders their belote alone. The `announcements` field gives each side's valid
 *   points, whoever scores them.
 * - BE-16: the held points are the takers' total less their belote (card points and valid announcements); a
 *   made deal gives them to its takers, a dedans to its defenders, on top of the deal's own score.
 * - BE-18: "this deal's belote points" are the belote points counted in that side's score of the deal (in
 *   `contree` a failed or contré deal's belote goes to the winning side); a passed deal ends no match, even one
 *   whose totals stood equal above the target.
 * - BE-A1: four Eights or four Sevens are no combination: they alone do not allow `declare`.
 * - BE-A2: the combinations of a `declare` are known to the declarer at once and to everyone once the first
 *   trick is over; until then the others know only that he declared.
 * - BE-C2: a `contre` may be said after passes, as long as the auction has not ended; during the auction a
 *   view's `taker` is the standing bid's bidder.
 * - BE-C5: a failed contract's `result` is `dedans`; BE-18's "dedans" in `contree` is that failure.
 * - Errors: WRONG_PHASE, NOT_YOUR_TURN and CARD_NOT_IN_HAND carry no rule (bookkeeping, as in the other games);
 *   every ILLEGAL_CARD, ILLEGAL_BID and ILLEGAL_MOVE names the BE rule that refuses it: a bid string of no
 *   ruleset the rule of the step (BE-6, BE-7, BE-C2), a card after `belote` BE-12, a card against the duties
 *   BE-11 (BE-C4 in `contree`), `declare` BE-A2 whatever the reason.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../action.js';
import { type Card, type Notation, type Suit, SUITS, formatCard, suitLetter, suitOf } from '../cards.js';
import { type Mask, add, cardsOf, has, intersect, maskOf, popcount, remove } from '../cardset.js';
import { defineGame } from '../define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { appended } from '../list.js';
import { type Result, err, ok } from '../result.js';
import {
  CAPOT_LAST_TRICK,
  type Combination,
  LAST_TRICK,
  PACK,
  TRICKS,
  combinationsOf,
  dutyCards,
  kingOf,
  pointsOf,
  queenOf,
  trickWinner,
} from './cards.js';
import { explainBeloteTricks } from './explain.js';
import {
  CAPOT_LEVEL,
  type DealResult,
  bidValue,
  matchWinner,
  scoreBase,
  scoreContree,
  sideOf,
  validAnnouncements,
} from './scoring.js';
import { beloteStatKeys } from './stats.js';
import { beloteText } from './text.js';

export { PACK, type Combination, combinationsOf } from './cards.js';
export { type DealResult, sideOf } from './scoring.js';

export type BeloteRuleset = 'cardavia' | 'contree';
export interface BeloteRules extends RulesOptions {
  readonly ruleset: BeloteRuleset;
}
/** BE-18: 1000 in the base ruleset; BE-C7: 2000 in `contree` (decided). */
export const DEFAULT_TARGET = 1000;
export const CONTREE_TARGET = 2000;
export const SEATS = 4;
export const ANNONCES = 'annonces';

// The moves, in kind order (moves.ts): play and bid first in every game, then Belote's own.
const PLAY_KIND = 0;
const BID_KIND = 1;
const BELOTE_KIND = 2;
const DECLARE_KIND = 3;

/** BE-C2: the number bids' levels, 80 … 160. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/**
 * The bid names of both rulesets (RULES.md's records paragraph), a suit as its slot `{0}` … `{3}` (moves.ts
 * writes the notation's letter): `pass`, `take`, `take-X` (BE-6, BE-7); `80-X` … `160-X`, `capot-X`, `contre`,
 * `surcontre` (BE-C2).
 */
export const BIDS: readonly string[] = [
  'pass',
  'take',
  ...SUITS.map((s) => `take-{${s}}`),
  ...LEVELS.flatMap((l) => SUITS.map((s) => `${bidValue(l)}-{${s}}`)),
  ...SUITS.map((s) => `capot-{${s}}`),
  'contre',
  'surcontre',
];
const PASS_BID = 0;
const TAKE_BID = 1;
const TAKE_SUIT_BID = 2;
const NUMBER_BID = 6;
const CAPOT_BID = NUMBER_BID + 4 * LEVELS.length;
const CONTRE_BID = CAPOT_BID + 4;
const SURCONTRE_BID = CONTRE_BID + 1;

export const PASS: Action = moveAction(BID_KIND, PASS_BID);
export const TAKE: Action = moveAction(BID_KIND, TAKE_BID);
/** BE-7: `take-X`. */
export const takeSuitAction = (suit: Suit): Action => moveAction(BID_KIND, TAKE_SUIT_BID + suit);
/** BE-C2: `N-X` for a level 0 … 8 (80 … 160), `capot-X` for CAPOT_LEVEL. */
export const contractAction = (level: number, suit: Suit): Action =>
  moveAction(BID_KIND, level === CAPOT_LEVEL ? CAPOT_BID + suit : NUMBER_BID + 4 * level + suit);
export const CONTRE: Action = moveAction(BID_KIND, CONTRE_BID);
export const SURCONTRE: Action = moveAction(BID_KIND, SURCONTRE_BID);
/** BE-12: `{ "seat": s, "belote": true }`, `belote`. */
export const BELOTE: Action = moveAction(BELOTE_KIND, 0);
/** BE-A2: `{ "seat": s, "declare": true }`, `declare`. */
export const DECLARE: Action = moveAction(DECLARE_KIND, 0);
export const isCardPlay = (a: Action): boolean => actionKind(a) === PLAY_KIND;
export const isBid = (a: Action): boolean => actionKind(a) === BID_KIND;
/** The bid name of a bid action (with its suit slot), or undefined. */
export const bidName = (a: Action): string | undefined => (isBid(a) ? BIDS[actionArg(a)] : undefined);

/** BE-C2: the level (0 … 8, CAPOT_LEVEL) and suit of a contract bid's index, or null for another bid. */
function contractOf(bid: number): { level: number; suit: Suit } | null {
  if (bid >= NUMBER_BID && bid < CAPOT_BID) {
    return { level: Math.floor((bid - NUMBER_BID) / 4), suit: ((bid - NUMBER_BID) % 4) as Suit };
  }
  if (bid >= CAPOT_BID && bid < CONTRE_BID) return { level: CAPOT_LEVEL, suit: (bid - CAPOT_BID) as Suit };
  return null;
}

/** BE-2: seats 0 and 2 (side 0) against seats 1 and 3 (side 1). */
const SIDES = [
  [0, 2],
  [1, 3],
] as const;

/** BE-3: everything goes anticlockwise: after seat s comes seat (s + 3) mod 4. */
export const nextSeat = (seat: Seat, k = 1): Seat => (seat + 3 * k) % SEATS;
/** BE-3: P1, the first hand, on the dealer's right. */
export const firstHandOf = (dealer: Seat): Seat => nextSeat(dealer);
const partnerOf = (seat: Seat): Seat => (seat + 2) % SEATS;

/**
 * The deal's steps: the first and second rounds of taking (BE-6, BE-7), the contrée auction (BE-C2) and the
 * answers to a contre, the play.
 */
export type Stage = 'first-round' | 'second-round' | 'auction' | 'contre' | 'play' | 'over';

export interface BeloteTrick {
  readonly leader: Seat;
  /** In playing order (anticlockwise), the led card first. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}
/** An action other than a card, in order: the bids, the belote, the declarations. */
export interface BeloteEvent {
  readonly seat: Seat;
  readonly action: Action;
}

export interface BeloteState {
  readonly game: 'belote';
  readonly rules: BeloteRules;
  readonly dealer: Seat;
  /** The session's totals per side when the deal began. */
  readonly totals: readonly number[];
  /** BE-16: the points held en litige when the deal began. */
  readonly held: number;
  readonly stage: Stage;
  /** The seat to act in the auction steps (in play it follows from the trick). */
  readonly turn: Seat;
  readonly hands: readonly Mask[];
  /** BE-8: cards 21-31, dealt once the taking ends (base ruleset). */
  readonly stock: readonly Card[];
  /** BE-5: the turned card (-1 in `contree`). */
  readonly turned: Card;
  /** Passes in a row: in a round of taking (BE-6, BE-7), or since the last bid (BE-C2). */
  readonly passes: number;
  /** The taker (BE-6, BE-7), or in `contree` the last bidder (BE-C3); -1 before. */
  readonly taker: Seat;
  /** BE-C2: the standing bid's level (0 … 8, CAPOT_LEVEL) and suit; -1 without one and in the base ruleset. */
  readonly level: number;
  readonly bidSuit: Suit | -1;
  /** BE-C3: 1, 2 after a contre, 4 after a surcontre. */
  readonly multiplier: number;
  /** BE-C2: the seat that said contre, and the contré side's seats still to answer. */
  readonly contreur: Seat;
  readonly speakers: readonly Seat[];
  /** The trump suit once the taking or the auction has ended; -1 before. */
  readonly trump: Suit | -1;
  readonly leader: Seat;
  readonly table: readonly Card[];
  readonly tricks: readonly BeloteTrick[];
  /** Per side: card points (and the last trick's) and tricks won so far. */
  readonly cardPoints: readonly number[];
  readonly sideTricks: readonly number[];
  /** BE-12: the seat that announced the belote (-1: none), and whether its King or Queen is due now. */
  readonly beloteSeat: Seat;
  readonly belotePending: boolean;
  /** BE-A2: each seat's declared combinations, or null before (or without) a declaration. */
  readonly declared: readonly (readonly Combination[] | null)[];
  readonly events: readonly BeloteEvent[];
}

export interface BeloteOutcome {
  readonly dealer: Seat;
  readonly ruleset: BeloteRuleset;
  readonly result: DealResult;
  /** BE-C2: the final bid's level (0 … 8, CAPOT_LEVEL), -1 in the base ruleset or when nobody took. */
  readonly level: number;
  readonly taker: Seat | null;
  readonly trump: Suit | null;
  readonly turnedCard: Card | null;
  readonly multiplier: number;
  /** Per side. */
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
  /** The side that announced the belote, or null. */
  readonly belote: number | null;
  readonly announcements: readonly number[];
  /** The side that won all eight tricks, or null. */
  readonly capot: number | null;
  readonly scores: readonly number[];
  readonly litigePending: number;
  /** BE-18: the belote points in each side's score, and the side that was dedans (-1: none). */
  readonly beloteScored: readonly number[];
  readonly dedans: number;
}

/** The session of Belote: per-side totals (RULES.md: `totals` per side) and the points held en litige. */
export interface BeloteSession extends Session<BeloteRules> {
  /** BE-16: points held en litige, for the next deal. */
  readonly litige: number;
}

const contree = (s: { readonly rules: BeloteRules }): boolean => s.rules.ruleset === 'contree';
const annonces = (rules: BeloteRules): boolean => rules.variants.includes(ANNONCES);
const auctionStage = (stage: Stage): boolean => stage !== 'play' && stage !== 'over';

function turnOf(s: BeloteState): Seat {
  return s.stage === 'play' ? nextSeat(s.leader, s.table.length) : s.turn;
}
const phaseOf = (s: BeloteState): Phase => (s.stage === 'over' ? 'over' : s.stage === 'play' ? 'play' : 'auction');

// ---------------------------------------------------------------------------------------------------------------
// Bids.

/** The bid indexes (of BIDS) the seat on turn may say. */
function legalBids(s: BeloteState): number[] {
  switch (s.stage) {
    case 'first-round':
      return [PASS_BID, TAKE_BID]; // BE-6
    case 'second-round': // BE-7: any suit but the turned card's
      return [PASS_BID, ...SUITS.filter((x) => x !== suitOf(s.turned)).map((x) => TAKE_SUIT_BID + x)];
    case 'auction': {
      // BE-C2: pass, a higher number, a capot unless one stands, contre on the other side's bid.
      const out = [PASS_BID];
      if (s.level < CAPOT_LEVEL) {
        for (let l = s.level + 1; l < LEVELS.length; l++) for (const x of SUITS) out.push(NUMBER_BID + 4 * l + x);
        for (const x of SUITS) out.push(CAPOT_BID + x);
      }
      if (s.level >= 0 && sideOf(s.taker) !== sideOf(s.turn)) out.push(CONTRE_BID);
      return out;
    }
    case 'contre':
      return [PASS_BID, SURCONTRE_BID]; // BE-C2
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Play.

/** BE-11 (BE-C4): the cards the seat on turn may play by the duties alone. */
function dutyPlayable(s: BeloteState): Mask {
  const seat = turnOf(s);
  const table = s.table;
  // BE-11 b: whether the seat's partner holds the trick at this moment.
  const partnerHolds = table.length > 0 && nextSeat(s.leader, trickWinner(s.trump as Suit, table)) === partnerOf(seat);
  return dutyCards(s.trump as Suit, s.hands[seat]!, table, partnerHolds, !contree(s));
}

/** BE-12: the trump King and Queen. */
const beloteCards = (s: BeloteState): Mask =>
  s.trump < 0 ? 0 : maskOf([kingOf(s.trump as Suit), queenOf(s.trump as Suit)]);

/** The cards the seat on turn may play: after `belote`, only the trump King or Queen among them (BE-12). */
export function playableMask(s: BeloteState): Mask {
  const m = dutyPlayable(s);
  return s.belotePending ? intersect(m, beloteCards(s)) : m;
}

/** BE-12: whether the seat on turn may announce the belote now. */
function mayBelote(s: BeloteState): boolean {
  if (s.stage !== 'play' || s.belotePending) return false;
  const both = beloteCards(s);
  return intersect(s.hands[turnOf(s)]!, both) === both && intersect(dutyPlayable(s), both) !== 0;
}

/** BE-A2: whether the seat on turn may declare now. */
function mayDeclare(s: BeloteState): boolean {
  const seat = turnOf(s);
  return (
    s.stage === 'play' &&
    annonces(s.rules) &&
    s.tricks.length === 0 &&
    !s.belotePending &&
    s.declared[seat] === null &&
    combinationsOf(s.hands[seat]!).length > 0
  );
}

function legalActions(s: BeloteState): Action[] {
  if (s.stage === 'over') return [];
  if (s.stage !== 'play') return legalBids(s).map((b) => moveAction(BID_KIND, b));
  const out: Action[] = cardsOf(playableMask(s));
  if (mayBelote(s)) out.push(BELOTE);
  if (mayDeclare(s)) out.push(DECLARE);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Transitions.

/** Play begins: P1 leads the first trick (BE-10). */
const startPlay = (s: BeloteState, trump: Suit): BeloteState => ({
  ...s,
  stage: 'play',
  trump,
  leader: firstHandOf(s.dealer),
  turn: firstHandOf(s.dealer),
  speakers: [],
});

/** BE-8: the taker adds the turned card; cards 21-31 go out from P1, three each, two to the taker. */
export function completeHands(hands: readonly Mask[], stock: readonly Card[], dealer: Seat, taker: Seat): Mask[] {
  const out = [...hands];
  let i = 0;
  for (let k = 0; k < SEATS; k++) {
    const seat = nextSeat(dealer, k + 1);
    for (let n = seat === taker ? 2 : 3; n > 0; n--) out[seat] = add(out[seat]!, stock[i++]!);
  }
  return out;
}

/** BE-6 … BE-8: a bid of the base ruleset's taking. */
function take(s: BeloteState, seat: Seat, bid: number): BeloteState {
  if (bid !== PASS_BID) {
    const trump = bid === TAKE_BID ? suitOf(s.turned) : ((bid - TAKE_SUIT_BID) as Suit);
    const withTurned = s.hands.map((h, i) => (i === seat ? add(h, s.turned) : h));
    const hands = completeHands(withTurned, s.stock, s.dealer, seat);
    return startPlay({ ...s, hands, stock: [], taker: seat }, trump);
  }
  const passes = s.passes + 1;
  if (passes < SEATS) return { ...s, passes, turn: nextSeat(seat) };
  // BE-7: a second round after four passes; after eight, nobody takes and the deal is over.
  if (s.stage === 'first-round') return { ...s, stage: 'second-round', passes: 0, turn: firstHandOf(s.dealer) };
  return { ...s, passes, stage: 'over' };
}

/** BE-C2, BE-C3: a bid of the contrée auction. */
function auction(s: BeloteState, seat: Seat, bid: number): BeloteState {
  if (s.stage === 'contre') {
    if (bid === SURCONTRE_BID) return startPlay({ ...s, multiplier: 4 }, s.bidSuit as Suit);
    const speakers = s.speakers.slice(1);
    return speakers.length === 0
      ? startPlay({ ...s, speakers }, s.bidSuit as Suit)
      : { ...s, speakers, turn: speakers[0]! };
  }
  if (bid === CONTRE_BID) {
    // The contré side answers, in turn order, the contreur's partner skipped.
    const speakers = [nextSeat(seat), nextSeat(seat, 3)];
    return { ...s, stage: 'contre', multiplier: 2, contreur: seat, speakers, turn: speakers[0]! };
  }
  if (bid === PASS_BID) {
    const passes = s.passes + 1;
    if (s.level < 0 && passes === SEATS) return { ...s, passes, stage: 'over' };
    if (s.level >= 0 && passes === SEATS - 1) return startPlay({ ...s, passes }, s.bidSuit as Suit);
    return { ...s, passes, turn: nextSeat(seat) };
  }
  const c = contractOf(bid)!;
  return { ...s, level: c.level, bidSuit: c.suit, taker: seat, passes: 0, turn: nextSeat(seat) };
}

/** BE-10, BE-11: a card to the trick; the fourth decides it; the eighth ends the deal (BE-4's dix de der). */
function play(s: BeloteState, seat: Seat, card: Card): BeloteState {
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const table = appended(s.table, card);
  if (table.length < SEATS) return { ...s, hands, table, belotePending: false };
  const trump = s.trump as Suit;
  const winner = nextSeat(s.leader, trickWinner(trump, table));
  const side = sideOf(winner);
  const tricks = appended(s.tricks, { leader: s.leader, cards: table, winner });
  let points = 0;
  for (const c of table) points += pointsOf(trump, c);
  const last = tricks.length === TRICKS;
  const sideTricks = s.sideTricks.map((n, i) => (i === side ? n + 1 : n));
  // BE-4: the last trick adds 10, or 100 when its side won all eight (capot).
  if (last) points += sideTricks[side] === TRICKS ? CAPOT_LAST_TRICK : LAST_TRICK;
  return {
    ...s,
    hands,
    table: [],
    tricks,
    leader: winner,
    belotePending: false,
    cardPoints: s.cardPoints.map((p, i) => (i === side ? p + points : p)),
    sideTricks,
    stage: last ? 'over' : 'play',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The referee: RECORDS.md's precedence (WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND, ILLEGAL_CARD, ILLEGAL_BID,
// ILLEGAL_MOVE).

const STEP_RULE: Record<Stage, string> = {
  'first-round': 'BE-6',
  'second-round': 'BE-7',
  auction: 'BE-C2',
  contre: 'BE-C2',
  play: 'BE-10',
  over: 'BE-10',
};

function refuseBid(s: BeloteState, bid: number): RuleError {
  const name = BIDS[bid] ?? '?';
  const rule = STEP_RULE[s.stage];
  let why: string;
  switch (s.stage) {
    case 'first-round':
      why = 'in the first round a player takes the turned card or passes';
      break;
    case 'second-round':
      why =
        bid === TAKE_SUIT_BID + suitOf(s.turned)
          ? 'in the second round the trump named must be another suit than the turned card'
          : 'in the second round a player names a suit other than the turned card with take-X, or passes';
      break;
    case 'contre':
      why = 'after a contre the contré side may only surcontre or pass';
      break;
    default:
      why =
        bid === CONTRE_BID
          ? 'a contre answers a bid of the other side'
          : bid === SURCONTRE_BID
            ? 'no contre stands to surcontre'
            : s.level === CAPOT_LEVEL
              ? 'nobody can bid over a capot'
              : contree(s) && contractOf(bid) !== null
                ? 'a bid must be higher than the standing bid'
                : 'that is not a bid of the contrée auction';
  }
  return ruleError('ILLEGAL_BID', `"${name}" is not allowed now: ${why} (${rule})`, rule, {
    bid: name,
    step: s.stage,
  });
}

const refuseMove = (move: string, reason: string, message: string, rule: string): RuleError =>
  ruleError('ILLEGAL_MOVE', `${message} (${rule})`, rule, { move, reason });

function refuseBelote(s: BeloteState, seat: Seat): RuleError {
  const hand = s.hands[seat]!;
  const both = beloteCards(s);
  if (s.belotePending) return refuseMove('belote', 'said', 'the belote is said: play the King or the Queen', 'BE-12');
  if (intersect(hand, both) !== both) {
    const played = s.tricks.some((t) => t.cards.some((c) => has(both, c))) || s.table.some((c) => has(both, c));
    return played && intersect(hand, both) !== 0
      ? refuseMove(
          'belote',
          'played',
          'the first of the King and Queen of trumps is played: the belote is lost',
          'BE-12',
        )
      : refuseMove('belote', 'not-held', 'the belote needs the King and the Queen of trumps in hand', 'BE-12');
  }
  return refuseMove('belote', 'not-legal', 'neither the King nor the Queen of trumps may be played now', 'BE-12');
}

function refuseDeclare(s: BeloteState, seat: Seat): RuleError {
  const rule = 'BE-A2';
  if (!annonces(s.rules)) return refuseMove('declare', 'no-variant', 'announcements need the variant annonces', rule);
  if (s.declared[seat] !== null) return refuseMove('declare', 'second', 'the combinations are already declared', rule);
  if (s.tricks.length > 0 || s.belotePending) {
    return refuseMove('declare', 'not-first-card', 'a declaration comes just before the first card played', rule);
  }
  return refuseMove('declare', 'no-combination', 'the hand holds no combination to declare', rule);
}

function refuseCard(s: BeloteState, card: Card): RuleError {
  if (s.belotePending) {
    return ruleError('ILLEGAL_CARD', 'the belote is said: play the King or the Queen of trumps (BE-12)', 'BE-12', {
      belote: true,
    });
  }
  const rule = contree(s) ? 'BE-C4' : 'BE-11';
  const led = suitOf(s.table[0]!);
  const message =
    led === s.trump
      ? 'trumps were led: play a trump, higher than those in the trick if you can'
      : 'follow suit; without it, trump (and overtrump) unless your partner holds the trick';
  return ruleError('ILLEGAL_CARD', `${message} (${rule})`, rule, { led, card });
}

function apply(s: BeloteState, seat: Seat, action: Action): Result<BeloteState, RuleError> {
  if (s.stage === 'over') return err(dealOver());
  const kind = actionKind(action);
  const inAuction = auctionStage(s.stage);
  if ((kind === BID_KIND) !== inAuction) {
    const message = inAuction ? 'cards are played once the taking is over' : 'the play has begun: no more bids';
    return err(ruleError('WRONG_PHASE', message, null, { phase: phaseOf(s) }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  const arg = actionArg(action);
  const events = (): readonly BeloteEvent[] => appended(s.events, { seat, action });
  switch (kind) {
    case PLAY_KIND: {
      if (!has(s.hands[seat]!, arg)) return err(cardNotInHand(seat));
      if (!has(playableMask(s), arg)) return err(refuseCard(s, arg));
      return ok(play(s, seat, arg));
    }
    case BELOTE_KIND:
      if (!mayBelote(s)) return err(refuseBelote(s, seat));
      return ok({ ...s, beloteSeat: seat, belotePending: true, events: events() });
    case DECLARE_KIND: {
      if (!mayDeclare(s)) return err(refuseDeclare(s, seat));
      const declared = s.declared.map((d, i) => (i === seat ? combinationsOf(s.hands[seat]!) : d));
      return ok({ ...s, declared, events: events() });
    }
    default: {
      if (!legalBids(s).includes(arg)) return err(refuseBid(s, arg));
      const st = { ...s, events: events() };
      return ok(contree(s) ? auction(st, seat, arg) : take(st, seat, arg));
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Deal, outcome, session.

/**
 * BE-5, BE-C1: pack index 0 first, 0-2 to P1, 3-5 to P2, 6-8 to P3, 9-11 to P4, then 12-13, 14-15, 16-17, 18-19;
 * the base ruleset turns card 20 and keeps 21-31 for BE-8, the contrée deals 20-22 … 29-31 three each.
 */
export function dealHands(
  cards: readonly Card[],
  dealer: Seat,
  ruleset: BeloteRuleset,
): { hands: Mask[]; turned: Card; stock: Card[] } {
  const hands = [0, 0, 0, 0];
  const give = (k: number, from: number, count: number) => {
    const seat = nextSeat(dealer, k + 1);
    for (let i = from; i < from + count; i++) hands[seat] = add(hands[seat]!, cards[i]!);
  };
  for (let k = 0; k < SEATS; k++) give(k, 3 * k, 3);
  for (let k = 0; k < SEATS; k++) give(k, 12 + 2 * k, 2);
  if (ruleset === 'contree') {
    for (let k = 0; k < SEATS; k++) give(k, 20 + 3 * k, 3);
    return { hands, turned: -1, stock: [] };
  }
  return { hands, turned: cards[20]!, stock: cards.slice(21) };
}

function deal(session: Session<BeloteRules>, cards: readonly Card[]): BeloteState {
  const { hands, turned, stock } = dealHands(cards, session.dealer, session.rules.ruleset);
  const p1 = firstHandOf(session.dealer);
  return {
    game: 'belote',
    rules: session.rules,
    dealer: session.dealer,
    totals: session.totals,
    held: (session as Partial<BeloteSession>).litige ?? 0,
    stage: session.rules.ruleset === 'contree' ? 'auction' : 'first-round',
    turn: p1,
    hands,
    stock,
    turned,
    passes: 0,
    taker: -1,
    level: -1,
    bidSuit: -1,
    multiplier: 1,
    contreur: -1,
    speakers: [],
    trump: -1,
    leader: p1,
    table: [],
    tricks: [],
    cardPoints: [0, 0],
    sideTricks: [0, 0],
    beloteSeat: -1,
    belotePending: false,
    declared: [null, null, null, null],
    events: [],
  };
}

function outcome(s: BeloteState): BeloteOutcome | undefined {
  if (s.stage !== 'over') return undefined;
  const base = {
    dealer: s.dealer,
    ruleset: s.rules.ruleset,
    turnedCard: s.turned < 0 ? null : s.turned,
  };
  if (s.trump < 0) {
    // BE-7, BE-C2: nobody took; the held points wait for the next deal.
    return {
      ...base,
      result: 'passed',
      level: -1,
      taker: null,
      trump: null,
      multiplier: 1,
      cardPoints: [0, 0],
      tricks: [0, 0],
      belote: null,
      announcements: [0, 0],
      capot: null,
      scores: [0, 0],
      litigePending: s.held,
      beloteScored: [0, 0],
      dedans: -1,
    };
  }
  const trump = s.trump as Suit;
  const announcements = annonces(s.rules)
    ? validAnnouncements(
        s.declared.map((d) => d ?? []),
        trump,
      )
    : [0, 0];
  const beloteSide = s.beloteSeat < 0 ? -1 : sideOf(s.beloteSeat);
  const facts = {
    taker: s.taker,
    cardPoints: s.cardPoints,
    tricks: s.sideTricks,
    beloteSide,
    announcements,
  };
  const score = contree(s) ? scoreContree(facts, s.level, s.multiplier) : scoreBase(facts, s.held);
  const capot = s.sideTricks[0] === TRICKS ? 0 : s.sideTricks[1] === TRICKS ? 1 : null;
  return {
    ...base,
    result: score.result,
    level: s.level,
    taker: s.taker,
    trump,
    multiplier: s.multiplier,
    cardPoints: s.cardPoints,
    tricks: s.sideTricks,
    belote: beloteSide < 0 ? null : beloteSide,
    announcements,
    capot,
    scores: score.scores,
    litigePending: score.litigePending,
    beloteScored: score.beloteScored,
    dedans: score.dedans,
  };
}

/** BE-3, BE-16, BE-18, BE-C7: totals per side, the next dealer on the right, the held points, the match's end. */
function settle(session: Session<BeloteRules>, o: BeloteOutcome): BeloteSession {
  const totals = session.totals.map((t, side) => t + o.scores[side]!);
  const winner = o.result === 'passed' ? null : matchWinner(totals, session.rules.target, o, o.tricks);
  return {
    rules: session.rules,
    dealer: nextSeat(session.dealer),
    totals,
    dealsPlayed: session.dealsPlayed + 1,
    finished: winner !== null,
    winner,
    litige: o.litigePending,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Views.

/** BE-A2: a seat's declaration as a seat sees it: its combinations once shown (or its own), else null. */
export interface BeloteDeclaration {
  readonly seat: Seat;
  readonly combinations: readonly Combination[] | null;
}

/**
 * What one seat may know of a Belote deal: its hand, the turned card, the bids, the taker and trumps, the
 * belote, the declarations (their combinations once the first trick is over), the tricks and the points so
 * far. A partner's hand is as hidden as an opponent's; the cards still to be dealt (BE-8) are hidden from all.
 */
export interface BeloteView extends BaseView {
  readonly game: 'belote';
  readonly ruleset: BeloteRuleset;
  readonly annonces: boolean;
  readonly target: number;
  readonly step: Stage;
  /** BE-3: P1 of this deal. */
  readonly firstHand: Seat;
  /** BE-5: the turned card, public (null in `contree`). */
  readonly turnedCard: Card | null;
  /** The taker, once the taking ends (BE-9); in `contree` the last bidder (BE-C3). */
  readonly taker: Seat | null;
  readonly trump: Suit | null;
  /** BE-C2: the standing bid (level 0 … 8 or CAPOT_LEVEL, its suit, its bidder), or null. */
  readonly bid: { readonly level: number; readonly suit: Suit; readonly bidder: Seat } | null;
  readonly multiplier: number;
  readonly contreur: Seat | null;
  /** The bids, belotes and declarations in order. */
  readonly events: readonly BeloteEvent[];
  /** BE-12: the seat that announced the belote, and whether its King or Queen is due now. */
  readonly belote: Seat | null;
  readonly belotePending: boolean;
  readonly declarations: readonly BeloteDeclaration[];
  readonly tricks: readonly BeloteTrick[];
  /** Per side, so far. */
  readonly cardPoints: readonly number[];
  readonly sideTricks: readonly number[];
  /** BE-16: points held en litige from earlier deals. */
  readonly held: number;
}

function view(s: BeloteState, seat: Seat): BeloteView {
  const over = s.stage === 'over';
  const playing = s.stage === 'play' || (over && s.trump >= 0);
  const shown = s.tricks.length > 0;
  const declarations: BeloteDeclaration[] = [];
  s.declared.forEach((d, i) => {
    if (d !== null) declarations.push({ seat: i, combinations: shown || i === seat ? d : null });
  });
  return {
    game: 'belote',
    ruleset: s.rules.ruleset,
    annonces: annonces(s.rules),
    target: s.rules.target,
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: phaseOf(s),
    step: s.stage,
    hand: seat >= 0 ? cardsOf(s.hands[seat]!) : [],
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    toMove: over ? null : turnOf(s),
    firstHand: firstHandOf(s.dealer),
    turnedCard: s.turned < 0 ? null : s.turned,
    taker: playing || (contree(s) && s.taker >= 0) ? s.taker : null,
    trump: s.trump < 0 ? null : (s.trump as Suit),
    bid: s.level < 0 ? null : { level: s.level, suit: s.bidSuit as Suit, bidder: s.taker },
    multiplier: s.multiplier,
    contreur: s.contreur < 0 ? null : s.contreur,
    events: s.events,
    belote: s.beloteSeat < 0 ? null : s.beloteSeat,
    belotePending: s.belotePending,
    declarations,
    cardPoints: s.cardPoints,
    sideTricks: s.sideTricks,
    held: s.held,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report.

/**
 * The contract as the report writes it, once trumps are fixed: the trump letter (base), `100-S` or `capot-H`
 * (contrée, the final bid's level); null before, or when nobody took.
 */
export function contractName(
  c: { readonly ruleset: BeloteRuleset; readonly level: number; readonly trump: Suit | null },
  notation: Notation,
): string | null {
  if (c.trump === null) return null;
  const letter = suitLetter(notation, c.trump);
  if (c.ruleset !== 'contree') return letter;
  return c.level === CAPOT_LEVEL ? `capot-${letter}` : `${bidValue(c.level)}-${letter}`;
}

/** The replay report's fields (RULES.md, Belote, "Records and the referee"). */
export function beloteReport(o: BeloteOutcome, notation: Notation = 'french'): Record<string, unknown> {
  return {
    contract: contractName(o, notation),
    taker: o.taker,
    trump: o.trump === null ? null : suitLetter(notation, o.trump),
    turnedCard: o.turnedCard === null ? null : formatCard(notation, o.turnedCard),
    multiplier: o.multiplier,
    cardPoints: o.cardPoints,
    tricks: o.tricks,
    belote: o.belote,
    announcements: o.announcements,
    result: o.result,
    capot: o.capot,
    scores: o.scores,
    litigePending: o.litigePending,
  };
}

/** The bids a step may offer, for the table's buttons. */
function stepBids(v: BeloteView): number[] {
  switch (v.step) {
    case 'first-round':
      return [PASS_BID, TAKE_BID];
    case 'second-round':
      return [PASS_BID, ...SUITS.map((x) => TAKE_SUIT_BID + x)];
    case 'auction':
      return [PASS_BID, ...BIDS.map((_, i) => i).filter((i) => i >= NUMBER_BID && i <= CONTRE_BID)];
    case 'contre':
      return [PASS_BID, SURCONTRE_BID];
    default:
      return [];
  }
}

function candidates(v: BeloteView): Action[] {
  if (v.step === 'over') return [];
  if (v.step !== 'play') return stepBids(v).map((b) => moveAction(BID_KIND, b));
  return [...v.hand, BELOTE, ...(v.annonces ? [DECLARE] : [])];
}

export const belote = defineGame<BeloteRules, BeloteState, BeloteView, BeloteOutcome>({
  id: 'belote',
  name: 'Belote',
  seats: SEATS,
  sides: SIDES,
  statKeys: beloteStatKeys,
  suitSystems: ['french'], // BE-1 (decided): French-suited decks only
  defaultDeck: 'paris-piquet', // BE-1
  // Issue 36: eight deals, each seat dealing twice (BE-3), about a match to 1000.
  challenge: { deals: 8, seat: 0 },
  options: {
    rulesets: [
      { id: 'cardavia', label: 'table:be.ruleset.cardavia' },
      { id: 'contree', label: 'table:be.ruleset.contree' },
    ],
    variants: [{ id: ANNONCES, label: 'table:be.variant.annonces' }],
    // BE-18: 1000 by default; BE-C7: 2000 in `contree`.
    target: {
      default: DEFAULT_TARGET,
      choices: [500, 1000, 1500, 2000],
      usedBy: { rulesets: ['cardavia', 'contree'], variants: [] },
      byVariant: {},
      byRuleset: { contree: { default: CONTREE_TARGET, choices: [1000, 1500, 2000, 3000] } },
    },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: BIDS } },
    { name: 'belote', arg: { type: 'flag' }, key: 'b' },
    { name: 'declare', arg: { type: 'flag' }, key: 'd' },
  ],
  steps: [
    { id: 'first-round', phase: 'auction', moves: ['bid'] },
    { id: 'second-round', phase: 'auction', moves: ['bid'] },
    { id: 'auction', phase: 'auction', moves: ['bid'] },
    { id: 'contre', phase: 'auction', moves: ['bid'] },
    { id: 'play', phase: 'play', moves: ['play', 'belote', 'declare'] },
  ],
  step: (s) => s.stage,
  // RULES.md: `annonces` is a variant of the base ruleset only (the FFB plays contrée without announcements).
  rules: (options) =>
    options.ruleset === 'contree' && options.variants.includes(ANNONCES)
      ? err('the variant annonces is played with the base ruleset only, not with contree')
      : ok({ ...options, ruleset: options.ruleset as BeloteRuleset }),
  pack: () => PACK,
  newSession: (rules, firstDealer): BeloteSession => ({
    rules,
    dealer: firstDealer,
    totals: [0, 0],
    dealsPlayed: 0,
    finished: false,
    winner: null,
    litige: 0,
  }),
  deal,
  settle,
  phase: phaseOf,
  toMove: (s) => (s.stage === 'over' ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView: (s) => view(s, -1),
  candidates,
  explain: explainBeloteTricks,
  outcome,
  // Per seat, partners alike (the arena and the statistics credit both); the session's totals are per side.
  scores: (o) => [0, 1, 2, 3].map((seat) => o.scores[sideOf(seat)]!),
  report: beloteReport,
  // BOTS.md, Belote: turnedCard, taker, contract, multiplier; and the announcements (RULES.md).
  botFields: (v, notation) => ({
    step: v.step,
    taker: v.taker,
    contract: contractName({ ruleset: v.ruleset, level: v.bid?.level ?? -1, trump: v.trump }, notation),
    trump: v.trump === null ? null : suitLetter(notation, v.trump),
    turnedCard: v.turnedCard === null ? null : formatCard(notation, v.turnedCard),
    multiplier: v.multiplier,
    belote: v.belote,
    // RULES.md, "Hard for a game engine": `act` needs the announcements.
    announcements: v.declarations.map((d) => ({
      seat: d.seat,
      combinations: d.combinations?.map((c) => c.cards.map((x) => formatCard(notation, x))) ?? null,
    })),
  }),
  contract: (o) =>
    o.taker === null
      ? null
      : {
          kind: o.ruleset === 'contree' ? (o.level === CAPOT_LEVEL ? 'capot' : 'number') : 'take',
          declarer: o.taker,
          partner: partnerOf(o.taker),
          declarerWins: o.result === 'made',
        },
  trickPoints: (v, cards) => (v.trump === null ? 0 : cards.reduce((n, c) => n + pointsOf(v.trump!, c), 0)),
  text: beloteText,
});
