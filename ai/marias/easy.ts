/**
 * The easy player of Mariáš: plain rules of thumb, no search (issue 32, point 3).
 *
 * - The trump card (MA-6): from the suit of its first seven that scores best by count and high cards, the
 *   lowest card of that suit.
 * - The discard (MA-7, MA-9, MA-L4): for a trump game, two plain cards that are neither Aces nor Tens (the talon
 *   of a trump game holds neither), the lowest of the shortest suits first; for a betl the highest cards, for a
 *   durch the lowest.
 * - The claims: barva, dobra or the plain hra, unless the hand is clearly a betl (no card above the Unter in the
 *   no-trump order, a seven or eight in every suit held) or a durch (every suit held is a run from the Ace).
 *   In the auction it passes, and holds only with a strong trump hand.
 * - Fleks: a defender fleks the hra holding the Ace and Ten of trumps and two more trumps; the declarer answers
 *   with six trumps; nothing else.
 * - Play: every marriage it may announce; in a trump game it leads its plain Aces, draws trumps as declarer,
 *   otherwise leads its cheapest card; following, it throws its cheapest card when its side holds the trick and
 *   takes it with the cheapest winning card otherwise. In a betl the declarer stays under the trick and the
 *   defenders let him take it; in a durch the declarer leads from the top.
 */
import { type Action, actionArg } from '../../engine/action.js';
import { type Card, type Suit, SUITS, RANK_7, RANK_8, RANK_ACE, RANK_10, rankOf, suitOf } from '../../engine/cards.js';
import {
  type MariasView,
  bidName,
  declarationAction,
  isCardPlay,
  isDiscard,
  isMarry,
  isTrumpMove,
} from '../../engine/marias/index.js';
import { POINTS, trickWinner } from '../../engine/marias/cards.js';
import { type Contract, isTrumpGame } from '../../engine/marias/scoring.js';
import { argCards } from '../../engine/moves.js';
import type { Bot } from '../bot.js';

/** MA-2: a card's strength within its suit, trump games (the Ten second) and betl/durch (printed order). */
const TRUMP_ORDER = [0, 1, 2, 6, 3, 4, 5, 7];
const NO_TRUMP_ORDER = [0, 1, 2, 3, 4, 5, 6, 7];
export const trumpStrength = (card: Card): number => TRUMP_ORDER[rankOf(card)]!;
export const noTrumpStrength = (card: Card): number => NO_TRUMP_ORDER[rankOf(card)]!;

const ofSuit = (cards: readonly Card[], suit: Suit): Card[] => cards.filter((c) => suitOf(c) === suit);

/** A suit's worth as trumps: two per card, and its Ace, Ten and King by their strength. */
export function trumpSuitScore(cards: readonly Card[], suit: Suit): number {
  return ofSuit(cards, suit).reduce((n, c) => n + 2 + Math.max(0, trumpStrength(c) - 4), 0);
}

export function bestTrumpSuit(cards: readonly Card[]): Suit {
  let best: Suit = 0;
  for (const s of SUITS) if (trumpSuitScore(cards, s) > trumpSuitScore(cards, best)) best = s;
  return best;
}

/** Clearly a betl: nothing above the Unter (no-trump order) and a seven or eight in every suit held. */
export function isBetlHand(cards: readonly Card[]): boolean {
  if (cards.some((c) => noTrumpStrength(c) > 4)) return false;
  return SUITS.every((s) => {
    const xs = ofSuit(cards, s);
    return xs.length === 0 || xs.some((c) => rankOf(c) === RANK_7 || rankOf(c) === RANK_8);
  });
}

/** Clearly a durch: every suit held is an unbroken run down from the Ace (no-trump order). */
export function isDurchHand(cards: readonly Card[]): boolean {
  return SUITS.every((s) => {
    const xs = ofSuit(cards, s).map(noTrumpStrength);
    return xs.every((x) => x > 7 - xs.length);
  });
}

const pick = <T>(xs: readonly T[], key: (x: T) => number): T => xs.reduce((a, b) => (key(b) < key(a) ? b : a));

