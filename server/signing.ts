/**
 * Signed records (docs/records.md, "Signature"): the server signs every finished game's record with an
 * Ed25519 key, so that a record proves who issued it and that nothing in it was changed since: not its
 * `result`, not a removed deal or action, not one legal action swapped for another.
 *
 * - What is signed: the UTF-8 bytes of `canonicalJson(record without its "signature" field)`: JSON with
 *   every object's keys sorted (by UTF-16 code units), no white space, numbers and strings as JSON.stringify
 *   writes them. For a record (integers, strings, booleans, null) this is RFC 8785 (JCS).
 * - The signature field: `{ "alg": "Ed25519", "keyId", "value" }`, `value` the 64-byte signature in
 *   base64url without padding; `keyId` the first 16 hex digits of SHA-256 of the raw 32-byte public key.
 * - The key pair is made on the first start and kept with the data (`<CARDAVIA_DATA>/record-signing-key.pem`,
 *   PKCS#8, mode 0600), so a restart signs with the same key. `SigningKeyStore` is the one place that knows
 *   where it lives: instances sharing one database can keep it there instead.
 * - The public key: GET /api/record-signing-key (JSON: `alg`, `keyId`, `publicKey` as raw base64url, `pem`),
 *   GET /api/record-signing-key.pem (the PEM alone).
 */
import {
  type KeyObject,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Tables } from './tables.js';

export const SIGNATURE_ALG = 'Ed25519';
/** The private key's file in the data directory. */
export const KEY_FILE = 'record-signing-key.pem';
export const KEY_URL = '/api/record-signing-key';

/** A record's `signature` field. */
export interface RecordSignature {
  readonly alg: typeof SIGNATURE_ALG;
  readonly keyId: string;
  readonly value: string;
}

/** The public key as GET /api/record-signing-key serves it. */
export interface PublicKeyInfo {
  readonly alg: typeof SIGNATURE_ALG;
  readonly keyId: string;
  /** The raw 32-byte Ed25519 public key, base64url without padding. */
  readonly publicKey: string;
  /** The same key as an SPKI PEM (what `cardavia verify --key FILE` and openssl read). */
  readonly pem: string;
}

/**
 * The canonical text of a JSON value: keys sorted, no white space, a key whose value is undefined left out
 * (as JSON.stringify leaves it out, so a record signed in memory checks once written and read back).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${value} is not JSON`);
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`a ${typeof value} is not JSON`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const fields = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${fields.join(',')}}`;
}

/** The bytes a record's signature covers: its canonical text without the signature field. */
export function signedBytes(record: Readonly<Record<string, unknown>>): Buffer {
  const { signature: _signature, ...rest } = record;
  return Buffer.from(canonicalJson(rest), 'utf8');
}

const rawOf = (key: KeyObject): Buffer => Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url');

/** The key's id: the first 16 hex digits of SHA-256 of the raw public key. */
export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256').update(rawOf(publicKey)).digest('hex').slice(0, 16);

export function publicKeyInfo(publicKey: KeyObject): PublicKeyInfo {
  return {
    alg: SIGNATURE_ALG,
    keyId: keyIdOf(publicKey),
    publicKey: rawOf(publicKey).toString('base64url'),
    pem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
}

/**
 * A public key from what a user hands `cardavia verify`: a PEM, the JSON document of the key URL, or the raw
 * key in base64url (or base64). Throws an Error naming what it expected.
 */
export function readPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.startsWith('-----BEGIN')) key = createPublicKey(trimmed);
    else if (trimmed.startsWith('{'))
      return readPublicKey(String((JSON.parse(trimmed) as { publicKey?: unknown }).publicKey));
    else {
      const raw = Buffer.from(trimmed, 'base64url');
      if (raw.length !== 32 || !/^[A-Za-z0-9_\-+/]{43}=?$/.test(trimmed)) throw new Error('not 32 bytes');
      key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
    }
  } catch {
    throw new Error('a public key is a PEM, the JSON of GET /api/record-signing-key, or 32 bytes in base64url');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`the key is ${key.asymmetricKeyType}, not Ed25519`);
  return key.type === 'private' ? createPublicKey(key) : key;
}

export type SignatureCheck =
  | { readonly status: 'valid'; readonly keyId: string }
  | { readonly status: 'unsigned' }
  | { readonly status: 'invalid'; readonly message: string };

