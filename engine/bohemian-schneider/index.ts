/**
 * Bohemian Schneider, both rulesets and all four variants (RULES.md BS-1 … BS-V4).
 */
import { type Action, type Seat, actionCard, isBid } from '../action.js';
import { type Card, EXTRA_BASE, RANK_10, RANK_7, RANK_8, RANK_UNTER, rankOf, suitOf } from '../cards.js';
import { type Mask, addPlain, cardsOf, has, intersect, maskOf, popcount, removePlain } from '../cardset.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import { defineGame } from '../define.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { explainSchneiderTricks } from './explain.js';
import { schneiderText } from './text.js';
import { type Result, err, ok } from '../result.js';
import { appended } from '../list.js';
import { cardsOfLane } from '../tricks/duties.js';
import { PRINTED, noTrumps } from '../tricks/ranking.js';

/** BS-V2: following is by printed suit alone (the trump variant's trumps are followed as their suit). */
const BY_SUIT = noTrumps(PRINTED);

export type SchneiderRuleset = 'cardavia' | 'cardrulesplus';
export type SchneiderVariant = 'short-deck' | 'follow-suit' | 'trump' | 'cumulative';
export const SCHNEIDER_RULESETS: readonly SchneiderRuleset[] = ['cardavia', 'cardrulesplus'];
export const SCHNEIDER_VARIANTS: readonly SchneiderVariant[] = ['short-deck', 'follow-suit', 'trump', 'cumulative'];

export interface SchneiderRules extends RulesOptions {
  readonly ruleset: SchneiderRuleset;
  /** Distinct, in the order of SCHNEIDER_VARIANTS. */
  readonly variants: readonly SchneiderVariant[];
  /** The match target (BS-C3, BS-V4); unused by a plain 6-deal Cardavia session. */
  readonly target: number;
}

/** BS-11: a plain Cardavia session is six deals. */
export const SESSION_DEALS = 6;

export const DEFAULT_SCHNEIDER_RULES: SchneiderRules = { ruleset: 'cardavia', variants: [], target: 7 };

/** Derived from the rules once per deal (kept in the state), so the hot path reads plain fields. */
export interface SchneiderTable {
  readonly short: boolean;
  readonly followSuit: boolean;
  readonly trump: boolean;
  readonly cumulative: boolean;
  readonly nextRankOnly: boolean;
  /** The honour cards (BS-2; A K Q J only in the short deck, BS-V1). */
  readonly honours: Mask;
  readonly totalHonours: number;
  readonly handSize: number;
}

/** The cards of rank `lowest` and up. */
const ranksFrom = (lowest: number): Mask =>
  maskOf(Array.from({ length: 32 }, (_, c) => c).filter((c) => rankOf(c) >= lowest));
// BS-2: A K Q J 10 are honours; BS-V1: in the short deck the tens do not count. Made once: tableOf runs at
// every deal and every settlement.
const HONOURS: Mask = ranksFrom(RANK_10);
const SHORT_DECK_HONOURS: Mask = ranksFrom(RANK_UNTER);

export function tableOf(rules: SchneiderRules): SchneiderTable {
  const short = rules.variants.includes('short-deck');
  const honours = short ? SHORT_DECK_HONOURS : HONOURS;
  return {
    short,
    followSuit: rules.variants.includes('follow-suit'),
    trump: rules.variants.includes('trump'),
    cumulative: rules.variants.includes('cumulative'),
    nextRankOnly: rules.ruleset === 'cardavia',
    honours,
    totalHonours: popcount(honours),
    handSize: 6,
  };
}

export interface SchneiderTrick {
  readonly leader: Seat;
  /** The led card, then the answer. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface SchneiderState {
  readonly game: 'bohemian-schneider';
  readonly rules: SchneiderRules;
  /** The rules' derived table. */
  readonly table: SchneiderTable;
  readonly dealer: Seat;
  /** The session's totals when the deal began (public). */
  readonly totals: readonly number[];
  /** The talon in drawing order (BS-4; in the trump variant the turned card is last, BS-V3). */
  readonly talon: readonly Card[];
  /** How many talon cards have been drawn. */
  readonly drawn: number;
  /** The turned trump card in the trump variant, else -1. */
  readonly trumpCard: Card;
  readonly hands: readonly Mask[];
  /** Each player's own pile of won cards (BS-8). */
  readonly piles: readonly Mask[];
  readonly leader: Seat;
  /** The card led to the current trick, or -1 when the table is empty. */
  readonly led: Card;
  readonly tricks: readonly SchneiderTrick[];
  readonly over: boolean;
}

