/**
 * Partner raise: a second game that exists only for the tests, with what the region's partnership games need
 * and the built-in games lack: two sides of two, a 36-card pack with the sixes (card sets wider than 32 bits),
 * steps of its own before play (a suit named, a card buried face down: a hidden move), and an interrupt (a
 * raise that the next seat answers before the raiser plays on). It proves those reach every layer through CARDAVIA_EXTRA_GAMES alone, its rules built
 * from the engine's kits (tricks, sides, steps). The module exports what ai/registry.ts asks of an extra game:
 * `game` and `players`. Its rules, by id:
 *
 * - PR-1: four players in two sides, seats 0 and 2 against 1 and 3; the 36-card pack, 6 to Ace in four suits.
 *   The forehand is the seat left of the dealer (dealer + 1); play goes clockwise.
 * - PR-2: three cards each, pack index 0 first: 0-2 to the forehand, 3-5 to the next seat, 6-8 to the next,
 *   9-11 to the dealer, and card 12 to the dealer too. The other 23 cards are not used.
 * - PR-3: the forehand names the trump suit (`trump:H`) before any card is played (the `call` step). Then the
 *   dealer buries one of his four cards face down (`bury:H7`, the `bury` step): only he knows which; the
 *   others are told that he buried a card.
 * - PR-4: the forehand leads; the others follow suit when they can; the highest trump takes the trick, else
 *   the highest card of the led suit, ranks A K O U T 9 8 7 6. A trick's winner leads the next.
 * - PR-5: the seat on turn to play may `raise` before playing, unless its own side made the last raise. The
 *   next seat (an opponent) answers: `hold` (the deal is worth one more and the raiser plays on) or `fold`
 *   (the deal ends; the raising side scores the value before the raise).
 * - PR-6: a deal starts worth 1 and ends when a side has two tricks; that side scores its value, each of its
 *   seats alike. The deal passes to the left.
 * - PR-7: the first side to reach the target (5 unless the rules say otherwise) wins the match.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../../../engine/action.js';
import {
  type Card,
  type Rank,
  type Suit,
  RANK_6,
  RANKS,
  SUITS,
  cardOf,
  formatCard,
  suitLetter,
  suitOf,
} from '../../../engine/cards.js';
import { type Mask, add, cardsOf, has, popcount, remove } from '../../../engine/cardset.js';
import { defineGame } from '../../../engine/define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../../../engine/errors.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { BaseView, GameText, Phase, RulesOptions, Session } from '../../../engine/game.js';
import { type Result, err, ok } from '../../../engine/result.js';
import { sideOf } from '../../../engine/sides.js';
import { cardLabel } from '../../../engine/text.js';
import { FOLLOW, answers } from '../../../engine/tricks/duties.js';
import { PRINTED, type TrickRanking, suitTrumps } from '../../../engine/tricks/ranking.js';
import { trickWinnerIndex } from '../../../engine/tricks/winner.js';
import type { Bot, GamePlayers, Level } from '../../../ai/bot.js';

export type PartnerRaiseRules = RulesOptions;

// The moves, in kind order: play and bid first in every game (no bid is ever allowed), then the game's own.
const BID_KIND = 1;
const TRUMP_KIND = 2;
/** PR-3: `{ "seat": s, "trump": "H" }`, `trump:H`. */
export const trumpAction = (suit: Suit): Action => moveAction(TRUMP_KIND, suit);
const BURY_KIND = 6;
/** PR-3: `{ "seat": s, "bury": ["H7"] }`, `bury:H7`, hidden from the other seats. */
export const buryAction = (card: Card): Action => moveAction(BURY_KIND, card);
/** PR-5: `raise`, `hold`, `fold`. */
export const RAISE: Action = moveAction(3, 0);
export const HOLD: Action = moveAction(4, 0);
export const FOLD: Action = moveAction(5, 0);

const HAND_SIZE = 3;
const SIDES = [
  [0, 2],
  [1, 3],
] as const;
const sideOfSeat = (seat: Seat): number => seat % 2;

