/**
 * Scoring a Schafkopf position with all cards open, through the solver's threshold questions.
 *
 * The settlement is a step function of the declarer side's final card points (61 wins; 91, or 30 and less,
 * is Schneider), so the best-play value of the settlement is that function of the best-play points: a few
 * null-window questions ("can the declarer's side still reach 61?") give it exactly, much faster than
 * exact points. Schwarz is not searched for (it adds one unit in rare deals).
 */
import { cardsOf, has, remove } from '../../engine/cardset.js';
import { suitOf } from '../../engine/cards.js';
import {
  CONTRACTS,
  type ContractRules,
  calledAceOf,
  cardPoints,
  dealValue,
  effectiveSuit,
  laufende,
  settlement,
  trickWinnerIndex,
} from '../../engine/schafkopf/index.js';
import { type OpenPosition, reaches, winsAllTricks } from './solver.js';

/** A position with all cards open, the declarer side's points so far, and whether it already lost a trick. */
export interface Scored {
  readonly pos: OpenPosition;
  readonly pointsSoFar: number;
  readonly declarerLostTrick: boolean;
}

/** A position mid-deal, scored from the card points each seat has taken and the winners of the tricks so far. */
export function scoredPosition(
  pos: OpenPosition,
  cardPointsBySeat: readonly number[],
  tricks: readonly { readonly winner: number }[],
): Scored {
  let pointsSoFar = 0;
  for (let p = 0; p < 4; p++) if (pos.declarerSide & (1 << p)) pointsSoFar += cardPointsBySeat[p]!;
  return { pos, pointsSoFar, declarerLostTrick: tricks.some((t) => (pos.declarerSide & (1 << t.winner)) === 0) };
}

/** The position after `card` is played by the seat to move (resolving the trick if it completes it). */
export function afterCard(s: Scored, card: number): Scored {
  const { pos } = s;
  const seat = (pos.leader + pos.table.length) % 4;
  const hands = pos.hands.slice();
  hands[seat] = remove(hands[seat]!, card);
  const table = [...pos.table, card];
  const c = pos.contract;
  // The called Ace's duties end once it is played, or once a trick led with its suit is complete.
  const calledAce = card === pos.calledAce ? -1 : pos.calledAce;
  if (table.length < 4) {
    return { ...s, pos: { ...pos, hands, table, calledAce } };
  }
  const calledSuitLed =
    pos.calledSuitLed || (pos.calledAce >= 0 && effectiveSuit(c, table[0]!) === suitOf(pos.calledAce));
  const winner = (pos.leader + trickWinnerIndex(c, table)) % 4;
  const points = table.reduce((sum, x) => sum + cardPoints(x), 0);
  const declarerWon = (pos.declarerSide & (1 << winner)) !== 0;
  return {
    pos: { ...pos, hands, table: [], leader: winner, calledAce: calledSuitLed ? -1 : calledAce, calledSuitLed },
    pointsSoFar: s.pointsSoFar + (declarerWon ? points : 0),
    declarerLostTrick: s.declarerLostTrick || !declarerWon,
  };
}

function remainingPoints(pos: OpenPosition): number {
  let total = 0;
  for (const h of pos.hands) for (const c of cardsOf(h)) total += cardPoints(c);
  for (const c of pos.table) total += cardPoints(c);
  return total;
}

/** Can the declarer's side end with at least `threshold` card points in all? */
function canReach(s: Scored, threshold: number, remaining: number): boolean {
  const need = threshold - s.pointsSoFar;
  if (need <= 0) return true;
  if (need > remaining) return false;
  return reaches(s.pos, need);
}

export interface DealOutcome {
  readonly declarerWins: boolean;
  readonly schneider: boolean;
}

/** Does the declarer's side win the deal from here with best play by both sides? (One question.) */
export function declarerWinsBestPlay(s: Scored): boolean {
  if (s.pos.contract.tout) {
    // SK-12: a Tout is won only with every trick.
    if (s.declarerLostTrick) return false;
    const cardsLeft = s.pos.hands.some((h: number) => h !== 0) || s.pos.table.length > 0;
    return !cardsLeft || winsAllTricks(s.pos, 'declarer');
  }
  return canReach(s, 61, remainingPoints(s.pos));
}

/**
 * The outcome of the deal from here with best play by both sides (Schwarz aside). `wins`, when already
 * known from declarerWinsBestPlay, saves asking that question again.
 */
export function bestPlayOutcome(s: Scored, wins: boolean = declarerWinsBestPlay(s)): DealOutcome {
  if (s.pos.contract.tout) return { declarerWins: wins, schneider: false };
  const remaining = remainingPoints(s.pos);
  if (wins) return { declarerWins: true, schneider: canReach(s, 91, remaining) };
  return { declarerWins: false, schneider: !canReach(s, 31, remaining) };
}

/**
 * The settlement of one seat for an outcome (the engine's SK-21 … SK-24), given the hands as dealt (for the
 * Laufende, SK-23). Schwarz is not searched for: it counts as Schneider.
 */
export function settlementFor(
  seat: number,
  c: ContractRules,
  declarerSide: number,
  dealt: readonly number[],
  o: DealOutcome,
): number {
  const value = dealValue(c, o.schneider, false, laufende(c, dealt, declarerSide));
  return settlement(c, value, o.declarerWins, (declarerSide & (1 << seat)) !== 0);
}

/**
 * The open position at a contract's first lead (SK-4: left of the dealer leads), with the declarer's side as
 * these hands make it: the declarer and, in a Rufer, the holder of the called Ace (SK-9).
 */
export function firstLead(bid: number, hands: readonly number[], dealer: number, declarer: number): Scored {
  const contract = CONTRACTS[bid]!;
  const calledAce = calledAceOf(bid);
  let declarerSide = 1 << declarer;
  if (calledAce >= 0) declarerSide |= 1 << hands.findIndex((h) => has(h, calledAce));
  return {
    pos: {
      contract,
      hands,
      leader: (dealer + 1) % 4,
      table: [],
      declarerSide,
      calledAce,
      calledSuitLed: false,
    },
    pointsSoFar: 0,
    declarerLostTrick: false,
  };
}
