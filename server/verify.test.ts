import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatCard } from '../engine/cards.js';
import { dealFromSeed } from '../engine/dealing.js';
import { replay } from '../engine/record.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { commitmentOf, decisionSeed, newSeed } from './dealing.js';
import { recordOf } from './record.js';
import { RecordSigner, fileKeyStore, readPublicKey } from './signing.js';
import { verifyRecord } from './verify.js';
import { type TableOptions, TableGame } from './table.js';
import { mulberry } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (args: string[], input?: string) =>
  spawnSync('node', ['bin/cardavia.js', 'verify', ...args], { encoding: 'utf8', input });
const write = (name: string, doc: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return file;
};

function finishedRecord(options: TableOptions, seed = newSeed()) {
  const t = new TableGame({
    id: 'y'.repeat(22),
    owner: 'o',
    options,
    seed,
    commitment: commitmentOf(seed),
    createdAt: 0,
  });
  const random = mulberry(42);
  while (t.status !== 'finished') {
    const step =
      t.status === 'between'
        ? t.prepare({ kind: 'continue', seat: 0 })
        : t.prepare({
            kind: 'act',
            seat: t.toMove()!,
            action: t.legalActions()[Math.floor(random() * t.legalActions().length)]!,
          });
    if (!step.ok) throw step.error;
    step.commit();
  }
  return recordOf(t);
}

const SCHAFKOPF: TableOptions = {
  game: 'schafkopf',
  rules: { ruleset: 'cardavia' },
  deck: 'munich-bavarian',
  seats: ['human', 'easy', 'easy', 'easy'],
  sessionDeals: 2,
  aiDelayMs: 0,
};

describe('dealing', () => {
  test('the commitment is the SHA-256 of the seed text; seeds are 256 random bits', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  test('a deal is a fixed permutation of the pack for a seed and index', () => {
    const a = dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 3);
    expect(dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 3)).toEqual(a);
    expect(dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'abc', 4)).not.toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(32).keys()]);
  });

  test('decision seeds are one-way: they neither contain nor reveal the seed, and differ by version', () => {
    const seed = newSeed();
    expect(decisionSeed(seed, 1)).not.toContain(seed.slice(0, 8));
    expect(decisionSeed(seed, 1)).not.toBe(decisionSeed(seed, 2));
    expect(decisionSeed(seed, 1)).toBe(decisionSeed(seed, 1));
  });
});

