/**
 * The one shape every game has (after boardgame.io): its seats, rules options, named moves, a session of
 * deals, and for each deal a plain serialisable state with pure functions over it (legal moves, apply, a
 * seat's view, the outcome), plus what the other layers need to know (record and wire forms of its moves,
 * structured rule errors, trick explanations, the text of the terminal game). Adding a game is one folder
 * `engine/<game>/` whose index exports a definition made by `defineGame`, and one line in `games.ts`.
 */
import type { Action, Seat } from './action.js';
import type { Card, Notation } from './cards.js';
import type { RuleError } from './errors.js';
import type { TrickExplanation } from './explain.js';
import type { Result } from './result.js';

export type Phase = 'auction' | 'play' | 'over';

/** Running totals and the dealer of the next deal: public, and the same shape for every game. */
export interface Session<Rules> {
  readonly rules: Rules;
  /** The seat that deals the next deal. */
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly dealsPlayed: number;
  readonly finished: boolean;
  /**
   * The winning seat (in a game with sides: the winning side's index), 'draw', or null while unfinished (and
   * always null for an open-ended score sheet).
   */
  readonly winner: Seat | 'draw' | null;
}

/**
 * What a move's argument is, which fixes its record and wire forms (RECORDS.md; moves.ts has them all):
 * - `card`: a card code of the record's notation: `{ "seat": 0, "play": "HA" }`, `play:HA`;
 * - `cards`: `count` (1 or 2) card codes, distinct unless `twice`: `{ "seat": 0, "discard": ["E7", "G8"] }`, `discard:E7,G8`;
 * - `choice`: one of a list of names (a bid): `{ "seat": 0, "bid": "rufer-E" }`, `bid:rufer-E`; a name not
 *   in the list still reads, as the kind's "unknown" argument, and the game refuses it;
 * - `flag`: no argument: `{ "seat": 0, "close": true }`, `close`;
 * - `suit`: a suit letter of the notation: `{ "seat": 0, "marry": "H" }`, `marry:H`;
 * - `rank`: a rank letter of the notation: `{ "seat": 0, "schlag": "9" }`, `schlag:9`.
 */
export type MoveArg =
  | { readonly type: 'card' }
  | {
      readonly type: 'cards';
      readonly count: number;
      /**
       * Whether a card named twice reads, for the game to refuse it as a move its rules do not allow (Mariáš's
       * discard, RULES.md: "the same card twice" is ILLEGAL_MOVE); without it such a record does not read.
       */
      readonly twice?: boolean;
    }
  | { readonly type: 'choice'; readonly choices: readonly string[] }
  | { readonly type: 'flag' }
  | { readonly type: 'suit' }
  | {
      readonly type: 'rank';
      /** The rank codes the move may name (cards.ts); without it, every rank letter of the notation reads. */
      readonly ranks?: readonly number[];
    };

/**
 * A named move (boardgame.io's idea): `play(card)`, `bid(contract)`, `exchange`, `close`, `marry(suit)`,
 * `schlag(rank)`, `discard(cards)`, `raise`, `hold`, `fold`. The site draws its control from this
 * declaration: a card or cards are chosen in the hand, a choice, suit or rank from buttons, a flag is one
 * button; its label is the game's text `moves.<name>`.
 */
export interface MoveKind {
  readonly name: string;
  readonly arg: MoveArg;
  /**
   * The keyboard key of a flag move's button at the table (`e` to exchange, `c` to close): a letter other
   * than the table's own B, H, L and N (the site leaves such a move without a key).
   */
  readonly key?: string;
  /**
   * A hidden move: its argument is known only to its mover (the trump card set aside, a discard). The record
   * keeps it in full; other seats learn only the move's name (moves.ts `publicAction`).
   */
  readonly hidden?: boolean;
}

/**
 * A step of a deal as the game names it (Watten's `schlag`, `trump`, `play`, `answer`): the moves that may
 * be made in it, and the record phase it belongs to (RECORDS.md's `phase` of `cardavia legal`). The site
 * titles the step with the game's text `steps.<id>` and offers its moves.
 */
export interface StepDecl {
  readonly id: string;
  readonly phase: 'auction' | 'play';
  readonly moves: readonly string[];
}

/**
 * Who plays with whom: each side's seats (Watten, Belote: `[[0, 2], [1, 3]]`). A game without sides plays
 * every seat for itself, as if each were a side of one.
 */
export type Sides = readonly (readonly Seat[])[];

/** One choice of a rules option, with the message key of its label on the setup page. */
export interface OptionChoice {
  readonly id: string;
  readonly label: string;
}

/**
 * A game's rules options as data: the record reader, the server's validation and the setup page all read
 * this one description. Rules are `{ ruleset, variants, target }` (RECORDS.md); a game with one ruleset and
 * no variants or target simply lists one choice.
 */
