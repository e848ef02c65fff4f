/**
 * Game records, format `cardavia/1` (RECORDS.md): reading them strictly, replaying them through a game's
 * rules, and the referee's queries (`replay`, `legal`, `perft`). Pure: the command line does the I/O.
 */
import { type Action, type Seat, BID_BASE } from './action.js';
import { type Card, type CardCode, type Notation, parseCard } from './cards.js';
import { type DeckId, deckById, packFor } from './decks.js';
import type { RuleErrorCode } from './errors.js';
import type { AnyGame, Phase, Session } from './game.js';
import { independentDealSession, settleIndependent } from './challenge.js';
import { GAMES, gameById } from './games.js';
import {
  type ActionJson,
  UNKNOWN_CHOICE,
  actionFromJson,
  actionToJson as moveToJson,
  formatAction as formatMove,
  parseAction,
} from './moves.js';
import { type Result, err, ok } from './result.js';

export const RECORD_FORMAT = 'cardavia/1';

/** A bid string that names no contract of the game: refused as ILLEGAL_BID where a bid may stand. */
export const UNKNOWN_BID: Action = BID_BASE + UNKNOWN_CHOICE;
export type { ActionJson };

export interface RecordAction {
  readonly seat: Seat;
  readonly action: Action;
}

/** A record's deal as written: its pack order and its actions, each still to be checked against the rules. */
export interface RecordDeal {
  readonly cards: readonly CardCode[];
  readonly actions: readonly RecordAction[];
}

