/**
 * Signed records (signing.ts): the canonical form outside tools rebuild, the key made once and kept with
 * the data (mode 0600, the same after a restart, one key when two instances start at once), and the public
 * key URL serving the key that checks the records the server reveals.
 */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  KEY_FILE,
  RecordSigner,
  type SigningKeyStore,
  canonicalJson,
  checkSignature,
  fileKeyStore,
  keyIdOf,
  readPublicKey,
  signedBytes,
} from './signing.js';
import { Client, type Message, startServer } from './testing.js';
import { verifyRecord } from './verify.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'signing-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the canonical form', () => {
  test('sorts keys at every depth, keeps array order, writes no white space and leaves out undefined', () => {
    const value = { b: [3, { z: 1, a: 'x' }], a: { d: null, c: true }, u: undefined, é: -0.5 };
    expect(canonicalJson(value)).toBe('{"a":{"c":true,"d":null},"b":[3,{"a":"x","z":1}],"é":-0.5}');
    // What is signed in memory is what a reader of the written JSON rebuilds.
    expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(canonicalJson(value));
    expect(() => canonicalJson({ x: NaN })).toThrow();
  });

  test('the signed bytes are the canonical text without the signature field', () => {
    const record = { format: 'cardavia/1', seed: 'x', signature: { alg: 'Ed25519', keyId: 'k', value: 'v' } };
    expect(signedBytes(record).toString('utf8')).toBe('{"format":"cardavia/1","seed":"x"}');
  });
});

