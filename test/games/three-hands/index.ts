/**
 * Three hands: a third game that exists only for the tests, with what the region's three-player games need
 * and the other test games lack: three seats each playing for himself (no sides), a talon taken up by the
 * forehand, and a hidden discard of two cards (a `cards` move of count 2). It proves those reach every layer
 * through CARDAVIA_EXTRA_GAMES alone, its rules built from the engine's kits (tricks: ranking, winner, duties,
 * points). The module exports what ai/registry.ts asks of an extra game: `game` and `players`. Its rules, by id:
 *
 * - TH-1: three players, each for himself; the 32-card pack, 7 to Ace in four suits. The forehand is the seat
 *   left of the dealer (dealer + 1); play goes clockwise.
 * - TH-2: ten cards each, pack index 0 first: 0-9 to the forehand, 10-19 to the next seat, 20-29 to the
 *   dealer; the last two (30, 31) are the talon, face down.
 * - TH-3: the forehand takes the talon into his hand (twelve cards) and discards two cards face down
 *   (`discard:E7,G8`, the `discard` step): only he knows which; the others are told that he discarded. Aces
 *   and Tens may not be discarded.
 * - TH-4: ten tricks. The forehand leads; the others follow suit when they can; there are no trumps, and the
 *   highest card of the led suit takes the trick, ranks A T K O U 9 8 7. A trick's winner leads the next.
 * - TH-5: card points Ace 11, Ten 10, King 4, Ober 3, Unter 2 (120 in all); the discard counts for the
 *   forehand. The seat with the most card points wins the deal and scores 1 game point; a tie for the most
 *   scores nothing. The deal passes to the left.
 * - TH-6: the first seat to reach the target (3 unless the rules say otherwise; 3 or 5) wins the match.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../../../engine/action.js';
import { type Card, RANK_10, RANK_ACE, rankOf } from '../../../engine/cards.js';
import { type Mask, add, cardsOf, has, maskOf, popcount, remove, without } from '../../../engine/cardset.js';
import { defineGame } from '../../../engine/define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../../../engine/errors.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { BaseView, GameText, Phase, RulesOptions, Session } from '../../../engine/game.js';
import { argCards, cardsArg } from '../../../engine/moves.js';
import { randomBelow, seededRandom } from '../../../engine/random.js';
import { type Result, err, ok } from '../../../engine/result.js';
import { cardLabel } from '../../../engine/text.js';
import { FOLLOW, answers } from '../../../engine/tricks/duties.js';
import { AUGEN, rankPointsOf } from '../../../engine/tricks/points.js';
import { ACE_TEN, noTrumps } from '../../../engine/tricks/ranking.js';
import { trickWinnerIndex } from '../../../engine/tricks/winner.js';
import type { Bot, GamePlayers, Level } from '../../../ai/bot.js';

export type ThreeHandsRules = RulesOptions;

// The moves, in kind order: play and bid first in every game (no bid is ever allowed), then the discard.
const BID_KIND = 1;
const DISCARD_KIND = 2;
/** TH-3: `{ "seat": s, "discard": ["E7", "G8"] }`, `discard:E7,G8`, hidden from the other seats. */
export const discardAction = (a: Card, b: Card): Action => moveAction(DISCARD_KIND, cardsArg([a, b]));
/** The two cards of a discard action, ascending. */
export const discardCards = (action: Action): Card[] => argCards(2, actionArg(action));

const SEATS = 3;
const HAND_SIZE = 10;
const TALON = 2;

/** TH-1: the 32 cards 7..Ace. */
export const PACK: readonly Card[] = Array.from({ length: 32 }, (_, c) => c);
/** TH-4: no trumps, A T K O U 9 8 7 in every suit (the tricks kit). */
const RANKING = noTrumps(ACE_TEN);
/** TH-5: a card's points (the tricks kit's AUGEN). */
const pointsOf = (cards: Mask | readonly Card[]): number => rankPointsOf(AUGEN, cards);
/** TH-3: an Ace or a Ten stays in the hand. */
const mayDiscard = (card: Card): boolean => rankOf(card) !== RANK_ACE && rankOf(card) !== RANK_10;

export interface ThreeHandsTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface ThreeHandsState {
  readonly rules: ThreeHandsRules;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  /** The forehand's hand holds the talon from the deal on (TH-3). */
  readonly hands: readonly Mask[];
  /** TH-2: the two cards of the talon, as dealt (already in the forehand's hand). */
  readonly talon: readonly Card[];
  /** TH-3: the forehand's two discarded cards, ascending; empty before the discard. */
  readonly discard: readonly Card[];
  readonly leader: Seat;
  readonly table: readonly Card[];
  readonly tricks: readonly ThreeHandsTrick[];
}