export interface OptionsSchema {
  /** The first is the default. */
  readonly rulesets: readonly OptionChoice[];
  readonly variants: readonly OptionChoice[];
  /** The match target, where the game plays to one; null when it never does (the field is still checked). */
  readonly target: {
    readonly default: number;
    /** The targets the setup page offers. */
    readonly choices: readonly number[];
    /** The target decides the end only under these rulesets or with one of these variants. */
    readonly usedBy: { readonly rulesets: readonly string[]; readonly variants: readonly string[] };
    /** A variant that changes the default and the choices (BS-V4: cumulative scoring plays to 50). */
    readonly byVariant: Readonly<Record<string, { readonly default: number; readonly choices: readonly number[] }>>;
    /** A ruleset that plays to another default and choices (BE-C7), where no variant brings its own. */
    readonly byRuleset?: Readonly<Record<string, { readonly default: number; readonly choices: readonly number[] }>>;
    /** The message key of what ends a session when the target does not (BS-11: six deals), for the setup page. */
    readonly unusedHint?: string;
    /**
     * The message key of one target on the setup page, with its `count` (MA-27: a number of deals, "12 deals");
     * absent: a target of game points ("First to 7 game points").
     */
    readonly choiceLabel?: string;
  } | null;
  /** A table option: how many deals a session has, where the game's own rules never end it (a score sheet). */
  readonly sessionDeals: {
    readonly default: number;
    readonly choices: readonly number[];
    readonly openEnded: boolean;
  } | null;
}

/** The rules every game reads from a record's `rules` field. */
export interface RulesOptions {
  readonly ruleset: string;
  /** Distinct, in the order of the schema's variants. */
  readonly variants: readonly string[];
  readonly target: number;
}

/** The fields every seat's view has, whatever the game. */
export interface BaseView {
  readonly game: string;
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly phase: Phase;
  readonly hand: readonly Card[];
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  /** The trick on the table: who led it and the cards so far. */
  readonly trick: { readonly leader: Seat; readonly cards: readonly Card[] };
  readonly tricks: readonly { readonly leader: Seat; readonly cards: readonly Card[]; readonly winner: Seat }[];
  readonly toMove: Seat | null;
}

/** The terminal game's text (cli `play`), in English: what a player reads at each step. */
export interface GameText<Rules, View, Outcome> {
  welcome(rules: Rules, seed: string): string;
  dealStart(session: Session<Rules>, human: Seat): string;
  view(view: View, notation: Notation, legal: readonly Action[]): string;
  prompt(phase: Phase): string;
  exampleCode(notation: Notation): string;
  afterAction(view: View, notation: Notation, seat: Seat, action: Action): string | null;
  dealEnd(outcome: Outcome, session: Session<Rules>, human: Seat): string;
  sessionEnd(session: Session<Rules>, human: Seat): string;
}

/** What a game module writes; `defineGame` completes it into a GameDefinition. */
/** A finished deal's contract (a game with bidding): `contract` of the game's definition. */
export interface DealContract {
  readonly kind: string;
  readonly declarer: Seat;
  readonly partner: Seat | null;
  readonly declarerWins: boolean;
}

/**
 * A game's daily challenge (docs/challenge.md): how many deals its day has, all played as independent deals,
 * and the seat the person holds (the AI, `strong`, holds the others).
 */
export interface ChallengeSetting {
  readonly deals: number;
  readonly seat: Seat;
}

export interface GameSpec<Rules extends RulesOptions, State, View extends BaseView, Outcome> {
  readonly id: string;
  /** The game's name in English (messages of the record reader, the terminal). */
  readonly name: string;
  readonly seats: number;
  /** The suit systems the game is played with (a deck of another cannot serve it). */
  readonly suitSystems: readonly Notation[];
  /** The deck a record without `deck` uses (RECORDS.md). */
  readonly defaultDeck: string;
  readonly options: OptionsSchema;
  /** The daily challenge's deals and the person's seat (docs/challenge.md); without it, 8 deals and seat 0. */
  readonly challenge?: ChallengeSetting;
  /** Kind 0 is always `play` (a card) and kind 1 `bid` (a choice), so their actions are 0..39 and 4096 + i. */
  readonly moves: readonly MoveKind[];
  /**
   * The deal's steps, where the game has more than the record phases `auction` and `play` (Watten's Schlag,
   * trump, play and answer to a raise); without them the steps are the record phases.
   */
  readonly steps?: readonly StepDecl[];
  /** The step the deal is at (an id of `steps`); without it, the record phase. */
  step?(state: State): string;
  /**
   * The partnerships (Watten, Belote). Partners share a side's result: the session's `totals` are per seat,
   * equal for partners (Watten), or per side as the game's records keep them (Belote); sides.ts reads either
   * per side and gives a seat its side's (`bySide`, `seatFigure`). Its `winner` is the index of the winning side.
   */
  readonly sides?: Sides;

