/**
 * What the table derives from the server's messages (a SeatState and the TableInfo), before any word is
 * chosen: how many seats and where they sit, whose turn it is, which cards may be played and why the others
 * may not, the partner, the sorted hand, the trick on the felt, the session's length. Pure functions over
 * the protocol's types (engine/protocol.ts) and the game's TableGame; Table.svelte only lays them out.
 */
import { type Seat, isBid, isPlay } from '../../../engine/action.js';
import type { Card, Notation } from '../../../engine/cards.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { BaseView, OptionsSchema, RulesOptions } from '../../../engine/game.js';
import { targetUsed } from '../../../engine/define.js';
import type { ActionInfo, DealResult, Refusal, SeatState, TableInfo } from '../../../engine/protocol.js';
import type { TableGame } from './game.js';
import { partnerSeats } from './sides.js';

/** Where a seat sits on the screen, seen from the human. */
export type Place = 'you' | 'left' | 'across' | 'right';

/** The table's seats as the server lists them; before the table is known, the view's hand sizes. */
export function seatCount(info: TableInfo | null, view: BaseView): number {
  return info?.seats.length ?? view.handSizes.length;
}

/**
 * Seen from the human: you at the bottom, then clockwise left, across, right; a two-seat table faces across,
 * and at a three-seat table (Mariáš) the next seat sits on the left and the one after it on the right.
 */
export function placeOf(seat: Seat, human: Seat, seats: number): Place {
  const r = (seat - human + seats) % seats;
  if (r === 0) return 'you';
  if (seats === 2) return 'across';
  if (seats === 3) return r === 1 ? 'left' : 'right';
  return r === 1 ? 'left' : r === 2 ? 'across' : 'right';
}

/** The table's rules with every field (a record leaves out the variants or target a game does not have). */
export function rulesOf(info: TableInfo): RulesOptions {
  return { ruleset: info.rules.ruleset ?? '', variants: info.rules.variants ?? [], target: info.rules.target ?? 0 };
}

/** Whether the target decides the end under these rules (a match to so many game points). */
export const rulesPlayToTarget = (options: OptionsSchema, rules: RulesOptions): boolean =>
  targetUsed(options, rules.ruleset, rules.variants);

/**
 * The session's length in deals, or null when none is known in advance: the table's chosen length where the
 * game keeps a score sheet (null when open-ended), none for a match to a target, else the rules' own number.
 */
export function sessionLength(game: TableGame, info: TableInfo): number | null {
  const options = game.definition.options;
  if (options.sessionDeals !== null) return info.sessionDeals;
  if (rulesPlayToTarget(options, rulesOf(info))) return null;
  return game.fixedDeals;
}

/** The session runs until the player closes it: a score sheet with no length chosen. */
export function openEnded(game: TableGame, info: TableInfo): boolean {
  return (game.definition.options.sessionDeals?.openEnded ?? false) && info.sessionDeals === null;
}

/** The legal moves of the human now, split into cards and the rest (bids); empty unless the human may act. */
export function legalNow(s: SeatState, canAct: boolean): { cards: ReadonlySet<Card>; choices: readonly ActionInfo[] } {
  const legal = s.yourTurn && canAct ? s.legal : [];
  return {
    cards: new Set(s.phase === 'play' ? legal.filter((a) => isPlay(a.action)).map((a) => a.action) : []),
    choices: legal.filter((a) => !isPlay(a.action)),
  };
}

/** The engine's reason why this action (a held card, a bid) is refused now, if the server sent one. */
export function refusalOf(s: SeatState, action: number): Refusal | undefined {
  return s.refused.find((r) => r.action === action);
}

/** The bids the human may not make now, with the engine's reasons. */
export function refusedChoices(s: SeatState, canAct: boolean): readonly Refusal[] {
  return s.yourTurn && canAct ? s.refused.filter((r) => !isPlay(r.action)) : [];
}

export const handSize = (view: BaseView, seat: Seat): number => view.handSizes[seat] ?? 0;

export const tricksWon = (view: BaseView, seat: Seat): number => view.tricks.filter((t) => t.winner === seat).length;

