/**
 * Bohemian Schneider's sentences at the table: the facts of the rules in play, the refusal of the
 * follow-suit variant (BS-V2), and the deal's score explained from the honours taken (BS-10, BS-V1, BS-V4,
 * BS-C2). The thresholds are the engine's scoring, asked, never written again here.
 */
import { type Suit, suitOf } from '../../../../engine/cards.js';
import type { DealResult, SeatState } from '../../../../engine/protocol.js';
import {
  type SchneiderOutcome,
  type SchneiderRules,
  type SchneiderView,
  bohemianSchneider,
  scoreDeal,
  tableOf,
} from '../../../../engine/bohemian-schneider/index.js';
import type { Fact, Reason, Summary, SummaryOptions, Tr, Words } from '../../table/game.js';
import { rulesPlayToTarget } from '../../table/model.js';
import { suitWord } from '../../table/phrases.js';

/** A finished deal's report fields (RECORDS.md). */
export type SchneiderReport = Pick<SchneiderOutcome, 'honours' | 'tricks' | 'gamePoints'>;

export const reasons: Readonly<Record<string, Reason>> = {
  // BS-V2: the responder must follow the led suit when able.
  'BS-V2': (tr, ctx, p) =>
    typeof p.led === 'number'
      ? tr('table:reason.followSuitVariant', { suit: suitWord(ctx, p.led as Suit) })
      : tr('table:reason.illegalCard'),
};

/** The rules in play, the trump suit (BS-V3) and the target of a match (BS-C3, BS-V4). */
export function facts(w: Words, s: SeatState<SchneiderView>): readonly Fact[] {
  const v = s.view;
  const out: Fact[] = [{ term: 'table:setup.ruleset', text: w.tr(`table:info.rules.${v.rules.ruleset}`) }];
  if (v.trumpCard !== null) out.push({ term: 'table:info.trumps', text: suitWord(w.ctx, suitOf(v.trumpCard)) });
  if (rulesPlayToTarget(bohemianSchneider.options, v.rules)) {
    out.push({
      term: 'table:setup.matchLength',
      text: w.tr('table:info.toWin', { count: v.rules.target }),
      session: true,
    });
  }
  return out;
}

/**
 * The deal's score in the players' own terms: what the winner's honours made this deal (game points, and
 * Schneider or Schwarz: BS-10, BS-V1), the difference under cumulative scoring (BS-V4), or the tie and what
 * follows from it (BS-C2). Each seat's honours and tricks stand beside its score (dealDetails), not here.
 */
export function dealSummary(w: Words, d: DealResult, o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as SchneiderReport;
  const rules = o.rules as SchneiderRules;
  const { points, winner } = scoreDeal(rules, r.honours);
  if (winner === null) {
    // BS-C2: under CardRulesPlus a tie is dealt again.
    const lines = rules.ruleset === 'cardrulesplus' ? [tr('table:summary.bs.tieRedeal')] : [];
    return { headline: tr('table:summary.tie'), lines };
  }
  const who = w.who(winner);
  const won = r.honours[winner]!;
  const line = tableOf(rules).cumulative
    ? tr('table:summary.bs.cumulative', { who, a: won, b: r.honours[1 - winner], diff: d.scores[winner] })
    : tr(`table:summary.bs.made${points[winner]}`, { who, count: won });
  const headline = winner === w.human ? tr('table:summary.youWin') : tr('table:summary.theyWin', { who });
  return { headline, lines: [line] };
}

/** Each seat's honours and tricks, beside its score in the deal summary. */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as SchneiderReport;
  return r.honours.map(
    (h, i) => `${tr('table:pile.honours', { count: h })} · ${tr('table:pile.tricks', { count: r.tricks[i] })}`,
  );
}

/** "Honours 13 : 7", the human's first. */
export function sheetEntry(w: Words, d: DealResult): string {
  const r = d.report as SchneiderReport;
  return w.tr('table:sheet.honours', { a: r.honours[w.human], b: r.honours[1 - w.human] });
}
