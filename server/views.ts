/**
 * What the server tells a client: a table's public information, and the human seat's state message, built
 * as the message types of engine/protocol.ts (the one source the site reads too). The state message is
 * built from `game.view(state, seat)`, the seat's own legal actions and refusals, and public scores; the
 * cards of a deal are revealed only once that deal is over. The leak test (server/leak.test.ts) checks every
 * card in every message against what the seat may know.
 */
import type { Action, Seat } from '../engine/action.js';
import type { BaseView } from '../engine/game.js';
import type {
  ActionInfo,
  DealReveal,
  GameListing,
  Refusal,
  SeatPlayer,
  SeatState,
  StandInDeal,
  TableInfo,
} from '../engine/protocol.js';
import { formatAction } from '../engine/record.js';
import { placeOf } from '../engine/sides.js';
import type { TableRow } from './store.js';
import type { DealRun, TableGame, TableOptions, TableSummary } from './table.js';

export type { ActionInfo, DealReveal, GameListing, Refusal, SeatPlayer, SeatState, TableInfo };

/** `share`: the live replay token, given only to the table's holder (null for anyone else). */
export function tableInfo(t: TableGame, share: string | null = null): TableInfo {
  const o = t.meta.options;
  return {
    id: t.meta.id,
    game: o.game,
    rules: o.rules,
    deck: o.deck,
    notation: t.notation,
    seats: t.seats,
    humanSeat: t.humanSeat,
    ...(o.level ? { level: o.level } : {}),
    spectators: o.spectators === true,
    turnSeconds: o.turnSeconds ?? null,
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
    seed: t.seedShown ? t.meta.seed : null,
    hints: o.hints === true,
    share,
    ...(o.challenge ? { challenge: { ...o.challenge, game: o.game, deal: t.current.index } } : {}),
  };
}

/** A listing entry from the database row alone (no replay); `seat` is the listing player's. */
export function gameListing(row: TableRow & { readonly seat: number }): GameListing {
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
    humanSeat: row.seat,
    sessionDeals: options.sessionDeals,
    commitment: row.commitment,
    dealsPlayed: summary.dealsPlayed,
    totals: summary.totals,
    result: summary.result,
  };
}

function info(t: TableGame, action: Action): ActionInfo {
  return { action, text: formatAction(t.game, t.notation, action) };
}

/**
 * Why each action the seat might try now (the game's candidates: held cards, bids) and may not would be
 * refused: exactly what the engine answers when it is tried, its code, rule and parameters included.
 */
function refusals(t: TableGame, seat: Seat, view: BaseView, legal: readonly Action[]): Refusal[] {
  const state = t.current.state;
  const out: Refusal[] = [];
  for (const action of t.game.candidates(view)) {
    if (legal.includes(action)) continue;
    const tried = t.game.apply(state, seat, action);
    if (tried.ok) continue; // cannot happen: legalActions lists every action that applies
    const { code, rule, params, message } = tried.error;
    out.push({ ...info(t, action), code, rule, params, message });
  }
  return out;
}

export function dealReveal(t: TableGame, deal: DealRun): DealReveal {
  return {
    deal: deal.index,
    dealer: deal.dealer,
    cards: deal.cards,
    hands: Array.from({ length: t.game.seats }, (_, s) => (t.game.view(deal.initial, s) as BaseView).hand),
    actions: deal.actions.map((a) => ({
      seat: a.seat,
      ...info(t, a.action),
      ...(a.standIn ? { standIn: a.standIn } : {}),
    })),
    result: deal.result,
  };
}

/**
 * What every state message says alike, a person's or a spectator's: the session's public scores, why each trick
 * of the view went as it did, the finished deals, and the last deal in full once it is over.
 */
function publicParts(t: TableGame, view: BaseView) {
  return {
    session: {
      totals: t.session.totals,
      dealsPlayed: t.session.dealsPlayed,
      sessionDeals: t.meta.options.sessionDeals,
      finished: t.status === 'finished',
      winner: t.session.winner,
    },
    explanations: t.game.explain(view),
    history: t.deals.filter((d) => d.result !== null).map((d) => ({ deal: d.index, dealer: d.dealer, ...d.result! })),
    lastDeal: t.status === 'playing' || t.status === 'waiting' ? null : dealReveal(t, t.current),
  };
}

/** How many of the last deals the stand-in's list reaches back (a seat the AI played all along lists no more). */
const STAND_IN_DEALS = 3;

/**
 * The moves the AI made for the seat's person since her own last move (issue 30), by deal, oldest first: read
 * back from the deals' moves (each marked when the AI made it for her), over the last few deals only.
 */