describe('cardavia verify', () => {
  test('a finished record verifies: exit 0 and the replay outcome with the checks', () => {
    const record = finishedRecord(SCHAFKOPF);
    const r = run([write('good.json', record)]);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ ok: true, commitment: record.commitment, seed: record.seed });
    expect(doc.checked).toEqual({ commitment: true, firstDealer: true, deals: 2 });
    expect(doc.deals).toHaveLength(2);
    // standard input too
    expect(run(['-'], JSON.stringify(record)).status).toBe(0);
  });

  test('a wrong commitment, first dealer or deal exits 1 naming the check', () => {
    const record = finishedRecord(SCHAFKOPF);
    const cases: [string, unknown, string][] = [
      ['commitment', { ...record, commitment: commitmentOf('other') }, 'COMMITMENT_MISMATCH'],
      ['seed', { ...record, seed: record.seed.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, 'COMMITMENT_MISMATCH'],
      ['first dealer', { ...record, firstDealer: (record.firstDealer + 1) % 4 }, 'FIRST_DEALER_MISMATCH'],
      [
        'swapped cards',
        {
          ...record,
          deals: record.deals.map((d, i) =>
            i === 1 ? { ...d, cards: [d.cards[1], d.cards[0], ...d.cards.slice(2)] } : d,
          ),
        },
        'CARDS_MISMATCH',
      ],
    ];
    for (const [name, doc, code] of cases) {
      const r = run([write(`${name}.json`, doc)]);
      expect(r.status, name).toBe(1);
      expect(JSON.parse(r.stdout).error.code, name).toBe(code);
    }
    const swapped = JSON.parse(run([write('swapped.json', cases[3]![1])]).stdout);
    expect(swapped.error.deal).toBe(1);
  });

  test('an illegal action in a record with honest deals exits 1 with the referee error', () => {
    const record = finishedRecord(SCHAFKOPF);
    const deal = record.deals[0]!;
    const actions = [{ ...deal.actions[0]!, seat: (deal.actions[0]!.seat + 1) % 4 }, ...deal.actions.slice(1)];
    const r = run([write('illegal.json', { ...record, deals: [{ ...deal, actions }, record.deals[1]] })]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ deal: 0, action: 0, code: 'NOT_YOUR_TURN' });
  });

  test('unreadable input exits 2 with a message on standard error and nothing on standard output', () => {
    const record = finishedRecord(SCHAFKOPF);
    const { seed: _seed, ...noSeed } = record;
    const bad: [string, unknown][] = [
      ['not-json', '{'],
      ['no-seed', noSeed],
      ['bad-commitment', { ...record, commitment: 'xyz' }],
      ['bad-format', { ...record, format: 'cardavia/9' }],
      ['bad-card', { ...record, deals: [{ cards: ['XX'], actions: [] }] }],
    ];
    for (const [name, doc] of bad) {
      const r = run([write(`${name}.json`, doc)]);
      expect(r.status, name).toBe(2);
      expect(r.stdout, name).toBe('');
      expect(r.stderr, name).toMatch(/cardavia: /);
    }
    expect(run([]).status).toBe(2);
    expect(run([join(dir, 'missing.json')]).status).toBe(2);
  });

  test('the deal derivation is spelled out: anyone can recompute a deal from the seed alone', async () => {
    const record = finishedRecord(SCHAFKOPF, 'published-seed');
    const pack = schafkopf.pack(schafkopf.defaultRules);
    expect(record.deals[0]!.cards).toEqual(
      dealFromSeed(schafkopf, { ruleset: 'cardavia' }, 'published-seed', 0).map((c) => formatCard('german', c)),
    );
    expect(record.deals[0]!.cards).toHaveLength(pack.length);
  });
});

const NEW_SCHAFKOPF: TableOptions = { ...SCHAFKOPF, dealing: 'chacha20-v1' };
const signer = await RecordSigner.load(fileKeyStore(join(dir, 'data')));
const publicKey = readPublicKey(signer.publicKey.pem);
const keyFile = write('record-signing-key.pem', signer.publicKey.pem);
/** A finished table's record as the server reveals it: signed, dealt by the current scheme. */
const signedRecord = (options = NEW_SCHAFKOPF, seed?: string) => signer.sign(finishedRecord(options, seed));
type AnyRecord = ReturnType<typeof signedRecord>;
const unsign = ({ signature: _s, ...rest }: AnyRecord) => rest;
const codeOf = (v: ReturnType<typeof verifyRecord>) => (v.status === 1 ? v.doc.error.code : `status ${v.status}`);
const mismatchesOf = (v: ReturnType<typeof verifyRecord>) =>
  v.status === 1 ? (v.doc.mismatches as { field: string }[]).map((m) => m.field) : [];

/** Two plays of one seat in one deal swapped, the record still legal: one legal action swapped for another. */
function swappedPlays(record: AnyRecord, changesOutcome: boolean): AnyRecord | undefined {
  for (let d = 0; d < record.deals.length; d++) {
    const actions = record.deals[d]!.actions as { seat: number; play?: string }[];
    for (let a = 0; a < actions.length; a++) {
      for (let b = a + 1; b < actions.length; b++) {
        if (actions[a]!.seat !== actions[b]!.seat || !actions[a]!.play || !actions[b]!.play) continue;
        const swapped = actions.slice();
        [swapped[a], swapped[b]] = [actions[b]!, actions[a]!];
        const deals = record.deals.map((deal, i) => (i === d ? { ...deal, actions: swapped } : deal));
        const tampered = { ...record, deals } as AnyRecord;
        const r = replay(tampered);
        if (r.kind !== 'ok') continue;
        const same = JSON.stringify(r.replayed.results[d]) === JSON.stringify(record.deals[d]!.result);
        if (same !== changesOutcome) return tampered;
      }
    }
  }
  return undefined;
}