/** The legal discard of these two cards (whatever their order in the action). */
function discardOf(legal: readonly Action[], a: Card, b: Card): Action | undefined {
  return legal.find((x) => {
    const [p, q] = argCards(2, actionArg(x));
    return (p === a && q === b) || (p === b && q === a);
  });
}

/** The two cards to lay for the game intended: a trump suit (trump game), or betl or durch. */
export function discardFor(hand: readonly Card[], keep: readonly Card[], game: Suit | 'betl' | 'durch'): Card[] {
  const free = hand.filter((c) => !keep.includes(c));
  if (game === 'betl') return [...free].sort((a, b) => noTrumpStrength(b) - noTrumpStrength(a)).slice(0, 2);
  if (game === 'durch') return [...free].sort((a, b) => noTrumpStrength(a) - noTrumpStrength(b)).slice(0, 2);
  // MA-7: neither a trump nor an Ace or Ten; the shortest suits' lowest cards first.
  const plain = free.filter((c) => suitOf(c) !== game && rankOf(c) !== RANK_ACE && rankOf(c) !== RANK_10);
  const len = (c: Card) => ofSuit(hand, suitOf(c)).length;
  const sorted = [...plain].sort((a, b) => len(a) - len(b) || trumpStrength(a) - trumpStrength(b));
  const out = sorted.slice(0, 2);
  // Too few plain low cards: the lowest trumps that are no Ace or Ten.
  const rest = free
    .filter((c) => !out.includes(c) && rankOf(c) !== RANK_ACE && rankOf(c) !== RANK_10)
    .sort((a, b) => trumpStrength(a) - trumpStrength(b));
  return [...out, ...rest].slice(0, 2);
}

/** The game the discarding seat means to play. */
function intended(v: MariasView): Suit | 'betl' | 'durch' {
  if (v.claim === 'betl' || v.claim === 'durch') {
    if (v.claimant === v.seat) return v.claim;
  }
  if (isDurchHand(v.hand)) return 'durch';
  if (isBetlHand(v.hand)) return 'betl';
  if (v.ruleset === 'cardavia' && v.trumpCard !== null && v.seat === v.forehand && v.claim === null) {
    return suitOf(v.trumpCard);
  }
  return bestTrumpSuit(v.hand);
}

function chooseDiscard(v: MariasView, legal: readonly Action[]): Action {
  const game = intended(v);
  const [a, b] = discardFor(v.hand, [], game);
  return (a !== undefined && b !== undefined ? discardOf(legal, a, b) : undefined) ?? legal[0]!;
}

const bid = (legal: readonly Action[], name: string): Action | undefined =>
  legal.find((a) => bidName(a) === name) ?? undefined;

function chooseBid(v: MariasView, legal: readonly Action[]): Action {
  const names = legal.map((a) => bidName(a)!);
  const hand = v.hand;
  const first = (...xs: string[]): Action => {
    for (const x of xs) {
      const a = bid(legal, x);
      if (a !== undefined) return a;
    }
    return legal[0]!;
  };
  switch (v.step) {
    case 'claim': {
      if (names.includes('durch') && isDurchHand(hand)) return first('durch');
      // A claimant other than F picks up the talon: a betl hand with one card to spare is enough.
      if (names.includes('betl') && isBetlHand(hand)) return first('betl');
      return first('barva', 'dobra', 'betl');
    }
    case 'auction': {
      if (names.includes('mam')) {
        if (v.auction !== null && (v.auction.level === 'betl' || v.auction.level === 'durch')) return first('pass');
        const suit = bestTrumpSuit(hand);
        return trumpSuitScore(hand, suit) >= 14 ? first('mam') : first('pass');
      }
      if (isDurchHand(hand)) return first('durch', 'pass');
      if (isBetlHand(hand)) return first('betl', 'pass');
      return first('pass');
    }
    case 'declare': {
      if (v.ruleset === 'cardavia') return first('hra');
      if (isDurchHand(hand) && names.includes('durch')) return first('durch');
      if (isBetlHand(hand) && names.includes('betl')) return first('betl');
      // The cheapest trump declaration in the best suit, else in any suit, else betl.
      const suits = [bestTrumpSuit(hand), ...SUITS];
      for (const s of suits) {
        for (const g of ['hra', 'sedma', 'sto', 'stosedm'] as const) {
          const a = declarationAction(g, s);
          if (legal.includes(a)) return a;
        }
      }
      return first('betl', 'durch');
    }
    case 'flek': {
      const trump = v.trump;
      if (trump !== null && names.includes('flek-hra')) {
        const trumps = ofSuit(hand, trump);
        const top = trumps.filter((c) => rankOf(c) === RANK_ACE || rankOf(c) === RANK_10).length;
        const defender = v.seat !== v.declarer;
        if (defender ? top === 2 && trumps.length >= 4 : trumps.length >= 6) return first('flek-hra');
      }
      return first('dobra');
    }
    default:
      return legal[0]!;
  }
}

