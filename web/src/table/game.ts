/**
 * What the play table needs to know of one game, beyond the shape every game shares (engine/game.ts
 * BaseView, engine/protocol.ts SeatState): how its players hold a hand, its auction and partnership, the
 * words of its facts, refusals, deal summaries and score sheet, and its own pieces of the felt. Each game
 * brings one folder, web/src/games/<id>/, whose index.ts exports a `TableGameModule`; web/src/games/index.ts
 * collects the folders. The table itself (model.ts, texts.ts, events.ts, components/) names no game.
 */
import type { Component } from 'svelte';
import type { Seat } from '../../../engine/action.js';
import type { Card, Notation } from '../../../engine/cards.js';
import type { RuleParams } from '../../../engine/errors.js';
import type { AnyGame, BaseView, RulesOptions } from '../../../engine/game.js';
import type { ActionInfo, DealResult, Refusal, SeatState, TableInfo } from '../../../engine/protocol.js';
import type { DeckId } from '../lib/catalogue.js';
import type { TableEvent } from './events.js';
import type { CardContext } from './phrases.js';

/** The translator (i18next's `t`, or a test's): keys in the `table:` namespace. */
export type Tr = (key: string, options?: Record<string, unknown>) => string;

/** What a game's sentences need: the translator, the cards' names, and the seats' names seen from the human. */
export interface Words {
  readonly tr: Tr;
  readonly ctx: CardContext;
  readonly human: Seat;
  readonly seats: number;
  /** "You", "West", "North"… */
  who(seat: Seat): string;
}

/** One line of the facts bar above the felt (the contract, the trumps, the target…). */
export interface Fact {
  /** The message key of the term. */
  readonly term: string;
  readonly text: string;
  /** The description's class, for the page's styles (`contract`, `called-ace`, `partner`). */
  readonly className?: string;
  /** A card drawn before the text (the called Ace). */
  readonly card?: Card;
  /** A fact a phone's bar leaves out, said elsewhere too (the match's target, in the setup and the score sheet). */
  readonly minor?: boolean;
  /**
   * A fact of the session as a whole (the match's target), left out at a daily challenge's table, whose deals
   * are scored one by one against the field (docs/challenge.md).
   */
  readonly session?: boolean;
}

/** A move other than a card or a bid, in the game's own word (`close`, `marry-2`), and who made it. */
export interface GameMove {
  readonly seat: Seat;
  readonly move: string;
  /**
   * Where in the deal it was made: how many cards had been played in the deal before it (a raise before a
   * trick's last card). Absent: at a lead, before the cards of the trick in progress.
   */
  readonly at?: number;
}

/** A choice the human may make now other than a card (a bid), as a key of the keyboard chooses it. */
export interface Choice {
  /** The move's string form, as the server takes it (`bid:rufer-E`). */
  readonly text: string;
  /** Its full name, read by screen readers. */
  readonly label: string;
  /** The key that chooses it (a digit or a capital letter, from `choiceKey`), or null. */
  readonly key: string | null;
  /** Its name in a list of moves made, where the full name says more than was done ("Close the talon"). */
  readonly listed?: string;
}

/**
 * The keys of a game's choices after the pass's 0: the digits 1 to 9, then the letters the table's own keys
 * (B, H, L, N) leave free, so that every bid has one (Schafkopf may offer 14 games: its Solo Tout bids come
 * after the ninth). Letters are shown and matched as capitals.
 */
const CHOICE_KEYS = '123456789ACDEFGIJKMOPQRSTUVWXYZ';
export const choiceKey = (i: number): string | null => CHOICE_KEYS[i] ?? null;

export interface Summary {
  readonly headline: string;
  readonly lines: readonly string[];
}

export interface SummaryOptions {
  /** The table's rules (thresholds, cumulative scoring, the tie rule). */
  readonly rules: RulesOptions;
  /** The hands as dealt (the finished deal's lastDeal), when known: who held what. */
  readonly hands?: readonly (readonly Card[])[];
  /** The deal's moves in their string form (the finished deal's lastDeal), when known: how it ended. */
  readonly actions?: readonly string[];
  /** Parallel to `actions`: the AI made that move for the human while she was away (issue 30, stand-in.ts). */
  readonly standIn?: readonly boolean[];
}

/** What the table's settings ask of a seat's pile text. */
export interface PileOptions {
  /** Show the opponents' points (a table setting: players of some games count them in their heads). */
  readonly opponentsPoints: boolean;
}