  /** Completes the generic rules into the game's own (derived fields, checks the schema cannot say). */
  rules(options: RulesOptions): Result<Rules, string>;
  /** The cards of the game's pack under these rules, in index order. */
  pack(rules: Rules): readonly Card[];

  /** A new session; without it, `defineGame` starts every seat at 0 with no deal played. */
  newSession?(rules: Rules, firstDealer: Seat): Session<Rules>;
  /** Starts the session's next deal from a shuffled pack (index 0 = first card dealt). */
  deal(session: Session<Rules>, cards: readonly Card[]): State;
  /** Records a finished deal's outcome on the session: totals, next dealer, end of session. */
  settle(session: Session<Rules>, outcome: Outcome): Session<Rules>;

  phase(state: State): Phase;
  /** The seat to act, or null when the deal is over. */
  toMove(state: State): Seat | null;
  /** Legal actions of the seat to move, ascending. Empty when the deal is over. */
  legalActions(state: State): Action[];
  /**
   * Applies one action; on error the old state is untouched and the error says why. Called only with an
   * action that passed the shared guard (an integer naming a move kind of the game and an argument in range).
   */
  apply(state: State, seat: Seat, action: Action): Result<State, RuleError>;
  /** What one seat may know of the deal. */
  view(state: State, seat: Seat): View;
  /**
   * What anyone watching the table may know (a spectator, issue 16): the cards played, the cards turned face
   * up, the bids and every count, never a card in a hand. `seat` is -1 and `hand` empty.
   */
  spectatorView(state: State): View;
  /** The actions a seat might try now that it would be told "no" to, with why (held cards, bids). */
  candidates(view: View): readonly Action[];
  /** Why each finished trick of the view's deal went the way it did, in trick order. */
  explain(view: View): readonly TrickExplanation[];
  /** The deal's outcome once it is over. */
  outcome(state: State): Outcome | undefined;
  /** What each seat scored in a finished deal (game points, or a settlement). */
  scores(outcome: Outcome): readonly number[];
  /**
   * The game-specific fields of a finished deal in `cardavia replay` output (RECORDS.md), in the record's
   * notation where a field names a suit (a trump suit).
   */
  report(outcome: Outcome, notation: Notation): Record<string, unknown>;
  /**
   * The game's own fields of the `act` message an outside bot receives (BOTS.md, the game's section), read
   * from the acting seat's view, cards in the record's notation. The fields every game shares (hand, actions,
   * talon, trumpCard, totals, legal) are the arena's; without this hook a game sends only those.
   */
  botFields?(view: View, notation: Notation): Record<string, unknown>;
  /**
   * The counters a finished deal adds to a seat's statistics (docs/review.md, "Counters"): the game's own
   * words (`bid:solo`, `won:solo`, `schneider`, `closed`, …), which its web module labels. Without this hook a
   * game has no counters.
   */
  statKeys?(outcome: Outcome, seat: Seat): readonly string[];
  /**
   * The contract a finished deal was played in, for the arena's breakdown per contract (BOTS.md): its kind
   * in the game's words (`rufer`, `solo`, …), the declarer, his partner if he had one, and whether the
   * declarer's side won; null for a deal without one (all passed). Without this hook a game has no breakdown.
   */
  contract?(outcome: Outcome): DealContract | null;
  /**
   * What a finished trick of these cards is worth in the game's card points, as the review words it ("the
   * Ober would have taken the trick and 14 points"); the view is the seat's after the trick. Without it a
   * trick is worth 0 there.
   */
  trickPoints?(view: View, cards: readonly Card[]): number;
  readonly text: GameText<Rules, View, Outcome>;
}

export interface GameDefinition<Rules extends RulesOptions, State, View extends BaseView, Outcome> extends GameSpec<
  Rules,
  State,
  View,
  Outcome
> {
  newSession(rules: Rules, firstDealer: Seat): Session<Rules>;
  readonly challenge: ChallengeSetting;
  /** Rules from a record's `rules` field (undefined means the defaults); an error message when unreadable. */
  parseRules(json: unknown): Result<Rules, string>;
  /** The rules as a record writes them: the ruleset, and the variants and target where the game has them. */
  rulesToJson(rules: Rules): Record<string, unknown>;
  /** The default rules. */
  readonly defaultRules: Rules;
  /** Bid names of the game's auction (the `bid` move's choices; empty when the game has no auction). */
  readonly bids: readonly string[];
  /** The deal's steps: the game's own, or the record phases `auction` (bids) and `play` (every other move). */
  readonly steps: readonly StepDecl[];
  /** The step the deal is at: the game's own, or its record phase ('over' at the end). */
  step(state: State): string;
  /** The partnerships, or one side per seat (sides.ts). */
  readonly sides: Sides;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
