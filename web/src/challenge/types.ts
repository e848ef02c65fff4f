/**
 * The daily challenge's responses (issue 36's HTTP API, docs/challenge.md "API"): a copy of the contract kept
 * here until the server's types are in engine/protocol.ts, which will replace it.
 */
import type { TableInfo } from '../../../engine/protocol.js';

export type ChallengePhase = 'upcoming' | 'open' | 'closed';

/** The person's attempt at a game's day. */
export interface ChallengeMine {
  readonly table: string;
  readonly finished: number;
  readonly percent: number | null;
  readonly rank: number | null;
}

/** GET /api/challenge/today and GET /api/challenge/:day. */
export interface ChallengeDay {
  readonly day: string;
  readonly phase: ChallengePhase;
  readonly opens: string;
  readonly closes: string;
  readonly games: readonly {
    readonly game: string;
    readonly deals: number;
    readonly seat: number;
    readonly rules: TableInfo['rules'];
    readonly commitment: string;
    readonly seed?: string;
    readonly field: number;
    readonly mine: ChallengeMine | null;
  }[];
}

export type ChallengeGameDay = ChallengeDay['games'][number];

/** TableInfo.challenge: the table is a person's attempt at a game's day. */
export interface TableChallenge {
  readonly day: string;
  readonly game: string;
  /** The current deal, 0-based. */
  readonly deal: number;
  readonly deals: number;
}

/** GET /api/challenge/:day/:game/standings. */
export interface ChallengeStandings {
  readonly day: string;
  readonly game: string;
  readonly phase: ChallengePhase;
  readonly field: number;
  readonly median: number | null;
  readonly standings: readonly {
    readonly rank: number;
    readonly name: string | null;
    readonly percent: number;
    readonly deals: number;
    readonly you: boolean;
  }[];
}

/** GET /api/challenge/:day/:game/deals/:deal. */
export interface ChallengeDealField {
  readonly deal: number;
  readonly field: number;
  readonly results: readonly { readonly score: number; readonly count: number; readonly percent: number }[];
  readonly yours: { readonly score: number; readonly percent: number; readonly rank: number } | null;
  readonly decisions: readonly {
    readonly index: number;
    readonly seat: number;
    readonly chosen: string;
    readonly reached: number;
    readonly choices: readonly { readonly action: string; readonly count: number; readonly share: number }[];
  }[];
  readonly review?: string;
  readonly record?: string;
}

/** GET /api/me/challenge. */
export interface ChallengeHistory {
  readonly days: readonly {
    readonly day: string;
    readonly game: string;
    readonly percent: number;
    readonly rank: number;
    readonly field: number;
    readonly deals: number;
  }[];
}
