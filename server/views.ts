/**
 * What the server tells a client: a table's public information, and the human seat's state message.
 * The state message is built from `game.view(state, seat)`, the seat's own legal actions and refusals, and
 * public scores; the cards of a deal are revealed only once that deal is over. The leak test
 * (views-leak.test.ts) checks every card in every message against what the seat may know.
 */
import { type Action, type Seat, bidAction, playAction } from '../engine/action.js';
import type { Card } from '../engine/cards.js';
import { formatAction } from '../engine/record.js';
import type { TableRow } from './store.js';
import type { DealRun, TableGame, TableOptions, TableResult, TableStatus, TableSummary } from './table.js';

/** A legal action: the engine's number and its readable form. */
export interface ActionInfo {
  readonly action: Action;
  readonly text: string;
}

/** A card in the hand (or a bid) the seat may not choose now, with the engine's reason. */
export interface Refusal extends ActionInfo {
  readonly code: string;
  readonly message: string;
  /** The rule the engine names (SK-18, BS-V2, …), when it names one. */
  readonly rule: string | null;
}

export interface DealReveal {
  readonly deal: number;
  readonly dealer: Seat;
  /** The shuffled pack, index 0 = first card dealt. */
  readonly cards: readonly Card[];
  /** Each seat's hand as dealt. */
  readonly hands: readonly (readonly Card[])[];
  readonly actions: readonly (ActionInfo & { readonly seat: Seat })[];
  readonly result: DealRun['result'];
}

export interface TableInfo {
  readonly id: string;
  readonly game: string;
  readonly rules: Record<string, unknown>;
  readonly deck: string;
  readonly notation: string;
  readonly seats: TableOptions['seats'];
  readonly humanSeat: Seat;
  readonly sessionDeals: number | null;
  readonly aiDelayMs: number;
  readonly firstDealer: Seat;
  readonly commitment: string;
  readonly createdAt: number;
  readonly status: TableStatus;
  readonly version: number;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
  /** The secret seed, revealed once the game is over. */
  readonly seed: string | null;
}

export function tableInfo(t: TableGame): TableInfo {
  const o = t.meta.options;
  const finished = t.status === 'finished';
  return {
    id: t.meta.id,
    game: o.game,
    rules: o.rules,
    deck: o.deck,
    notation: t.notation,
    seats: o.seats,
    humanSeat: t.humanSeat,
    sessionDeals: o.sessionDeals,
    aiDelayMs: o.aiDelayMs,
    firstDealer: t.firstDealer,
    commitment: t.meta.commitment,
    createdAt: t.meta.createdAt,
    status: t.status,
    version: t.version,
    dealsPlayed: t.session.dealsPlayed,
    totals: t.session.totals,
    result: t.result(),
    seed: finished ? t.meta.seed : null,
  };
}

/** A listing entry from the database row alone (no replay). */
export function gameListing(row: TableRow) {
  const options = JSON.parse(row.options) as TableOptions;
  const summary = JSON.parse(row.summary) as TableSummary;
  return {
    id: row.id,
    game: row.game,
    status: row.status,
    stage: summary.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    rules: options.rules,
    deck: options.deck,
    seats: options.seats,
    humanSeat: options.seats.indexOf('human'),
    sessionDeals: options.sessionDeals,
    commitment: row.commitment,
    dealsPlayed: summary.dealsPlayed,
    totals: summary.totals,
    result: summary.result,
  };
}

const RULE_ID = /\b((?:SK|BS)-[A-Z]?\d+)\b/;

function info(t: TableGame, action: Action): ActionInfo {
  return { action, text: formatAction(t.game, t.notation, action) };
}

/** Why each held card (or each bid) that is not legal now would be refused, as the engine says it. */
function refusals(t: TableGame, seat: Seat, hand: readonly Card[], legal: readonly Action[]): Refusal[] {
  const state = t.current.state;
  const candidates =
    t.game.phase(state) === 'auction' ? t.game.bids.map((_, i) => bidAction(i)) : hand.map((c) => playAction(c));
  const out: Refusal[] = [];
  for (const action of candidates) {
    if (legal.includes(action)) continue;
    const tried = t.game.apply(state, seat, action);
    if (tried.ok) continue; // cannot happen: legalActions lists every action that applies
    const rule = RULE_ID.exec(tried.error.message);
    out.push({
      ...info(t, action),
      code: tried.error.code,
      message: tried.error.message,
      rule: rule ? rule[1]! : null,
    });
  }
  return out;
}

export function dealReveal(t: TableGame, deal: DealRun): DealReveal {
  return {
    deal: deal.index,
    dealer: deal.dealer,
    cards: deal.cards,
    hands: Array.from({ length: t.game.seats }, (_, s) => t.game.view(deal.initial, s).hand as Card[]),
    actions: deal.actions.map((a) => ({ seat: a.seat, ...info(t, a.action) })),
    result: deal.result,
  };
}

/** The state message for the table's human seat (the only seat a client can hold). */
export function seatState(t: TableGame, thinking: boolean) {
  const seat = t.humanSeat;
  const deal = t.current;
  const view = t.game.view(deal.state, seat) as { hand: readonly Card[] };
  const toMove = t.toMove();
  const yourTurn = toMove === seat;
  const legal = yourTurn ? t.legalActions() : [];
  return {
    type: 'state' as const,
    table: t.meta.id,
    version: t.version,
    status: t.status,
    seat,
    deal: deal.index,
    dealer: deal.dealer,
    phase: t.game.phase(deal.state),
    toMove,
    yourTurn,
    /** An AI seat is to move (its move comes after the table's pause). */
    thinking: thinking && toMove !== null && !yourTurn,
    view,
    legal: legal.map((a) => info(t, a)),
    refused: yourTurn ? refusals(t, seat, view.hand, legal) : [],
    canContinue: t.status === 'between',
    canEnd: t.status !== 'finished',
    session: {
      totals: t.session.totals,
      dealsPlayed: t.session.dealsPlayed,
      sessionDeals: t.meta.options.sessionDeals,
      finished: t.status === 'finished',
      winner: t.session.winner,
    },
    /** Why each finished trick of this deal went the way it did (engine/explain.ts), parallel to view.tricks. */
    explanations: t.game.explain(view),
    history: t.deals.filter((d) => d.result !== null).map((d) => ({ deal: d.index, dealer: d.dealer, ...d.result! })),
    /** The last deal, every card of it, once it is over (between deals and at the end). */
    lastDeal: t.status === 'playing' ? null : dealReveal(t, deal),
    result: t.result(),
    seed: t.status === 'finished' ? t.meta.seed : null,
  };
}

export type SeatState = ReturnType<typeof seatState>;
