/**
 * Checking a record the server revealed at the end of a game (`cardavia verify`, docs/records.md):
 * 1. sha256(seed) is the commitment published when the table was created;
 * 2. the first dealer and every deal's cards are exactly what the seed produces under the record's dealing
 *    scheme (engine/dealing.ts; a record without `dealing` was dealt by the old scheme);
 * 3. the record replays legally, as `cardavia replay` checks it;
 * 4. with a public key, the server's signature covers the record as it is (signing.ts);
 * 5. what the record states is what its actions give: each deal's `result`, the table's `result`, and that
 *    a game whose result says it ran to its end is over by its actions (no deal or action was removed).
 * Pure but for hashing and the signature: the command line does the I/O.
 */
import type { KeyObject } from 'node:crypto';
import { games } from '../ai/registry.js';
import { formatCard } from '../engine/cards.js';
import {
  DEALING_SCHEMES,
  LEGACY_DEALING,
  dealFromSeed,
  firstDealerFromSeed,
  isDealingScheme,
} from '../engine/dealing.js';
import { type Replayed, replay, replayReport } from '../engine/record.js';
import { placeOf } from '../engine/sides.js';
import { commitmentOf } from './dealing.js';
import { KEY_URL, SIGNATURE_ALG, canonicalJson, checkSignature } from './signing.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface VerifyFailure {
  readonly code: string;
  readonly deal: number | null;
  readonly action: number | null;
  readonly message: string;
}

/** A stated field that the actions contradict. */
export interface Mismatch {
  /** Where in the record: `result.totals`, `deals[1].result.report.contract`, … */
  readonly field: string;
  /** What the actions give (absent when the record states a field the actions cannot give). */
  readonly expected: unknown;
  /** What the record says. */
  readonly found: unknown;
}

/** How the signature was checked: always in the output, so that an unchecked one is never mistaken. */
export type SignatureReport =
  | { readonly status: 'valid'; readonly alg: typeof SIGNATURE_ALG; readonly keyId: string }
  | { readonly status: 'unchecked'; readonly keyId: string | null; readonly message: string }
  | { readonly status: 'unsigned'; readonly message: string }
  | { readonly status: 'invalid' | 'missing'; readonly message: string };

export type Verified =
  | { readonly status: 0; readonly doc: Record<string, unknown> }
  | {
      readonly status: 1;
      readonly doc: { ok: false; error: VerifyFailure } & Record<string, unknown>;
    }
  | { readonly status: 2; readonly message: string };

export interface VerifyOptions {
  /** The server's public key: the signature is checked, and a record without one fails. */
  readonly publicKey?: KeyObject;
}

