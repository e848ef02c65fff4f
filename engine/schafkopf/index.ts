/**
 * Schafkopf, as RULES.md SK-1 … SK-25 gives it: a one-round auction, six contracts, the called-Ace duties,
 * and zero-sum settlement on a running score sheet.
 */
import { type Action, type Seat, actionBid, actionCard, bidAction, isBid } from '../action.js';
import {
  type Card,
  type Rank,
  type Suit,
  EXTRA_BASE,
  RANK_10,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANK_UNTER,
  cardOf,
  rankOf,
  suitOf,
} from '../cards.js';
import {
  type Mask,
  addPlain,
  bit,
  cardsOf,
  has,
  intersect,
  maskOf,
  popcount,
  removePlain,
  suitMask,
  union,
  without,
} from '../cardset.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import { defineGame } from '../define.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { explainSchafkopfTricks } from './explain.js';
import { schafkopfText } from './text.js';
import { type Result, err, ok } from '../result.js';
import { appended } from '../list.js';
import { AUGEN, type RankPoints, rankPointsOf } from '../tricks/points.js';
import { type RankOrder, type TrickRanking, ranksThenSuit } from '../tricks/ranking.js';
import { trickWinnerIndex as winnerIn } from '../tricks/winner.js';

export const ACORNS: Suit = 0,
  LEAVES: Suit = 1,
  HEARTS: Suit = 2,
  BELLS: Suit = 3;
const SUIT_LETTERS = ['E', 'G', 'H', 'S'];

export type ContractKind = 'rufer' | 'wenz' | 'solo' | 'wenz-tout' | 'solo-tout' | 'sie';

/** SK-6: the contract order, low to high. */
export const CONTRACT_LEVEL: Record<ContractKind, number> = {
  rufer: 1,
  wenz: 2,
  solo: 3,
  'wenz-tout': 4,
  'solo-tout': 5,
  sie: 6,
};

/** SK-21: base values. */
export const BASE_VALUE: Record<ContractKind, number> = {
  rufer: 1,
  wenz: 5,
  solo: 5,
  'wenz-tout': 10,
  'solo-tout': 10,
  sie: 20,
};

export interface Bid {
  readonly name: string;
  /** null for a pass. */
  readonly kind: ContractKind | null;
  /** The called suit (Rufer) or the trump suit (Solo, Solo Tout); -1 otherwise. */
  readonly suit: Suit | -1;
}

/** SK-6: every bid there is, in the order of the game's `bids` table. */
export const BIDS: readonly Bid[] = [
  { name: 'pass', kind: null, suit: -1 },
  ...([ACORNS, LEAVES, BELLS] as Suit[]).map((s): Bid => ({
    name: `rufer-${SUIT_LETTERS[s]}`,
    kind: 'rufer',
    suit: s,
  })),
  { name: 'wenz', kind: 'wenz', suit: -1 },
  ...([0, 1, 2, 3] as Suit[]).map((s): Bid => ({ name: `solo-${SUIT_LETTERS[s]}`, kind: 'solo', suit: s })),
  { name: 'wenz-tout', kind: 'wenz-tout', suit: -1 },
  ...([0, 1, 2, 3] as Suit[]).map((s): Bid => ({ name: `solo-tout-${SUIT_LETTERS[s]}`, kind: 'solo-tout', suit: s })),
  { name: 'sie', kind: 'sie', suit: -1 },
];
export const PASS = 0;
export const bidIndex = (name: string): number => BIDS.findIndex((b) => b.name === name);

const rankMask = (rank: number): Mask => maskOf([rank, rank + 8, rank + 16, rank + 24]);
export const OBERS: Mask = rankMask(RANK_OBER);
export const UNTERS: Mask = rankMask(RANK_UNTER);
const OBERS_AND_UNTERS: Mask = union(OBERS, UNTERS);
/** SK-9, SK-11: the plain cards of a suit, as the bids name them: its cards that are neither Ober nor Unter. */
export const plainCardsOf = (suit: Suit): Mask => without(suitMask(suit), OBERS_AND_UNTERS);

