/**
 * Named moves and their three forms: the action number used in memory (action.ts), the record form
 * `{ "seat": 0, "play": "HA" }` and the string form `play:HA` used by `cardavia legal`, the bot protocol,
 * the wire and the database. And the one input guard every game's `apply` sits behind, and the form in which
 * other seats learn of a hidden move (`publicAction`).
 *
 * The argument kinds, with their record and string forms:
 * - `card`: a card code, `"HA"`, `play:HA`;
 * - `cards`: `count` card codes, distinct unless the move says `twice`, `["E7", "G8"]`, `discard:E7,G8` (in plain-string order; in memory
 *   the argument is the codes ascending, the lower one * 64 + the higher one);
 * - `choice`: a name of a list, `"rufer-E"`, `bid:rufer-E`; a name may hold a suit as `{0}` … `{3}`, written
 *   with the notation's letter (`hra-{2}` is `hra-H` in both notations, `hra-{1}` is `hra-G` or `hra-S`);
 * - `flag`: no argument, `true`, `close`;
 * - `suit`: a suit letter of the notation, `"H"`, `marry:H`;
 * - `rank`: a rank letter of the notation (`6` and `5` included), `"9"`, `schlag:9`.
 */
import { type Action, type Seat, MOVE_STRIDE, actionArg, actionKind, moveAction } from './action.js';
import {
  CARD_CODES,
  type Notation,
  type Suit,
  formatCard,
  formatRank,
  parseCard,
  parseRank,
  parseSuit,
  suitLetter,
} from './cards.js';
import { type RuleError, ruleError } from './errors.js';
import type { MoveKind } from './game.js';
import { type Result, err, ok } from './result.js';

/** The argument of a `choice` move whose name is in no list: it reads, and the game refuses it. */
export const UNKNOWN_CHOICE = MOVE_STRIDE - 1;

/** How many cards a `cards` argument holds at most: two codes fit in one argument (action.ts). */
export const MAX_ARG_CARDS = 2;

/** The codes of a `cards` argument, ascending. */
export function argCards(count: number, arg: number): number[] {
  return count === 1 ? [arg] : [arg >> 6, arg & 63];
}
/**
 * The argument of a `cards` move naming these codes (any order): distinct, unless the move reads a card named
 * twice (`twice`), which the game then refuses.
 */
export function cardsArg(cards: readonly number[]): number {
  const [a, b] = [...cards].sort((x, y) => x - y);
  return b === undefined ? a! : a! * 64 + b;
}

/**
 * A choice's name as records and the wire write it: each `{0}` … `{3}` in it is that suit's letter in the
 * notation (a declaration naming its trump suit, as `hra-{2}`: `hra-H`). Other names are themselves.
 */
export function choiceName(notation: Notation, name: string): string {
  return name.includes('{')
    ? name.replace(/\{([0-3])\}/g, (_, i: string) => suitLetter(notation, Number(i) as Suit))
    : name;
}

/** Whether an argument is in range for a kind (the unknown choice aside, which any choice kind reads). */
function argInRange(kind: MoveKind, arg: number): boolean {
  switch (kind.arg.type) {
    case 'card':
      return arg < CARD_CODES;
    case 'cards': {
      const codes = argCards(kind.arg.count, arg);
      const twice = kind.arg.twice === true;
      return codes.every((c, i) => c < CARD_CODES && (i === 0 || c > codes[i - 1]! || (twice && c === codes[i - 1])));
    }
    case 'choice':
      // Any name reads (an unknown one as UNKNOWN_CHOICE): the game, not the guard, refuses a bad bid.
      return true;
    case 'flag':
      return arg === 0;
    case 'suit':
      return arg < 4;
    case 'rank':
      return arg < 10 && (kind.arg.ranks?.includes(arg) ?? true);
  }
}

/**
 * The shared input guard: an action is an integer naming one of the game's move kinds with an argument in
 * range. Anything else (a fraction, NaN, a negative number, a kind the game does not have) would otherwise
 * alias a real move inside bit operations, so it is refused before the game sees it.
 */
export function guardAction(moves: readonly MoveKind[], action: unknown): RuleError | null {
  if (typeof action !== 'number' || !Number.isInteger(action) || action < 0) {
    return ruleError('BAD_ACTION', `${String(action)} is not an action`, null, { action: String(action) });
  }
  const kind = moves[actionKind(action)];
  const arg = actionArg(action);
  if (kind === undefined || !argInRange(kind, arg)) {
    return ruleError('BAD_ACTION', `${action} is not an action of this game`, null, { action });
  }
  return null;
}

/** The string form of an argument. */
function formatArg(kind: MoveKind, notation: Notation, arg: number): string {
  switch (kind.arg.type) {
    case 'card':
      return formatCard(notation, arg);
    case 'cards':
      return argCards(kind.arg.count, arg)
        .map((c) => formatCard(notation, c))
        .sort()
        .join(',');
    case 'choice': {
      const name = kind.arg.choices[arg];
      return name === undefined ? '?' : choiceName(notation, name);
    }
    case 'flag':
      return '';
    case 'suit':
      return arg < 4 ? suitLetter(notation, arg as Suit) : '?';
    case 'rank':
      return formatRank(notation, arg);
  }
}

/** The string form: `play:HA`, `bid:rufer-E`, `close`, `marry:H`, `discard:E7,G8`, `schlag:9`. */
export function formatAction(moves: readonly MoveKind[], notation: Notation, action: Action): string {
  const kind = moves[actionKind(action)];
  if (!kind) return `?${action}`;
  return kind.arg.type === 'flag' ? kind.name : `${kind.name}:${formatArg(kind, notation, actionArg(action))}`;
}

