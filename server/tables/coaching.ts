/**
 * What helps a person play better (docs/review.md): the review of a finished deal (the holder's, or the one a
 * replay link shows) and a hint at his turn, computed in the AI pool from his seat's view alone and recorded
 * for the review.
 */
import type { Analyst } from '../../ai/bot.js';
import { gameModule } from '../../ai/registry.js';
import type { Action } from '../../engine/action.js';
import type { DealReview, Hint } from '../../engine/protocol.js';
import { formatAction } from '../../engine/record.js';
import type { AiRunner, HintAnswer, HintTask } from '../ai-pool.js';
import { decisionSeed } from '../dealing.js';
import { hintFrom, reasonFor } from '../judge.js';
import { ApiError } from '../protocol.js';
import { type Analyses, dealReview } from '../reviews.js';
import type { Store } from '../store.js';
import type { TableRegistry } from './registry.js';
import type { Shares } from './shares.js';

const round = (x: number): number => Math.round(x * 1000) / 1000;

export class Coaching {
  /** `samples`: worlds sampled per decision by the hints (as by the review's analysis). */
  constructor(
    private readonly registry: TableRegistry,
    private readonly shares: Shares,
    private readonly analyses: Analyses,
    private readonly runner: AiRunner,
    private readonly store: Store,
    private readonly samples: number,
  ) {}

  /** The review of a finished deal, for the table's holder (docs/review.md). */
  async review(id: string, player: string, deal: number): Promise<DealReview> {
    const { live, seat } = await this.registry.seated(id, player);
    return await dealReview(live.game, deal, this.analyses, this.store, id, seat);
  }

  /** The review of a finished deal of a shared table, for anyone with the replay link. */
  async sharedReview(token: string, deal: number): Promise<DealReview> {
    return await dealReview(await this.shares.game(token), deal, this.analyses, this.store, token);
  }

  /**
   * A hint for the holder's decision: the strong player's choice and each legal action's estimate, computed
   * in the pool from the seat's view alone (never the state), and recorded for the review. Its reason reads
   * only what the seat sees: the trick on the table and the card it would add.
   */
  async hint(id: string, player: string): Promise<Hint> {
    const { live, seat } = await this.registry.seated(id, player);
    const t = live.game;
    if (t.meta.options.hints !== true) throw new ApiError('FORBIDDEN', 'this table was created without hints');
    if (t.toMove() !== seat || live.pending) throw new ApiError('FORBIDDEN', 'a hint is for your own turn');
    const deal = t.current;
    const state = deal.state;
    const legal = t.legalActions();
    await this.store.addHint(id, deal.index, deal.actions.length, seat, Date.now());
    const task: HintTask = {
      kind: 'hint',
      game: t.game.id,
      view: t.game.view(state, seat),
      legal,
      seed: `${decisionSeed(t.meta.seed, t.version)}/hint`,
      samples: this.samples,
    };
    let answer: HintAnswer;
    try {
      answer = await (this.runner.hint
        ? this.runner.hint(task)
        : new Promise<HintAnswer>((resolve) => setImmediate(() => resolve(hintFrom(task)))));
    } finally {
      this.analyses.pump();
    }
    const action: Action = legal.includes(answer.action) ? answer.action : legal[0]!;
    const name = (a: Action) => formatAction(t.game, t.notation, a);
    const values = answer.values.map((value, i) => ({ action: name(legal[i]!), value: round(value) }));
    const analyst = gameModule(t.game.id)?.players.analyst as Analyst | undefined;
    let reason: Hint['reason'] = null;
    if (legal.length > 1) {
      const mine = answer.values[legal.indexOf(action)] ?? 0;
      const others = answer.values.filter((_, i) => legal[i] !== action);
      const gain = others.length === 0 ? 0 : Math.max(0, round(mine - Math.max(...others)));
      reason = reasonFor(t.game, t.notation, state, seat, action, null, gain, analyst?.unit ?? '');
    }
    return { action: name(action), reason, values, samples: answer.samples };
  }
}