/**
 * Everything play needs to know about a contract, computed once: its trumps, their order, and the power of
 * each card (higher wins; trumps above every plain card).
 */
export interface ContractRules {
  readonly bid: number;
  readonly kind: ContractKind;
  readonly suit: Suit | -1;
  /** How the cards rank in a trick of this contract (engine/tricks): lanes and powers. */
  readonly ranking: TrickRanking;
  readonly trumps: Mask;
  /** SK-14: the trumps from highest to lowest. */
  readonly trumpOrder: readonly Card[];
  /** Trick-taking power of each card code: trumps 100+, plain cards 0..6 within their suit. */
  readonly power: readonly number[];
  /** The plain cards of each suit (index 0..3); index 4 is the trumps. */
  readonly effectiveSuits: readonly Mask[];
  /** SK-23: how many Laufende count at least, and what each is worth. */
  readonly laufendeMinimum: number;
  readonly laufendeWeight: number;
  readonly tout: boolean;
}

/** SK-14: plain suit order A > T > K > (O >) 9 > 8 > 7 (the Obers are plain only in a Wenz). */
const PLAIN_ORDER: RankOrder = [RANK_ACE, RANK_10, RANK_KING, RANK_OBER, 2, 1, 0];
/** SK-14: the Obers and Unters trump in the suit order E > G > H > S. */
const TRUMP_SUIT_ORDER: readonly Suit[] = [ACORNS, LEAVES, HEARTS, BELLS];

function contractRules(bid: number): ContractRules {
  const { kind, suit } = BIDS[bid]!;
  if (kind === null) throw new RangeError('a pass is no contract');
  const wenz = kind === 'wenz' || kind === 'wenz-tout';
  // SK-14: Obers E > G > H > S (not in Wenz), Unters E > G > H > S, then the trump suit (SK-9 hearts in Rufer).
  const trumpRanks: Rank[] = wenz ? [RANK_UNTER] : [RANK_OBER, RANK_UNTER];
  const trumpSuit = kind === 'rufer' ? HEARTS : kind === 'solo' || kind === 'solo-tout' ? suit : -1;
  const ranking = ranksThenSuit(trumpRanks, TRUMP_SUIT_ORDER, trumpSuit, PLAIN_ORDER);
  const trumpOrder = cardsByPower(ranking.trumps, ranking);
  const tout = kind === 'wenz-tout' || kind === 'solo-tout';
  return {
    bid,
    kind,
    suit,
    ranking,
    trumps: ranking.trumps,
    trumpOrder,
    power: ranking.power,
    effectiveSuits: ranking.lanes,
    laufendeMinimum: wenz ? 2 : 3,
    laufendeWeight: kind === 'sie' ? 4 : tout ? 2 : 1,
    tout,
  };
}

/** The cards of a mask from the highest power down. */
const cardsByPower = (mask: Mask, ranking: TrickRanking): Card[] =>
  cardsOf(mask).sort((a, b) => ranking.power[b]! - ranking.power[a]!);

/** The rules of each contract, by bid index (undefined for a pass). */
export const CONTRACTS: readonly (ContractRules | undefined)[] = BIDS.map((_, i) =>
  i === PASS ? undefined : contractRules(i),
);

/** The lane a card follows as: its suit 0..3, or 4 (TRUMP) for the contract's trumps. */
export const effectiveSuit = (c: ContractRules, card: Card): number => c.ranking.lane[card]!;

/** Schafkopf has one ruleset and no variants (RECORDS.md); the score sheet runs on (SK-25). */
export interface SchafkopfRules extends RulesOptions {
  readonly ruleset: 'cardavia';
}
export const DEFAULT_SCHAFKOPF_RULES: SchafkopfRules = { ruleset: 'cardavia', variants: [], target: 0 };