/** Checks a record's signature against a public key. */
export function checkSignature(record: Readonly<Record<string, unknown>>, publicKey: KeyObject): SignatureCheck {
  const s = record.signature;
  if (s === undefined) return { status: 'unsigned' };
  const field = s as Partial<Record<keyof RecordSignature, unknown>>;
  if (s === null || typeof s !== 'object' || typeof field.value !== 'string' || typeof field.keyId !== 'string') {
    return { status: 'invalid', message: 'the signature field is not { alg, keyId, value }' };
  }
  if (field.alg !== SIGNATURE_ALG)
    return { status: 'invalid', message: `unknown signature alg ${JSON.stringify(field.alg)}` };
  const keyId = keyIdOf(publicKey);
  if (field.keyId !== keyId) {
    return { status: 'invalid', message: `signed by key ${field.keyId}, not by the given key ${keyId}` };
  }
  const value = Buffer.from(field.value, 'base64url');
  if (value.length !== 64 || !verify(null, signedBytes(record), publicKey, value)) {
    return { status: 'invalid', message: 'the signature does not match the record: it was changed after signing' };
  }
  return { status: 'valid', keyId };
}

/** Where the private key is kept; one small interface, so that a shared database can hold it instead. */
export interface SigningKeyStore {
  /** The key as a PKCS#8 PEM, or undefined when none was made yet. */
  read(): Promise<string | undefined>;
  /** Keeps a new key unless one exists already (another instance may have made it first): true if kept. */
  create(pem: string): Promise<boolean>;
}

/** The key in a file of the data directory, readable by the server's user alone. */
export function fileKeyStore(dataDir: string): SigningKeyStore {
  const file = join(dataDir, KEY_FILE);
  const code = (e: unknown) => (e as NodeJS.ErrnoException).code;
  return {
    async read() {
      try {
        return readFileSync(file, 'utf8');
      } catch (e) {
        if (code(e) === 'ENOENT') return undefined;
        throw e;
      }
    },
    async create(pem) {
      mkdirSync(dataDir, { recursive: true });
      // Written whole under another name, then linked: a second instance starting at the same moment either
      // finds no file or the complete key, and exactly one link succeeds.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(temp, pem, { mode: 0o600, flag: 'wx' });
      try {
        linkSync(temp, file);
        return true;
      } catch (e) {
        if (code(e) === 'EEXIST') return false;
        throw e;
      } finally {
        unlinkSync(temp);
      }
    },
  };
}

/** Signs finished records with the server's key. */
export class RecordSigner {
  readonly publicKey: PublicKeyInfo;

  private constructor(private readonly key: KeyObject) {
    this.publicKey = publicKeyInfo(createPublicKey(key));
  }

  /** The stored key, or a new one made and stored on the first start. */
  static async load(store: SigningKeyStore): Promise<RecordSigner> {
    let pem = await store.read();
    if (pem === undefined) {
      const made = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
      pem = (await store.create(made)) ? made : await store.read();
      if (pem === undefined) throw new Error('the record-signing key was neither made nor found');
    }
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`the record-signing key is not Ed25519`);
    return new RecordSigner(key);
  }

  /** The record with its `signature` (a previous one replaced). */
  sign<T extends object>(record: T): Omit<T, 'signature'> & { signature: RecordSignature } {
    const { signature: _old, ...rest } = record as T & { signature?: unknown };
    const value = sign(null, signedBytes(rest), this.key).toString('base64url');
    return { ...rest, signature: { alg: SIGNATURE_ALG, keyId: this.publicKey.keyId, value } };
  }
}

/**
 * Loads (or makes) the key, has the tables sign the records they reveal, and serves the public key. Called
 * once by the app (app.ts).
 */
export async function registerRecordSigning(
  app: FastifyInstance,
  tables: Tables,
  store: SigningKeyStore,
): Promise<RecordSigner> {
  const signer = await RecordSigner.load(store);
  tables.signRecordsWith(signer);
  app.get(KEY_URL, async () => signer.publicKey);
  app.get(`${KEY_URL}.pem`, async (_request, reply) => reply.type('application/x-pem-file').send(signer.publicKey.pem));
  return signer;
}