/** Why the deal's i-th finished trick went the way it did (the server explains every one). */
export const explanationOf = (s: SeatState, i: number): TrickExplanation | null => s.explanations[i] ?? null;

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * A trick's cards with the seat that played each: the leader first, then round the table, to the left (the next
 * seat) or, where play goes anticlockwise (TableGame.anticlockwise), to the right (the seat before).
 */
export function playedCards(
  trick: { leader: Seat; cards: readonly Card[] },
  seats: number,
  anticlockwise = false,
): PlayedCard[] {
  const step = anticlockwise ? seats - 1 : 1;
  return trick.cards.map((card, j) => ({ seat: (trick.leader + step * j) % seats, card }));
}

export interface TrickOnTable {
  readonly cards: readonly PlayedCard[];
  /** A finished trick, left in view until the next card is led. */
  readonly done: boolean;
  readonly winner: Seat | null;
  /** The card that took it (from the trick's explanation). */
  readonly winningCard: Card | null;
  /** The trick's index in the deal, -1 when there is none. */
  readonly index: number;
}

const NO_TRICK: TrickOnTable = { cards: [], done: false, winner: null, winningCard: null, index: -1 };

/** The trick in the middle of the felt: the current one, else the last finished one; none in the auction. */
export function trickOnTable(s: SeatState, seats: number, anticlockwise = false): TrickOnTable {
  if (s.phase === 'auction') return NO_TRICK;
  const v = s.view;
  if (v.trick.cards.length > 0) {
    const cards = playedCards(v.trick, seats, anticlockwise);
    return { cards, done: false, winner: null, winningCard: null, index: v.tricks.length };
  }
  const index = v.tricks.length - 1;
  const last = v.tricks[index];
  if (!last) return NO_TRICK;
  const winningCard = explanationOf(s, index)?.winner ?? null;
  return { cards: playedCards(last, seats, anticlockwise), done: true, winner: last.winner, winningCard, index };
}

export interface FinishedTrick {
  readonly index: number;
  readonly leader: Seat;
  readonly winner: Seat;
  readonly cards: readonly PlayedCard[];
  /** The card points it held, in a game that counts them. */
  readonly points: number | null;
  readonly explanation: TrickExplanation | null;
}

/** The deal's last finished trick, for review. */
export function lastTrick(s: SeatState, seats: number, anticlockwise = false): FinishedTrick | null {
  const index = s.view.tricks.length - 1;
  const t = s.view.tricks[index];
  if (!t) return null;
  const points = 'points' in t && typeof t.points === 'number' ? t.points : null;
  return {
    index,
    leader: t.leader,
    winner: t.winner,
    cards: playedCards(t, seats, anticlockwise),
    points,
    explanation: explanationOf(s, index),
  };
}

/** The current deal's result once it is over. */
export function finishedDeal(s: SeatState): DealResult | null {
  return s.phase === 'over' ? (s.history.find((h) => h.deal === s.deal) ?? null) : null;
}

/** The hands of a finished deal as dealt, each in its players' order, when the server has revealed them. */
export function dealtHands(
  game: TableGame,
  s: SeatState,
  notation: Notation,
): readonly { seat: Seat; cards: readonly Card[] }[] {
  const d = finishedDeal(s);
  if (!s.lastDeal || !d || s.lastDeal.deal !== d.deal) return [];
  return s.lastDeal.hands.map((cards, seat) => ({ seat, cards: game.sortHand(cards, s.view, notation) }));
}

/** The hands as dealt of the deal the history ends with, for its summary (who held which trumps). */
export function lastDealHands(s: SeatState): readonly (readonly Card[])[] | undefined {
  const last = s.history[s.history.length - 1];
  return s.lastDeal && last && s.lastDeal.deal === last.deal ? s.lastDeal.hands : undefined;
}

/**
 * The seat's roles in the deal (message keys): none of the game's while the auction lasts; and in a game with
 * partnerships the partner of the seat whose view it is, known from before the first card (sides.ts).
 */
