/**
 * A game's panel of moves other than cards (web/src/games/<id>/Moves.svelte): the logic its buttons share,
 * whatever the moves are. Each button is enabled when its move may be made now, or says why not: in one "Why
 * not?" list (each reason once, with the moves it concerns), as the button's description, and in the table's
 * notice when it or its key is pressed. Pure: the panel lays it out.
 */

/** One button of the panel. */
export interface MoveButton {
  /** The move's string form as the server takes it, when it may be made now. */
  readonly text: string | null;
  /** Its keyboard key, or null. */
  readonly key: string | null;
  /** Its name on the button. */
  readonly short: string;
  /** Why it may not be made now, or null when it may. */
  readonly why: string | null;
}

/** A reason of the "Why not?" list, with the names of the buttons it refuses. */
export interface WhyNotGroup {
  readonly id: string;
  readonly why: string;
  readonly names: string[];
}

/** The refusals, each sentence once with the buttons it concerns ("Exchange, Close the talon — …"). */
export function whyNotGroups(moves: readonly MoveButton[], idPrefix: string): WhyNotGroup[] {
  const groups: WhyNotGroup[] = [];
  for (const m of moves) {
    if (m.why === null) continue;
    const group = groups.find((g) => g.why === m.why);
    if (group) group.names.push(m.short);
    else groups.push({ id: `${idPrefix}-${groups.length}`, why: m.why, names: [m.short] });
  }
  return groups;
}

/** The index of the button the keyboard goes to (key B): the first that may be pressed, else the first. */
export const firstReady = (moves: readonly MoveButton[]): number =>
  Math.max(
    0,
    moves.findIndex((m) => m.why === null),
  );

/** Why the move of this key is refused now; null when no move has that key or it may be made. */
export const refusalOfKey = (moves: readonly MoveButton[], key: string): string | null =>
  moves.find((m) => m.key === key)?.why ?? null;

/** Pressing a button: its move is made, or its reason is told. */
export function pressMove(move: MoveButton, onact: (text: string) => void, onrefuse: (why: string) => void): void {
  if (move.text !== null) onact(move.text);
  else if (move.why !== null) onrefuse(move.why);
}