export interface SchafkopfTrick {
  readonly leader: Seat;
  /** In playing order, starting with the leader's card. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
  readonly points: number;
}

export interface SchafkopfState {
  readonly game: 'schafkopf';
  readonly dealer: Seat;
  readonly totals: readonly number[];
  /** The hands as dealt: Laufende are counted from them (SK-23). */
  readonly dealt: readonly Mask[];
  readonly hands: readonly Mask[];
  readonly phase: Phase;
  readonly auction: readonly { readonly seat: Seat; readonly bid: number }[];
  /** The highest bid so far (a bid index), or PASS. */
  readonly contract: number;
  readonly declarer: Seat | -1;
  /** Rufer: the called Ace and the seat holding it; -1 otherwise. */
  readonly calledAce: Card | -1;
  readonly partner: Seat | -1;
  readonly partnerRevealed: boolean;
  /** The trick in which the called suit was first led (SK-16 … SK-18), or -1. */
  readonly calledSuitFirstLed: number;
  readonly leader: Seat;
  /** The cards on the table, the leader's first. */
  readonly table: readonly Card[];
  readonly tricks: readonly SchafkopfTrick[];
  readonly points: readonly number[];
}

/** SK-2: A 11, T 10, K 4, O 3, U 2, 9 8 7 nothing (by rank, cards.ts). */
export const CARD_POINTS: RankPoints = AUGEN;
export const cardPoints = (card: Card): number => AUGEN[rankOf(card)]!;
export const pointsOf = (mask: Mask): number => rankPointsOf(AUGEN, mask);

const contractOf = (s: SchafkopfState): ContractRules => CONTRACTS[s.contract]!;

function toMove(s: SchafkopfState): Seat | null {
  if (s.phase === 'auction') return (s.dealer + 1 + s.auction.length) % 4;
  if (s.phase === 'play') return (s.leader + s.table.length) % 4;
  return null;
}

/** SK-9: the called Ace of a Rufer bid (a bid index), or -1 for any other bid. */
export function calledAceOf(bid: number): Card | -1 {
  const b = BIDS[bid];
  return b !== undefined && b.kind === 'rufer' ? cardOf(b.suit as Suit, RANK_ACE) : -1;
}

/** What bars a bid: the rule it breaks, or null when the bid is allowed. Cheap: legal-bid lists ask it often. */
type BidBar = 'unknown' | 'not-higher' | 'ace-held' | 'no-plain-to-call' | 'no-plain-for-solo' | 'not-sie' | null;

/** Per bid, what bidBar reads, looked up once: its level (SK-6) and the plain cards of its suit (SK-9, SK-11). */
const BID_LEVEL: readonly number[] = BIDS.map((b) => (b.kind === null ? 0 : CONTRACT_LEVEL[b.kind]));
const BID_PLAIN: readonly Mask[] = BIDS.map((b) => (b.suit < 0 ? 0 : plainCardsOf(b.suit as Suit)));

function bidBar(hand: Mask, highest: number, bid: number): BidBar {
  const b = BIDS[bid];
  if (!b) return 'unknown';
  if (b.kind === null) return null;
  if (BID_LEVEL[bid]! <= BID_LEVEL[highest]!) return 'not-higher'; // SK-5 (a pass's level is 0)
  if (b.kind === 'rufer') {
    if (has(hand, cardOf(b.suit as Suit, RANK_ACE))) return 'ace-held'; // SK-9
    if ((hand & BID_PLAIN[bid]!) === 0) return 'no-plain-to-call'; // SK-9
  }
  if ((b.kind === 'solo' || b.kind === 'solo-tout') && (hand & BID_PLAIN[bid]!) === 0) {
    return 'no-plain-for-solo'; // SK-11
  }
  if (b.kind === 'sie' && intersect(hand, OBERS_AND_UNTERS) !== OBERS_AND_UNTERS) return 'not-sie'; // SK-13
  return null;
}