/** Why a card or bid is refused, in words, from the engine's parameters of that refusal. */
export type Reason = (tr: Tr, ctx: CardContext, params: RuleParams) => string;

/**
 * What the table reads of a game's definition: its shape, not its rules. A game with a folder here hands its
 * engine definition (which has all of it); a game the site has no folder for is known by the catalogue's
 * declaration of it (GET /api/games, declared.ts).
 */
export type GameShape = Pick<AnyGame, 'id' | 'name' | 'seats' | 'sides' | 'options' | 'moves' | 'steps'>;

/** The table's view of one game: pure functions and data, so the tests need no browser. */
export interface TableGame<View extends BaseView = BaseView> {
  readonly id: string;
  /**
   * The game's definition: its options schema decides the session's length, its moves and steps the
   * controls (controls.ts). The engine's whole definition where the site holds its rules (a review replays
   * a deal with them: `rulesOf` in declared.ts).
   */
  readonly definition: GameShape | AnyGame;
  /**
   * The game has no texts of its own on the site (a game known only by its declaration): its moves are
   * named by their names and its refusals by the engine's English message.
   */
  readonly untranslated?: boolean;
  /**
   * Play goes anticlockwise, to the right: the seat after the leader is the one before him in the seats' order,
   * shown on his right (a trick's cards, the events, the review place each card by it). Absent: to the left.
   */
  readonly anticlockwise?: boolean;
  /** The number of deals a session has when the rules fix it and no target ends it (BS-11: six), else null. */
  readonly fixedDeals: number | null;
  /**
   * The session's totals are game points counted up in a race (to a target, or over fixed deals), never below
   * zero, so a total alone does not say who won: the statistics plot such a table by its outcome. Absent: the
   * totals are a settlement with its sign, a loss below zero.
   */
  readonly raceTotals?: boolean;
  /** The hand (or a hand as dealt) in the order its players hold it. */
  sortHand(cards: readonly Card[], view: View, notation: Notation): Card[];
  /** The deal's auction so far: who said what, in order (empty for a game without one). */
  calls(view: View): readonly { readonly seat: Seat; readonly bid: string }[];
  /** The declarer's partner as this seat knows him (the engine's view says it, SK-19), or null. */
  partner(view: View): Seat | null;
  /** The message keys of a seat's roles in the deal (declarer, partner). */
  roles(view: View, seat: Seat): readonly string[];
  /**
   * What a seat's won pile holds that counts: card points, honours ('' for nothing to show: an opponent's
   * points the settings hide).
   */
  pileText(tr: Tr, view: View, seat: Seat, options: PileOptions): string;
  /** A line under a seat's pile that counts even before its first trick (marriages announced), or null. */
  pileNote?(tr: Tr, ctx: CardContext, view: View, seat: Seat): string | null;
  /** The table offers the setting that hides the opponents' points (the game counts points, SN-11). */
  readonly opponentsPointsOptional?: boolean;
  /** A bid's name in words ("Solo in hearts"). */
  callName(tr: Tr, ctx: CardContext, bid: string): string;
  /** The facts bar's game-specific lines. */
  facts(w: Words, state: SeatState<View>, info: TableInfo): readonly Fact[];
  /** The refusal sentences, by the rule id the engine names (SK-15, BS-V2, …). */
  readonly reasons: Readonly<Record<string, Reason>>;
  /** The deal's score explained. */
  dealSummary(w: Words, deal: DealResult, options: SummaryOptions): Summary;
  /** Per seat, what the deal summary's score table shows beside the score ("13 honours · 9 tricks"). */
  dealDetails(tr: Tr, deal: DealResult): readonly string[];
  /** The score sheet's line for a finished deal ("Solo in hearts · West"). */
  sheetEntry(w: Words, deal: DealResult): string;
  /**
   * The choices (bids, or moves other than a card: an exchange, a closing) among these legal actions, with
   * their keys; absent for a game of cards only. The view names what they are about (the trump suit).
   */
  choices?(w: Words, legal: readonly ActionInfo[], view: View): readonly Choice[];
  /**
   * The moves other than cards and bids made between two views of the same deal (an exchange, a closing, a
   * marriage announced), in the order made: the table tells them as events (events.ts, `move`).
   */
  movesBetween?(before: View, after: View): readonly GameMove[];
  /** A move of `movesBetween` in words ("West closed the talon."), told from the human's side. */
  moveText?(w: Words, move: GameMove, view: View): string;
  /**
   * The events that stand out among the moves since the human's last (a closing, a marriage, a contract named):
   * the table's list of recent moves marks them (recent.ts).
   */
  notable?(e: TableEvent): boolean;
  /**
   * A game's own key for one of its moves other than a card, by the move's string form (`bid:dobra` → `0`), used
   * by the step controls (controls.ts) where the value's digit or letter is not the key its players learn;
   * undefined: the table's key for it.
   */
  moveKey?(text: string): string | null | undefined;
  /**
   * The key list's lines (components/KeysHelp.svelte) for the game's auction and its moves other than cards,
   * where the table's own (0 passes, 1–9 the bids; the moves' digits) do not fit its keys; absent: the table's.
   */
  readonly keysHelp?: {
    readonly auction?: KeysHelpLine;
    readonly moves?: KeysHelpLine;
  };
  /**
   * The statistics page's label of one of the game's counters (the keys its definition's `statKeys` gives a
   * finished deal: `bid:solo`, `schneider`, …), or null for a key it does not know.
   */
  statLabel?(tr: Tr, key: string): string | null;
}

