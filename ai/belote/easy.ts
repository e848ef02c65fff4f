/**
 * The easy player of Belote: rules of thumb a French club player would recognise, no search (issue 33, point 3).
 *
 * - Taking (BE-6, BE-7): the hand with the turned card is valued by its trumps (the Valet 4, the 9 3, the Ace 2,
 *   the Ten 1.5, King and Queen 1, a small trump a half), its plain Aces (1.5) and Tens beside their Ace (0.75),
 *   and the belote (1). In the first round it takes the turned suit with the Valet and another trump, or the 9 and two
 *   more, when the value reaches TAKE_MARK; in the second round a suit holding its Valet and 9 (or the Valet and
 *   two more) that reaches the mark.
 * - The contrée auction (BE-C2): a bid is the hand's value counted in points (the mark bids 80, each 1.5 more ten
 *   points), in its best suit; over a partner's bid it raises the partner's suit by ten for each plain Ace and
 *   for the Valet or 9 of that suit (twenty for both). It contres a bid of the other side holding the Valet or
 *   9 of its trumps beside another trump and two plain Aces; it never surcontres, and never bids a capot.
 * - Play: it declares its combinations (BE-A2) and announces the belote (BE-12) whenever it plays the trump King
 *   or Queen holding both, and keeps those two back otherwise. Leading, the takers draw the other side's trumps
 *   with the master trump, the taker's partner calls the taker's trumps with a small one, and then everyone
 *   plays its master cards, else its cheapest plain card. Following, it loads points onto a partner's trick it
 *   knows safe, takes the other side's trick with its cheapest winning card when that card is master, it plays
 *   last or the trick holds ten points, and otherwise discards low.
 */
import type { Action, Seat } from '../../engine/action.js';
import {
  type Card,
  type Suit,
  RANK_10,
  RANK_9,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANK_UNTER,
  SUITS,
  rankOf,
  suitOf,
} from '../../engine/cards.js';
import { type Mask, add, cardsOf, maskOf, without } from '../../engine/cardset.js';
import { PACK_MASK, kingOf, pointsOf, queenOf, rankingOf, trickWinner } from '../../engine/belote/cards.js';
import {
  BELOTE,
  type BeloteView,
  CONTRE,
  DECLARE,
  PASS,
  TAKE,
  contractAction,
  isBid,
  isCardPlay,
  nextSeat,
  takeSuitAction,
} from '../../engine/belote/index.js';
import { CAPOT_LEVEL, bidValue } from '../../engine/belote/scoring.js';
import type { Bot } from '../bot.js';

/** A trump's worth by rank (7 8 9 T J Q K A), for valuing a hand. */
const TRUMP_WORTH = [0.5, 0.5, 3, 1.5, 4, 1, 1, 2];
/** The value from which the easy player takes (BE-6, BE-7) or opens the contrée auction at 80. */
export const TAKE_MARK = 6;
/** Each this much value above the mark is ten points more in a contrée bid. */
const VALUE_PER_TEN = 1.5;

const ofSuit = (cards: readonly Card[], suit: Suit): Card[] => cards.filter((c) => suitOf(c) === suit);
const holds = (cards: readonly Card[], suit: Suit, rank: number): boolean =>
  cards.some((c) => suitOf(c) === suit && rankOf(c) === rank);

/** A hand's value with `trump` as trumps (the rules of thumb above). */
export function handValue(cards: readonly Card[], trump: Suit): number {
  let value = 0;
  for (const c of cards) {
    const s = suitOf(c);
    const r = rankOf(c);
    if (s === trump) value += TRUMP_WORTH[r]!;
    else if (r === RANK_ACE) value += 1.5;
    else if (r === RANK_10 && holds(cards, s, RANK_ACE)) value += 0.75;
  }
  if (holds(cards, trump, RANK_KING) && holds(cards, trump, RANK_OBER)) value += 1;
  return value;
}

/** Whether the trumps of a hand carry a contract by the club's rules (the Valet and another, or the 9 with two more). */
function trumpsCarry(cards: readonly Card[], trump: Suit, secondRound: boolean): boolean {
  const n = ofSuit(cards, trump).length;
  const valet = holds(cards, trump, RANK_UNTER);
  const nine = holds(cards, trump, RANK_9);
  if (secondRound) return valet && (nine || n >= 3);
  return valet ? n >= 2 : nine && n >= 3;
}

