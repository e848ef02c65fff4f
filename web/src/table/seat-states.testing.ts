/**
 * For the tests: state messages built from the engine itself, the way the server builds them
 * (server/views.ts): the seat's view, its legal actions, the engine's refusals of the other candidates, the
 * trick explanations and the finished deals. Any game: the definition is a parameter.
 */
import type { Action, Seat } from '../../../engine/action.js';
import type { Card, Notation } from '../../../engine/cards.js';
import type { BaseView, GameDefinition } from '../../../engine/game.js';
import type { DealResult, Refusal, SeatKind, SeatState, TableInfo } from '../../../engine/protocol.js';
import { formatAction, readAction } from '../../../engine/record.js';

/** A deal in progress; `View` is the game's view type. */
export interface Table<View extends BaseView = BaseView> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: GameDefinition<any, any, View, any>;
  readonly notation: Notation;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly rules: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  readonly history: DealResult[];
}

/** A deal of `game` from a pack in dealing order (index 0 = first card dealt). */
export function dealOf<View extends BaseView>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: GameDefinition<any, any, View, any>,
  notation: Notation,
  cards: readonly Card[],
  dealer: Seat,
  rules?: unknown,
): Table<View> {
  const parsed = game.parseRules(rules);
  if (!parsed.ok) throw new Error(parsed.error);
  const session = { ...game.newSession(parsed.value, dealer), dealer };
  return { game, notation, rules: parsed.value, state: game.deal(session, cards), history: [] };
}

/** Plays moves in their string form (`bid:rufer-G`, `play:GA`), each by the seat to move. */
export function play<View extends BaseView>(t: Table<View>, ...moves: string[]): Table<View> {
  for (const text of moves) {
    const action = readAction(t.game, t.notation, text);
    if (!action.ok) throw new Error(action.error);
    const seat = t.game.toMove(t.state)!;
    const next = t.game.apply(t.state, seat, action.value);
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    t.state = next.value;
  }
  const outcome = t.game.outcome(t.state);
  if (outcome !== undefined && !t.history.some((h) => h.deal === 0)) {
    const scores = t.game.scores(outcome);
    t.history.push({
      deal: 0,
      dealer: outcome.dealer,
      scores,
      report: t.game.report(outcome, t.notation),
      totals: scores,
    });
  }
  return t;
}

/** Plays the deal out, each seat to move taking its first legal action. */
export function playOut<View extends BaseView>(t: Table<View>): Table<View> {
  while (t.game.toMove(t.state) !== null) {
    play(t, formatAction(t.game, t.notation, t.game.legalActions(t.state)[0]!));
  }
  return t;
}

/** The state message the server would send to `seat`. */
export function seatStateOf<View extends BaseView>(
  t: Table<View>,
  seat: Seat,
  over: Partial<SeatState<View>> = {},
): SeatState<View> {
  const { game, notation, state } = t;
  const view = game.view(state, seat) as View;
  const toMove = game.toMove(state);
  const yourTurn = toMove === seat;
  const legal: readonly Action[] = yourTurn ? game.legalActions(state) : [];
  const info = (action: Action) => ({ action, text: formatAction(game, notation, action) });
  const refused: Refusal[] = [];
  if (yourTurn) {
    for (const action of game.candidates(view)) {
      if (legal.includes(action)) continue;
      const tried = game.apply(state, seat, action);
      if (tried.ok) continue;
      const { code, rule, params, message } = tried.error;
      refused.push({ ...info(action), code, rule, params, message });
    }
  }
  return {
    type: 'state',
    table: 'table',
    version: 1,
    status: 'playing',
    seat,
    deal: 0,
    dealer: view.dealer,
    phase: game.phase(state),
    step: game.step(state),
    toMove,
    yourTurn,
    thinking: false,
    view,
    legal: legal.map(info),
    refused,
    canContinue: false,
    canEnd: true,
    session: { totals: view.totals, dealsPlayed: 0, sessionDeals: null, finished: false, winner: null },
    explanations: game.explain(view),
    history: t.history,
    lastDeal: null,
    result: null,
    seed: null,
    players: Array.from({ length: game.seats }, (_, s) => ({
      kind: s === seat ? ('human' as const) : ('easy' as const),
      taken: s === seat,
      name: null,
      you: s === seat,
    })),
    owner: true,
    canStart: false,
    ...over,
  };
}

/** The table's public information for a table of `game` with the human in `human`. */
export function tableInfoOf(t: Table<BaseView>, human: Seat, over: Partial<TableInfo> = {}): TableInfo {
  const seats: SeatKind[] = Array.from({ length: t.game.seats }, (_, s) => (s === human ? 'human' : 'easy'));
  return {
    id: 'table',
    game: t.game.id,
    rules: t.game.rulesToJson(t.rules),
    deck: 'prague',
    notation: t.notation,
    seats,
    humanSeat: human,
    sessionDeals: null,
    aiDelayMs: 0,
    firstDealer: 0,
    commitment: '',
    createdAt: 0,
    status: 'playing',
    version: 1,
    dealsPlayed: 0,
    totals: [],
    result: null,
    seed: null,
    ...over,
  };
}
