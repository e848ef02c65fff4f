/**
 * The review's words: a decision's verdict, the action taken or the better one, and why it was better (the
 * server's structured Reason, engine/protocol.ts), in the player's language. Pure: the translator is a
 * parameter, so the tests word them in every language without a browser.
 */
import { isPlay } from '../../../engine/action.js';
import type { BaseView } from '../../../engine/game.js';
import type { DealReview, DecisionAnalysis, Reason, SeatPlayer } from '../../../engine/protocol.js';
import { readAction } from '../../../engine/record.js';
import type { TableGame, Tr, Words } from '../table/game.js';
import { type CardContext, capitalise, cardPhrase, nameOf } from '../table/phrases.js';
import { wordsFor } from '../table/texts.js';

/**
 * The review's words: seats named as their panels named them at the table (the judged seat "You", a friend by
 * his display name from the table's `players`, else the seat's place); a visitor of a shared link sees seats
 * by number only, nobody "you" (names are shown to the table's players only).
 */
export function reviewWords(
  tr: Tr,
  ctx: CardContext,
  review: Pick<DealReview, 'seat' | 'seats'>,
  players: readonly Pick<SeatPlayer, 'name'>[],
  visitor: boolean,
): Words {
  if (!visitor) return wordsFor(tr, ctx, review.seat, review.seats, players);
  return { tr, ctx, human: -1, seats: review.seats, who: (seat) => tr('table:review.seatN', { n: seat + 1 }) };
}

/** The verdict's word: "Best", "Inaccuracy", "Mistake", "Blunder", or "Forced" for a decision with one choice. */
export function verdictText(tr: Tr, d: Pick<DecisionAnalysis, 'verdict' | 'forced'>): string {
  return tr(`table:review.verdict.${d.forced ? 'forced' : d.verdict}`);
}

/** An amount in the game's unit: "0.4 game points", "4 settlement units". */
export function amountText(tr: Tr, lang: string, gain: number, unit: string): string {
  const digits = gain >= 10 ? 0 : gain >= 1 ? 1 : 2;
  const amount = new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(gain);
  const key = unit === 'game points' ? 'gamePoints' : unit === 'units' ? 'units' : null;
  if (key === null) return `${amount} ${unit}`;
  return tr(`table:review.unit.${key}`, { count: gain, amount });
}

/**
 * An action in words: the card's name, else the game's label of the bid or move ("Solo in acorns", "Close");
 * `listed`: its name in a list of moves made, where the game has a shorter one (Choice `listed`).
 */
export function actionText(game: TableGame, w: Words, text: string, view: BaseView, listed = false): string {
  const read = readAction(game.definition, w.ctx.notation, text);
  if (!read.ok) return text;
  if (isPlay(read.value)) return nameOf(w.ctx, read.value);
  const choice = game.choices?.(w, [{ action: read.value, text }], view)[0];
  return (listed ? choice?.listed : undefined) ?? choice?.label ?? text;
}

/** Why another action was better, in one sentence. `view` is the acting seat's just before it acted. */
export function reasonText(game: TableGame, w: Words, reason: Reason, view: BaseView): string {
  const { tr, ctx } = w;
  const read = readAction(game.definition, ctx.notation, reason.better);
  const card = read.ok && isPlay(read.value) ? read.value : null;
  if (reason.kind === 'wins-trick' && card !== null) {
    return capitalise(tr('table:review.whyText.winsTrick', { card: cardPhrase(ctx, card), count: reason.points }));
  }
  const gain = reason.kind === 'wins-trick' ? '' : amountText(tr, ctx.lang, reason.gain, reason.unit);
  if (card !== null) return capitalise(tr('table:review.whyText.cardValue', { card: cardPhrase(ctx, card), gain }));
  const label = actionText(game, w, reason.better, view);
  if (reason.kind === 'bid-value') {
    // Passing is a bid of its own in the auction, but not one a player "announces".
    const pass = /:pass$/.test(reason.better);
    return pass
      ? tr('table:review.whyText.passValue', { gain })
      : tr('table:review.whyText.bidValue', { bid: label, gain });
  }
  return tr('table:review.whyText.moveValue', { action: label, gain });
}

/**
 * Why a hint's choice (engine/protocol.ts Hint): the trick it takes, or how much more it is worth than the next
 * best choice; when that is next to nothing, that other choices are about as good.
 */
export function hintReasonText(tr: Tr, lang: string, reason: Reason): string {
  if (reason.kind === 'wins-trick') return tr('table:hint.why.takes', { count: reason.points });
  if (reason.gain < 0.01) return tr('table:hint.why.even');
  return tr('table:hint.why.gain', { gain: amountText(tr, lang, reason.gain, reason.unit) });
}

/** A decision of the review as `whyLines` reads it: the action taken, its analysis and its reason. */
export interface JudgedAction {
  readonly text: string;
  readonly decision: DecisionAnalysis;
  readonly reason: Reason | null;
  readonly before: BaseView;
}

/**
 * The sentences of a decision's "Why?", agreeing with its verdict (issue 30, point 5): why another action was
 * better; the strong player's own choice only where it adds something, and then why it differs (as good as the
 * action taken; or the table's quicker search against this analysis's longer one; or the same mistake); the
 * cost where the reason has not said it; the open-cards remark. Empty for a forced decision.
 */
export function whyLines(game: TableGame, w: Words, a: JudgedAction, unit: string): string[] {
  const { tr, ctx } = w;
  const d = a.decision;
  if (d.forced) return [];
  const lines: string[] = [];
  if (a.reason) lines.push(reasonText(game, w, a.reason, a.before));
  const named = (text: string): string => actionText(game, w, text, a.before);
  if (d.strong !== a.text) {
    if (d.verdict === 'best') lines.push(tr('table:review.strongAsGood', { action: named(d.strong) }));
    else if (d.strong !== a.reason?.better && d.strong !== d.best)
      lines.push(tr('table:review.strongDiffers', { action: named(d.strong), best: named(d.best) }));
  } else if (d.verdict !== 'best') lines.push(tr('table:review.strongSame'));
  if (d.loss > 0 && (a.reason === null || a.reason.kind === 'wins-trick'))
    lines.push(tr('table:review.loss', { amount: amountText(tr, ctx.lang, d.loss, unit) }));
  const open = openText(tr, d);
  if (open) lines.push(open);
  return lines;
}

/** "Unlucky or wrong" (docs/analysis.md): the open-cards verdict, when it tells another story, else null. */
export function openText(tr: Tr, d: DecisionAnalysis): string | null {
  if (d.forced || d.open === null) return null;
  if (d.verdict === 'best' && !d.open.optimal) return tr('table:review.openText.unlucky');
  if (d.verdict !== 'best' && d.open.optimal) return tr('table:review.openText.lucky');
  return null;
}
