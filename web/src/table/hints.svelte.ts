/**
 * Hints (docs/review.md): the strong player's choice for the decision at hand, at a table created with them.
 * One is asked for at a version of the table and shown only while the table is at that version.
 */
import { isPlay } from '../../../engine/action.js';
import type { Card } from '../../../engine/cards.js';
import type { Hint } from '../../../engine/protocol.js';
import { readAction } from '../../../engine/record.js';
import type { Lang } from '../lib/i18n.svelte.js';
import { api } from '../review/api.js';
import { actionText, hintReasonText } from '../review/texts.js';
import type { Tr } from './game.js';
import type { Scene } from './scene.js';

/** A hint as the table shows it: the strong player's choice and why, and its card (raised in the hand). */
export interface HintShown {
  readonly card: Card | null;
  readonly choice: string;
  readonly why: string | null;
}

/** A hint in the words of the table's scene. */
export function hintShown(scene: Scene, tr: Tr, lang: Lang, hint: Hint): HintShown {
  const { s, info, parts, words } = scene;
  const a = readAction(parts.game.definition, info.notation, hint.action);
  return {
    card: a.ok && isPlay(a.value) ? a.value : null,
    choice: tr('table:hint.choice', { action: actionText(parts.game, words, hint.action, s.view) }),
    why: hint.reason ? hintReasonText(tr, lang, hint.reason) : null,
  };
}

export class Hints {
  #hint = $state<{ version: number; hint: Hint } | null>(null);
  /** A hint has been asked for and has not come yet. */
  busy = $state(false);

  /** The hint for the decision at this version, if one was asked for it. */
  at(version: number): Hint | null {
    return this.#hint && this.#hint.version === version ? this.#hint.hint : null;
  }

  /**
   * Asks the server for the decision at `version`, then says what came: the hint, or why there is none (the
   * request's message). Busy until both are said.
   */
  async ask(
    tableId: string,
    version: number,
    say: { hint(hint: Hint): void; failed(message: string): void },
  ): Promise<void> {
    this.busy = true;
    try {
      const hint = await api<Hint>(`/api/tables/${encodeURIComponent(tableId)}/hint`, { method: 'POST' });
      this.#hint = { version, hint };
      say.hint(hint);
    } catch (e) {
      say.failed(e instanceof Error ? e.message : String(e));
    } finally {
      this.busy = false;
    }
  }
}
