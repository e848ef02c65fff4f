/**
 * Watten, the Tyrolean tournament form, as RULES.md WA-1 … WA-16 gives it: four players in two sides, the
 * 33-card pack with the Weli, five cards each, the Schlag named by the forehand and the trump by the dealer,
 * the Rechte, the Linke and the trumps, the trump duty, a deal that ends at a side's third trick, the stake
 * raised ("bieten") and held ("halten") or folded ("gehen") mid-trick, and the match to `rules.target`.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../action.js';
import { type Card, type Notation, type Rank, type Suit, SUITS, formatCard, formatRank, suitLetter } from '../cards.js';
import { type Mask, add, cardsOf, has, popcount, remove } from '../cardset.js';
import { defineGame } from '../define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../errors.js';
import type { BaseView, Phase, RulesOptions, Session } from '../game.js';
import { appended } from '../list.js';
import { type Result, err, ok } from '../result.js';
import { type Classes, HAND_SIZE, PACK, SCHLAG_RANKS, classes, playable as playableIn, trickWinner } from './cards.js';
import { explainWattenTricks } from './explain.js';
import { type RaiseBar, raiseBar } from './raise.js';
import { wattenText } from './text.js';

export { PACK, WELI, classes } from './cards.js';

/** WA-15: Watten has one ruleset, `cardavia`, no variants, and a match to `rules.target`. */
export type WattenRules = RulesOptions;
/** WA-15: a game ("Partie") to 11 unless the rules say otherwise. */
export const DEFAULT_TARGET = 11;
/** WA-11: a deal starts worth 2. */
export const BASE_VALUE = 2;
/** WA-10: three tricks win the deal. */
export const TRICKS_TO_WIN = 3;

// The moves, in kind order (moves.ts): play and bid first in every game, then Watten's own.
const PLAY_KIND = 0;
const BID_KIND = 1;
const SCHLAG_KIND = 2;
const TRUMP_KIND = 3;
const RAISE_KIND = 4;
const HOLD_KIND = 5;
const FOLD_KIND = 6;
/** WA-4: `{ "seat": s, "schlag": "9" }`, `schlag:9` (6 names the Weli). */
export const schlagAction = (rank: Rank): Action => moveAction(SCHLAG_KIND, rank);
/** WA-4: `{ "seat": s, "trump": "H" }`, `trump:H`. */
export const trumpAction = (suit: Suit): Action => moveAction(TRUMP_KIND, suit);
/** WA-11: bieten, `raise`. */
export const RAISE: Action = moveAction(RAISE_KIND, 0);
/** WA-11: halten, `hold`. */
export const HOLD: Action = moveAction(HOLD_KIND, 0);
/** WA-11: gehen, `fold`. */
export const FOLD: Action = moveAction(FOLD_KIND, 0);
export const isCardPlay = (action: Action): boolean => actionKind(action) === PLAY_KIND;
export const isSchlagAction = (action: Action): boolean => actionKind(action) === SCHLAG_KIND;
export const isTrumpAction = (action: Action): boolean => actionKind(action) === TRUMP_KIND;

/** WA-2: seats 0 and 2 (side 0) against seats 1 and 3 (side 1); a side is named by its lower seat. */
const SIDES = [
  [0, 2],
  [1, 3],
] as const;
export const sideOfSeat = (seat: Seat): number => seat % 2;

