/** Immutable list helpers for the hot paths of the game modules. */

/** A copy of a list with one more item (faster than concat or spread for these short lists in V8). */
export function appended<T>(list: readonly T[], item: T): T[] {
  const out = new Array<T>(list.length + 1);
  for (let i = 0; i < list.length; i++) out[i] = list[i]!;
  out[list.length] = item;
  return out;
}