/** Why a bid is not allowed with this hand after these bids, or null when it is (SK-5, SK-9, SK-11, SK-13). */
export function bidRefusal(hand: Mask, highest: number, bid: number): RuleError | null {
  const bar = bidBar(hand, highest, bid);
  if (bar === null) return null;
  if (bar === 'unknown') return ruleError('ILLEGAL_BID', 'that bid names no contract', 'SK-6');
  const b = BIDS[bid]!;
  const name = b.name;
  switch (bar) {
    case 'not-higher': {
      const highestName = BIDS[highest]!.name;
      const message = `a bid must be strictly higher than ${highestName} (SK-5)`;
      return ruleError('ILLEGAL_BID', message, 'SK-5', { bid: name, highest: highestName });
    }
    case 'ace-held':
      return ruleError('ILLEGAL_BID', 'you cannot call an Ace you hold (SK-9)', 'SK-9', {
        bid: name,
        suit: b.suit,
        aceHeld: true,
      });
    case 'no-plain-to-call':
      return ruleError('ILLEGAL_BID', 'calling that Ace needs a plain card of its suit in your hand (SK-9)', 'SK-9', {
        bid: name,
        suit: b.suit,
        aceHeld: false,
      });
    case 'no-plain-for-solo':
      return ruleError('ILLEGAL_BID', 'a Solo needs a plain card of its suit in your hand (SK-11)', 'SK-11', {
        bid: name,
        suit: b.suit,
      });
    case 'not-sie':
      return ruleError('ILLEGAL_BID', 'Sie needs all four Obers and all four Unters (SK-13)', 'SK-13', { bid: name });
  }
}

/** The cards the seat to move may play, with the called-Ace duties SK-16 … SK-18. */
export function playableMask(s: SchafkopfState): Mask {
  const seat = toMove(s)!;
  const hand = s.hands[seat]!;
  const c = contractOf(s);
  const holdsCalledAce = s.calledAce >= 0 && has(hand, s.calledAce);
  const calledSuit = holdsCalledAce ? c.effectiveSuits[suitOf(s.calledAce)]! : 0;
  if (s.table.length === 0) {
    if (holdsCalledAce && s.calledSuitFirstLed < 0) {
      // SK-18: leading the called suit means leading the Ace, unless he can run away (Ace and 3 more).
      const own = intersect(hand, calledSuit);
      if (popcount(own) < 4) return without(hand, removePlain(own, s.calledAce));
    }
    return hand;
  }
  const led = effectiveSuit(c, s.table[0]!);
  const follow = intersect(hand, c.effectiveSuits[led]!);
  if (holdsCalledAce) {
    // SK-16: the first time the called suit is led by another player, its holder must play the Ace.
    if (s.calledSuitFirstLed === s.tricks.length && led === suitOf(s.calledAce)) return bit(s.calledAce);
    // SK-17: until the called suit has been led, no discarding the Ace, unless it is the last card.
    if (follow === 0 && s.calledSuitFirstLed < 0 && hand !== bit(s.calledAce)) {
      return removePlain(hand, s.calledAce);
    }
  }
  return follow !== 0 ? follow : hand; // SK-15
}

/** SK-5 … SK-13: the bids the seat to move may make, as actions. */
function legalBids(s: SchafkopfState): Action[] {
  const hand = s.hands[toMove(s)!]!;
  const out: Action[] = [];
  for (let b = 0; b < BIDS.length; b++) if (bidBar(hand, s.contract, b) === null) out.push(bidAction(b));
  return out;
}

function legalActions(s: SchafkopfState): Action[] {
  if (s.phase === 'auction') return legalBids(s);
  if (s.phase === 'play') return cardsOf(playableMask(s));
  return [];
}

/** SK-15: the highest trump, else the highest card of the led suit. */
export const trickWinnerIndex = (c: ContractRules, cards: readonly Card[]): number => winnerIn(c.ranking, cards);