/**
 * What a seat other than the mover learns of an action: its string form, or for a hidden move (MoveKind's
 * `hidden`: the Mariáš trump card set aside, a discard) only its name, as `discard` or `trump`. The record
 * keeps the full form; only views and live messages to other seats use this one.
 */
export function publicAction(moves: readonly MoveKind[], notation: Notation, action: Action): string {
  const kind = moves[actionKind(action)];
  return kind?.hidden ? kind.name : formatAction(moves, notation, action);
}

/** Reads one argument of a kind, as a record or the wire writes it; undefined when it is not one. */
function readArg(kind: MoveKind, notation: Notation, value: unknown): number | undefined {
  switch (kind.arg.type) {
    case 'card':
      return typeof value === 'string' ? parseCard(notation, value) : undefined;
    case 'cards': {
      // An array in a record; parseAction splits the string form's comma-joined codes into one.
      if (!Array.isArray(value) || value.length !== kind.arg.count) return undefined;
      const codes = value.map((v) => (typeof v === 'string' ? parseCard(notation, v) : undefined));
      if (codes.some((c) => c === undefined)) return undefined;
      if (kind.arg.twice !== true && new Set(codes).size !== codes.length) return undefined;
      return cardsArg(codes as number[]);
    }
    case 'choice': {
      if (typeof value !== 'string') return undefined;
      const i = kind.arg.choices.findIndex((name) => choiceName(notation, name) === value);
      return i >= 0 ? i : UNKNOWN_CHOICE;
    }
    case 'flag':
      return value === true ? 0 : undefined;
    case 'suit':
      return typeof value === 'string' ? parseSuit(notation, value) : undefined;
    case 'rank': {
      const rank = typeof value === 'string' ? parseRank(notation, value) : undefined;
      // A letter of the notation that names no rank the move takes (a five for a Schlag) does not read.
      return rank !== undefined && (kind.arg.ranks?.includes(rank) ?? true) ? rank : undefined;
    }
  }
}

const argWhat = (kind: MoveKind, notation: Notation): string => {
  switch (kind.arg.type) {
    case 'card':
      return `a card code of the ${notation} notation`;
    case 'cards':
      return `${kind.arg.count} different card codes of the ${notation} notation`;
    case 'choice':
      return 'a string';
    case 'flag':
      return 'true';
    case 'suit':
      return `one suit letter of the ${notation} notation`;
    case 'rank':
      return `one rank letter of the ${notation} notation`;
  }
};

/** Reads the string form; an error message when it names no move of the game or a bad argument. */
export function parseAction(moves: readonly MoveKind[], notation: Notation, text: string): Result<Action, string> {
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const k = moves.findIndex((m) => m.name === name);
  const kind = moves[k];
  if (!kind) return err(`"${name}" is not a move of this game (${moves.map((m) => m.name).join(', ')})`);
  if ((kind.arg.type === 'flag') !== colon < 0) {
    return err(kind.arg.type === 'flag' ? `${name} takes no argument` : `${name} needs an argument: ${name}:…`);
  }
  const written = text.slice(colon + 1);
  const value = kind.arg.type === 'flag' ? true : kind.arg.type === 'cards' ? written.split(',') : written;
  const arg = readArg(kind, notation, value);
  if (arg === undefined) return err(`"${text.slice(colon + 1)}" is not ${argWhat(kind, notation)}`);
  return ok(moveAction(k, arg));
}

/** The record form of an action (RECORDS.md): `{ seat, <move name>: <argument> }`. */
export type ActionJson = { readonly seat: Seat } & Readonly<
  Record<string, string | number | boolean | readonly string[]>
>;

export function actionToJson(moves: readonly MoveKind[], notation: Notation, seat: Seat, action: Action): ActionJson {
  const kind = moves[actionKind(action)];
  const text = formatAction(moves, notation, action);
  const colon = text.indexOf(':');
  if (colon < 0) return { seat, [text]: true };
  const arg = text.slice(colon + 1);
  return { seat, [text.slice(0, colon)]: kind?.arg.type === 'cards' ? arg.split(',') : arg };
}

/**
 * Reads a record's action object's move: exactly one key naming one of the game's moves. The seat is
 * checked by the caller.
 */
export function actionFromJson(
  moves: readonly MoveKind[],
  notation: Notation,
  json: Readonly<Record<string, unknown>>,
): Result<Action, string> {
  const present = moves.map((m, k) => [m, k] as const).filter(([m]) => m.name in json);
  if (present.length !== 1) {
    const names = moves.map((m) => `"${m.name}"`);
    const list =
      names.length === 2 ? `${names[0]} and ${names[1]}` : `${names.slice(0, -1).join(', ')}, ${names.at(-1)}`;
    return err(`an action has exactly one of ${list}`);
  }
  const [kind, k] = present[0]!;
  const value = json[kind.name];
  const arg = readArg(kind, notation, value);
  if (arg !== undefined) return ok(moveAction(k, arg));
  if (kind.arg.type === 'card' && typeof value === 'string') {
    return err(`"${value}" is not a card code of the ${notation} notation`);
  }
  if (kind.arg.type === 'card') return err('a card is a string');
  if (kind.arg.type === 'cards') return err(`${kind.name} must be ${argWhat(kind, notation)}, as a list`);
  if (kind.arg.type === 'choice') return err(`a ${kind.name} is a string`);
  return err(`${kind.name} must be ${argWhat(kind, notation)}`);
}
