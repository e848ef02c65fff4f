/**
 * The live socket's versioned events (docs/server.md, "The live connection"): after one snapshot (a whole
 * `state` message), each change of what a seat may know comes as an event carrying the log entry that made
 * it and a patch of the seat's state: the fields that changed, and the arrays that only grew (the trick on
 * the table, the finished tricks, the auction, the explanations, the finished deals) as their new items only.
 * The server makes a patch from the state it last sent a connection and the state now (`patchOf`); the site
 * applies it (`applyEvent`), and asks for a snapshot when an event does not follow the version it holds.
 *
 * Written once here, for the server that makes the patches and the site that applies them: pure functions
 * of plain JSON, no game in sight.
 */
import type { Seat } from './action.js';
import type { SeatState } from './protocol.js';

/** A log entry as the live socket names it: who made it, and the move's string form (or `continue`, …). */
export interface LiveEntry {
  readonly seat: Seat;
  readonly action: string;
}

/**
 * A change of the seat's state. `set` maps paths (`toMove`, `view.trick`: keys joined by dots) to their new
 * values; `add` maps paths of arrays to the items appended to them.
 */
export interface Patch {
  readonly set: Readonly<Record<string, unknown>>;
  readonly add: Readonly<Record<string, readonly unknown[]>>;
}

/** The `event` message: the patch from version `from` (the state the connection holds) to `version`. */
export interface StateEvent extends Partial<Patch> {
  readonly type: 'event';
  readonly from: number;
  readonly version: number;
  /** The entry that moved the table from `from` to `version`; null for news at the same version. */
  readonly entry: LiveEntry | null;
  /** On the copy sent to the connection whose action this event follows. */
  readonly ack?: string | number | null;
}

type Json = Readonly<Record<string, unknown>>;

const isRecord = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Objects a patch can go into field by field: the same keys, none with a dot (a path could not name it). */
const sameShape = (a: Json, b: Json): boolean => {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => k in a && !k.includes('.'));
};

/**
 * The patch that turns `before` into `after`, or null when no patch can (their fields differ): then only a
 * whole state will do. Unchanged fields are left out; an object of the same fields is patched field by field;
 * an array that kept its items and gained some at its end is sent its new items.
 */
export function patchOf(before: Json, after: Json): Patch | null {
  if (!sameShape(before, after)) return null;
  const patch = { set: {} as Record<string, unknown>, add: {} as Record<string, unknown[]> };
  diff(before, after, '', patch);
  return patch;
}

function diff(a: Json, b: Json, path: string, patch: { set: Record<string, unknown>; add: Record<string, unknown[]> }) {
  for (const key of Object.keys(b)) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    const jx = JSON.stringify(x);
    const jy = JSON.stringify(y);
    if (jx === jy) continue;
    const at = path + key;
    if (isRecord(x) && isRecord(y) && sameShape(x, y)) diff(x, y, `${at}.`, patch);
    // JSON values are self-delimiting: `[a,b` followed by a comma opens `y` only when a and b are its first items.
    else if (
      Array.isArray(x) &&
      Array.isArray(y) &&
      y.length > x.length &&
      jy.startsWith(x.length ? `${jx.slice(0, -1)},` : '[')
    ) {
      patch.add[at] = y.slice(x.length);
    } else patch.set[at] = y;
  }
}

/** `state` with the patch applied: a new object along each changed path, the rest shared. */
export function applyPatch<T>(state: T, patch: Partial<Patch>): T {
  let out = state as unknown;
  for (const [path, value] of Object.entries(patch.set ?? {})) out = update(out, path.split('.'), () => value);
  for (const [path, items] of Object.entries(patch.add ?? {})) {
    out = update(out, path.split('.'), (old) => {
      if (!Array.isArray(old)) throw new Error(`${path} is no array`);
      return [...old, ...items];
    });
  }
  return out as T;
}

function update(target: unknown, keys: readonly string[], change: (old: unknown) => unknown): unknown {
  if (!isRecord(target)) throw new Error(`no field ${keys.join('.')}`);
  const [key, ...rest] = keys as [string, ...string[]];
  return { ...target, [key]: rest.length === 0 ? change(target[key]) : update(target[key], rest, change) };
}

/**
 * The state after an event, or null when the event does not follow `state` (it was made from another version:
 * a message was missed, or the state came from elsewhere): the client then asks for a snapshot (`sync`).
 */
export function applyEvent(state: SeatState, event: StateEvent): SeatState | null {
  if (event.from !== state.version) return null;
  try {
    return { ...applyPatch(state, event), version: event.version };
  } catch {
    return null;
  }
}