/** PR-1: the 36 cards, 7..Ace and the sixes. */
export const PACK: readonly Card[] = SUITS.flatMap((s) => [...RANKS, RANK_6 as Rank].map((r) => cardOf(s, r))).sort(
  (a, b) => a - b,
);
/** PR-4: how the cards rank in a trick, for each trump suit (the tricks kit). */
const RANKINGS: readonly TrickRanking[] = SUITS.map((t) => suitTrumps(t, PRINTED));

export interface PartnerRaiseTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface PartnerRaiseState {
  readonly rules: PartnerRaiseRules;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly hands: readonly Mask[];
  /** PR-3: the trump suit, or -1 while the forehand has not named it. */
  readonly trump: number;
  /** PR-3: the dealer's buried card, or -1 before he buries it. */
  readonly buried: Card;
  readonly leader: Seat;
  readonly table: readonly Card[];
  readonly tricks: readonly PartnerRaiseTrick[];
  /** PR-6: what the deal is worth now. */
  readonly value: number;
  /** PR-5: the seat whose raise waits for its answer, or null. */
  readonly raisedBy: Seat | null;
  /** PR-5: the side that made the last raise (held), or -1. */
  readonly lastRaise: number;
  /** PR-5: the seat that folded, which ends the deal. */
  readonly foldedBy: Seat | null;
}

export interface PartnerRaiseView extends BaseView {
  readonly trump: Suit | null;
  /** PR-3: whether the dealer has buried his card, and which, to the dealer only. */
  readonly buried: boolean;
  readonly buriedCard: Card | null;
  readonly value: number;
  readonly raisedBy: Seat | null;
  readonly tricks: readonly PartnerRaiseTrick[];
  /** Tricks won by each side. */
  readonly sideTricks: readonly number[];
  readonly foldedBy: Seat | null;
}

export interface PartnerRaiseOutcome {
  readonly trump: Suit | null;
  readonly sideTricks: readonly number[];
  readonly value: number;
  readonly foldedBy: Seat | null;
  /** The side that won the deal. */
  readonly winner: number;
  /** Per seat: partners score alike (PR-6). */
  readonly gamePoints: readonly number[];
}

const forehand = (s: PartnerRaiseState): Seat => (s.dealer + 1) % 4;
const sideTricks = (s: PartnerRaiseState): number[] => {
  const won = [0, 0];
  for (const t of s.tricks) won[sideOfSeat(t.winner)]!++;
  return won;
};
/** PR-5, PR-6: a fold or a side's second trick ends the deal. */
const over = (s: PartnerRaiseState): boolean => s.foldedBy !== null || sideTricks(s).some((n) => n >= 2);
/** The seat to act: the forehand naming trumps, the answering seat of a raise, or the seat on turn to play. */
function turnOf(s: PartnerRaiseState): Seat {
  if (s.trump < 0) return forehand(s);
  if (s.buried < 0) return s.dealer;
  if (s.raisedBy !== null) return (s.raisedBy + 1) % 4;
  return (s.leader + s.table.length) % 4;
}
/** The deal's step: `call` (PR-3), `answer` (a raise waiting, PR-5), `play`, or `over`. */
function step(s: PartnerRaiseState): string {
  if (over(s)) return 'over';
  if (s.trump < 0) return 'call';
  if (s.buried < 0) return 'bury';
  return s.raisedBy !== null ? 'answer' : 'play';
}

/** PR-4: the cards the seat on turn may play (follow suit, by the tricks kit's FOLLOW duty). */
function playable(s: PartnerRaiseState): Mask {
  const hand = s.hands[turnOf(s)]!;
  return s.table.length === 0 ? hand : answers(FOLLOW, RANKINGS[s.trump]!, hand, s.table).cards;
}

/** PR-5: whether the seat on turn may raise now. */
const mayRaise = (s: PartnerRaiseState): boolean =>
  s.buried >= 0 && s.raisedBy === null && s.lastRaise !== sideOfSeat(turnOf(s));

