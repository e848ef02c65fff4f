/**
 * High card: a game that exists only for the tests. It proves that a game living outside the built-in list
 * reaches every layer (the referee, the arena, the server's tables) through CARDAVIA_EXTRA_GAMES alone, with
 * moves of its own (`knock`). The module exports what ai/registry.ts asks of an extra game: `game` and
 * `players`. Its rules, by id:
 *
 * - HC-1: two players, the 32-card pack (7 to Ace in four suits). The dealer deals the first four cards of
 *   the pack to the other player and the next four to himself; the rest stay out of the deal.
 * - HC-2: the non-dealer leads the first trick; a trick's winner leads the next.
 * - HC-3: any held card may be played: nobody has to follow suit. The higher card of the led suit wins the
 *   trick; a card of another suit loses to the led card.
 * - HC-4: instead of leading the deal's first card, its leader may knock: the deal ends and the other player
 *   wins it. Later a knock is refused.
 * - HC-5: after four tricks, the player with more tricks wins the deal and 1 game point; 2:2 scores nothing.
 *   The deal passes to the other player after every deal.
 * - HC-6: the first to reach the target (3 game points unless the rules say otherwise) wins the match.
 */
import { type Action, type Seat, actionArg, actionKind, moveAction } from '../../../engine/action.js';
import { type Card, RANK_ACE, rankOf, suitOf } from '../../../engine/cards.js';
import { defineGame } from '../../../engine/define.js';
import { type RuleError, cardNotInHand, dealOver, notYourTurn, ruleError } from '../../../engine/errors.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { BaseView, GameText, Phase, RulesOptions, Session } from '../../../engine/game.js';
import { type Result, err, ok } from '../../../engine/result.js';
import { cardLabel, seatName } from '../../../engine/text.js';
import type { Bot, GamePlayers, Level } from '../../../ai/bot.js';

export type HighCardRules = RulesOptions;

/** The moves, in kind order: kind 0 plays a card and kind 1 bids (no bid is ever allowed: no auction). */
const PLAY = 0;
const BID = 1;
const KNOCK_KIND = 2;
/** HC-4: the knock, a move with no argument (record form `{ "seat": 1, "knock": true }`, string form `knock`). */
export const KNOCK: Action = moveAction(KNOCK_KIND, 0);

const HAND_SIZE = 4;

export interface HighCardTrick {
  readonly leader: Seat;
  readonly cards: readonly Card[];
  readonly winner: Seat;
}

export interface HighCardState {
  readonly rules: HighCardRules;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  /** Each seat's hand, ascending. */
  readonly hands: readonly (readonly Card[])[];
  readonly leader: Seat;
  /** The cards of the trick on the table: the led card, then the answer. */
  readonly trick: readonly Card[];
  readonly tricks: readonly HighCardTrick[];
  /** HC-4: the seat that knocked, which ends the deal. */
  readonly knocked: Seat | null;
}

export interface HighCardView extends BaseView {
  readonly knocked: Seat | null;
  readonly tricks: readonly HighCardTrick[];
}

export interface HighCardOutcome {
  readonly tricks: readonly number[];
  readonly knocked: Seat | null;
  /** The deal's winner, or null at 2:2. */
  readonly winner: Seat | null;
  readonly gamePoints: readonly number[];
}

const over = (s: HighCardState): boolean => s.knocked !== null || s.tricks.length === HAND_SIZE;
const turnOf = (s: HighCardState): Seat => (s.trick.length === 0 ? s.leader : 1 - s.leader);
/** HC-4: only before the deal's first card. */
const mayKnock = (s: HighCardState): boolean => s.tricks.length === 0 && s.trick.length === 0;

/** HC-3: the answer wins only with a higher card of the led suit. */
function trickWinner(leader: Seat, led: Card, answer: Card): Seat {
  return suitOf(answer) === suitOf(led) && rankOf(answer) > rankOf(led) ? 1 - leader : leader;
}

