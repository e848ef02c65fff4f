/**
 * `cardavia verify FILE [--key FILE | --public-key B64]`: checks a record the server revealed at the end of a
 * game (server/verify.ts, docs/records.md): the seed against its commitment, the first dealer and every deal
 * against the seed, the replay, the server's signature when a key is given, and every stated outcome against
 * the actions. Exit status 0 when all hold, 1 when one fails, 2 when the input is not a readable record with a
 * seed (or its dealing scheme is unknown, or the key does not read).
 */
import { readFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { readPublicKey } from '../server/signing.js';
import { verifyRecord } from '../server/verify.js';
import { UsageError, printJson, readJsonInput } from './io.js';

const USAGE = 'verify needs one FILE (use - for standard input) and at most one of --key FILE, --public-key B64';

function parse(args: string[]): { file: string; publicKey?: KeyObject } {
  const files: string[] = [];
  let keyText: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg !== '--key' && arg !== '--public-key') {
      files.push(arg);
      continue;
    }
    const value = args[++i];
    if (value === undefined || keyText !== undefined) throw new UsageError(USAGE);
    if (arg === '--public-key') keyText = value;
    else {
      try {
        keyText = readFileSync(value, 'utf8');
      } catch (e) {
        throw new UsageError(`cannot read the key ${value}: ${(e as Error).message}`);
      }
    }
  }
  if (files.length !== 1) throw new UsageError(USAGE);
  if (keyText === undefined) return { file: files[0]! };
  try {
    return { file: files[0]!, publicKey: readPublicKey(keyText) };
  } catch (e) {
    throw new UsageError(`not a public key: ${(e as Error).message}`);
  }
}

export function verify(args: string[]): number {
  const { file, publicKey } = parse(args);
  const json = readJsonInput(file);
  const verified = verifyRecord(json, { publicKey });
  if (verified.status === 2) throw new UsageError(verified.message);
  printJson(verified.doc);
  // Said on standard error too, for a reader of the exit status alone: the signature was not checked.
  const signature = verified.doc.signature as { status: string; message: string } | undefined;
  if (verified.status === 0 && signature && signature.status !== 'valid') {
    process.stderr.write(`cardavia: note: ${signature.message}\n`);
  }
  return verified.status;
}
