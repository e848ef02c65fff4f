/**
 * The table's keys (docs/site.md, the `?` list, components/KeysHelp.svelte): which key does what, from what the
 * table offers now (`keyAction`, pure), and the page's handler (`onTableKey`), which leaves a key to the browser
 * unless something came of it. What each action does is the page's (components/Table.svelte).
 */
import type { Choice } from './game.js';

/** What a key asks of the table. */
export type KeyAction =
  /** `?`: the list of keys. */
  | { readonly kind: 'help' }
  /** N: the next deal (offered only when the summary allows it). */
  | { readonly kind: 'next' }
  /** L: the last trick's window. */
  | { readonly kind: 'last-trick' }
  /** H: the keyboard to the hand. */
  | { readonly kind: 'hand' }
  /** B: the keyboard to the bids, else to the game's moves other than cards. */
  | { readonly kind: 'choices' }
  /** A choice's key (the digits, then letters: game.ts, choiceKey): that choice's move, by its string form. */
  | { readonly kind: 'choose'; readonly text: string }
  /** A key no choice has now while the game's moves panel is shown: the panel says why its move is refused. */
  | { readonly kind: 'explain'; readonly key: string };

/** What the table offers when the key is pressed. */
export interface KeyContext {
  /** The deal's summary offers the next deal. */
  readonly canContinue: boolean;
  /** The choices the human may make now other than a card (bids, moves), with their keys. */
  readonly choices: readonly Choice[];
  /** The game's panel of moves other than cards is on the felt. */
  readonly movesShown: boolean;
}

/** What the key `key` (a KeyboardEvent's key) asks, or null for a key the table leaves to the browser. */
export function keyAction(key: string, c: KeyContext): KeyAction | null {
  if (key === '?') return { kind: 'help' };
  if (key === 'n' || key === 'N') return c.canContinue ? { kind: 'next' } : null;
  if (key === 'l' || key === 'L') return { kind: 'last-trick' };
  if (key === 'h' || key === 'H') return { kind: 'hand' };
  if (key === 'b' || key === 'B') return { kind: 'choices' };
  if (/^[0-9a-z]$/i.test(key) && (c.choices.length > 0 || c.movesShown)) {
    // Choices' keys are shown and matched as capitals.
    const choice = c.choices.find((x) => x.key === key.toUpperCase());
    if (choice) return { kind: 'choose', text: choice.text };
    if (c.movesShown) return { kind: 'explain', key: key.toUpperCase() };
  }
  return null;
}

/** What the page does for each action; `explain` says whether the moves panel had something to say. */
export interface KeyHandlers {
  readonly help: () => void;
  readonly next: () => void;
  readonly lastTrick: () => void;
  readonly hand: () => void;
  readonly choices: () => void;
  readonly choose: (text: string) => void;
  readonly explain: (key: string) => boolean;
}

/** The page's keydown: a key pressed outside a window and a form field does what it asks, if anything. */
export function onTableKey(event: KeyboardEvent, c: KeyContext, on: KeyHandlers): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  // The dialog's own state, not the page's flags: its close event (which clears them) comes a task later.
  if (document.querySelector('dialog[open]')) return;
  const target = event.target as HTMLElement | null;
  if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
  const action = keyAction(event.key, c);
  if (action !== null && perform(action, on)) event.preventDefault();
}

/** Does what a key asks; false when nothing came of it (a move's key with nothing to say). */
function perform(action: KeyAction, on: KeyHandlers): boolean {
  switch (action.kind) {
    case 'explain':
      return on.explain(action.key);
    case 'choose':
      on.choose(action.text);
      return true;
    default: {
      const plain = { help: on.help, next: on.next, 'last-trick': on.lastTrick, hand: on.hand, choices: on.choices };
      plain[action.kind]();
      return true;
    }
  }
}