/** One line of the key list: where B goes (a message key), and the keys of the choices there with their words. */
export interface KeysHelpLine {
  readonly go: string;
  /** The keys as shown ("A K O U T 9 8 7 6"). */
  readonly keys: readonly string[];
  readonly text: string;
}

/** What the table hands the game's auction panel. */
export interface AuctionProps {
  /** The table's game (a panel shared by several games reads its declaration: components/StepMoves). */
  readonly game: TableGame;
  readonly deck: DeckId;
  /** The cards chosen in the hand for a move of several cards (a discard of two), in the order chosen. */
  readonly chosen: readonly Card[];
  readonly seatState: SeatState;
  readonly words: Words;
  /** It is the human's turn to bid. */
  readonly active: boolean;
  /** The bids the human may make now (legal actions that are not cards). */
  readonly choices: readonly ActionInfo[];
  /** The bids the human may not make now, with the engine's reasons. */
  readonly refused: readonly Refusal[];
  /** Sends a move's string form. */
  readonly onact: (text: string) => void;
  /** Shows and announces why a move may not be made now (a panel whose refused buttons say why when pressed). */
  readonly onrefuse?: (text: string) => void;
}

/**
 * What the table hands the game's panel of moves other than cards during play (an exchange, a closing, a
 * marriage): the props of an auction, and a way to say why a move is refused (the table's notice).
 */
export interface MovesProps extends AuctionProps {
  /** Shows and announces why a move may not be made now. */
  readonly onrefuse: (text: string) => void;
  /**
   * A spectator's page: no move to make and nothing addressed to a player (no buttons, no "Why not?"); the
   * panel only announces the players' moves as they happen.
   */
  readonly watching?: boolean;
}

/** What the table hands the game's talon (the cards still to be drawn, and a turned trump). */
export interface TalonProps {
  readonly seatState: SeatState;
  readonly words: Words;
  readonly deck: DeckId;
}

/** A game's folder as the table loads it (web/src/games/<id>/index.ts). */
export interface TableGameModule {
  // The view type differs per game; the registry picks the game by the table's id, so its view matches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: TableGame<any>;
  /** The middle of the felt during the auction phase. */
  readonly Auction?: Component<AuctionProps, { focusBids(): void }>;
  /** Beside the trick: the talon. */
  readonly Talon?: Component<TalonProps>;
  /**
   * Beside the trick during play: the moves other than cards, each enabled only when legal. `focusMoves`
   * takes the keyboard there (key B); `explain(key)` says why the move of that key is refused, if one is.
   */
  readonly Moves?: Component<MovesProps, { focusMoves(): void; explain(key: string): boolean }>;
}

/**
 * The table's registry from the game folders' modules (keyed by path `./<id>/index.ts`): the folder's name
 * is the game's id, and the module must say the same.
 */
export function registryOf(modules: Readonly<Record<string, TableGameModule>>): ReadonlyMap<string, TableGameModule> {
  const out = new Map<string, TableGameModule>();
  for (const [path, module] of Object.entries(modules)) {
    const id = /^\.\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (id === undefined) throw new Error(`${path}: not a game folder's index.ts`);
    if (module.game.id !== id) throw new Error(`${path}: its game says it is ${module.game.id}`);
    out.set(id, module);
  }
  return out;
}