describe('dealing schemes in records', () => {
  test('a new table names chacha20-v1 in its record, is dealt by it, and verifies', () => {
    const record = finishedRecord(NEW_SCHAFKOPF);
    expect(record.dealing).toBe('chacha20-v1');
    record.deals.forEach((d, i) =>
      expect(d.cards).toEqual(
        dealFromSeed(schafkopf, { ruleset: 'cardavia' }, record.seed, i, 'chacha20-v1').map((c) =>
          formatCard('german', c),
        ),
      ),
    );
    const v = verifyRecord(record);
    expect(v.status).toBe(0);
    if (v.status === 0) expect(v.doc).toMatchObject({ dealing: 'chacha20-v1', checked: { deals: 2 } });
    // The same deals read as the old scheme's are not what the seed produces under it.
    expect(['FIRST_DEALER_MISMATCH', 'CARDS_MISMATCH']).toContain(
      codeOf(verifyRecord({ ...record, dealing: 'xoshiro128ss-v1' })),
    );
  });

  test('records issued before dealing schemes (no "dealing" field) still verify by the old scheme', () => {
    for (const name of ['xoshiro-schafkopf-two-deals.json', 'xoshiro-bohemian-schneider-match-to-3.json']) {
      const file = join('test/fixtures/verify', name);
      const record = JSON.parse(readFileSync(file, 'utf8'));
      expect(record.dealing, name).toBeUndefined();
      const r = run([file]);
      expect(r.status, name).toBe(0);
      expect(JSON.parse(r.stdout), name).toMatchObject({
        ok: true,
        dealing: 'xoshiro128ss-v1',
        signature: { status: 'unsigned' },
        recomputed: { result: true },
      });
      expect(r.stderr, name).toMatch(/no signature/);
    }
  });

  test('a record whose dealing scheme is unknown is refused with UNKNOWN_DEALING (exit 2)', () => {
    for (const dealing of ['chacha20-v9', 42]) {
      const r = run([write(`unknown-dealing-${dealing}.json`, { ...finishedRecord(NEW_SCHAFKOPF), dealing })]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/UNKNOWN_DEALING.*xoshiro128ss-v1, chacha20-v1/);
    }
  });
});