/** A seat's view of a Bohemian Schneider deal: the fields every view has (game.ts), the talon and the piles. */
export interface SchneiderView extends BaseView {
  readonly game: 'bohemian-schneider';
  readonly rules: SchneiderRules;
  readonly opponentHandSize: number;
  readonly talonCount: number;
  readonly trumpCard: Card | null;
  readonly tricks: readonly SchneiderTrick[];
  readonly piles: readonly (readonly Card[])[];
  readonly honours: readonly number[];
  readonly over: boolean;
}

export interface SchneiderOutcome {
  readonly honours: readonly number[];
  readonly tricks: readonly number[];
  readonly gamePoints: readonly number[];
  /** The deal's winner, or null on a tie (10:10, or 8:8 in the short deck). */
  readonly winner: Seat | null;
  readonly dealer: Seat;
}

/** BS-7 / BS-C1 / BS-V3: who wins a trick, given the led card and the answer. */
export function trickWinner(rules: SchneiderRules, leader: Seat, led: Card, answer: Card, trumpSuit: number): Seat {
  const responder = 1 - leader;
  const ledSuit = suitOf(led);
  const answerSuit = suitOf(answer);
  if (answerSuit !== ledSuit) {
    // BS-V3: a trump answered to a non-trump lead wins, even against a led Ace.
    return answerSuit === trumpSuit ? responder : leader;
  }
  // BS-7: only the next rank up wins; BS-C1: any higher card of the led suit wins.
  const wins = rules.ruleset === 'cardavia' ? rankOf(answer) === rankOf(led) + 1 : rankOf(answer) > rankOf(led);
  return wins ? responder : leader;
}

const turnOf = (s: SchneiderState): Seat => (s.led < 0 ? s.leader : 1 - s.leader);

function legalMask(s: SchneiderState): Mask {
  const seat = turnOf(s);
  const hand = s.hands[seat]!;
  if (s.led >= 0 && s.table.followSuit) {
    // BS-V2: the responder follows the led suit when able (the trump suit too: BS-V3 adds no duty); BS-6 otherwise.
    const follow = cardsOfLane(BY_SUIT, hand, s.led);
    if (follow !== 0) return follow;
  }
  return hand;
}

function honoursOf(s: SchneiderState): number[] {
  const h = s.table.honours;
  return s.piles.map((p) => popcount(intersect(p, h)));
}

/** BS-10 (BS-V1, BS-V4): the game points of a deal from the honours each seat took. */
export function scoreDeal(
  rules: SchneiderRules,
  honours: readonly number[],
): { points: number[]; winner: Seat | null } {
  const t = tableOf(rules);
  const points = [0, 0];
  if (honours[0] === honours[1]) return { points, winner: null };
  const winner: Seat = honours[0]! > honours[1]! ? 0 : 1;
  const won = honours[winner]!;
  if (t.cumulative) {
    points[winner] = won - honours[1 - winner]!; // BS-V4: the honour difference
  } else if (won === t.totalHonours) {
    points[winner] = 3; // Schwarz (BS-10, BS-V1)
  } else if (won >= (t.short ? 13 : 16)) {
    points[winner] = 2; // Schneider
  } else {
    points[winner] = 1;
  }
  return { points, winner };
}

function pack(rules: SchneiderRules): Card[] {
  const out: Card[] = [];
  const short = tableOf(rules).short;
  for (let c = 0; c < 32; c++) {
    // BS-V1: the short deck leaves out the 7s and 8s.
    if (short && (rankOf(c) === RANK_7 || rankOf(c) === RANK_8)) continue;
    out.push(c);
  }
  return out;
}

