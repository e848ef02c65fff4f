/**
 * The searching players' budgets, counted in worlds and solver nodes, never in time: a decision is a pure
 * function of the view and the seed.
 */
/**
 * By how many units (mean over worlds) a game beyond the plain one must beat it, and the shares of worlds a flek
 * needs: open cards flatter the declarer (docs/ai.md, "Mariáš"), so the worlds' means are not taken as they are.
 */
export interface MariasMargins {
  /** A betl over the trump game: F's own (his discard, his claim, MA-8) or declared (MA-L4). */
  readonly betl: number;
  /** A durch over the trump game, likewise. */
  readonly durch: number;
  /** Taking the game over with betl or durch, against defending (MA-9). */
  readonly takeOver: number;
  /** Sedma over hra (MA-11). */
  readonly sedma: number;
  /** Sto or stosedm over hra (MA-11). */
  readonly sto: number;
  /** A defender fleks when the declarer wins at most this share of worlds (MA-16), and only once. */
  readonly flekDefender: number;
  /** The declarer fleks back when he wins at least this share. */
  readonly flekDeclarer: number;
}

/** The margins set by hand before any reading of the table (bench/marias/calibrate.ts); the oracle's too. */
export const HAND_SET_MARGINS: MariasMargins = {
  betl: 8,
  durch: 8,
  takeOver: 10,
  sedma: 2,
  sto: 2,
  flekDefender: 0.25,
  flekDeclarer: 0.8,
};

/**
 * How many of F's suits, best first by the easy player's score, the trump card weighs (MA-6), and how many plain
 * pairs his discard for a trump game weighs (MA-7, pimc.ts `trumpDiscards`): the levels' and the oracle's, which
 * keeps them whatever a variant measures (as `HAND_SET_MARGINS`).
 */
export type OptionsWeighed = Pick<MariasBudget, 'trumpSuits' | 'discardPairs'>;
export const OPTIONS_WEIGHED: OptionsWeighed = { trumpSuits: 2, discardPairs: 3 };

export interface MariasBudget {
  /** Worlds solved per card decision, in the first two tricks and after. */
  readonly playWorldsEarly: number;
  readonly playWorlds: number;
  /** Whether the trump card, the discard, the claims, the game and the fleks are chosen by solving worlds. */
  readonly searchBids: boolean;
  /** Worlds solved per option of a bidding decision. */
  readonly bidWorlds: number;
  /**
   * Worlds solved per option of F's first two decisions, the trump card (MA-6) and the discard (MA-7), each within
   * `bidNodes` scaled by its worlds over `bidWorlds`; and how many of F's suits, best first by the easy player's
   * score, the trump card weighs. Each is one decision of some forty a deal, so more worlds there add little to the
   * decisions' p95 (docs/benchmarks.md, "Mariáš AI", seventh round: two thirds of strong's open-cards regret lies
   * before play, most of it in these two).
   */
  readonly trumpCardWorlds: number;
  readonly discardWorlds: number;
  readonly trumpSuits: number;
  /** How many plain pairs the discard for a trump game weighs, the easy player's first (`trumpDiscards`). */
  readonly discardPairs: number;
  /**
   * Worlds drawn per world kept, by the likelihood of the declarer's public choices (knowledge.ts
   * `declarerWeight`), and that likelihood's `miss`: 1 keeps the worlds as drawn.
   */
  readonly candidates: number;
  readonly declarerMiss: number;
  /** Table nodes one solve may take before it is given up (that world then counts for nothing). */
  readonly nodeLimit: number;
  /**
   * Table nodes one decision may take, over all its worlds (a card's, and one before play's): the worlds are
   * solved in order while they last, the last one given only what is left (a world it stops counts for nothing).
   */
  readonly playNodes: number;
  readonly bidNodes: number;
  /** What the games beyond the plain one and the fleks must show over the worlds (searchBids only). */
  readonly margins: MariasMargins;
}

export const MARIAS_BUDGETS: Readonly<Record<'normal' | 'strong', MariasBudget>> = {
  normal: {
    playWorldsEarly: 3,
    playWorlds: 6,
    searchBids: false,
    bidWorlds: 0,
    trumpCardWorlds: 0,
    discardWorlds: 0,
    ...OPTIONS_WEIGHED,
    candidates: 1,
    declarerMiss: 1,
    nodeLimit: 300_000,
    playNodes: Infinity,
    bidNodes: 0,
    margins: HAND_SET_MARGINS,
  },
  strong: {
    playWorldsEarly: 6,
    playWorlds: 16,
    searchBids: true,
    bidWorlds: 5,
    trumpCardWorlds: 5,
    discardWorlds: 5,
    ...OPTIONS_WEIGHED,
    // A defender's worlds kept from eight by F's trump game (knowledge.ts declarerWeight, bench/marias/worlds.ts):
    // 0.543 of his hidden cards placed right against 0.481 as drawn; docs/benchmarks.md, "Mariáš AI", eighth round.
    candidates: 8,
    declarerMiss: 0.03,
    nodeLimit: 600_000,
    playNodes: 800_000,
    bidNodes: 2_000_000,
    margins: HAND_SET_MARGINS,
  },
};