function bid(s: SchafkopfState, seat: Seat, action: Action): Result<SchafkopfState, RuleError> {
  const index = actionBid(action);
  const refusal = bidRefusal(s.hands[seat]!, s.contract, index);
  if (refusal !== null) return err(refusal);
  const auction = [...s.auction, { seat, bid: index }];
  const raised = index !== PASS;
  const contract = raised ? index : s.contract;
  const declarer = raised ? seat : s.declarer;
  // SK-13: Sie ends the auction at once; SK-5: otherwise one round of four.
  const sie = BIDS[index]!.kind === 'sie';
  if (!sie && auction.length < 4) return ok({ ...s, auction, contract, declarer });
  if (contract === PASS) return ok({ ...s, auction, phase: 'over' }); // SK-7
  const calledAce = calledAceOf(contract);
  const partner: Seat | -1 = calledAce >= 0 ? s.dealt.findIndex((h) => has(h, calledAce)) : -1;
  return ok({
    ...s,
    auction,
    contract,
    declarer,
    calledAce,
    partner,
    phase: sie ? 'over' : 'play',
    leader: (s.dealer + 1) % 4, // SK-4
  });
}

function play(s: SchafkopfState, seat: Seat, card: Card): Result<SchafkopfState, RuleError> {
  const c = contractOf(s);
  const hands = [s.hands[0]!, s.hands[1]!, s.hands[2]!, s.hands[3]!];
  hands[seat] = removePlain(hands[seat]!, card);
  let { calledSuitFirstLed, partnerRevealed } = s;
  const calledSuit = s.calledAce >= 0 ? suitOf(s.calledAce) : -1;
  if (s.table.length === 0 && calledSuitFirstLed < 0 && effectiveSuit(c, card) === calledSuit) {
    calledSuitFirstLed = s.tricks.length;
    // SK-19: a holder who leads a lower card of the called suit has run away, and is known.
    if (seat === s.partner) partnerRevealed = true;
  }
  if (card === s.calledAce) partnerRevealed = true; // SK-19
  const table = appended(s.table, card);
  if (table.length < 4) {
    return ok(afterPlay(s, hands, table, s.tricks, s.points, s.leader, calledSuitFirstLed, partnerRevealed, 'play'));
  }

  const winner = (s.leader + trickWinnerIndex(c, table)) % 4;
  let trickPoints = 0;
  for (const t of table) trickPoints += cardPoints(t);
  const points = [s.points[0]!, s.points[1]!, s.points[2]!, s.points[3]!];
  points[winner] = points[winner]! + trickPoints;
  const tricks = appended(s.tricks, { leader: s.leader, cards: table, winner, points: trickPoints });
  // SK-12: a Tout ends, lost, at the first trick its declarer loses.
  const over = tricks.length === 8 || (c.tout && winner !== s.declarer);
  return ok(
    afterPlay(s, hands, [], tricks, points, winner, calledSuitFirstLed, partnerRevealed, over ? 'over' : 'play'),
  );
}

/** The state after a card; written out field by field so every state has one shape (fast to copy). */
function afterPlay(
  s: SchafkopfState,
  hands: readonly Mask[],
  table: readonly Card[],
  tricks: readonly SchafkopfTrick[],
  points: readonly number[],
  leader: Seat,
  calledSuitFirstLed: number,
  partnerRevealed: boolean,
  phase: Phase,
): SchafkopfState {
  return {
    game: 'schafkopf',
    dealer: s.dealer,
    totals: s.totals,
    dealt: s.dealt,
    hands,
    phase,
    auction: s.auction,
    contract: s.contract,
    declarer: s.declarer,
    calledAce: s.calledAce,
    partner: s.partner,
    partnerRevealed,
    calledSuitFirstLed,
    leader,
    table,
    tricks,
    points,
  };
}