function apply(s: HighCardState, seat: Seat, action: Action): Result<HighCardState, RuleError> {
  if (over(s)) return err(dealOver());
  if (actionKind(action) === BID) {
    return err(ruleError('WRONG_PHASE', 'high card has no auction: only cards are played', null, { phase: 'play' }));
  }
  const turn = turnOf(s);
  if (seat !== turn) return err(notYourTurn(turn, seat));
  if (action === KNOCK) {
    if (!mayKnock(s)) {
      return err(ruleError('ILLEGAL_MOVE', 'only the first action of a deal may be a knock (HC-4)', 'HC-4'));
    }
    return ok({ ...s, knocked: seat });
  }
  const card = actionArg(action);
  if (!s.hands[seat]!.includes(card)) return err(cardNotInHand(seat));
  const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  if (s.trick.length === 0) return ok({ ...s, hands, trick: [card] });
  const cards = [s.trick[0]!, card];
  const winner = trickWinner(s.leader, cards[0]!, card);
  return ok({ ...s, hands, trick: [], leader: winner, tricks: [...s.tricks, { leader: s.leader, cards, winner }] });
}

function outcome(s: HighCardState): HighCardOutcome | undefined {
  if (!over(s)) return undefined;
  const tricks = [0, 0];
  for (const t of s.tricks) tricks[t.winner]!++;
  // HC-4: a knock concedes the deal; HC-5: otherwise more tricks win it.
  const winner = s.knocked !== null ? 1 - s.knocked : tricks[0] === tricks[1] ? null : tricks[0]! > tricks[1]! ? 0 : 1;
  const gamePoints = [0, 1].map((seat) => (seat === winner ? 1 : 0));
  return { tricks, knocked: s.knocked, winner, gamePoints };
}

function view(s: HighCardState, seat: Seat): HighCardView {
  return {
    game: 'high-card',
    seat,
    dealer: s.dealer,
    totals: s.totals,
    phase: over(s) ? 'over' : 'play',
    hand: s.hands[seat]!,
    handSizes: s.hands.map((h) => h.length),
    trick: { leader: s.leader, cards: s.trick },
    tricks: s.tricks,
    toMove: over(s) ? null : turnOf(s),
    knocked: s.knocked,
  };
}

/** A spectator's view: the table without a hand. */
const spectatorView = (s: HighCardState): HighCardView => ({ ...view(s, 0), seat: -1, hand: [] });

/** Why each trick went the way it did (HC-3): a higher card of the led suit, or the led card holding. */
function explain(v: HighCardView): TrickExplanation[] {
  return v.tricks.map((t) => {
    const [led, answer] = [t.cards[0]!, t.cards[1]!];
    const won = t.winner === t.leader ? led : answer;
    const lost = t.winner === t.leader ? answer : led;
    const followed = suitOf(answer) === suitOf(led);
    return {
      reason: !followed ? 'off-suit' : t.winner === t.leader ? 'led-higher' : 'answer-higher',
      winner: won,
      winnerSeat: t.winner,
      beaten: followed || t.winner !== t.leader ? [lost] : [],
    };
  });
}

const text: GameText<HighCardRules, HighCardView, HighCardOutcome> = {
  welcome: (rules) =>
    [
      `High card, a match to ${rules.target}, against the built-in opponent.`,
      'The higher card of the led suit takes the trick. Type a card code, knock, or a number; q quits.',
    ].join('\n'),
  dealStart: (session, human) =>
    `\n=== Deal ${session.dealsPlayed + 1} · dealer: ${seatName(session.dealer, human)} · score: you ${session.totals[human]} – ${session.totals[1 - human]} opponent ===`,
  view(v, notation, legal) {
    const label = (a: Action) => (a === KNOCK ? 'knock (concede the deal)' : cardLabel(notation, a));
    const led = v.trick.cards[0];
    return [
      led === undefined ? 'You lead.' : `Opponent led ${cardLabel(notation, led)}.`,
      'Your moves: ' + legal.map((a, i) => `[${i + 1}] ${label(a)}`).join('  '),
    ].join('\n');
  },
  prompt: () => 'Your move: ',
  exampleCode: () => 'HA',
  afterAction(v, notation, seat, action) {
    if (action === KNOCK) return `${seatName(seat, v.seat)} knocked.`;
    if (v.trick.cards.length === 1) return null; // the view shows the led card when it is the human's turn
    const last = v.tricks.at(-1)!;
    return `${seatName(seat, v.seat)} played ${cardLabel(notation, action)}; the trick goes to ${seatName(last.winner, v.seat).toLowerCase()}.`;
  },
  dealEnd: (o, session, human) =>
    `Deal over: ${o.winner === null ? 'nobody wins it' : `${seatName(o.winner, human).toLowerCase()} won it`}. Totals: you ${session.totals[human]} – ${session.totals[1 - human]} opponent.`,
  sessionEnd: (session, human) => (session.winner === human ? 'You win the match!' : 'The opponent wins the match.'),
};

