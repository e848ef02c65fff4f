/**
 * Named moves and their three forms: the action number used in memory (action.ts), the record form
 * `{ "seat": 0, "play": "HA" }` and the string form `play:HA` used by `cardavia legal`, the bot protocol,
 * the wire and the database. And the one input guard every game's `apply` sits behind.
 */
import { type Action, type Seat, MOVE_STRIDE, actionArg, actionKind, moveAction } from './action.js';
import { EXTRA_BASE, type Notation, type Suit, formatCard, parseCard, parseSuit, suitLetter } from './cards.js';
import { type RuleError, ruleError } from './errors.js';
import type { MoveKind } from './game.js';
import { type Result, err, ok } from './result.js';

/** The argument of a `choice` move whose name is in no list: it reads, and the game refuses it. */
export const UNKNOWN_CHOICE = MOVE_STRIDE - 1;

/** The highest argument + 1 a move kind takes (the unknown choice aside). */
function argCount(kind: MoveKind): number {
  switch (kind.arg.type) {
    case 'card':
      return EXTRA_BASE + 8;
    case 'choice':
      // Any name reads (an unknown one as UNKNOWN_CHOICE): the game, not the guard, refuses a bad bid.
      return MOVE_STRIDE;
    case 'flag':
      return 1;
    case 'suit':
      return 4;
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
  if (kind === undefined || arg >= argCount(kind)) {
    return ruleError('BAD_ACTION', `${action} is not an action of this game`, null, { action });
  }
  return null;
}

/** The string form: `play:HA`, `bid:rufer-E`, `close`, `marry:H`. */
export function formatAction(moves: readonly MoveKind[], notation: Notation, action: Action): string {
  const kind = moves[actionKind(action)];
  if (!kind) return `?${action}`;
  const arg = actionArg(action);
  switch (kind.arg.type) {
    case 'card':
      return `${kind.name}:${formatCard(notation, arg)}`;
    case 'choice':
      return `${kind.name}:${kind.arg.choices[arg] ?? '?'}`;
    case 'flag':
      return kind.name;
    case 'suit':
      return `${kind.name}:${arg < 4 ? suitLetter(notation, arg as Suit) : '?'}`;
  }
}

/** Reads one argument of a kind, as a record or the wire writes it; undefined when it is not one. */
function readArg(kind: MoveKind, notation: Notation, value: unknown): number | undefined {
  switch (kind.arg.type) {
    case 'card':
      return typeof value === 'string' ? parseCard(notation, value) : undefined;
    case 'choice': {
      if (typeof value !== 'string') return undefined;
      const i = kind.arg.choices.indexOf(value);
      return i >= 0 ? i : UNKNOWN_CHOICE;
    }
    case 'flag':
      return value === true ? 0 : undefined;
    case 'suit': {
      return typeof value === 'string' ? parseSuit(notation, value) : undefined;
    }
  }
}

const argWhat = (kind: MoveKind, notation: Notation): string =>
  kind.arg.type === 'card'
    ? `a card code of the ${notation} notation`
    : kind.arg.type === 'choice'
      ? 'a string'
      : kind.arg.type === 'flag'
        ? 'true'
        : `one suit letter of the ${notation} notation`;

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
  const arg = readArg(kind, notation, kind.arg.type === 'flag' ? true : text.slice(colon + 1));
  if (arg === undefined) return err(`"${text.slice(colon + 1)}" is not ${argWhat(kind, notation)}`);
  return ok(moveAction(k, arg));
}

/** The record form of an action (RECORDS.md): `{ seat, <move name>: <argument> }`. */
export type ActionJson = { readonly seat: Seat } & Readonly<Record<string, string | number | boolean>>;

export function actionToJson(moves: readonly MoveKind[], notation: Notation, seat: Seat, action: Action): ActionJson {
  const text = formatAction(moves, notation, action);
  const colon = text.indexOf(':');
  return colon < 0 ? { seat, [text]: true } : { seat, [text.slice(0, colon)]: text.slice(colon + 1) };
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
  if (kind.arg.type === 'choice') return err(`a ${kind.name} is a string`);
  return err(`${kind.name} must be ${argWhat(kind, notation)}`);
}