function deal(session: Session<SchneiderRules>, cards: readonly Card[]): SchneiderState {
  const dealer = session.dealer;
  const nonDealer = 1 - dealer;
  const hands = [0, 0];
  // BS-4: two packets of three, non-dealer first.
  for (let i = 0; i < 12; i++) {
    const seat = Math.floor(i / 3) % 2 === 0 ? nonDealer : dealer;
    hands[seat] = addPlain(hands[seat]!, cards[i]!);
  }
  let talon = cards.slice(12);
  let trumpCard = -1;
  const t = tableOf(session.rules);
  if (t.trump) {
    // BS-V3: the top talon card is turned and slid under the talon: it is drawn last.
    trumpCard = talon[0]!;
    talon = [...talon.slice(1), trumpCard];
  }
  return {
    game: 'bohemian-schneider',
    rules: session.rules,
    table: t,
    dealer,
    totals: session.totals,
    talon,
    drawn: 0,
    trumpCard,
    hands,
    piles: [0, 0],
    leader: nonDealer, // BS-5
    led: -1,
    tricks: [],
    over: false,
  };
}

function apply(s: SchneiderState, seat: Seat, action: Action): Result<SchneiderState, RuleError> {
  if (s.over) return err(dealOver());
  if (isBid(action)) {
    return err(
      ruleError('WRONG_PHASE', 'Bohemian Schneider has no auction: only cards are played', null, { phase: 'play' }),
    );
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  const card = actionCard(action);
  // The shared guard (moves.ts) lets only integers 0..39 through; the extra cards 32..39 are never held.
  if (card >= EXTRA_BASE || !has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
  if (!has(legalMask(s), card)) {
    const message = 'the led suit must be followed (follow-suit variant, BS-V2)';
    return err(ruleError('ILLEGAL_CARD', message, 'BS-V2', { led: suitOf(s.led) }));
  }
  const hands = [s.hands[0]!, s.hands[1]!];
  hands[seat] = removePlain(hands[seat]!, card);
  if (s.led < 0) return ok(next(s, hands, s.piles, s.tricks, s.drawn, s.leader, card, false));

  // The trick is complete.
  const trumpSuit = s.trumpCard >= 0 ? suitOf(s.trumpCard) : -1;
  const winner = trickWinner(s.rules, s.leader, s.led, card, trumpSuit);
  const piles = [s.piles[0]!, s.piles[1]!];
  piles[winner] = addPlain(addPlain(piles[winner]!, s.led), card);
  const tricks = appended(s.tricks, { leader: s.leader, cards: [s.led, card], winner });
  let drawn = s.drawn;
  if (drawn < s.talon.length) {
    // BS-9: the winner draws first, then the loser.
    hands[winner] = addPlain(hands[winner]!, s.talon[drawn]!);
    hands[1 - winner] = addPlain(hands[1 - winner]!, s.talon[drawn + 1]!);
    drawn += 2;
  }
  const over = hands[0] === 0 && hands[1] === 0;
  return ok(next(s, hands, piles, tricks, drawn, winner, -1, over));
}

/** The state after an action; written out field by field so every state has one shape (fast to copy). */
function next(
  s: SchneiderState,
  hands: readonly Mask[],
  piles: readonly Mask[],
  tricks: readonly SchneiderTrick[],
  drawn: number,
  leader: Seat,
  led: Card,
  over: boolean,
): SchneiderState {
  return {
    game: 'bohemian-schneider',
    rules: s.rules,
    table: s.table,
    dealer: s.dealer,
    totals: s.totals,
    talon: s.talon,
    drawn,
    trumpCard: s.trumpCard,
    hands,
    piles,
    leader,
    led,
    tricks,
    over,
  };
}

function outcome(s: SchneiderState): SchneiderOutcome | undefined {
  if (!s.over) return undefined;
  const honours = honoursOf(s);
  const tricks = [0, 0];
  for (const t of s.tricks) tricks[t.winner]!++;
  const { points, winner } = scoreDeal(s.rules, honours);
  return { honours, tricks, gamePoints: points, winner, dealer: s.dealer };
}

function settle(session: Session<SchneiderRules>, o: SchneiderOutcome): Session<SchneiderRules> {
  const rules = session.rules;
  const t = tableOf(rules);
  const totals = session.totals.map((v, i) => v + o.gamePoints[i]!);
  const dealsPlayed = session.dealsPlayed + 1;
  // BS-3: the deal alternates after every deal; BS-C2: a tie is redealt by the same dealer.
  const dealer = o.winner === null && rules.ruleset === 'cardrulesplus' ? session.dealer : 1 - session.dealer;
  let finished: boolean;
  let winner: Seat | 'draw' | null = null;
  if (t.cumulative || rules.ruleset === 'cardrulesplus') {
    // BS-C3, BS-V4: a match to the target, checked at the end of each deal. Only one side scores a deal.
    finished = totals.some((v) => v >= rules.target);
    if (finished) winner = totals[0]! >= rules.target ? 0 : 1;
  } else {
    // BS-11: six deals, highest total wins, equal totals draw.
    finished = dealsPlayed >= SESSION_DEALS;
    if (finished) winner = totals[0] === totals[1] ? 'draw' : totals[0]! > totals[1]! ? 0 : 1;
  }
  return { rules, dealer, totals, dealsPlayed, finished, winner };
}

function view(s: SchneiderState, seat: Seat): SchneiderView {
  return {
    game: 'bohemian-schneider',
    seat,
    rules: s.rules,
    dealer: s.dealer,
    totals: s.totals,
    phase: s.over ? 'over' : 'play',
    hand: cardsOf(s.hands[seat]!),
    handSizes: s.hands.map(popcount),
    opponentHandSize: popcount(s.hands[1 - seat]!),
    talonCount: s.talon.length - s.drawn,
    trumpCard: s.trumpCard >= 0 ? s.trumpCard : null,
    trick: { leader: s.leader, cards: s.led >= 0 ? [s.led] : [] },
    tricks: s.tricks,
    piles: s.piles.map(cardsOf),
    honours: honoursOf(s),
    toMove: s.over ? null : turnOf(s),
    over: s.over,
  };
}

/** A spectator's view: every public field of a seat's view (its counts included), without its hand. */
const spectatorView = (s: SchneiderState): SchneiderView => ({ ...view(s, 0), seat: -1, hand: [] });

/**
 * The statistics' counters of a finished deal for one seat (docs/review.md): `schwarz` when the seat took
 * every honour, else `schneider` when it took a Schneider's worth (BS-10), whatever the scoring variant. All
 * honours are taken by the end, so their sum tells the short deck (BS-V1) from the full one.
 */
export function schneiderStatKeys(o: SchneiderOutcome, seat: Seat): string[] {
  if (o.winner !== seat) return [];
  const total = o.honours[0]! + o.honours[1]!;
  const won = o.honours[seat]!;
  if (won === total) return ['schwarz'];
  return won >= (total === 16 ? 13 : 16) ? ['schneider'] : [];
}

export const bohemianSchneider = defineGame<SchneiderRules, SchneiderState, SchneiderView, SchneiderOutcome>({
  id: 'bohemian-schneider',
  name: 'Bohemian Schneider',
  seats: 2,
  statKeys: schneiderStatKeys,
  suitSystems: ['german', 'french'], // BS-1
  defaultDeck: 'paris-piquet',
  // Issue 36: a session of the standard ruleset's six deals (BS-11).
  challenge: { deals: SESSION_DEALS, seat: 0 },
  options: {
    rulesets: SCHNEIDER_RULESETS.map((id) => ({ id, label: `table:setup.rulesets.${id}` })),
    variants: SCHNEIDER_VARIANTS.map((id) => ({ id, label: `table:setup.variantNames.${id}` })),
    // BS-C3: CardRulesPlus plays a match to 7; BS-V4: cumulative scoring to 50. A plain session is six deals.
    target: {
      default: 7,
      choices: [7, 10],
      usedBy: { rulesets: ['cardrulesplus'], variants: ['cumulative'] },
      byVariant: { cumulative: { default: 50, choices: [25, 50, 100] } },
      unusedHint: 'table:setup.sixDeals',
    },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    // No auction: a bid reads (RECORDS.md) and is refused as WRONG_PHASE.
    { name: 'bid', arg: { type: 'choice', choices: [] } },
  ],
  rules: (o) => ok(o as SchneiderRules),
  pack,
  deal,
  settle,
  phase: (s): Phase => (s.over ? 'over' : 'play'),
  toMove: (s) => (s.over ? null : turnOf(s)),
  legalActions: (s) => (s.over ? [] : cardsOf(legalMask(s))),
  apply,
  view,
  spectatorView,
  candidates: (v) => (v.over ? [] : v.hand),
  explain: explainSchneiderTricks,
  outcome,
  scores: (o) => o.gamePoints,
  report: (o) => ({ honours: o.honours, tricks: o.tricks, gamePoints: o.gamePoints }),
  text: schneiderText,
});
