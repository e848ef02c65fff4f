/**
 * A finished deal replayed in the browser from its review (engine/protocol.ts DealReview): the deal's cards
 * and actions through the game's own rules, cut into the steps the review shows, trick by trick. The server
 * sends the cards and the actions; every position is the engine's, so the site never guesses a hand.
 */
import type { Action, Seat } from '../../../engine/action.js';
import type { Card } from '../../../engine/cards.js';
import type { TrickExplanation } from '../../../engine/explain.js';
import type { AnyGame, BaseView } from '../../../engine/game.js';
import type { DealReview, DecisionAnalysis, Reason } from '../../../engine/protocol.js';
import { readAction } from '../../../engine/record.js';

/** One action of the deal, with what the review knows of it. */
export interface ReplayedAction {
  /** Its place in the deal's actions. */
  readonly index: number;
  readonly seat: Seat;
  /** The string form (`play:HO`, `bid:solo-E`). */
  readonly text: string;
  readonly action: Action;
  /** The acting seat's view just before it acted (the words of a bid or a move need it). */
  readonly before: BaseView;
  /** The judged seat's decision, when this is one and the analysis is in. */
  readonly decision: DecisionAnalysis | null;
  readonly reason: Reason | null;
  /** The seat asked for a hint before this decision. */
  readonly hinted: boolean;
  /** The AI made this move for the seat's person while she was away (issue 30): never judged as hers. */
  readonly standIn: boolean;
}

/** What the review shows at one step: the position after it, and the actions that led there from the last. */
export interface ReplayStep {
  /** 0: the deal as dealt, with its auction; k: after the k-th trick; a last step for actions after it. */
  readonly trick: number | null;
  readonly actions: readonly ReplayedAction[];
  /** Each seat's view after the step (its hand, the tricks so far). */
  readonly views: readonly BaseView[];
  /** The trick the step ends on: the one just finished, or the one in progress when the deal ended inside it. */
  readonly shown: {
    readonly leader: Seat;
    readonly cards: readonly Card[];
    readonly winner: Seat | null;
    readonly explanation: TrickExplanation | null;
  } | null;
}

export type Replay = { ok: true; steps: readonly ReplayStep[] } | { ok: false; error: string };

/**
 * The review's judged decisions: the analysis's, but those the AI made for the seat's person (issue 30), which
 * an analysis stored before they were left out of it may hold; they count in no figure of hers.
 */
export function judgedDecisions(review: DealReview): readonly DecisionAnalysis[] {
  return (review.analysis?.decisions ?? []).filter((d) => review.actions[d.index]?.standIn !== true);
}

/** How many of the seat's decisions in the deal the AI made for its person while she was away (issue 30). */
export const standInCount = (review: DealReview): number =>
  review.actions.filter((a) => a.seat === review.seat && a.standIn === true).length;

/** Replays the review's deal under the table's rules (as TableInfo writes them) into steps. */
export function replayReview(game: AnyGame, rulesJson: unknown, review: DealReview): Replay {
  const rules = game.parseRules(rulesJson);
  if (!rules.ok) return { ok: false, error: rules.error };
  const session = { ...game.newSession(rules.value, review.dealer), dealer: review.dealer };
  let state: unknown = game.deal(session, review.cards);
  const seats = Array.from({ length: review.seats }, (_, s) => s);
  const viewsOf = (st: unknown): BaseView[] => seats.map((s) => game.view(st, s) as BaseView);

  const judged = new Map<number, { decision: DecisionAnalysis; reason: Reason | null }>();
  review.analysis?.decisions.forEach((decision, i) =>
    judged.set(decision.index, { decision, reason: review.analysis?.reasons[i] ?? null }),
  );
  const hinted = new Set(review.hinted);

  const steps: ReplayStep[] = [];
  let pending: ReplayedAction[] = [];
  const close = (finishedTrick: boolean) => {
    const views = viewsOf(state);
    const v = views[0]!;
    const last = v.tricks[v.tricks.length - 1];
    let shown: ReplayStep['shown'] = null;
    if (v.trick.cards.length > 0)
      shown = { leader: v.trick.leader, cards: v.trick.cards, winner: null, explanation: null };
    else if (finishedTrick && last) {
      const explanation = game.explain(v)[v.tricks.length - 1] ?? null;
      shown = { leader: last.leader, cards: last.cards, winner: last.winner, explanation };
    }
    steps.push({ trick: steps.length === 0 ? null : v.tricks.length, actions: pending, views, shown });
    pending = [];
  };

  for (let index = 0; index < review.actions.length; index++) {
    const { seat, action: text, standIn = false } = review.actions[index]!;
    const read = readAction(game, review.notation, text);
    if (!read.ok) return { ok: false, error: `action ${index}: ${read.error}` };
    // The opening (the hands as dealt, and the auction where there is one) is step 0.
    if (steps.length === 0 && game.phase(state) !== 'auction') close(false);
    const before = game.view(state, seat) as BaseView;
    const tricksBefore = before.tricks.length;
    const next = game.apply(state, seat, read.value);
    if (!next.ok) return { ok: false, error: `action ${index}: ${next.error.message}` };
    state = next.value;
    // An analysis stored before the stand-in's moves were left out of it may still judge them: not shown.
    const j = standIn ? undefined : judged.get(index);
    pending.push({
      index,
      seat,
      text,
      action: read.value,
      before,
      decision: j?.decision ?? null,
      reason: j?.reason ?? null,
      hinted: hinted.has(index),
      standIn,
    });
    if ((game.view(state, seat) as BaseView).tricks.length > tricksBefore) close(true);
  }
  if (steps.length === 0 || pending.length > 0) close(false);
  return { ok: true, steps };
}