export interface ThreeHandsView extends BaseView {
  readonly forehand: Seat;
  /** TH-3: the talon's two cards, to the forehand only (he took them up); null to the others. */
  readonly talon: readonly Card[] | null;
  /** TH-3: whether the forehand has discarded, which every seat knows. */
  readonly discarded: boolean;
  /** TH-3: the discarded cards, to the forehand only once he has discarded; null to everyone else. */
  readonly discard: readonly Card[] | null;
  readonly tricks: readonly ThreeHandsTrick[];
  /** TH-5: the card points each seat has taken in tricks so far (the hidden discard not counted). */
  readonly trickPoints: readonly number[];
}

export interface ThreeHandsOutcome {
  readonly forehand: Seat;
  /** Tricks taken by each seat. */
  readonly tricks: readonly number[];
  /** TH-5: each seat's card points, the discard's counted for the forehand. */
  readonly points: readonly number[];
  readonly discardPoints: number;
  /** The deal's winner, or null when the most points are tied. */
  readonly winner: Seat | null;
  readonly gamePoints: readonly number[];
}

const forehand = (s: { readonly dealer: Seat }): Seat => (s.dealer + 1) % SEATS;
const discarding = (s: ThreeHandsState): boolean => s.discard.length === 0;
const over = (s: ThreeHandsState): boolean => s.tricks.length === HAND_SIZE;
const turnOf = (s: ThreeHandsState): Seat => (discarding(s) ? forehand(s) : (s.leader + s.table.length) % SEATS);
const phaseOf = (s: ThreeHandsState): Phase => (over(s) ? 'over' : discarding(s) ? 'auction' : 'play');
/** The deal's step: `discard` (TH-3), `play` (TH-4) or `over`. */
const step = (s: ThreeHandsState): string => (over(s) ? 'over' : discarding(s) ? 'discard' : 'play');

/** TH-4: the cards the seat on turn may play (follow suit, by the tricks kit's FOLLOW duty). */
function playable(s: ThreeHandsState): Mask {
  const hand = s.hands[turnOf(s)]!;
  return s.table.length === 0 ? hand : answers(FOLLOW, RANKING, hand, s.table).cards;
}

/** TH-3: every pair of the hand's cards that may be discarded, ascending as actions. */
function discards(hand: Mask): Action[] {
  const cards = cardsOf(hand).filter(mayDiscard);
  return cards.flatMap((a, i) => cards.slice(i + 1).map((b) => discardAction(a, b)));
}

function legalActions(s: ThreeHandsState): Action[] {
  if (over(s)) return [];
  if (discarding(s)) return discards(s.hands[forehand(s)]!);
  return cardsOf(playable(s));
}

