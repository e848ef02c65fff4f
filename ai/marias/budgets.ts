/**
 * The searching players' budgets, counted in worlds and solver nodes, never in time: a decision is a pure
 * function of the view and the seed.
 */
export interface MariasBudget {
  /** Worlds solved per card decision, in the first two tricks and after. */
  readonly playWorldsEarly: number;
  readonly playWorlds: number;
  /** Whether the trump card, the discard, the claims, the game and the fleks are chosen by solving worlds. */
  readonly searchBids: boolean;
  /** Worlds solved per option of a bidding decision. */
  readonly bidWorlds: number;
  /** Table nodes one solve may take before it is given up (that world then counts for nothing). */
  readonly nodeLimit: number;
  /**
   * Table nodes one decision may take, over all its worlds (a card's, and one before play's): the worlds are
   * solved in order while they last, the last one given only what is left (a world it stops counts for nothing).
   */
  readonly playNodes: number;
  readonly bidNodes: number;
}

export const MARIAS_BUDGETS: Readonly<Record<'normal' | 'strong', MariasBudget>> = {
  normal: {
    playWorldsEarly: 3,
    playWorlds: 6,
    searchBids: false,
    bidWorlds: 0,
    nodeLimit: 300_000,
    playNodes: Infinity,
    bidNodes: 0,
  },
  strong: {
    playWorldsEarly: 6,
    playWorlds: 16,
    searchBids: true,
    bidWorlds: 5,
    nodeLimit: 600_000,
    playNodes: 800_000,
    bidNodes: 2_000_000,
  },
};