export const game = defineGame<HighCardRules, HighCardState, HighCardView, HighCardOutcome>({
  id: 'high-card',
  name: 'High card',
  seats: 2,
  suitSystems: ['german', 'french'],
  defaultDeck: 'paris-piquet',
  options: {
    rulesets: [{ id: 'standard', label: 'high-card.rulesets.standard' }],
    variants: [],
    target: { default: 3, choices: [3, 5], usedBy: { rulesets: ['standard'], variants: [] }, byVariant: {} },
    sessionDeals: null,
  },
  moves: [
    { name: 'play', arg: { type: 'card' } },
    { name: 'bid', arg: { type: 'choice', choices: [] } },
    { name: 'knock', arg: { type: 'flag' } },
  ],
  rules: (options) => ok(options),
  pack: () => Array.from({ length: 32 }, (_, c) => c),
  deal(session, cards) {
    // HC-1, HC-2: the first four cards to the non-dealer, who leads; the next four to the dealer.
    const leader = 1 - session.dealer;
    const hand = (from: number) => cards.slice(from, from + HAND_SIZE).toSorted((a, b) => a - b);
    const hands = leader === 0 ? [hand(0), hand(HAND_SIZE)] : [hand(HAND_SIZE), hand(0)];
    return {
      rules: session.rules,
      dealer: session.dealer,
      totals: session.totals,
      hands,
      leader,
      trick: [],
      tricks: [],
      knocked: null,
    };
  },
  settle(session: Session<HighCardRules>, o: HighCardOutcome): Session<HighCardRules> {
    const totals = session.totals.map((t, seat) => t + o.gamePoints[seat]!);
    const leaderOfMatch = totals.findIndex((t) => t >= session.rules.target); // HC-6
    return {
      rules: session.rules,
      dealer: 1 - session.dealer, // HC-5
      totals,
      dealsPlayed: session.dealsPlayed + 1,
      finished: leaderOfMatch >= 0,
      winner: leaderOfMatch >= 0 ? leaderOfMatch : null,
    };
  },
  phase: (s): Phase => (over(s) ? 'over' : 'play'),
  toMove: (s) => (over(s) ? null : turnOf(s)),
  legalActions: (s) => (over(s) ? [] : [...s.hands[turnOf(s)]!, ...(mayKnock(s) ? [KNOCK] : [])]),
  apply,
  view,
  spectatorView,
  candidates: (v) => (v.phase === 'over' ? [] : [...v.hand, KNOCK]),
  explain,
  outcome,
  scores: (o) => o.gamePoints,
  report: (o) => ({ tricks: o.tricks, knocked: o.knocked, gamePoints: o.gamePoints }),
  text,
});

const cardsOf = (legal: readonly Action[]): Card[] => legal.filter((a) => actionKind(a) === PLAY);

/** The easy player: the first legal action (its lowest card; it never knocks). */
const firstLegal: Bot<HighCardView> = (_view, legal) => legal[0]!;

/** The other levels: lead the highest card (an Ace first); answer with the lowest winning card, or the lowest. */
const greedy: Bot<HighCardView> = (view, legal) => {
  const cards = cardsOf(legal);
  const led = view.trick.cards[0];
  if (led === undefined) return cards.find((c) => rankOf(c) === RANK_ACE) ?? cards.at(-1)!;
  const winning = cards.filter((c) => suitOf(c) === suitOf(led) && rankOf(c) > rankOf(led));
  const pool = winning.length > 0 ? winning : cards;
  return pool.reduce((lowest, c) => (rankOf(c) < rankOf(lowest) ? c : lowest));
};

const bots: Record<Level, Bot<HighCardView>> = { easy: firstLegal, normal: greedy, strong: greedy };

/** The registry's entry (ai/registry.ts): a bot per level and no oracle. */
export const players: GamePlayers<HighCardView, HighCardState> = { bots };
