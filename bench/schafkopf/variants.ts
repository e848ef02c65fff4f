/**
 * Schafkopf's measurement variants: strong with one of its parts changed or left out, so that an arena can
 * measure that part on its own (issue 17, docs/ai.md, docs/benchmarks.md):
 * `cardavia arena --game schafkopf --bots strong,strong-without-inference`. Never seated at a table: they live
 * with the benchmarks, and the arena and `bench/decisions.ts` find them through bench/variants.ts.
 */
import type { SchafkopfView } from '../../engine/schafkopf/index.js';
import type { Bot } from '../../ai/bot.js';
import { BUDGETS, searching } from '../../ai/schafkopf/index.js';
import { READ_ALL, READ_SCHMIEREN } from '../../ai/schafkopf/inference.js';

export const variants: Record<string, Bot<SchafkopfView>> = {
  'strong-without-inference': searching({
    play: { ...BUDGETS.strong.play, inference: false, readPlay: undefined },
    bid: { ...BUDGETS.strong.bid, inference: false },
  }),
  'strong-without-play-reading': searching({
    play: { ...BUDGETS.strong.play, readPlay: undefined },
    bid: BUDGETS.strong.bid,
  }),
  // Point 4: strong reads a Rufer's trump leads only; with the other seats' schmieren read as well, it is strong
  // as it was measured before the schmieren were left out (docs/benchmarks.md).
  'strong-with-schmier-reading': searching({
    play: { ...BUDGETS.strong.play, readPlay: READ_ALL },
    bid: BUDGETS.strong.bid,
  }),
  'strong-with-schmier-reading-only': searching({
    play: { ...BUDGETS.strong.play, readPlay: READ_SCHMIEREN },
    bid: BUDGETS.strong.bid,
  }),
  'strong-with-fixed-margins': searching({
    play: BUDGETS.strong.play,
    bid: { ...BUDGETS.strong.bid, calibration: undefined },
  }),
  // Both parts left out: strong as it was before issue 17 (but for the lower Solo Tout floor).
  'strong-before-issue-17': searching({
    play: { ...BUDGETS.strong.play, inference: false, readPlay: undefined },
    bid: { ...BUDGETS.strong.bid, inference: false, calibration: undefined },
  }),
};