/** BE-6, BE-7: take the turned card, name a suit in the second round, or pass (from the value `mark`). */
function chooseTake(v: BeloteView, legal: readonly Action[], mark = TAKE_MARK): Action {
  const turned = v.turnedCard!;
  const cards = [...v.hand, turned];
  if (legal.includes(TAKE)) {
    const t = suitOf(turned);
    return trumpsCarry(cards, t, false) && handValue(cards, t) >= mark ? TAKE : PASS;
  }
  let best: Action = PASS;
  let bestValue = mark;
  for (const s of SUITS) {
    const a = takeSuitAction(s);
    if (!legal.includes(a) || !trumpsCarry(v.hand, s, true)) continue;
    const value = handValue(cards, s);
    if (value >= bestValue) {
      best = a;
      bestValue = value;
    }
  }
  return best;
}

/** The points a partner's bid in `suit` gains from this hand: ten per plain Ace, ten for its Valet or 9, each. */
function support(cards: readonly Card[], suit: Suit): number {
  let n = 0;
  for (const c of cards) if (suitOf(c) !== suit && rankOf(c) === RANK_ACE) n += 10;
  if (holds(cards, suit, RANK_UNTER)) n += 10;
  if (holds(cards, suit, RANK_9)) n += 10;
  return n;
}

/** The level (0 … 8) of a bid of `points`, or -1 below 80. */
const levelOf = (points: number): number => Math.min(8, Math.floor((points - 80) / 10));

/** BE-C2: the contrée auction (opening at 80 from the value `mark`). */
function chooseAuction(v: BeloteView, legal: readonly Action[], mark = TAKE_MARK): Action {
  const cards = v.hand;
  const side = v.seat % 2;
  const standing = v.bid;
  if (v.step === 'contre') return PASS; // never surcontre
  if (standing !== null && standing.bidder % 2 !== side) {
    const t = standing.suit;
    const trumps = ofSuit(cards, t).length;
    const aces = cards.filter((c) => suitOf(c) !== t && rankOf(c) === RANK_ACE).length;
    const top = holds(cards, t, RANK_UNTER) || holds(cards, t, RANK_9);
    if (legal.includes(CONTRE) && top && trumps >= 2 && aces >= 2) return CONTRE;
  }
  const spoke = v.events.some((e) => e.seat === v.seat && isBid(e.action) && e.action !== PASS);
  let best: Action = PASS;
  let bestLevel = standing === null ? -1 : standing.level;
  if (standing !== null && standing.level === CAPOT_LEVEL) return PASS;
  for (const s of SUITS) {
    let level = levelOf(80 + ((handValue(cards, s) - mark) / VALUE_PER_TEN) * 10);
    if (!trumpsCarry(cards, s, false)) level = -1;
    // A partner's bid is raised once, by this hand's support, and only by a seat that has not bid yet.
    if (standing !== null && !spoke && standing.bidder === nextSeat(v.seat, 2) && standing.suit === s) {
      level = Math.max(level, levelOf(bidValue(standing.level) + support(cards, s)));
    }
    const a = level >= 0 ? contractAction(level, s) : -1;
    if (level > bestLevel && legal.includes(a)) {
      best = a;
      bestLevel = level;
    }
  }
  return best;
}

/** What the seat has seen: its hand and every card played. */
function seenCards(v: BeloteView): Mask {
  let seen = maskOf(v.hand);
  for (const t of v.tricks) for (const c of t.cards) seen = add(seen, c);
  for (const c of v.trick.cards) seen = add(seen, c);
  return seen;
}

/** Whether `card` is the highest of its lane among the cards not yet played (`out`: those not seen by the seat). */
function isMaster(trump: Suit, card: Card, out: Mask): boolean {
  const r = rankingOf(trump);
  const lane = r.lane[card]!;
  return cardsOf(out).every((c) => r.lane[c] !== lane || r.power[c]! < r.power[card]!);
}

/** How dear a card is to give away: trumps most (the belote's two more while both are held), then by points. */
function cost(v: BeloteView, card: Card): number {
  const trump = v.trump!;
  const power = rankingOf(trump).power[card]!;
  if (suitOf(card) !== trump) return pointsOf(trump, card) + (power % 100) / 10;
  const keepBelote = v.belote === null && v.hand.includes(kingOf(trump)) && v.hand.includes(queenOf(trump));
  const belote = keepBelote && (card === kingOf(trump) || card === queenOf(trump)) ? 20 : 0;
  return 50 + (power % 100) + belote;
}