export interface GameRecord {
  readonly game: AnyGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly rules: any;
  readonly deck: DeckId;
  readonly notation: Notation;
  readonly firstDealer: Seat;
  readonly deals: readonly RecordDeal[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isSeat = (v: unknown, seats: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < seats;

/** The string form used by `cardavia legal`, the bot protocol, the wire and the database: "play:E7", "bid:rufer-E". */
export function formatAction(game: AnyGame, notation: Notation, action: Action): string {
  return formatMove(game.moves, notation, action);
}

/** The record form of an action (RECORDS.md): `{ seat, play }`, `{ seat, bid }`, `{ seat, close: true }`, … */
export function actionToJson(game: AnyGame, notation: Notation, seat: Seat, action: Action): ActionJson {
  return moveToJson(game.moves, notation, seat, action);
}

/** Reads the string form of an action of the game; an error message when it is none. */
export function readAction(game: Pick<AnyGame, 'moves'>, notation: Notation, text: string): Result<Action, string> {
  return parseAction(game.moves, notation, text);
}

/** Reads the record's header: everything before the deals. */
function readHeader(json: unknown, games: readonly AnyGame[]): Result<Omit<GameRecord, 'deals'>, string> {
  if (!isObject(json)) return err('a record is a JSON object');
  if (json.format !== RECORD_FORMAT) return err(`unknown format ${JSON.stringify(json.format)}`);
  const game = typeof json.game === 'string' ? gameById(json.game, games) : undefined;
  if (!game) return err(`unknown game ${JSON.stringify(json.game)}`);
  const rules = game.parseRules(json.rules);
  if (!rules.ok) return err(rules.error);
  const deckId = json.deck === undefined ? game.defaultDeck : json.deck;
  if (typeof deckId !== 'string') return err('deck must be a deck id');
  const deck = deckById(deckId);
  if (!deck) return err(`unknown deck ${JSON.stringify(deckId)}`);
  const served = packFor(deck.id, game);
  if (!served.ok) return err(served.error.message);
  const firstDealer = json.firstDealer === undefined ? 0 : json.firstDealer;
  if (!isSeat(firstDealer, game.seats)) return err(`firstDealer must be a seat 0..${game.seats - 1}`);
  if (!Array.isArray(json.deals)) return err('deals must be a list');
  return ok({ game, rules: rules.value, deck: deck.id, notation: deck.suitSystem, firstDealer });
}

function readCards(notation: Notation, json: unknown, where: string): Result<CardCode[], string> {
  if (!Array.isArray(json)) return err(`${where}: cards must be a list of card codes`);
  const cards: CardCode[] = [];
  for (const text of json) {
    if (typeof text !== 'string') return err(`${where}: a card is a string, not ${JSON.stringify(text)}`);
    const code = parseCard(notation, text);
    if (code === undefined) return err(`${where}: "${text}" is not a card code of the ${notation} notation`);
    cards.push(code);
  }
  return ok(cards);
}

function readRecordAction(
  header: Omit<GameRecord, 'deals'>,
  json: unknown,
  where: string,
): Result<RecordAction, string> {
  if (!isObject(json)) return err(`${where}: an action is an object`);
  if (!isSeat(json.seat, header.game.seats)) return err(`${where}: seat must be 0..${header.game.seats - 1}`);
  const action = actionFromJson(header.game.moves, header.notation, json);
  if (!action.ok) return err(`${where}: ${action.error}`);
  return ok({ seat: json.seat, action: action.value });
}

/** A deal's place in the replay: its report once it is over. */
export interface DealReport {
  readonly dealer: Seat;
  readonly complete: boolean;
  readonly [field: string]: unknown;
}

export interface RefereeError {
  readonly deal: number;
  readonly action: number | null;
  readonly code: RuleErrorCode;
  /** The RULES.md id of the rule that refuses the action (SK-15, SN-8, …), or null when no game rule is involved. */
  readonly rule: string | null;
  readonly message: string;
}

/** Where a replay stands: the session and, when the last deal is still being played, its state. */
export interface Replayed {
  readonly game: AnyGame;
  readonly notation: Notation;
  readonly session: Session<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly current: any | null;
  readonly deals: readonly DealReport[];
  /**
   * Each deal's result in the form the server's record states it (`deals[i].result`, null while unfinished):
   * what each seat scored, the report, the totals after it. `cardavia verify` compares the two.
   */
  readonly results: readonly DealResultJson[];
}

export type DealResultJson = {
  readonly scores: readonly number[];
  readonly report: Readonly<Record<string, unknown>>;
  readonly totals: readonly number[];
} | null;

export type ReplayResult =
  | { readonly kind: 'ok'; readonly replayed: Replayed }
  | { readonly kind: 'illegal'; readonly error: RefereeError }
  | { readonly kind: 'unreadable'; readonly message: string };

function samePack(pack: readonly Card[], cards: readonly CardCode[]): boolean {
  if (cards.length !== pack.length) return false;
  const seen = new Set<number>();
  for (const c of cards) seen.add(c);
  return seen.size === pack.length && pack.every((c) => seen.has(c));
}

/** One action of a record as the replay meets it, with the state it was taken in (for the analysis). */
export interface ReplayStep {
  readonly deal: number;
  /** The action's place in its deal's `actions`. */
  readonly index: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state: any;
  readonly seat: Seat;
  readonly action: Action;
}

/**
 * Reads and replays a record in record order: the first deal and action that goes wrong decides whether the
 * record is unreadable or holds an illegal action. `onStep` sees every legal action before it is applied.
 */
export function replay(
  json: unknown,
  games: readonly AnyGame[] = GAMES,
  onStep?: (step: ReplayStep) => void,
): ReplayResult {
  const header = readHeader(json, games);
  if (!header.ok) return { kind: 'unreadable', message: header.error };
  const { game, rules, notation } = header.value;
  const dealsJson = (json as { deals: unknown[] }).deals;
  const pack = game.pack(rules);
  let session: Session<unknown> = game.newSession(rules, header.value.firstDealer);
  // A daily challenge's record (docs/challenge.md): its deals are independent, each dealt from a session of its
  // own and scored alone, to its number of deals (engine/challenge.ts).
  const record = json as { independentDeals?: unknown; sessionDeals?: unknown };
  const independent =
    record.independentDeals === true && typeof record.sessionDeals === 'number' ? record.sessionDeals : null;
  let current: unknown = null;
  const deals: DealReport[] = [];
  const results: DealResultJson[] = [];
  for (let d = 0; d < dealsJson.length; d++) {
    const where = `deal ${d}`;
    const dealJson = dealsJson[d];
    if (!isObject(dealJson)) return { kind: 'unreadable', message: `${where}: a deal is an object` };
    if (current !== null) return { kind: 'unreadable', message: `${where}: follows an unfinished deal` };
    const cards = readCards(notation, dealJson.cards, where);
    if (!cards.ok) return { kind: 'unreadable', message: cards.error };
    if (!Array.isArray(dealJson.actions)) return { kind: 'unreadable', message: `${where}: actions must be a list` };
    if (!samePack(pack, cards.value)) {
      const message = `the cards are not exactly the game's ${pack.length}-card pack`;
      return { kind: 'illegal', error: { deal: d, action: null, code: 'BAD_PACK', rule: null, message } };
    }
    if (session.finished) {
      const message = 'the session or match was already over';
      return { kind: 'illegal', error: { deal: d, action: null, code: 'SESSION_OVER', rule: null, message } };
    }
    const dealSession = independent === null ? session : independentDealSession(game, session);
    let state = game.deal(dealSession, cards.value);
    const dealer = dealSession.dealer;
    for (let a = 0; a < dealJson.actions.length; a++) {
      const action = readRecordAction(header.value, dealJson.actions[a], `${where}, action ${a}`);
      if (!action.ok) return { kind: 'unreadable', message: action.error };
      const next = game.apply(state, action.value.seat, action.value.action);
      if (!next.ok) {
        const { code, rule, message } = next.error;
        return { kind: 'illegal', error: { deal: d, action: a, code, rule, message } };
      }
      onStep?.({ deal: d, index: a, state, seat: action.value.seat, action: action.value.action });
      state = next.value;
    }
    const outcome = game.outcome(state);
    if (outcome === undefined) {
      deals.push({ dealer, complete: false });
      results.push(null);
      current = state;
    } else {
      const report = game.report(outcome, notation);
      deals.push({ dealer, complete: true, ...report });
      session =
        independent === null
          ? game.settle(session, outcome)
          : settleIndependent(game, session, dealSession, outcome, independent);
      results.push({ scores: game.scores(outcome), report, totals: session.totals });
    }
  }
  return { kind: 'ok', replayed: { game, notation, session, current, deals, results } };
}

/** `cardavia replay` output for a legal record (RECORDS.md). */
export function replayReport(r: Replayed): Record<string, unknown> {
  return {
    ok: true,
    deals: r.deals,
    totals: r.session.totals,
    finished: r.session.finished,
    winner: r.session.winner,
  };
}

export interface LegalReport {
  readonly seat: Seat | null;
  readonly phase: Phase;
  readonly actions: string[];
}

/** `cardavia legal` output: the seat to act and its legal actions, as plain sorted strings. */
export function legalReport(r: Replayed): LegalReport {
  const state = r.current;
  if (state === null) return { seat: null, phase: 'over', actions: [] };
  const actions = r.game.legalActions(state).map((a) => formatAction(r.game, r.notation, a));
  return { seat: r.game.toMove(state), phase: r.game.phase(state), actions: actions.sort() };
}

/**
 * Counts the action sequences of a given length from a state; an action that ends the deal ends its
 * sequence early and counts as one.
 */
export function perft(game: AnyGame, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  if (game.phase(state) === 'over') return 0;
  const seat = game.toMove(state)!;
  let nodes = 0;
  for (const action of game.legalActions(state)) {
    const next = game.apply(state, seat, action);
    if (!next.ok) continue; // cannot happen: every legal action applies
    nodes += depth === 1 || game.phase(next.value) === 'over' ? 1 : perft(game, next.value, depth - 1);
  }
  return nodes;
}

export function perftReport(r: Replayed, depth: number): { depth: number; nodes: number } {
  return { depth, nodes: r.current === null ? (depth === 0 ? 1 : 0) : perft(r.game, r.current, depth) };
}
