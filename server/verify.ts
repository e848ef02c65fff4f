/**
 * Checking a record the server revealed at the end of a game (`cardavia verify`, docs/server.md):
 * 1. sha256(seed) is the commitment published when the table was created;
 * 2. the first dealer and every deal's cards are exactly what the seed produces (engine/dealing.ts);
 * 3. the record replays legally, as `cardavia replay` checks it.
 * Pure but for hashing: the command line does the I/O.
 */
import { games } from '../ai/registry.js';
import { formatCard } from '../engine/cards.js';
import { dealFromSeed, firstDealerFromSeed } from '../engine/dealing.js';
import { replay, replayReport } from '../engine/record.js';
import { commitmentOf } from './dealing.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface VerifyFailure {
  readonly code: string;
  readonly deal: number | null;
  readonly action: number | null;
  readonly message: string;
}

export type Verified =
  | { readonly status: 0; readonly doc: Record<string, unknown> }
  | { readonly status: 1; readonly doc: { ok: false; error: VerifyFailure } }
  | { readonly status: 2; readonly message: string };

/** The checks on a parsed record; pure but for hashing. */
export function verifyRecord(json: unknown): Verified {
  if (!isObject(json)) return { status: 2, message: 'not a readable record: a record is a JSON object' };
  const result = replay(json, games);
  if (result.kind === 'unreadable') return { status: 2, message: `not a readable record: ${result.message}` };
  const record = json as Record<string, unknown>;
  const { seed, commitment } = record;
  if (typeof seed !== 'string' || seed === '') return { status: 2, message: 'the record has no "seed" to verify' };
  if (typeof commitment !== 'string' || !/^[0-9a-fA-F]{64}$/.test(commitment)) {
    return { status: 2, message: 'the record has no "commitment" (64 hex digits) to verify' };
  }
  const fail = (code: string, deal: number | null, message: string): Verified => ({
    status: 1,
    doc: { ok: false, error: { code, deal, action: null, message } },
  });
  if (commitmentOf(seed) !== commitment.toLowerCase()) {
    return fail('COMMITMENT_MISMATCH', null, 'sha256(seed) is not the commitment');
  }
  // The record is readable, so its header alone replays: that gives its game, rules and notation.
  const header = headerOf(record);
  if (!header) return { status: 2, message: 'not a readable record' };
  const firstDealer = record.firstDealer === undefined ? 0 : (record.firstDealer as number);
  if (firstDealer !== firstDealerFromSeed(seed, header.game.seats)) {
    return fail(
      'FIRST_DEALER_MISMATCH',
      null,
      `the seed makes seat ${firstDealerFromSeed(seed, header.game.seats)} the first dealer`,
    );
  }
  const deals = record.deals as { cards: string[] }[];
  for (let d = 0; d < deals.length; d++) {
    const expected = dealFromSeed(header.game, header.rules, seed, d).map((c) => formatCard(header.notation, c));
    const cards = deals[d]!.cards;
    if (cards.length !== expected.length || cards.some((c, i) => c !== expected[i])) {
      return fail('CARDS_MISMATCH', d, `deal ${d}'s cards are not those the seed produces`);
    }
  }
  if (result.kind === 'illegal') return { status: 1, doc: { ok: false, error: result.error } };
  const report = replayReport(result.replayed);
  return {
    status: 0,
    doc: {
      ...report,
      commitment: commitment.toLowerCase(),
      seed,
      checked: { commitment: true, firstDealer: true, deals: deals.length },
    },
  };
}

/** The game, rules and notation of a record the replay has already found readable. */
function headerOf(record: Record<string, unknown>) {
  const result = replay({ ...record, deals: [] }, games);
  if (result.kind !== 'ok') return undefined;
  const { game, notation, session } = result.replayed;
  return { game, notation, rules: session.rules };
}