/** The checks on a parsed record; pure but for hashing. */
export function verifyRecord(json: unknown, options: VerifyOptions = {}): Verified {
  if (!isObject(json)) return { status: 2, message: 'not a readable record: a record is a JSON object' };
  const result = replay(json, games);
  if (result.kind === 'unreadable') return { status: 2, message: `not a readable record: ${result.message}` };
  const record = json as Record<string, unknown>;
  const { seed, commitment } = record;
  if (typeof seed !== 'string' || seed === '') return { status: 2, message: 'the record has no "seed" to verify' };
  if (typeof commitment !== 'string' || !/^[0-9a-fA-F]{64}$/.test(commitment)) {
    return { status: 2, message: 'the record has no "commitment" (64 hex digits) to verify' };
  }
  const dealing = record.dealing === undefined ? LEGACY_DEALING : record.dealing;
  if (!isDealingScheme(dealing)) {
    // A newer scheme, or none at all: this version cannot re-derive the deals, which is not a failed check.
    return {
      status: 2,
      message:
        `UNKNOWN_DEALING: the record's dealing scheme ${JSON.stringify(record.dealing)} is not one this version ` +
        `knows (${DEALING_SCHEMES.join(', ')})`,
    };
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
  const seededDealer = firstDealerFromSeed(seed, header.game.seats, dealing);
  if (firstDealer !== seededDealer) {
    return fail('FIRST_DEALER_MISMATCH', null, `the seed makes seat ${seededDealer} the first dealer (${dealing})`);
  }
  const deals = record.deals as { cards: string[] }[];
  for (let d = 0; d < deals.length; d++) {
    const expected = dealFromSeed(header.game, header.rules, seed, d, dealing).map((c) =>
      formatCard(header.notation, c),
    );
    const cards = deals[d]!.cards;
    if (cards.length !== expected.length || cards.some((c, i) => c !== expected[i])) {
      return fail('CARDS_MISMATCH', d, `deal ${d}'s cards are not those the seed produces (${dealing})`);
    }
  }
  if (result.kind === 'illegal') return { status: 1, doc: { ok: false, error: result.error } };

  const signature = signatureReport(record, options.publicKey);
  const stated = statedFields(record, result.replayed);
  const failure = firstFailure(signature, stated);
  if (failure) {
    return { status: 1, doc: { ok: false, error: failure, mismatches: stated.mismatches, signature, dealing } };
  }
  return {
    status: 0,
    doc: {
      ...replayReport(result.replayed),
      commitment: commitment.toLowerCase(),
      seed,
      checked: { commitment: true, firstDealer: true, deals: deals.length },
      dealing,
      signature,
      recomputed: { deals: stated.dealResults, result: stated.result },
    },
  };
}

/** The first failed check after the deals and the replay: the signature, then what the record states. */
function firstFailure(signature: SignatureReport, stated: Stated): VerifyFailure | undefined {
  const failure = (code: string, deal: number | null, message: string): VerifyFailure => ({
    code,
    deal,
    action: null,
    message,
  });
  if (signature.status === 'missing') return failure('SIGNATURE_MISSING', null, signature.message);
  if (signature.status === 'invalid') return failure('SIGNATURE_INVALID', null, signature.message);
  if (stated.notOver !== null) return failure('GAME_NOT_OVER', stated.notOver.deal, stated.notOver.message);
  const first = stated.mismatches[0];
  if (first === undefined) return undefined;
  const deal = /^deals\[(\d+)\]/.exec(first.field);
  const message = stated.mismatches
    .map((m) => `${m.field}: the actions give ${show(m.expected)}, the record says ${show(m.found)}`)
    .join('; ');
  return failure('RESULT_MISMATCH', deal ? Number(deal[1]) : null, message);
}

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

function signatureReport(record: Record<string, unknown>, publicKey: KeyObject | undefined): SignatureReport {
  const signed = record.signature !== undefined;
  if (publicKey === undefined) {
    if (!signed) {
      return {
        status: 'unsigned',
        message: 'the record carries no signature: its deals and actions are checked, not who issued it',
      };
    }
    const keyId =
      isObject(record.signature) && typeof record.signature.keyId === 'string' ? record.signature.keyId : null;
    return {
      status: 'unchecked',
      keyId,
      message: `signed, but no key was given to check the signature: pass --key FILE or --public-key B64 (the server's key is at GET ${KEY_URL})`,
    };
  }
  const check = checkSignature(record, publicKey);
  switch (check.status) {
    case 'valid':
      return { status: 'valid', alg: SIGNATURE_ALG, keyId: check.keyId };
    case 'unsigned':
      return { status: 'missing', message: 'a key was given but the record carries no signature' };
    case 'invalid':
      return { status: 'invalid', message: check.message };
  }
}

interface Stated {
  readonly mismatches: Mismatch[];
  /** The record's result says the game ran to its end, and by its actions it did not. */
  readonly notOver: { deal: number | null; message: string } | null;
  /** How many deals stated a result that was recomputed. */
  readonly dealResults: number;
  /** Whether the record stated a table result that was recomputed. */
  readonly result: boolean;
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/**
 * What the record states against what its actions give: each deal's `result` (scores, the report's fields,
 * the totals after it) and the table's `result` (server/table.ts `resultOf`), whose `reason: "complete"`
 * says the session or match ran to its end: then the last deal must be over and the session with it.
 */
function statedFields(record: Record<string, unknown>, r: Replayed): Stated {
  const mismatches: Mismatch[] = [];
  const check = (field: string, expected: unknown, found: unknown) => {
    if (!same(expected, found)) mismatches.push({ field, expected, found });
  };
  let dealResults = 0;
  (record.deals as Record<string, unknown>[]).forEach((deal, d) => {
    if (!('result' in deal)) return;
    dealResults++;
    const expected = r.results[d] ?? null;
    const found = deal.result;
    if (expected === null || !isObject(found)) return check(`deals[${d}].result`, expected, found);
    check(`deals[${d}].result.scores`, expected.scores, found.scores);
    const report = isObject(found.report) ? found.report : {};
    for (const key of new Set([...Object.keys(expected.report), ...Object.keys(report)])) {
      check(`deals[${d}].result.report.${key}`, expected.report[key], report[key]);
    }
    check(`deals[${d}].result.totals`, expected.totals, found.totals);
  });

  const stated = record.result;
  if (stated === undefined) return { mismatches, notOver: null, dealResults, result: false };
  const session = r.session;
  const sessionDeals = typeof record.sessionDeals === 'number' ? record.sessionDeals : null;
  const complete =
    r.current === null && (session.finished || (sessionDeals !== null && session.dealsPlayed >= sessionDeals));
  if (sessionDeals !== null && session.dealsPlayed > sessionDeals) {
    check('deals', `at most ${sessionDeals} complete deals (sessionDeals)`, `${session.dealsPlayed}`);
  }
  if (!isObject(stated)) {
    check('result', 'the table result of a finished game', stated);
    return { mismatches, notOver: null, dealResults, result: true };
  }
  let notOver: Stated['notOver'] = null;
  if (stated.reason === 'complete' && !complete) {
    const last = r.deals.length - 1;
    const why =
      r.current !== null
        ? `deal ${last} is unfinished after its ${(record.deals as { actions: unknown[] }[])[last]!.actions.length} actions`
        : sessionDeals !== null
          ? `${session.dealsPlayed} of the session's ${sessionDeals} deals were played`
          : 'the match is not decided by its deals';
    notOver = {
      deal: r.current !== null ? last : null,
      message: `the record's result says the game ran to its end, but by its actions it is not over: ${why} (a deal or actions removed?)`,
    };
  } else if (stated.reason !== 'complete') {
    check('result.reason', complete ? 'complete' : 'ended', stated.reason);
  }
  check('result.totals', session.totals, stated.totals);
  check('result.dealsPlayed', session.dealsPlayed, stated.dealsPlayed);
  check('result.winner', session.winner, stated.winner);
  if (Array.isArray(record.seats)) {
    // With friends at the table several seats are a person's: the result names its creator's, one of them.
    const humans = record.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
    const said = stated.humanSeat;
    const human = typeof said === 'number' && humans.includes(said) ? said : (humans[0] ?? -1);
    check('result.humanSeat', human, stated.humanSeat);
    if (human >= 0 && human < r.game.seats) check('result.place', placeOf(r.game, session.totals, human), stated.place);
  }
  return { mismatches, notOver, dealResults, result: true };
}

/** The game, rules and notation of a record the replay has already found readable. */
function headerOf(record: Record<string, unknown>) {
  const result = replay({ ...record, deals: [] }, games);
  if (result.kind !== 'ok') return undefined;
  const { game, notation, session } = result.replayed;
  return { game, notation, rules: session.rules };
}
