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
    out.push({ term: 'table:setup.matchLength', text: w.tr('table:info.toWin', { count: v.rules.target }) });
  }
  return out;
}

/** The least number of honours that scores each number of game points (BS-10), from the engine's scoring. */
function thresholds(rules: SchneiderRules, total: number): Map<number, number> {
  const from = new Map<number, number>();
  for (let won = total; won > total / 2; won--) from.set(scoreDeal(rules, [won, total - won]).points[0]!, won);
  return from;
}

/** The deal's score, explained: the honours each side took and the threshold that applied, or the tie. */
export function dealSummary(w: Words, d: DealResult, o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as SchneiderReport;
  const rules = o.rules as SchneiderRules;
  const t = tableOf(rules);
  const total = t.totalHonours;
  const lines = [0, 1].map((s) => tr('table:summary.bs.took', { who: w.who(s), count: r.honours[s], total }));
  const { points, winner } = scoreDeal(rules, r.honours);
  if (winner === null) {
    // BS-C2: under CardRulesPlus a tie is dealt again.
    if (rules.ruleset === 'cardrulesplus') lines.push(tr('table:summary.bs.tieRedeal'));
    return { headline: tr('table:summary.tie'), lines };
  }
  const won = r.honours[winner]!;
  if (t.cumulative) {
    lines.push(tr('table:summary.bs.cumulative', { a: won, b: r.honours[1 - winner], diff: d.scores[winner] }));
  } else {
    const from = thresholds(rules, total);
    const scored = points[winner]!;
    const to = scored === 3 ? total : (from.get(scored + 1) ?? total + 1) - 1;
    lines.push(tr(`table:summary.bs.band${scored}`, { total, from: from.get(scored), to }));
  }
  const headline =
    winner === w.human ? tr('table:summary.youWin') : tr('table:summary.theyWin', { who: w.who(winner) });
  return { headline, lines };
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