function legalActions(s: PartnerRaiseState): Action[] {
  if (over(s)) return [];
  if (s.trump < 0) return SUITS.map(trumpAction);
  if (s.buried < 0) return cardsOf(s.hands[s.dealer]!).map(buryAction);
  if (s.raisedBy !== null) return [HOLD, FOLD];
  const out = cardsOf(playable(s));
  if (mayRaise(s)) out.push(RAISE);
  return out;
}

const refuse = (code: 'ILLEGAL_MOVE' | 'ILLEGAL_CARD', message: string, rule: string): RuleError =>
  ruleError(code, message, rule);

function apply(s: PartnerRaiseState, seat: Seat, action: Action): Result<PartnerRaiseState, RuleError> {
  if (over(s)) return err(dealOver());
  const kind = actionKind(action);
  const announcing = s.buried < 0;
  if (kind === BID_KIND) return err(ruleError('WRONG_PHASE', 'partner raise has no bids', null, { phase: 'auction' }));
  if (announcing !== (kind === TRUMP_KIND || kind === BURY_KIND)) {
    const message = announcing ? 'trumps are named and a card buried first (PR-3)' : 'play has begun (PR-3)';
    return err(ruleError('WRONG_PHASE', message, 'PR-3', { phase: announcing ? 'auction' : 'play' }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  if (announcing) {
    if ((kind === TRUMP_KIND) !== s.trump < 0) {
      return err(ruleError('ILLEGAL_MOVE', 'trumps are named, then the dealer buries a card (PR-3)', 'PR-3'));
    }
    if (kind === TRUMP_KIND) return ok({ ...s, trump: actionArg(action) });
    const card = actionArg(action);
    if (!has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
    return ok({ ...s, buried: card, hands: s.hands.map((h, i) => (i === seat ? remove(h, card) : h)) });
  }
  if (action === HOLD || action === FOLD) {
    if (s.raisedBy === null) return err(refuse('ILLEGAL_MOVE', 'no raise waits for an answer (PR-5)', 'PR-5'));
    if (action === FOLD) return ok({ ...s, foldedBy: seat });
    return ok({ ...s, value: s.value + 1, lastRaise: sideOfSeat(s.raisedBy), raisedBy: null });
  }
  if (s.raisedBy !== null) {
    return err(
      refuse(action === RAISE ? 'ILLEGAL_MOVE' : 'ILLEGAL_CARD', 'a raise waits for its answer (PR-5)', 'PR-5'),
    );
  }
  if (action === RAISE) {
    if (!mayRaise(s)) return err(refuse('ILLEGAL_MOVE', 'your side made the last raise (PR-5)', 'PR-5'));
    return ok({ ...s, raisedBy: seat });
  }
  const card = actionArg(action);
  if (!has(s.hands[seat]!, card)) return err(cardNotInHand(seat));
  if (!has(playable(s), card)) return err(refuse('ILLEGAL_CARD', 'follow the led suit (PR-4)', 'PR-4'));
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const table = [...s.table, card];
  if (table.length < 4) return ok({ ...s, hands, table });
  const winner = (s.leader + trickWinnerIndex(RANKINGS[s.trump]!, table)) % 4;
  return ok({
    ...s,
    hands,
    table: [],
    leader: winner,
    tricks: [...s.tricks, { leader: s.leader, cards: table, winner }],
  });
}

function outcome(s: PartnerRaiseState): PartnerRaiseOutcome | undefined {
  if (!over(s)) return undefined;
  const won = sideTricks(s);
  // PR-5: a fold gives the raising side the value before the raise; PR-6: else two tricks win the value.
  const winner = s.foldedBy !== null ? sideOfSeat(s.raisedBy!) : won[0]! >= 2 ? 0 : 1;
  const gamePoints = [0, 1, 2, 3].map((seat) => (sideOfSeat(seat) === winner ? s.value : 0));
  return {
    trump: s.trump < 0 ? null : (s.trump as Suit),
    sideTricks: won,
    value: s.value,
    foldedBy: s.foldedBy,
    winner,
    gamePoints,
  };
}

function view(s: PartnerRaiseState, seat: Seat): PartnerRaiseView {
  const done = over(s);
  return {
    game: 'partner-raise',
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: done ? 'over' : s.buried < 0 ? 'auction' : 'play',
    // A seat sees its own cards only: the partner's are as hidden as an opponent's (PR-1).
    hand: seat >= 0 ? cardsOf(s.hands[seat]!) : [],
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    toMove: done ? null : turnOf(s),
    trump: s.trump < 0 ? null : (s.trump as Suit),
    buried: s.buried >= 0,
    buriedCard: s.buried >= 0 && seat === s.dealer ? s.buried : null,
    value: s.value,
    raisedBy: s.raisedBy,
    sideTricks: sideTricks(s),
    foldedBy: s.foldedBy,
  };
}

/** Why each trick went the way it did (PR-4). */
function explain(v: PartnerRaiseView): TrickExplanation[] {
  return v.tricks.map((t) => {
    const winner = t.cards[(t.winner - t.leader + 4) % 4]!;
    const trumped = v.trump !== null && RANKINGS[v.trump]!.lane[winner] !== RANKINGS[v.trump]!.lane[t.cards[0]!];
    return {
      reason: trumped ? 'highest-trump' : 'highest-of-suit',
      winner,
      winnerSeat: t.winner,
      beaten: t.cards.filter((c) => c !== winner),
    };
  });
}

const seatLabel = (seat: Seat, human: Seat): string =>
  seat === human ? 'You' : sideOfSeat(seat) === sideOfSeat(human) ? 'Your partner' : `Seat ${seat}`;

const text: GameText<PartnerRaiseRules, PartnerRaiseView, PartnerRaiseOutcome> = {
  welcome: (rules) =>
    `Partner raise, a match to ${rules.target}: you and seat 2 against seats 1 and 3. Type a move or a number; q quits.`,
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${seatLabel(session.dealer, human)} · your side ${session.totals[human]} – ${session.totals[(human + 1) % 4]} ===`,
  view(v, notation, legal) {
    const label = (a: Action) =>
      actionKind(a) === TRUMP_KIND
        ? `trump ${suitLetter(notation, actionArg(a) as Suit)}`
        : a === RAISE
          ? 'raise'
          : a === HOLD
            ? 'hold'
            : a === FOLD
              ? 'fold'
              : cardLabel(notation, a);
    const trump = v.trump === null ? 'no trump named yet' : `trumps ${suitLetter(notation, v.trump)}`;
    return [
      `${trump}, worth ${v.value}.`,
      'Your moves: ' + legal.map((a, i) => `[${i + 1}] ${label(a)}`).join('  '),
    ].join('\n');
  },
  prompt: () => 'Your move: ',
  exampleCode: () => 'HA',
  afterAction: (v, notation, seat, action) =>
    actionKind(action) === 0 ? `${seatLabel(seat, v.seat)} played ${formatCard(notation, action)}.` : null,
  dealEnd: (o, session, human) =>
    `Deal over: ${o.winner === sideOfSeat(human) ? 'your side' : 'the other side'} scores ${o.value}. Totals: ${session.totals.join(' ')}.`,
  sessionEnd: (session, human) =>
    session.winner === sideOf(game, human) ? 'Your side wins the match!' : 'The other side wins the match.',
};

export const game = defineGame<PartnerRaiseRules, PartnerRaiseState, PartnerRaiseView, PartnerRaiseOutcome>({
  id: 'partner-raise',
  name: 'Partner raise',
  seats: 4,
  sides: SIDES,
  suitSystems: ['german', 'french'],
  defaultDeck: 'vienna-tell',
  options: {
    rulesets: [{ id: 'standard', label: 'partner-raise.rulesets.standard' }],
    variants: [],
    target: { default: 5, choices: [3, 5], usedBy: { rulesets: ['standard'], variants: [] }, byVariant: {} },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: [] } },
    { name: 'trump', arg: { type: 'suit' } },
    { name: 'raise', arg: { type: 'flag' }, key: 'r' },
    { name: 'hold', arg: { type: 'flag' }, key: 'o' },
    { name: 'fold', arg: { type: 'flag' }, key: 'f' },
    { name: 'bury', arg: { type: 'cards', count: 1 }, hidden: true },
  ],
  steps: [
    { id: 'call', phase: 'auction', moves: ['trump'] },
    { id: 'bury', phase: 'auction', moves: ['bury'] },
    { id: 'play', phase: 'play', moves: ['play', 'raise'] },
    { id: 'answer', phase: 'play', moves: ['hold', 'fold'] },
  ],
  step,
  rules: (options) => ok(options),
  pack: () => PACK,
  deal(session, cards) {
    // PR-2: three cards each from the forehand on, the dealer last, and one more to the dealer.
    const hands = [0, 0, 0, 0];
    for (let i = 0; i < 4 * HAND_SIZE; i++) {
      const seat = (session.dealer + 1 + Math.floor(i / HAND_SIZE)) % 4;
      hands[seat] = add(hands[seat]!, cards[i]!);
    }
    hands[session.dealer] = add(hands[session.dealer]!, cards[4 * HAND_SIZE]!);
    return {
      rules: session.rules,
      dealer: session.dealer,
      totals: session.totals,
      hands,
      trump: -1,
      buried: -1,
      leader: (session.dealer + 1) % 4,
      table: [],
      tricks: [],
      value: 1,
      raisedBy: null,
      lastRaise: -1,
      foldedBy: null,
    };
  },
  settle(session: Session<PartnerRaiseRules>, o: PartnerRaiseOutcome): Session<PartnerRaiseRules> {
    const totals = session.totals.map((t, seat) => t + o.gamePoints[seat]!);
    const reached = totals.findIndex((t) => t >= session.rules.target); // PR-7
    return {
      rules: session.rules,
      dealer: (session.dealer + 1) % 4, // PR-6
      totals,
      dealsPlayed: session.dealsPlayed + 1,
      finished: reached >= 0,
      winner: reached >= 0 ? sideOfSeat(reached) : null,
    };
  },
  phase: (s): Phase => (over(s) ? 'over' : s.buried < 0 ? 'auction' : 'play'),
  toMove: (s) => (over(s) ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView: (s) => view(s, -1),
  candidates: (v) =>
    v.phase === 'over'
      ? []
      : v.trump === null
        ? SUITS.map(trumpAction)
        : v.phase === 'auction'
          ? v.hand.map(buryAction)
          : [...v.hand, RAISE, HOLD, FOLD],
  explain,
  outcome,
  scores: (o) => o.gamePoints,
  report: (o, notation) => ({
    trump: o.trump === null ? null : suitLetter(notation, o.trump),
    tricks: o.sideTricks,
    value: o.value,
    foldedBy: o.foldedBy,
    winner: o.winner,
    gamePoints: o.gamePoints,
  }),
  text,
});

/** The easy player: the first legal action (it names acorns, never raises, holds a raise). */
const firstLegal: Bot<PartnerRaiseView> = (_view, legal) => (legal.includes(HOLD) ? HOLD : legal[0]!);

/** The other levels: name the suit it holds most of, play its highest card, hold every raise. */
const greedy: Bot<PartnerRaiseView> = (view, legal) => {
  if (legal.includes(HOLD)) return HOLD;
  if (view.phase === 'auction' && view.trump !== null) return legal[0]!; // bury the lowest card
  if (view.phase === 'auction') {
    const count = (s: Suit) => view.hand.filter((c) => suitOf(c) === s).length;
    return trumpAction(SUITS.reduce((best, s) => (count(s) > count(best) ? s : best)));
  }
  const cards = legal.filter((a) => actionKind(a) === 0);
  return cards.at(-1)!;
};

const bots: Record<Level, Bot<PartnerRaiseView>> = { easy: firstLegal, normal: greedy, strong: greedy };

/** The registry's entry (ai/registry.ts): a bot per level and no oracle. */
export const players: GamePlayers<PartnerRaiseView, PartnerRaiseState> = { bots };