export interface WattenTrick {
  readonly leader: Seat;
  /** In playing order, the led card first. */
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

/** A raise as every seat saw it: who raised, where in the play, and the answer (null while awaited). */
export interface WattenRaise {
  readonly seat: Seat;
  /** How many tricks were finished, and how many cards lay on the table, when it was made. */
  readonly trick: number;
  readonly cardsOnTable: number;
  readonly answer: 'hold' | 'fold' | null;
}

export interface WattenState {
  readonly game: 'watten';
  readonly rules: WattenRules;
  readonly dealer: Seat;
  /** The session's totals when the deal began, per seat (partners equal): WA-12 (b) reads them. */
  readonly totals: readonly number[];
  readonly hands: readonly Mask[];
  /** WA-4: the Schlag (a rank code, 8 for the Weli) and the trump suit, -1 until named. */
  readonly schlag: Rank | -1;
  readonly trump: Suit | -1;
  readonly leader: Seat;
  /** The cards on the table, the leader's first. */
  readonly table: readonly Card[];
  readonly tricks: readonly WattenTrick[];
  /** Tricks won by side 0 and side 1. */
  readonly sideTricks: readonly number[];
  /** WA-11: the deal's value: 2 plus the raises held. */
  readonly value: number;
  /** WA-11: the seat whose raise waits for its answer, or null. */
  readonly pendingRaise: Seat | null;
  /** WA-12 (a): the side that made the last raise, or -1. */
  readonly lastRaiseSide: number;
  readonly raises: readonly WattenRaise[];
  /** WA-11: the seat that folded, which ends the deal. */
  readonly foldedBy: Seat | null;
}

export type EndedBy = 'tricks' | 'fold';

export interface WattenOutcome {
  readonly dealer: Seat;
  readonly schlag: Rank;
  readonly trump: Suit;
  readonly rechte: Card;
  /** The value at the end: 2 plus the raises held (a fold scores it, not the refused raise). */
  readonly value: number;
  /** Tricks per seat. */
  readonly tricks: readonly number[];
  readonly endedBy: EndedBy;
  readonly foldedBy: Seat | null;
  /** The winning side, named by its lower seat. */
  readonly winner: number;
  /** Per seat: partners score alike (WA-14). */
  readonly gamePoints: readonly number[];
}

const forehand = (s: { readonly dealer: Seat }): Seat => (s.dealer + 1) % 4;
const classesOf = (s: WattenState): Classes => classes(s.schlag as Rank, s.trump as Suit);
const announcing = (s: WattenState): boolean => s.schlag < 0 || s.trump < 0;
/** WA-10, WA-11: a side's third trick or a fold ends the deal. */
const isOver = (s: WattenState): boolean =>
  s.foldedBy !== null || s.sideTricks[0]! >= TRICKS_TO_WIN || s.sideTricks[1]! >= TRICKS_TO_WIN;

/** The seat to act: the forehand (Schlag), the dealer (trump), the answering seat of a raise, or the seat on turn. */
function turnOf(s: WattenState): Seat {
  if (s.schlag < 0) return forehand(s);
  if (s.trump < 0) return s.dealer;
  if (s.pendingRaise !== null) return (s.pendingRaise + 1) % 4; // WA-11: the next seat clockwise answers
  return (s.leader + s.table.length) % 4;
}

const phaseOf = (s: WattenState): Phase => (isOver(s) ? 'over' : announcing(s) ? 'auction' : 'play');

/** The deal's step: `schlag`, `trump`, `play`, `answer` (a raise waiting), or `over`. */
function step(s: WattenState): string {
  if (isOver(s)) return 'over';
  if (s.schlag < 0) return 'schlag';
  if (s.trump < 0) return 'trump';
  return s.pendingRaise !== null ? 'answer' : 'play';
}

/** What the side of `seat` still needs to reach the target (WA-12 b). */
const needs = (s: WattenState, seat: Seat): number => s.rules.target - s.totals[seat]!;

/** WA-11 … WA-13: why the seat on turn may not raise now, or null when it may. */
function raiseBarOf(s: WattenState, seat: Seat): RaiseBar | null {
  return raiseBar({
    side: sideOfSeat(seat),
    pending: s.pendingRaise !== null,
    lastRaiseSide: s.lastRaiseSide,
    value: s.value,
    needs: needs(s, seat),
    tricksDone: s.tricks.length,
    table: s.table,
    hand: cardsOf(s.hands[seat]!),
    classes: classesOf(s),
  });
}

/** WA-8: the cards the seat on turn may play. */
export function playableMask(s: WattenState): Mask {
  return playableIn(classesOf(s), s.hands[turnOf(s)]!, s.table);
}

function legalActions(s: WattenState): Action[] {
  if (isOver(s)) return [];
  if (s.schlag < 0) return SCHLAG_RANKS.map(schlagAction);
  if (s.trump < 0) return SUITS.map(trumpAction);
  if (s.pendingRaise !== null) return [HOLD, FOLD];
  const out = cardsOf(playableMask(s));
  if (raiseBarOf(s, turnOf(s)) === null) out.push(RAISE);
  return out;
}

const RAISE_MESSAGES: Record<RaiseBar['reason'], string> = {
  pending: 'a raise already waits for its answer (WA-11)',
  alternation: 'your side made the last raise: the other side raises next (WA-12)',
  cap: 'the new value would exceed the points your side still needs (WA-12)',
  'last-trick': 'after the last lead only a trump, a Schlag card or a card of the led plain suit backs a raise (WA-13)',
};

function refuseRaise(bar: RaiseBar, s: WattenState, seat: Seat): RuleError {
  return ruleError('ILLEGAL_MOVE', RAISE_MESSAGES[bar.reason], bar.rule, {
    move: 'raise',
    reason: bar.reason,
    value: s.value,
    needs: needs(s, seat),
  });
}

/** WA-4: the Schlag, then the trump; neither may pass, and no bid names anything. */
function announce(s: WattenState, seat: Seat, action: Action): Result<WattenState, RuleError> {
  const kind = actionKind(action);
  const due = s.schlag < 0 ? 'schlag' : 'trump';
  if (kind === BID_KIND) {
    return err(ruleError('ILLEGAL_BID', `Watten has no bids: the ${due} is due (WA-4)`, 'WA-4', { due }));
  }
  if ((kind === SCHLAG_KIND) !== (due === 'schlag')) {
    const message =
      due === 'schlag'
        ? 'the forehand names the Schlag first (WA-4)'
        : 'the Schlag is named: the dealer names the trump (WA-4)';
    return err(ruleError('ILLEGAL_BID', message, 'WA-4', { due }));
  }
  const arg = actionArg(action);
  if (kind === SCHLAG_KIND) {
    return ok({ ...s, schlag: arg as Rank }); // the guard lets only the nine ranks through (moves)
  }
  return ok({ ...s, trump: arg as Suit });
}

/** WA-11: the answer to a raise. */
function answer(s: WattenState, seat: Seat, action: Action): Result<WattenState, RuleError> {
  const raiser = s.pendingRaise;
  if (raiser === null) {
    return err(
      ruleError('ILLEGAL_MOVE', 'no raise waits for an answer (WA-11)', 'WA-11', {
        move: action === HOLD ? 'hold' : 'fold',
      }),
    );
  }
  const held = action === HOLD;
  const raises = s.raises.map((r, i) =>
    i === s.raises.length - 1 ? { ...r, answer: held ? ('hold' as const) : ('fold' as const) } : r,
  );
  // fold: the deal ends and the raising side scores the value from before the raise; hold: one more.
  if (!held) return ok({ ...s, raises, foldedBy: seat });
  return ok({ ...s, raises, value: s.value + 1, pendingRaise: null });
}

/** WA-7 … WA-10: a card added to the trick; the fourth card decides it, and a side's third trick ends the deal. */
function play(s: WattenState, seat: Seat, card: Card): Result<WattenState, RuleError> {
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const table = appended(s.table, card);
  if (table.length < 4) return ok({ ...s, hands, table });
  const winner = (s.leader + trickWinner(classesOf(s), table)) % 4;
  const sideTricks = s.sideTricks.map((n, side) => (side === sideOfSeat(winner) ? n + 1 : n));
  return ok({
    ...s,
    hands,
    table: [],
    leader: winner,
    tricks: appended(s.tricks, { leader: s.leader, cards: table, winner }),
    sideTricks,
  });
}

function apply(s: WattenState, seat: Seat, action: Action): Result<WattenState, RuleError> {
  if (isOver(s)) return err(dealOver());
  const kind = actionKind(action);
  const announcement = kind === BID_KIND || kind === SCHLAG_KIND || kind === TRUMP_KIND;
  if (announcing(s) !== announcement) {
    const message = announcing(s) ? 'the Schlag and the trump come first (WA-4)' : 'the announcements are over (WA-4)';
    return err(ruleError('WRONG_PHASE', message, 'WA-4', { phase: phaseOf(s) }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  if (announcement) return announce(s, seat, action);
  if (kind === HOLD_KIND || kind === FOLD_KIND) return answer(s, seat, action);
  if (kind === RAISE_KIND) {
    if (s.pendingRaise !== null) {
      return err(
        ruleError('ILLEGAL_MOVE', 'answer the raise with hold or fold: no counter-raise (WA-11)', 'WA-11', {
          move: 'raise',
          reason: 'answer',
        }),
      );
    }
    const bar = raiseBarOf(s, seat);
    if (bar !== null) return err(refuseRaise(bar, s, seat));
    const raise: WattenRaise = { seat, trick: s.tricks.length, cardsOnTable: s.table.length, answer: null };
    return ok({ ...s, pendingRaise: seat, lastRaiseSide: sideOfSeat(seat), raises: appended(s.raises, raise) });
  }
  const card = actionArg(action);
  if (!has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
  if (s.pendingRaise !== null) {
    return err(
      ruleError('ILLEGAL_CARD', 'answer the raise with hold or fold first (WA-11)', 'WA-11', { pending: true }),
    );
  }
  if (!has(playableMask(s), card)) {
    return err(
      ruleError('ILLEGAL_CARD', 'a trump was led: play a trump or a Schlag card (WA-8)', 'WA-8', { led: 'trump' }),
    );
  }
  return play(s, seat, card);
}

/** WA-3: pack index 0 first, three cards each from the forehand on, then two each; cards 20 … 32 are not used. */
export function dealHands(cards: readonly Card[], dealer: Seat): Mask[] {
  const hands = [0, 0, 0, 0];
  for (let i = 0; i < 4 * HAND_SIZE; i++) {
    const round = i < 12 ? Math.floor(i / 3) : Math.floor((i - 12) / 2);
    const seat = (dealer + 1 + round) % 4;
    hands[seat] = add(hands[seat]!, cards[i]!);
  }
  return hands;
}

function deal(session: Session<WattenRules>, cards: readonly Card[]): WattenState {
  return {
    game: 'watten',
    rules: session.rules,
    dealer: session.dealer,
    totals: session.totals,
    hands: dealHands(cards, session.dealer),
    schlag: -1,
    trump: -1,
    leader: forehand(session), // WA-7
    table: [],
    tricks: [],
    sideTricks: [0, 0],
    value: BASE_VALUE,
    pendingRaise: null,
    lastRaiseSide: -1,
    raises: [],
    foldedBy: null,
  };
}

function outcome(s: WattenState): WattenOutcome | undefined {
  if (!isOver(s)) return undefined;
  const tricks = [0, 0, 0, 0];
  for (const t of s.tricks) tricks[t.winner]!++;
  // WA-11: a fold gives the raising side the value from before the raise; WA-10: else three tricks win.
  const winner = s.foldedBy !== null ? sideOfSeat(s.pendingRaise!) : s.sideTricks[0]! >= TRICKS_TO_WIN ? 0 : 1;
  return {
    dealer: s.dealer,
    schlag: s.schlag as Rank,
    trump: s.trump as Suit,
    rechte: classesOf(s).rechte,
    value: s.value,
    tricks,
    endedBy: s.foldedBy !== null ? 'fold' : 'tricks',
    foldedBy: s.foldedBy,
    winner,
    gamePoints: [0, 1, 2, 3].map((seat) => (sideOfSeat(seat) === winner ? s.value : 0)), // WA-14
  };
}

/** WA-14, WA-15: the deal's points to each seat of the winning side, the next dealer, the match to the target. */
function settle(session: Session<WattenRules>, o: WattenOutcome): Session<WattenRules> {
  const totals = session.totals.map((t, seat) => t + o.gamePoints[seat]!);
  const reached = totals.findIndex((t) => t >= session.rules.target);
  return {
    rules: session.rules,
    dealer: (session.dealer + 1) % 4, // WA-2: the deal passes to the left, after a fold too
    totals,
    dealsPlayed: session.dealsPlayed + 1,
    finished: reached >= 0,
    winner: reached >= 0 ? sideOfSeat(reached) : null,
  };
}

/**
 * A seat's view of a Watten deal (WA-16): its own cards, the public actions (the Schlag, the trump, the cards
 * played, the raises and their answers), the value, who must answer. A partner's hand is as hidden as an
 * opponent's.
 */
export interface WattenView extends BaseView {
  readonly game: 'watten';
  readonly schlag: Rank | null;
  readonly trump: Suit | null;
  /** The Rechte, once both announcements are made (a name, not a card seen). */
  readonly rechte: Card | null;
  readonly value: number;
  readonly target: number;
  /** The raising seat while its answer is awaited, and the seat that must answer it. */
  readonly pendingRaise: Seat | null;
  readonly answering: Seat | null;
  /** WA-12 (a): the side that made the last raise, or null. */
  readonly lastRaiseSide: number | null;
  readonly raises: readonly WattenRaise[];
  readonly tricks: readonly WattenTrick[];
  readonly sideTricks: readonly number[];
  readonly foldedBy: Seat | null;
}

function view(s: WattenState, seat: Seat): WattenView {
  const over = isOver(s);
  const named = !announcing(s);
  return {
    game: 'watten',
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: phaseOf(s),
    hand: seat >= 0 ? cardsOf(s.hands[seat]!) : [],
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    toMove: over ? null : turnOf(s),
    schlag: s.schlag < 0 ? null : (s.schlag as Rank),
    trump: s.trump < 0 ? null : (s.trump as Suit),
    rechte: named ? classesOf(s).rechte : null,
    value: s.value,
    target: s.rules.target,
    pendingRaise: over ? null : s.pendingRaise,
    answering: !over && s.pendingRaise !== null ? (s.pendingRaise + 1) % 4 : null,
    lastRaiseSide: s.lastRaiseSide < 0 ? null : s.lastRaiseSide,
    raises: s.raises,
    sideTricks: s.sideTricks,
    foldedBy: s.foldedBy,
  };
}

/** The replay report's fields (RULES.md, Watten, "Records and the referee"). */
export function wattenReport(o: WattenOutcome, notation: Notation = 'german'): Record<string, unknown> {
  return {
    schlag: formatRank(notation, o.schlag),
    trump: suitLetter(notation, o.trump),
    rechte: formatCard(notation, o.rechte),
    value: o.value,
    tricks: o.tricks,
    endedBy: o.endedBy,
    foldedBy: o.foldedBy,
    winner: o.winner,
    gamePoints: o.gamePoints,
  };
}

/**
 * The statistics' counters of a finished deal for a seat (the site's statistics page labels them): it folded
 * (gehen), its side won because the others folded against its raise, its side won a deal worth more than 2.
 */
export function wattenStatKeys(o: WattenOutcome, seat: Seat): string[] {
  const keys: string[] = [];
  const won = sideOfSeat(seat) === o.winner;
  if (o.foldedBy === seat) keys.push('folded');
  if (won && o.endedBy === 'fold') keys.push('won-by-fold');
  if (won && o.value > BASE_VALUE) keys.push('won-raised');
  return keys;
}

export const watten = defineGame<WattenRules, WattenState, WattenView, WattenOutcome>({
  id: 'watten',
  name: 'Watten',
  seats: 4,
  statKeys: wattenStatKeys,
  sides: SIDES,
  suitSystems: ['german'], // WA-1
  defaultDeck: 'bolzano-salisburghesi', // WA-1 (decided)
  // Issue 36: eight deals, each seat dealing twice (WA-2).
  challenge: { deals: 8, seat: 0 },
  options: {
    rulesets: [{ id: 'cardavia', label: 'table:setup.rulesets.cardavia' }],
    variants: [],
    // WA-15: 11 by default; 13, 15 and 18 are the usual alternatives.
    target: {
      default: DEFAULT_TARGET,
      choices: [11, 13, 15, 18],
      usedBy: { rulesets: ['cardavia'], variants: [] },
      byVariant: {},
    },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    // No auction: a bid reads (RULES.md) and is refused.
    { name: 'bid', arg: { type: 'choice', choices: [] } },
    // WA-4: the nine ranks A K O U T 9 8 7 6; a five reads as no Schlag at all (RULES.md: unreadable).
    { name: 'schlag', arg: { type: 'rank', ranks: SCHLAG_RANKS } },
    { name: 'trump', arg: { type: 'suit' } },
    { name: 'raise', arg: { type: 'flag' }, key: 'r' },
    { name: 'hold', arg: { type: 'flag' }, key: 'o' },
    { name: 'fold', arg: { type: 'flag' }, key: 'f' },
  ],
  steps: [
    { id: 'schlag', phase: 'auction', moves: ['schlag'] },
    { id: 'trump', phase: 'auction', moves: ['trump'] },
    { id: 'play', phase: 'play', moves: ['play', 'raise'] },
    { id: 'answer', phase: 'play', moves: ['hold', 'fold'] },
  ],
  step,
  rules: (options) => ok(options),
  pack: () => PACK,
  deal,
  settle,
  phase: phaseOf,
  toMove: (s) => (isOver(s) ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView: (s) => view(s, -1),
  // The announcements' choices, else every held card and the three stake moves: the table's controls.
  candidates: (v) =>
    v.phase === 'over'
      ? []
      : v.schlag === null
        ? SCHLAG_RANKS.map(schlagAction)
        : v.trump === null
          ? SUITS.map(trumpAction)
          : [...v.hand, RAISE, HOLD, FOLD],
  explain: explainWattenTricks,
  outcome,
  scores: (o) => o.gamePoints,
  report: wattenReport,
  // RULES.md's proposal for BOTS.md: the announcements (null until named), the value, the raise awaiting an answer.
  botFields: (v, notation) => ({
    schlag: v.schlag === null ? null : formatRank(notation, v.schlag),
    trump: v.trump === null ? null : suitLetter(notation, v.trump),
    value: v.value,
    pendingRaise: v.pendingRaise,
  }),
  text: wattenText,
});