describe('cardavia verify: the signature and the stated results', () => {
  test('an untampered signed record verifies with the key from a file or a flag, and says so', () => {
    const record = signedRecord();
    const file = write('signed.json', record);
    for (const args of [
      [file, '--key', keyFile],
      ['--public-key', signer.publicKey.publicKey, file],
      [file, '--key', write('key.json', signer.publicKey)],
    ]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({
        ok: true,
        checked: { commitment: true, firstDealer: true, deals: 2 },
        dealing: 'chacha20-v1',
        signature: { status: 'valid', alg: 'Ed25519', keyId: signer.publicKey.keyId },
        recomputed: { deals: 2, result: true },
      });
      expect(r.stderr).toBe('');
    }
  });

  test('without a key, a signed record verifies but says its signature was not checked', () => {
    const r = run([write('signed-no-key.json', signedRecord())]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).signature).toMatchObject({ status: 'unchecked', keyId: signer.publicKey.keyId });
    expect(r.stderr).toMatch(/no key was given/);
  });

  test('with a key, an unsigned record or one signed by another key fails', async () => {
    const record = signedRecord();
    expect(codeOf(verifyRecord(unsign(record), { publicKey }))).toBe('SIGNATURE_MISSING');
    const other = await RecordSigner.load(fileKeyStore(join(dir, 'other')));
    expect(codeOf(verifyRecord(other.sign(unsign(record)), { publicKey }))).toBe('SIGNATURE_INVALID');
    const r = run([write('unsigned-with-key.json', unsign(record)), '--key', keyFile]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('SIGNATURE_MISSING');
  });

  test('an edited result: caught by the signature, and by recomputation naming the field', () => {
    // A fixed seed: with a random one the edited winner or place below may happen to be the true one.
    const record = signedRecord(NEW_SCHAFKOPF, 'edited-result-2');
    const result = record.result!;
    const edited = { ...record, result: { ...result, totals: result.totals.map((t) => -t) } } as AnyRecord;
    expect(codeOf(verifyRecord(edited, { publicKey }))).toBe('SIGNATURE_INVALID');
    const v = verifyRecord(edited);
    expect(codeOf(v)).toBe('RESULT_MISMATCH');
    if (v.status === 1) {
      expect(v.doc.mismatches).toContainEqual({
        field: 'result.totals',
        expected: result.totals,
        found: edited.result!.totals,
      });
      expect(v.doc.error.message).toMatch(/result\.totals: the actions give \[/);
    }
    const winner = { ...record, result: { ...result, winner: 3, place: 4 } } as AnyRecord;
    expect(mismatchesOf(verifyRecord(winner))).toEqual(['result.winner', 'result.place']);
    const deal = {
      ...record,
      deals: record.deals.map((d, i) => (i === 0 ? { ...d, result: { ...d.result!, scores: [0, 0, 0, 0] } } : d)),
    } as AnyRecord;
    const dv = verifyRecord(deal);
    expect(mismatchesOf(dv)).toEqual(['deals[0].result.scores']);
    if (dv.status === 1) expect(dv.doc.error.deal).toBe(0);
  });

  test('the last deal removed: caught by the signature, and the game is not over by its actions', () => {
    const record = signedRecord();
    const removed = { ...record, deals: record.deals.slice(0, -1) } as AnyRecord;
    expect(codeOf(verifyRecord(removed, { publicKey }))).toBe('SIGNATURE_INVALID');
    const v = verifyRecord(removed);
    expect(codeOf(v)).toBe('GAME_NOT_OVER');
    if (v.status === 1) {
      expect(v.doc.error.message).toMatch(/1 of the session's 2 deals were played/);
      expect(mismatchesOf(v)).toContain('result.dealsPlayed');
    }
  });

  test('the last actions removed: caught by the signature, and the last deal is unfinished', () => {
    const record = signedRecord();
    const last = record.deals.length - 1;
    const deals = record.deals.map((d, i) => (i === last ? { ...d, actions: d.actions.slice(0, -3) } : d));
    const removed = { ...record, deals } as AnyRecord;
    expect(codeOf(verifyRecord(removed, { publicKey }))).toBe('SIGNATURE_INVALID');
    const v = verifyRecord(removed);
    expect(codeOf(v)).toBe('GAME_NOT_OVER');
    if (v.status === 1) {
      expect(v.doc.error).toMatchObject({ deal: last, message: /deal 1 is unfinished/ });
      expect(mismatchesOf(v)).toContain(`deals[${last}].result`);
    }
    // And on the command line, exit 1 naming the check.
    const r = run([write('actions-removed.json', removed)]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('GAME_NOT_OVER');
  });

  test('one legal action swapped for another: caught by the signature, by recomputation when the outcome changes', () => {
    // Several games, so that both kinds of swap turn up: one that changes a deal's outcome, one that does not.
    // Fixed seeds: the same games on every run.
    let changed: AnyRecord | undefined;
    let unchanged: AnyRecord | undefined;
    for (let i = 0; i < 10 && !(changed && unchanged); i++) {
      const record = signedRecord(NEW_SCHAFKOPF, `swap-${i}`);
      changed ??= swappedPlays(record, true);
      unchanged ??= swappedPlays(record, false);
    }
    expect(changed).toBeDefined();
    expect(codeOf(verifyRecord(changed!, { publicKey }))).toBe('SIGNATURE_INVALID');
    expect(codeOf(verifyRecord(changed!))).toBe('RESULT_MISMATCH');
    expect(unchanged).toBeDefined();
    // The same outcome: only the signature can tell.
    expect(codeOf(verifyRecord(unchanged!, { publicKey }))).toBe('SIGNATURE_INVALID');
    expect(verifyRecord(unchanged!).status).toBe(0);
  });

  test('key flags: both at once, a missing key file, or a text that is no key are usage errors (exit 2)', () => {
    const file = write('flags.json', signedRecord());
    for (const args of [
      [file, '--key', keyFile, '--public-key', signer.publicKey.publicKey],
      [file, '--key', join(dir, 'no-such-key.pem')],
      [file, '--public-key', 'not-a-key'],
      [file, '--key'],
    ]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
    }
  });
});