const cheapest = (v: BeloteView, cards: readonly Card[]): Card =>
  cards.reduce((a, b) => (cost(v, b) < cost(v, a) ? b : a));

function chooseCard(v: BeloteView, cards: readonly Card[]): Card {
  if (cards.length === 1) return cards[0]!;
  const trump = v.trump!;
  const side = v.seat % 2;
  const takers = v.taker !== null && v.taker % 2 === side;
  const out = without(PACK_MASK, seenCards(v));
  const trumpsOut = cardsOf(out).some((c) => suitOf(c) === trump);
  const table = v.trick.cards;
  const masters = cards.filter((c) => isMaster(trump, c, out));
  if (table.length === 0) {
    const trumps = cards.filter((c) => suitOf(c) === trump);
    if (takers && trumpsOut && trumps.length > 0) {
      const master = masters.find((c) => suitOf(c) === trump);
      if (master !== undefined) return master;
      // The taker's partner calls the taker's trumps (BE-9) until the other side's are out.
      if (v.taker !== v.seat) return cheapest(v, trumps);
    }
    const plainMasters = masters.filter((c) => suitOf(c) !== trump);
    if (plainMasters.length > 0)
      return plainMasters.reduce((a, b) => (pointsOf(trump, b) > pointsOf(trump, a) ? b : a));
    const plain = cards.filter((c) => suitOf(c) !== trump);
    return cheapest(v, plain.length > 0 ? plain : cards);
  }
  const leader: Seat = v.trick.leader;
  const winnerIndex = trickWinner(trump, table);
  const winningSeat = nextSeat(leader, winnerIndex);
  const last = table.length === 3;
  if (winningSeat % 2 === side) {
    // The partner holds the trick: load points onto it when it is safe (the last card, or his card master).
    const safe = last || isMaster(trump, table[winnerIndex]!, out);
    const plain = cards.filter((c) => suitOf(c) !== trump && !masters.includes(c));
    if (safe && plain.length > 0) return plain.reduce((a, b) => (pointsOf(trump, b) > pointsOf(trump, a) ? b : a));
    return cheapest(v, cards);
  }
  const winners = cards.filter((c) => trickWinner(trump, [...table, c]) === table.length);
  const onTable = table.reduce((n, c) => n + pointsOf(trump, c), 0);
  if (winners.length > 0) {
    const sure = winners.filter((c) => last || isMaster(trump, c, out));
    if (sure.length > 0) return cheapest(v, sure);
    if (onTable >= 10) return cheapest(v, winners);
  }
  return cheapest(v, cards);
}

function choosePlay(v: BeloteView, legal: readonly Action[]): Action {
  if (legal.includes(DECLARE)) return DECLARE; // BE-A2: every combination counts for the side that shows the best
  const card = chooseCard(v, legal.filter(isCardPlay));
  // BE-12: the belote is announced with the first of the King and Queen played, never otherwise.
  const trump = v.trump!;
  if (legal.includes(BELOTE) && (card === kingOf(trump) || card === queenOf(trump))) return BELOTE;
  return card;
}

export const easyBelote: Bot<BeloteView> = (v, legal) => {
  if (legal.length === 1) return legal[0]!;
  switch (v.step) {
    case 'first-round':
    case 'second-round':
      return chooseTake(v, legal);
    case 'auction':
    case 'contre':
      return chooseAuction(v, legal);
    default:
      return choosePlay(v, legal);
  }
};

/** The easy player's taking and bidding with another mark than TAKE_MARK (for the searching players' budgets). */
export function easyBid(v: BeloteView, legal: readonly Action[], mark: number): Action {
  if (legal.length === 1) return legal[0]!;
  return v.step === 'first-round' || v.step === 'second-round'
    ? chooseTake(v, legal, mark)
    : chooseAuction(v, legal, mark);
}

/** For the searching players: the hand's best suit by the easy player's value. */
export function bestSuit(cards: readonly Card[], allowed: readonly Suit[] = SUITS): Suit {
  return allowed.reduce((a, b) => (handValue(cards, b) > handValue(cards, a) ? b : a));
}