describe('the record-signing key', () => {
  test('is made on the first start in the data directory, readable by its owner alone, and kept', async () => {
    const dir = freshDir();
    const first = await RecordSigner.load(fileKeyStore(dir));
    const file = join(dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = await RecordSigner.load(fileKeyStore(dir));
    expect(again.publicKey).toEqual(first.publicKey);
    expect((await RecordSigner.load(fileKeyStore(freshDir()))).publicKey.keyId).not.toBe(first.publicKey.keyId);
  });

  test('two instances starting on one data directory keep the key that was stored first', async () => {
    const dir = freshDir();
    const a = fileKeyStore(dir);
    const b = fileKeyStore(dir);
    expect(await a.create('first')).toBe(true);
    expect(await b.create('second')).toBe(false);
    expect(await b.read()).toBe('first');
    // An instance that found no key, made one, and lost the race signs with the key that won.
    const dataDir = freshDir();
    const winner = await RecordSigner.load(fileKeyStore(dataDir));
    let reads = 0;
    const late: SigningKeyStore = {
      read: async () => (reads++ === 0 ? undefined : fileKeyStore(dataDir).read()),
      create: (pem) => fileKeyStore(dataDir).create(pem),
    };
    expect((await RecordSigner.load(late)).publicKey).toEqual(winner.publicKey);
    expect(reads).toBe(2);
  });

  test('a signature covers every field: any change makes it invalid, the untouched record is valid', async () => {
    const signer = await RecordSigner.load(fileKeyStore(freshDir()));
    const key = readPublicKey(signer.publicKey.pem);
    const signed = signer.sign({ format: 'cardavia/1', result: { totals: [3, 1] }, deals: [{ actions: [1, 2] }] });
    expect(signed.signature).toMatchObject({ alg: 'Ed25519', keyId: signer.publicKey.keyId });
    expect(checkSignature(signed, key)).toEqual({ status: 'valid', keyId: signer.publicKey.keyId });
    // Written and read back, as a downloaded record is.
    expect(checkSignature(JSON.parse(JSON.stringify(signed, null, 2)), key).status).toBe('valid');
    const changed = { ...signed, result: { totals: [1, 3] } };
    expect(checkSignature(changed, key)).toMatchObject({ status: 'invalid', message: /changed after signing/ });
    const { signature: _s, ...unsigned } = signed;
    expect(checkSignature(unsigned, key)).toEqual({ status: 'unsigned' });
    // Another key: refused, naming both keys.
    const other = generateKeyPairSync('ed25519').publicKey;
    expect(checkSignature(signed, other)).toMatchObject({ status: 'invalid', message: new RegExp(keyIdOf(other)) });
    // Re-signing replaces the signature rather than signing it.
    expect(signer.sign(signed).signature).toEqual(signed.signature);
  });

  test('an outside tool checks a signature with the documented recipe alone', async () => {
    const signer = await RecordSigner.load(fileKeyStore(freshDir()));
    const record = signer.sign({ z: 1, a: [{ y: 'é', b: null }] });
    const raw = Buffer.from(signer.publicKey.publicKey, 'base64url');
    expect(raw).toHaveLength(32);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
    const text = '{"a":[{"b":null,"y":"é"}],"z":1}';
    expect(verify(null, Buffer.from(text, 'utf8'), key, Buffer.from(record.signature.value, 'base64url'))).toBe(true);
  });

  test('a public key reads from a PEM, the key URL JSON, or the raw key in base64url or base64', async () => {
    const { publicKey } = await RecordSigner.load(fileKeyStore(freshDir()));
    const raw = Buffer.from(publicKey.publicKey, 'base64url');
    for (const text of [publicKey.pem, JSON.stringify(publicKey), publicKey.publicKey, raw.toString('base64')]) {
      expect(keyIdOf(readPublicKey(text))).toBe(publicKey.keyId);
    }
    expect(() => readPublicKey('nonsense')).toThrow(/PEM/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(() => readPublicKey(rsa as string)).toThrow(/not Ed25519/);
  });
});

/** Creates a table and ends it at once: a finished game whose record the server reveals. */
async function finishedTable(c: Client): Promise<string> {
  const created = await c.post('/api/tables', {
    game: 'schafkopf',
    seats: ['human', 'easy', 'easy', 'easy'],
    aiDelayMs: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.table.id;
  // The AI seats may move first: end at whatever version the table has reached.
  for (let i = 0; i < 50; i++) {
    const state: Message = (await c.get(`/api/tables/${id}`)).body.state;
    const end = await c.post(`/api/tables/${id}/actions`, { action: 'end', version: state.version });
    if (end.status === 200) return id;
    expect(end.body.error.code).toBe('STALE');
  }
  throw new Error('the table never took "end"');
}

describe('the server signs the records it reveals', () => {
  test('the key URL serves the key that checks a record; a restart on the same data keeps it', async () => {
    const dataDir = freshDir();
    let server = await startServer({ dataDir });
    let c = new Client(server.url);
    const key = (await c.get('/api/record-signing-key')).body;
    expect(key).toMatchObject({ alg: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const pem = await c.get('/api/record-signing-key.pem');
    expect(pem.status).toBe(200);
    expect(pem.body).toBe(key.pem);
    const id = await finishedTable(c);
    const record = (await c.get(`/api/tables/${id}/record`)).body;
    expect(record.signature).toMatchObject({ alg: 'Ed25519', keyId: key.keyId });
    expect(record.dealing).toBe('chacha20-v1');
    const verified = verifyRecord(record, { publicKey: readPublicKey(key.pem) });
    expect(verified.status).toBe(0);
    if (verified.status === 0) {
      expect(verified.doc.signature).toEqual({ status: 'valid', alg: 'Ed25519', keyId: key.keyId });
      expect(verified.doc.dealing).toBe('chacha20-v1');
    }
    await server.close();

    server = await startServer({ dataDir });
    c = new Client(server.url);
    try {
      expect((await c.get('/api/record-signing-key')).body).toEqual(key);
      // The record signed before the restart is signed the same after it, and checks with the served key.
      const again = (await c.get(`/api/tables/${id}/record`)).body;
      expect(again.signature).toEqual(record.signature);
      expect(verifyRecord(again, { publicKey: readPublicKey(key.publicKey) }).status).toBe(0);
    } finally {
      await server.close();
    }
  });
});