function apply(s: ThreeHandsState, seat: Seat, action: Action): Result<ThreeHandsState, RuleError> {
  if (over(s)) return err(dealOver());
  const kind = actionKind(action);
  if (kind === BID_KIND) return err(ruleError('WRONG_PHASE', 'three hands has no bids', null, { phase: 'auction' }));
  if (discarding(s) !== (kind === DISCARD_KIND)) {
    const message = discarding(s) ? 'the forehand discards two cards first (TH-3)' : 'play has begun (TH-3)';
    return err(ruleError('WRONG_PHASE', message, 'TH-3', { phase: phaseOf(s) }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  const hand = s.hands[seat]!;
  if (kind === DISCARD_KIND) {
    const cards = discardCards(action);
    if (!cards.every((c) => has(hand, c))) return err(cardNotInHand(seat));
    const kept = cards.find((c) => !mayDiscard(c));
    if (kept !== undefined) {
      return err(ruleError('ILLEGAL_MOVE', 'Aces and Tens may not be discarded (TH-3)', 'TH-3', { card: kept }));
    }
    const hands = s.hands.map((h, i) => (i === seat ? without(h, maskOf(cards)) : h));
    return ok({ ...s, hands, discard: cards });
  }
  const card = actionArg(action);
  if (!has(hand, card)) return err(cardNotInHand(seat));
  if (!has(playable(s), card)) return err(ruleError('ILLEGAL_CARD', 'follow the led suit (TH-4)', 'TH-4'));
  const hands = s.hands.map((h, i) => (i === seat ? remove(h, card) : h));
  const table = [...s.table, card];
  if (table.length < SEATS) return ok({ ...s, hands, table });
  const winner = (s.leader + trickWinnerIndex(RANKING, table)) % SEATS;
  return ok({
    ...s,
    hands,
    table: [],
    leader: winner,
    tricks: [...s.tricks, { leader: s.leader, cards: table, winner }],
  });
}

/** TH-5: the card points each seat took in tricks. */
function trickPoints(tricks: readonly ThreeHandsTrick[]): number[] {
  const points = Array<number>(SEATS).fill(0);
  for (const t of tricks) points[t.winner]! += pointsOf(t.cards);
  return points;
}

function outcome(s: ThreeHandsState): ThreeHandsOutcome | undefined {
  if (!over(s)) return undefined;
  const discardPoints = pointsOf(s.discard);
  const points = trickPoints(s.tricks).map((p, seat) => (seat === forehand(s) ? p + discardPoints : p));
  const best = Math.max(...points);
  const leaders = points.flatMap((p, seat) => (p === best ? [seat] : []));
  const winner = leaders.length === 1 ? leaders[0]! : null; // TH-5: a tie for the most scores nothing
  const tricks = Array<number>(SEATS).fill(0);
  for (const t of s.tricks) tricks[t.winner]!++;
  return {
    forehand: forehand(s),
    tricks,
    points,
    discardPoints,
    winner,
    gamePoints: points.map((_, seat) => (seat === winner ? 1 : 0)),
  };
}

function view(s: ThreeHandsState, seat: Seat): ThreeHandsView {
  const done = over(s);
  const own = seat === forehand(s);
  return {
    game: 'three-hands',
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: phaseOf(s),
    // A seat sees its own cards only (TH-1), and the discard is the forehand's secret (TH-3).
    hand: seat >= 0 ? cardsOf(s.hands[seat]!) : [],
    handSizes: s.hands.map(popcount),
    trick: { leader: s.leader, cards: s.table },
    tricks: s.tricks,
    toMove: done ? null : turnOf(s),
    forehand: forehand(s),
    talon: own ? s.talon : null,
    discarded: !discarding(s),
    discard: own && !discarding(s) ? s.discard : null,
    trickPoints: trickPoints(s.tricks),
  };
}

/** Why each trick went the way it did (TH-4): the highest card of the led suit, no trumps. */
function explain(v: ThreeHandsView): TrickExplanation[] {
  return v.tricks.map((t) => {
    const winner = t.cards[(t.winner - t.leader + SEATS) % SEATS]!;
    const led = RANKING.lane[t.cards[0]!];
    return {
      reason: 'highest-of-suit',
      winner,
      winnerSeat: t.winner,
      beaten: t.cards.filter((c) => c !== winner && RANKING.lane[c] === led),
    };
  });
}

const seatLabel = (seat: Seat, human: Seat): string => (seat === human ? 'You' : `Seat ${seat}`);

const text: GameText<ThreeHandsRules, ThreeHandsView, ThreeHandsOutcome> = {
  welcome: (rules) =>
    `Three hands, a match to ${rules.target}, each for himself against two built-in players. Type a move or a number; q quits.`,
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${seatLabel(session.dealer, human)} · totals ${session.totals.join(' ')} ===`,
  view(v, notation, legal) {
    const label = (a: Action) =>
      actionKind(a) === DISCARD_KIND
        ? `discard ${discardCards(a)
            .map((c) => cardLabel(notation, c))
            .join(' ')}`
        : cardLabel(notation, a);
    const led = v.trick.cards[0];
    return [
      v.phase === 'auction'
        ? 'You took the talon: discard two cards (no Ace, no Ten).'
        : led === undefined
          ? 'You lead.'
          : `Led: ${cardLabel(notation, led)}.`,
      'Your moves: ' + legal.map((a, i) => `[${i + 1}] ${label(a)}`).join('  '),
    ].join('\n');
  },
  prompt: (phase) => (phase === 'auction' ? 'Your discard: ' : 'Your card: '),
  exampleCode: () => 'HA',
  afterAction: (v, notation, seat, action) =>
    actionKind(action) === DISCARD_KIND
      ? `${seatLabel(seat, v.seat)} discarded two cards.`
      : `${seatLabel(seat, v.seat)} played ${cardLabel(notation, action)}.`,
  dealEnd: (o, session, human) =>
    `Deal over: card points ${o.points.join(' ')}; ${o.winner === null ? 'a tie, nobody scores' : `${seatLabel(o.winner, human)} scores 1`}. Totals: ${session.totals.join(' ')}.`,
  sessionEnd: (session, human) =>
    session.winner === human ? 'You win the match!' : `Seat ${String(session.winner)} wins the match.`,
};

export const game = defineGame<ThreeHandsRules, ThreeHandsState, ThreeHandsView, ThreeHandsOutcome>({
  id: 'three-hands',
  name: 'Three hands',
  seats: SEATS,
  suitSystems: ['german', 'french'],
  defaultDeck: 'prague',
  options: {
    rulesets: [{ id: 'standard', label: 'three-hands.rulesets.standard' }],
    variants: [],
    target: { default: 3, choices: [3, 5], usedBy: { rulesets: ['standard'], variants: [] }, byVariant: {} },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: [] } },
    { name: 'discard', arg: { type: 'cards', count: 2 }, hidden: true },
  ],
  steps: [
    { id: 'discard', phase: 'auction', moves: ['discard'] },
    { id: 'play', phase: 'play', moves: ['play'] },
  ],
  step,
  rules: (options) => ok(options),
  pack: () => PACK,
  deal(session, cards) {
    // TH-2: ten cards each from the forehand on, the dealer last; TH-3: the talon goes to the forehand.
    const hands = [0, 0, 0];
    for (let i = 0; i < SEATS * HAND_SIZE; i++) {
      const seat = (session.dealer + 1 + Math.floor(i / HAND_SIZE)) % SEATS;
      hands[seat] = add(hands[seat]!, cards[i]!);
    }
    const talon = cards.slice(SEATS * HAND_SIZE, SEATS * HAND_SIZE + TALON);
    const first = forehand(session);
    for (const c of talon) hands[first] = add(hands[first]!, c);
    return {
      rules: session.rules,
      dealer: session.dealer,
      totals: session.totals,
      hands,
      talon,
      discard: [],
      leader: first,
      table: [],
      tricks: [],
    };
  },
  settle(session: Session<ThreeHandsRules>, o: ThreeHandsOutcome): Session<ThreeHandsRules> {
    const totals = session.totals.map((t, seat) => t + o.gamePoints[seat]!);
    const reached = totals.findIndex((t) => t >= session.rules.target); // TH-6
    return {
      rules: session.rules,
      dealer: (session.dealer + 1) % SEATS, // TH-5
      totals,
      dealsPlayed: session.dealsPlayed + 1,
      finished: reached >= 0,
      winner: reached >= 0 ? reached : null,
    };
  },
  phase: phaseOf,
  toMove: (s) => (over(s) ? null : turnOf(s)),
  legalActions,
  apply,
  view,
  spectatorView: (s) => view(s, -1),
  // Every pair of held cards while discarding (an Ace or a Ten among them is refused by TH-3), else the hand.
  candidates: (v) =>
    v.phase === 'over'
      ? []
      : v.phase === 'auction'
        ? v.hand.flatMap((a, i) => v.hand.slice(i + 1).map((b) => discardAction(a, b)))
        : v.hand,
  explain,
  outcome,
  scores: (o) => o.gamePoints,
  report: (o) => ({
    forehand: o.forehand,
    tricks: o.tricks,
    points: o.points,
    discardPoints: o.discardPoints,
    winner: o.winner,
    gamePoints: o.gamePoints,
  }),
  trickPoints: (_view, cards) => pointsOf(cards),
  text,
});

/** The easy player: any legal action, drawn by its seed. */
const anyLegal: Bot<ThreeHandsView> = (_view, legal, seed) => legal[randomBelow(seededRandom(seed), legal.length)]!;

/** How little a card is worth keeping: its points, then its rank (TH-4, TH-5). */
const worth = (c: Card): number => pointsOf([c]) * 16 + RANKING.power[c]!;
const lowest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (worth(b) < worth(a) ? b : a));
const highest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (worth(b) > worth(a) ? b : a));

/**
 * The other levels: discard the two cards worth least (no points, low ranks first); play the highest card
 * that takes the trick so far (any card when leading), else the lowest.
 */
const sensible: Bot<ThreeHandsView> = (view, legal) => {
  if (view.phase === 'auction') {
    const [a, b] = view.hand.filter(mayDiscard).sort((x, y) => worth(x) - worth(y));
    const action = discardAction(a!, b!);
    return legal.includes(action) ? action : legal[0]!;
  }
  const cards = legal.filter((a) => actionKind(a) === 0);
  const table = view.trick.cards;
  const winning = cards.filter((c) => table.length === 0 || trickWinnerIndex(RANKING, [...table, c]) === table.length);
  return winning.length > 0 ? highest(winning) : lowest(cards);
};

const bots: Record<Level, Bot<ThreeHandsView>> = { easy: anyLegal, normal: sensible, strong: sensible };

/** The registry's entry (ai/registry.ts): a bot per level and no oracle. */
export const players: GamePlayers<ThreeHandsView, ThreeHandsState> = { bots };
