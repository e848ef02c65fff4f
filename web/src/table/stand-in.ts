/**
 * The AI's stand-in for a person at a table with friends (issue 30): when she was away (or her turn clock ran
 * out) the AI played her seat, and the server marks each move it made for her (engine/protocol.ts SeatState
 * `standIn`, DealReveal's and DealReview's `standIn`). These are the words that tell her so: the list of what
 * was played for her since her own last move, the deal summary's line, and the subject of a game's sentence
 * about a decision the AI made in her name. Pure: the translator is a parameter, so the tests run them in
 * every language.
 */
import type { Seat } from '../../../engine/action.js';
import type { BaseView } from '../../../engine/game.js';
import type { DealResult, SeatState } from '../../../engine/protocol.js';
import { actionText } from '../review/texts.js';
import type { Summary, SummaryOptions, TableGame, Words } from './game.js';
import { listOf } from './phrases.js';

/** One deal's moves the AI made for her, in words ("Ace of hearts", "Close the talon…"). */
export interface StandInGroup {
  readonly deal: number;
  readonly moves: readonly string[];
}

/** What the AI played for the seat since her own last move, by deal, oldest first, in the game's own words. */
export function standInGroups(game: TableGame, w: Words, s: SeatState): StandInGroup[] {
  return (s.standIn ?? []).map((d) => {
    const view: BaseView = d.view ?? s.view;
    return { deal: d.deal, moves: d.moves.map((m) => actionText(game, w, m.text, view, true)) };
  });
}

/**
 * The key of the list the state holds (its last move's deal and place), so that the page does not show again
 * a list she has dismissed; null when there is none.
 */
export function standInKey(s: SeatState): string | null {
  const last = s.standIn?.at(-1);
  const move = last?.moves.at(-1);
  return last && move ? `${last.deal}:${move.index}` : null;
}

/**
 * The deal summary's line about the moves the AI made for her in that deal (`o.standIn`, parallel to
 * `o.actions`), naming them with her seat's view at the deal's end; null when it made none.
 */
export function standInSummaryLine(game: TableGame, w: Words, o: SummaryOptions, view: BaseView): string | null {
  const moves = (o.actions ?? []).filter((_, i) => o.standIn?.[i] === true);
  if (moves.length === 0) return null;
  const named = moves.map((m) => actionText(game, w, m, view, true));
  return w.tr('table:standIn.summary', { count: moves.length, moves: listOf(w.ctx.lang, named) });
}

/** The AI made the deal's move at `index` for her (the summary's `standIn`, parallel to its `actions`). */
export const madeByStandIn = (o: SummaryOptions, index: number | undefined): boolean =>
  index !== undefined && index >= 0 && o.standIn?.[index] === true;

/**
 * i18next's options for a sentence whose subject made a decision: the seat's name, with the context of her
 * own wording ("you"), or of the AI's when it made that decision for her (`standIn`: "The AI, playing for
 * you, closed the talon…"; a sentence without such a wording falls back on the seat's with the AI named).
 */
export function aboutDecision(w: Words, seat: Seat, standIn: boolean): { who: string; context?: string } {
  if (seat !== w.human) return { who: w.who(seat) };
  return standIn ? { who: w.tr('table:standIn.who'), context: 'standIn' } : { who: w.who(seat), context: 'you' };
}

/** The game's summary of a finished deal, with the line about the moves the AI made for her in it (if any). */
export function summaryWithStandIn(
  game: TableGame,
  w: Words,
  deal: DealResult,
  o: SummaryOptions,
  view: BaseView,
): Summary {
  const summary = game.dealSummary(w, deal, o);
  const line = standInSummaryLine(game, w, o, view);
  return line === null ? summary : { ...summary, lines: [...summary.lines, line] };
}

/** What the page last showed, as far as the window needs it: whose turn it was, and whether it was connected. */
export interface ShownBefore {
  readonly yourTurn: boolean;
  readonly connected: boolean;
}

/**
 * Whether a new list of moves the AI played for her opens the window: yes when she comes back (the page shows
 * it on arriving, or after its connection broke), not when her own turn ran out before her eyes at a table
 * with a turn clock (the page, connected all along, showed her turn just before).
 */
export const standInOpens = (before: ShownBefore | null, connected: boolean): boolean =>
  !(before !== null && before.connected && connected && before.yourTurn);
