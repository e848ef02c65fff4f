/**
 * What every part of the play table reads (components/: the bar, the felt, the side, the windows): the state
 * shown and the table's information, the model of what follows from them (model.ts), the game's own parts, and
 * the seats' words. components/Table.svelte derives it once per state shown and hands it down, so each part
 * derives only what it shows; what two parts show is derived here.
 */
import type { Seat } from '../../../engine/action.js';
import type { Card } from '../../../engine/cards.js';
import type { SeatState, TableInfo } from '../../../engine/protocol.js';
import type { DeckId } from '../lib/catalogue.js';
import type { Lang } from '../lib/i18n.svelte.js';
import { seatLabel } from './friends.js';
import type { TableGameModule, Tr, Words } from './game.js';
import type { LiveTable } from './live.svelte.js';
import { type TableModel, tableModel } from './model.js';
import { type CardContext, codeOf, nameOf } from './phrases.js';
import { explanationText, wonByText, wordsFor } from './texts.js';

export interface Scene {
  readonly live: LiveTable;
  readonly s: SeatState;
  readonly info: TableInfo;
  readonly m: TableModel;
  /** The game's folder: its table rules (`parts.game`) and its pieces of the felt. */
  readonly parts: TableGameModule;
  /** The seats' words: a friend's name, "You", or on a spectator's page "Seat N" and nobody "you". */
  readonly words: Words;
  readonly ctx: CardContext;
  readonly deck: DeckId;
  /** The seat the felt is laid out from: the human's, seat 0 on a spectator's page. */
  readonly human: Seat;
  readonly n: number;
  /** A spectator's page: public information only, nobody "you", nothing to act on. */
  readonly spectating: boolean;
  /** The page may act (a seat's page, connected, showing the newest state). */
  readonly canAct: boolean;
}

/**
 * The scene of a live table once its state, its information and its game's parts are known (else null).
 * `watch`: the page is a spectator's (so is a state that says so): laid out from seat 0's side, nobody "you".
 */
export function sceneOf(
  live: LiveTable,
  parts: TableGameModule | undefined,
  watch: boolean,
  lang: Lang,
  tr: Tr,
): Scene | null {
  const s = live.shown;
  const info = live.info;
  if (!s || !info || !parts) return null;
  const deck = info.deck as DeckId;
  const ctx: CardContext = { deck, notation: info.notation, lang, game: info.game };
  const spectating = watch || s.spectator === true;
  const canAct = !spectating && live.canAct;
  // A spectator's state has no seat (-1): the felt is laid out from seat 0's side.
  const m = tableModel(parts.game, info, spectating ? { ...s, seat: 0 } : s, canAct, ctx.notation);
  const human = spectating ? 0 : s.seat;
  return {
    live,
    s,
    info,
    m,
    parts,
    words: seatWords(tr, ctx, human, m.seats, spectating, s),
    ctx,
    deck,
    human,
    n: m.seats,
    spectating,
    canAct,
  };
}

/**
 * The seats' words: a friend's display name where he set one (shown to his table only), else his seat (texts.ts
 * wordsFor); a spectator sees seat labels only, and nobody is "you".
 */
export function seatWords(
  tr: Tr,
  ctx: CardContext,
  human: Seat,
  n: number,
  spectating: boolean,
  s: SeatState | null,
): Words {
  const base = wordsFor(tr, ctx, human, n, s?.players);
  return spectating ? { ...base, human: -1, who: (seat: number) => seatLabel(tr, seat) } : base;
}

/** The last finished trick as the caption under the trick and the Last trick window show it. */
export interface LastTrickShown {
  readonly index: number;
  readonly winner: Seat;
  readonly cards: readonly { readonly card: Card; readonly seat: Seat; readonly code: string; readonly name: string }[];
  /** Who took it ("Anna takes the trick."). */
  readonly won: string;
  /** Who took it, after the trick's number ("taken by Anna", "taken by you"). */
  readonly taken: string;
  /** Why, or ''. */
  readonly why: string;
  readonly points: number | null;
}

export function lastTrickShown(scene: Scene, tr: Tr): LastTrickShown | null {
  const { m, ctx, words } = scene;
  const last = m.lastTrick;
  if (!last) return null;
  const cards = last.cards.map((c) => c.card);
  return {
    index: last.index,
    winner: last.winner,
    cards: last.cards.map(({ seat, card }) => ({ card, seat, code: codeOf(ctx, card), name: nameOf(ctx, card) })),
    won: wonByText(words, last.winner),
    taken: tr('table:trick.winner', {
      who: words.who(last.winner),
      context: last.winner === words.human ? 'you' : undefined,
    }),
    why: last.explanation ? explanationText(tr, ctx, last.explanation, cards) : '',
    points: last.points,
  };
}