function apply(s: SchafkopfState, seat: Seat, action: Action): Result<SchafkopfState, RuleError> {
  if (s.phase === 'over') return err(dealOver());
  if (isBid(action) !== (s.phase === 'auction')) {
    const auction = s.phase === 'auction';
    return err(
      ruleError('WRONG_PHASE', auction ? 'the auction is not over' : 'the auction is over', null, { phase: s.phase }),
    );
  }
  const turn = toMove(s)!;
  if (seat !== turn) return err(notYourTurn(turn, seat));
  if (s.phase === 'auction') return bid(s, seat, action);
  const card = actionCard(action);
  if (card >= EXTRA_BASE || !has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
  if (!has(playableMask(s), card)) return err(whyNotPlayable(s, card));
  return play(s, seat, card);
}

/** The rule that forbids a held card now (SK-15 … SK-18), with what the message needs. */
export function whyNotPlayable(s: SchafkopfState, card: Card): RuleError {
  const c = contractOf(s);
  const seat = toMove(s)!;
  const hand = s.hands[seat]!;
  const calledSuit = s.calledAce >= 0 ? suitOf(s.calledAce) : -1;
  if (s.table.length === 0) {
    return ruleError('ILLEGAL_CARD', 'with fewer than four cards of the called suit, lead its Ace (SK-18)', 'SK-18', {
      suit: calledSuit,
    });
  }
  const led = effectiveSuit(c, s.table[0]!);
  if (s.calledAce >= 0 && has(hand, s.calledAce) && s.calledSuitFirstLed === s.tricks.length && led === calledSuit) {
    const message = 'the called suit is led for the first time: its Ace must be played (SK-16)';
    return ruleError('ILLEGAL_CARD', message, 'SK-16', { suit: calledSuit });
  }
  if (card === s.calledAce) {
    const message = 'the called Ace may not be discarded before its suit has been led (SK-17)';
    return ruleError('ILLEGAL_CARD', message, 'SK-17', { suit: calledSuit });
  }
  // `led` is the led suit 0..3, or 'trump'.
  return led === 4
    ? ruleError('ILLEGAL_CARD', 'trumps were led: follow with a trump (SK-15)', 'SK-15', { led: 'trump' })
    : ruleError('ILLEGAL_CARD', 'follow the led suit (SK-15)', 'SK-15', { led });
}

function deal(session: Session<SchafkopfRules>, cards: readonly Card[]): SchafkopfState {
  const dealer = session.dealer;
  const hands = [0, 0, 0, 0];
  // SK-3: two rounds of four, starting left of the dealer.
  for (let i = 0; i < 32; i++) {
    const seat = (dealer + 1 + (Math.floor(i / 4) % 4)) % 4;
    hands[seat] = addPlain(hands[seat]!, cards[i]!);
  }
  return {
    game: 'schafkopf',
    dealer,
    totals: session.totals,
    dealt: hands,
    hands,
    phase: 'auction',
    auction: [],
    contract: PASS,
    declarer: -1,
    calledAce: -1,
    partner: -1,
    partnerRevealed: false,
    calledSuitFirstLed: -1,
    leader: (dealer + 1) % 4,
    table: [],
    tricks: [],
    points: [0, 0, 0, 0],
  };
}

export interface SchafkopfOutcome {
  readonly dealer: Seat;
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly partner: Seat | null;
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
  readonly declarerWins: boolean;
  readonly schneider: boolean;
  readonly schwarz: boolean;
  readonly laufende: number;
  readonly value: number;
  readonly scores: readonly number[];
}

/** SK-23: the unbroken run of top trumps held at the deal by one side, 0 below the contract's minimum. */
export function laufende(c: ContractRules, dealt: readonly Mask[], declarerSide: Mask): number {
  const sideOf = (card: Card): boolean => (declarerSide & bit(dealt.findIndex((h) => has(h, card)))) !== 0;
  const top = sideOf(c.trumpOrder[0]!);
  let run = 0;
  while (run < c.trumpOrder.length && sideOf(c.trumpOrder[run]!) === top) run++;
  return run >= c.laufendeMinimum ? run : 0;
}

/** SK-21 … SK-23: the value of a deal: the contract's base value, Schneider or Schwarz, and the Laufende. */
export function dealValue(c: ContractRules, schneider: boolean, schwarz: boolean, laufendeCount: number): number {
  return BASE_VALUE[c.kind] + (schwarz ? 2 : schneider ? 1 : 0) + laufendeCount * c.laufendeWeight;
}

/**
 * SK-24: what one seat receives (negative: pays) for a deal of this value: in Rufer (2 v 2) the value each;
 * in the 1 v 3 contracts the declarer three times the value.
 */
export function settlement(c: ContractRules, value: number, declarerWins: boolean, onDeclarerSide: boolean): number {
  const sign = declarerWins === onDeclarerSide ? 1 : -1;
  return sign * value * (c.kind !== 'rufer' && onDeclarerSide ? 3 : 1);
}

function outcome(s: SchafkopfState): SchafkopfOutcome | undefined {
  if (s.phase !== 'over') return undefined;
  const tricks = [0, 0, 0, 0];
  for (const t of s.tricks) tricks[t.winner]!++;
  if (s.contract === PASS) {
    return {
      dealer: s.dealer,
      contract: null,
      declarer: null,
      partner: null,
      cardPoints: [0, 0, 0, 0],
      tricks,
      declarerWins: false,
      schneider: false,
      schwarz: false,
      laufende: 0,
      value: 0,
      scores: [0, 0, 0, 0],
    };
  }
  const c = contractOf(s);
  const declarer = s.declarer as Seat;
  const side = [declarer, s.partner].filter((p) => p >= 0);
  const sideMask = side.reduce((m, p) => m | (1 << p), 0);
  const sidePoints = side.reduce((sum, p) => sum + s.points[p]!, 0);
  const sideTricks = side.reduce((sum, p) => sum + tricks[p]!, 0);
  let declarerWins: boolean,
    schneider = false,
    schwarz = false;
  if (c.kind === 'sie')
    declarerWins = true; // SK-13
  else if (c.tout)
    declarerWins = sideTricks === 8; // SK-12
  else {
    declarerWins = sidePoints >= 61; // SK-20
    // SK-22: Schneider at 91 for the declarer's side, 90 for the defenders; Schwarz: all eight tricks.
    schneider = sidePoints >= 91 || 120 - sidePoints >= 90;
    schwarz = sideTricks === 8 || sideTricks === 0;
  }
  const runs = laufende(c, s.dealt, sideMask);
  const value = dealValue(c, schneider, schwarz, runs);
  const scores = [0, 1, 2, 3].map((p) => settlement(c, value, declarerWins, (sideMask & (1 << p)) !== 0));
  return {
    dealer: s.dealer,
    contract: BIDS[s.contract]!.name,
    declarer,
    partner: s.partner >= 0 ? s.partner : null,
    cardPoints: s.points,
    tricks,
    declarerWins,
    schneider,
    schwarz,
    laufende: runs,
    value,
    scores,
  };
}

/** A seat's view of a Schafkopf deal: the fields every view has (game.ts), and the auction and contract. */
export interface SchafkopfView extends BaseView {
  readonly game: 'schafkopf';
  readonly auction: readonly { readonly seat: Seat; readonly bid: string }[];
  /** The highest bid so far, or null. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly calledAce: Card | null;
  /** The declarer's partner, once revealed (SK-19), or to the partner himself. */
  readonly partner: Seat | null;
  /** Whether every seat knows the partner (SK-19: the called Ace played, or its holder ran away). */
  readonly partnerRevealed: boolean;
  readonly tricks: readonly SchafkopfTrick[];
  readonly cardPoints: readonly number[];
}

function view(s: SchafkopfState, seat: Seat): SchafkopfView {
  const known = s.partner >= 0 && (s.partnerRevealed || s.partner === seat);
  return {
    game: 'schafkopf',
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: s.phase,
    hand: cardsOf(s.hands[seat]!),
    handSizes: s.hands.map(popcount),
    auction: s.auction.map((a) => ({ seat: a.seat, bid: BIDS[a.bid]!.name })),
    contract: s.contract === PASS ? null : BIDS[s.contract]!.name,
    declarer: s.declarer >= 0 ? s.declarer : null,
    calledAce: s.calledAce >= 0 ? s.calledAce : null,
    partner: known ? s.partner : null,
    partnerRevealed: s.partner >= 0 && s.partnerRevealed,
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    cardPoints: s.points,
    toMove: toMove(s),
  };
}

/** A spectator's view: no hand, and the partner only once every seat knows him (SK-19). */
function spectatorView(s: SchafkopfState): SchafkopfView {
  return {
    ...view(s, s.dealer),
    seat: -1,
    hand: [],
    partner: s.partner >= 0 && s.partnerRevealed ? s.partner : null,
  };
}

const PACK: readonly Card[] = Array.from({ length: 32 }, (_, i) => i);

/**
 * The statistics' counters of a finished deal for one seat (docs/review.md): `bid:<kind>` for the declarer
 * and `won:<kind>` when he won it; `schwarz` or else `schneider` when the seat's side won the deal so.
 */
export function schafkopfStatKeys(o: SchafkopfOutcome, seat: Seat): string[] {
  if (o.contract === null || o.declarer === null) return [];
  const kind = BIDS.find((b) => b.name === o.contract)!.kind!;
  const keys: string[] = [];
  if (seat === o.declarer) keys.push(`bid:${kind}`);
  if (seat === o.declarer && o.declarerWins) keys.push(`won:${kind}`);
  const declarerSide = seat === o.declarer || seat === o.partner;
  if (declarerSide === o.declarerWins) {
    if (o.schwarz) keys.push('schwarz');
    else if (o.schneider) keys.push('schneider');
  }
  return keys;
}

export const schafkopf = defineGame<SchafkopfRules, SchafkopfState, SchafkopfView, SchafkopfOutcome>({
  id: 'schafkopf',
  name: 'Schafkopf',
  statKeys: schafkopfStatKeys,
  contract: (o) =>
    o.contract === null || o.declarer === null
      ? null
      : {
          kind: BIDS.find((b) => b.name === o.contract)!.kind!,
          declarer: o.declarer,
          partner: o.partner,
          declarerWins: o.declarerWins,
        },
  trickPoints: (_view, cards) => cards.reduce((sum, c) => sum + cardPoints(c), 0),
  seats: 4,
  suitSystems: ['german'], // SK-1
  defaultDeck: 'vienna-tell',
  // Issue 36: eight deals, each seat dealing twice (SK-4).
  challenge: { deals: 8, seat: 0 },
  options: {
    rulesets: [{ id: 'cardavia', label: 'table:setup.rulesets.cardavia' }],
    variants: [],
    target: null,
    sessionDeals: { default: 8, choices: [4, 8, 12], openEnded: true },
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: BIDS.map((b) => b.name) } },
  ],
  rules: () => ok(DEFAULT_SCHAFKOPF_RULES),
  pack: () => PACK,
  deal,
  // SK-4, SK-7: the deal passes to the left, after an all-pass deal too; SK-25: the sheet runs on.
  settle: (session, o) => ({
    ...session,
    dealer: (session.dealer + 1) % 4,
    totals: session.totals.map((v, i) => v + o.scores[i]!),
    dealsPlayed: session.dealsPlayed + 1,
  }),
  phase: (s) => s.phase,
  toMove,
  legalActions,
  apply,
  view,
  spectatorView,
  // In the auction every bid may be tried; in play, every held card.
  candidates: (v) => (v.phase === 'auction' ? BIDS.map((_, i) => bidAction(i)) : v.phase === 'play' ? v.hand : []),
  explain: explainSchafkopfTricks,
  outcome,
  scores: (o) => o.scores,
  report: (o) => ({
    contract: o.contract,
    declarer: o.declarer,
    partner: o.partner,
    cardPoints: o.cardPoints,
    tricks: o.tricks,
    declarerWins: o.declarerWins,
    schneider: o.schneider,
    schwarz: o.schwarz,
    laufende: o.laufende,
    value: o.value,
    scores: o.scores,
  }),
  text: schafkopfText,
});