export function standInMoves(t: TableGame, seat: Seat): StandInDeal[] {
  const out: StandInDeal[] = [];
  for (let d = t.deals.length - 1; d >= 0 && out.length < STAND_IN_DEALS; d--) {
    const run = t.deals[d]!;
    const moves: StandInDeal['moves'][number][] = [];
    let own = false;
    for (let i = run.actions.length - 1; i >= 0 && !own; i--) {
      const a = run.actions[i]!;
      if (a.seat !== seat) continue;
      if (a.standIn) moves.unshift({ index: i, text: formatAction(t.game, t.notation, a.action) });
      else own = true;
    }
    if (moves.length > 0) {
      const view = run === t.current ? null : (t.game.view(run.state, seat) as BaseView);
      out.unshift({ deal: run.index, view, moves });
    }
    if (own) break;
  }
  return out;
}

/**
 * Who holds each seat, as the table's own players see it: a person's display name (`names`, by seat), never
 * his identity.
 */
export function seatPlayers(
  t: TableGame,
  seat: Seat,
  names: ReadonlyMap<Seat, string | null>,
  presence?: Presence,
): SeatPlayer[] {
  return t.seats.map((kind, s) => {
    const player = { kind, taken: names.has(s), name: names.get(s) ?? null, you: s === seat };
    if (!presence || !player.taken) return player;
    return { ...player, connected: presence.connected(s), away: presence.away.has(s) };
  });
}

/** Who is connected now, and whose seat the AI plays because he is away (tables.ts). */
export interface Presence {
  readonly connected: (seat: Seat) => boolean;
  readonly away: ReadonlySet<Seat>;
}

/**
 * The state message for a person's seat: built from that seat's view alone. `names` holds the display name of
 * each seat a person holds (a key for every held seat).
 */
export function seatState(
  t: TableGame,
  seat: Seat,
  thinking: boolean,
  names: ReadonlyMap<Seat, string | null>,
  presence?: Presence,
): SeatState {
  const deal = t.current;
  const view = t.game.view(deal.state, seat) as BaseView;
  const toMove = t.toMove();
  const yourTurn = toMove === seat;
  const legal = yourTurn ? t.legalActions() : [];
  return {
    type: 'state',
    table: t.meta.id,
    version: t.version,
    status: t.status,
    seat,
    deal: deal.index,
    dealer: deal.dealer,
    phase: t.game.phase(deal.state),
    step: t.game.step(deal.state),
    toMove,
    yourTurn,
    thinking: thinking && toMove !== null && !yourTurn,
    view,
    legal: legal.map((a) => info(t, a)),
    refused: yourTurn ? refusals(t, seat, view, legal) : [],
    canContinue: t.status === 'between',
    canEnd: t.status !== 'finished' && seat === t.humanSeat && t.meta.options.challenge === undefined,
    ...publicParts(t, view),
    result: resultFor(t, seat),
    seed: t.seedShown ? t.meta.seed : null,
    players: seatPlayers(t, seat, names, presence),
    owner: seat === t.humanSeat,
    canStart: t.status === 'waiting' && seat === t.humanSeat,
    clock: null,
    standIn: standInMoves(t, seat),
  };
}

/**
 * The state message for a spectator (issue 16): the game's public view (no hand), the public scores and the
 * finished deals, seats by position only (no names), nothing to do; `table` names the watch link's token.
 */
export function spectatorState(
  t: TableGame,
  token: string,
  thinking: boolean,
  names: ReadonlyMap<Seat, string | null>,
  presence?: Presence,
): SeatState {
  const deal = t.current;
  const view = t.game.spectatorView(deal.state) as BaseView;
  const toMove = t.toMove();
  const anonymous = new Map([...names.keys()].map((s) => [s, null]));
  return {
    type: 'state',
    table: token,
    version: t.version,
    status: t.status,
    seat: -1,
    deal: deal.index,
    dealer: deal.dealer,
    phase: t.game.phase(deal.state),
    step: t.game.step(deal.state),
    toMove,
    yourTurn: false,
    thinking: thinking && toMove !== null,
    view,
    legal: [],
    refused: [],
    canContinue: false,
    canEnd: false,
    ...publicParts(t, view),
    result: t.result(),
    seed: t.seedShown ? t.meta.seed : null,
    players: seatPlayers(t, -1, anonymous, presence),
    owner: false,
    canStart: false,
    clock: null,
    standIn: [],
    spectator: true,
  };
}

/** The table's result as one seat sees it: its own place among the totals. */
function resultFor(t: TableGame, seat: Seat): SeatState['result'] {
  const r = t.result();
  if (r === null || seat === r.humanSeat) return r;
  return { ...r, humanSeat: seat, place: placeOf(t.game, r.totals, seat) };
}