export function rolesOf(game: TableGame, view: BaseView, seat: Seat): readonly string[] {
  const roles = view.phase === 'auction' ? [] : game.roles(view, seat);
  return partnerSeats(game.definition, view.seat).includes(seat) ? [...roles, 'table:seat.sidePartner'] : roles;
}

/** The seat's call in the auction, while it lasts (shown under its name). */
export function callOf(game: TableGame, view: BaseView, seat: Seat): string | null {
  if (view.phase !== 'auction') return null;
  return game.calls(view).find((c) => c.seat === seat)?.bid ?? null;
}

/** What the connection is doing, as far as the status line cares. */
export interface Connection {
  readonly connected: boolean;
  readonly reconnecting: boolean;
  readonly pending: boolean;
}

/** The status line under the human's seat: a message key, and the seat it names. */
export function statusOf(s: SeatState, c: Connection): { key: string; seat: Seat | null } | null {
  const line = (key: string, seat: Seat | null = null) => ({ key: `table:status.${key}`, seat });
  if (!c.connected && c.reconnecting) return line('reconnecting');
  if (c.pending) return line('sending');
  // The game is over: its end panel says so, and nothing is left to wait for.
  if (s.status === 'finished') return null;
  if (s.phase === 'over') return line('dealOver');
  if (s.yourTurn) {
    // A step whose moves are neither bids nor cards (a suit named, a raise answered): a move to choose.
    if (s.phase === 'auction') return line(s.legal.some((a) => isBid(a.action)) ? 'yourTurnBid' : 'yourTurnMove');
    if (!s.legal.some((a) => isPlay(a.action))) return line('yourTurnMove');
    return line(s.view.trick.cards.length === 0 ? 'yourTurnLead' : 'yourTurnPlay');
  }
  if (s.toMove === null) return null;
  if (s.thinking) return line('thinking', s.toMove);
  // A step of the game's own (a suit named, a card buried, a raise answered) is neither a bid nor a card.
  return line(s.step !== s.phase ? 'waitingMove' : s.phase === 'auction' ? 'waitingBid' : 'waitingFor', s.toMove);
}

/** Everything the table shows that follows from one state, computed once per state. */
export interface TableModel {
  readonly seats: number;
  readonly human: Seat;
  /** The other seats, clockwise from the human's left. */
  readonly others: readonly Seat[];
  /** The human may act now (their turn, and the screen shows the newest state). */
  readonly yourTurn: boolean;
  /** …and the move is a card. */
  readonly playing: boolean;
  readonly hand: readonly Card[];
  readonly playable: ReadonlySet<Card>;
  /** The bids the human may make now. */
  readonly choices: readonly ActionInfo[];
  readonly refusedChoices: readonly Refusal[];
  readonly partner: Seat | null;
  readonly sessionLength: number | null;
  readonly openEnded: boolean;
  readonly trick: TrickOnTable;
  readonly lastTrick: FinishedTrick | null;
  readonly finishedDeal: DealResult | null;
  /** The middle of the felt shows the game's auction. */
  readonly showsAuction: boolean;
}

export function tableModel(
  game: TableGame,
  info: TableInfo,
  s: SeatState,
  canAct: boolean,
  notation: Notation,
): TableModel {
  const seats = seatCount(info, s.view);
  const human = s.seat;
  const legal = legalNow(s, canAct);
  const yourTurn = s.yourTurn && canAct;
  return {
    seats,
    human,
    others: Array.from({ length: seats - 1 }, (_, i) => (human + 1 + i) % seats),
    yourTurn,
    playing: yourTurn && s.phase === 'play',
    hand: game.sortHand(s.view.hand, s.view, notation),
    playable: legal.cards,
    choices: legal.choices,
    refusedChoices: refusedChoices(s, canAct),
    partner: game.partner(s.view),
    sessionLength: sessionLength(game, info),
    openEnded: openEnded(game, info),
    trick: trickOnTable(s, seats, game.anticlockwise),
    lastTrick: lastTrick(s, seats, game.anticlockwise),
    finishedDeal: finishedDeal(s),
    showsAuction: s.status !== 'finished' && s.phase === 'auction',
  };
}