/** How dear a card is to give away in a trump game: trumps most, then Aces and Tens, then by strength. */
function cost(card: Card, trump: Suit | null): number {
  if (trump !== null && suitOf(card) === trump) return 30 + trumpStrength(card);
  return POINTS[card]! + trumpStrength(card);
}

function choosePlay(v: MariasView, legal: readonly Action[]): Action {
  const marry = legal.find(isMarry);
  if (marry !== undefined) return marry;
  const cards = legal.filter(isCardPlay);
  if (cards.length === 1) return cards[0]!;
  const contract = v.contract as Contract;
  const trump: Suit | -1 = v.trump ?? -1;
  const table = v.trick.cards;
  const declarer = v.seat === v.declarer;
  const winsNow = (c: Card) => trickWinner(trump, [...table, c]) === table.length;
  const winnerSeat = table.length === 0 ? -1 : (v.trick.leader + trickWinner(trump, table)) % 3;
  const strength = isTrumpGame(contract) ? trumpStrength : noTrumpStrength;
  const lowest = (xs: readonly Card[]) => pick(xs, strength);
  const highest = (xs: readonly Card[]) => pick(xs, (c) => -strength(c));

  if (contract === 'betl') {
    if (declarer) {
      if (table.length === 0) return lowest(cards);
      const under = cards.filter((c) => !winsNow(c));
      return under.length > 0 ? highest(under) : lowest(cards);
    }
    if (table.length === 0) return lowest(cards);
    const declarerHolds = winnerSeat === v.declarer;
    if (declarerHolds) {
      const under = cards.filter((c) => !winsNow(c));
      return under.length > 0 ? highest(under) : lowest(cards);
    }
    return highest(cards);
  }
  if (contract === 'durch') {
    if (table.length === 0) return highest(cards);
    const takers = cards.filter(winsNow);
    return takers.length > 0 ? lowest(takers) : lowest(cards);
  }

  const t = v.trump;
  const byCost = (xs: readonly Card[]) => pick(xs, (c) => cost(c, t));
  if (table.length === 0) {
    const aces = cards.filter((c) => rankOf(c) === RANK_ACE && suitOf(c) !== t);
    if (aces.length > 0) return aces[0]!;
    const trumps = t === null ? [] : cards.filter((c) => suitOf(c) === t);
    if (declarer && trumps.length >= 3) return highest(trumps);
    const plain = cards.filter((c) => suitOf(c) !== t && POINTS[c] === 0);
    return plain.length > 0 ? byCost(plain) : byCost(cards);
  }
  const ourSide = (seat: number) => (seat === v.declarer) === declarer;
  if (ourSide(winnerSeat)) return byCost(cards);
  const takers = cards.filter(winsNow);
  return takers.length > 0 ? byCost(takers) : byCost(cards);
}

export const easyMarias: Bot<MariasView> = (v, legal) => {
  if (legal.length === 1) return legal[0]!;
  if (legal.some(isTrumpMove)) {
    const first7 = v.hand;
    const suit = bestTrumpSuit(first7);
    const card = pick(ofSuit(first7, suit), trumpStrength);
    return legal.find((a) => actionArg(a) === card) ?? legal[0]!;
  }
  if (legal.some(isDiscard)) return chooseDiscard(v, legal);
  if (v.step === 'play') return choosePlay(v, legal);
  return chooseBid(v, legal);
};
