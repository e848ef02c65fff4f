/** Reading inputs and writing the one JSON document each referee command prints. */
import { readFileSync } from 'node:fs';

/** Reads FILE, or standard input for "-". */
export function readInput(file: string): string {
  return readFileSync(file === '-' ? 0 : file, 'utf8');
}

/** The JSON document in FILE (- for standard input); unreadable input is a UsageError (exit status 2). */
export function readJsonInput(file: string): unknown {
  let text: string;
  try {
    text = readInput(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`not JSON: ${(e as Error).message}`);
  }
}

export function printJson(doc: unknown): void {
  process.stdout.write(JSON.stringify(doc) + '\n');
}

/** Exit status 2 (RECORDS.md): the input is not usable; a message on standard error, nothing on standard output. */
export class UsageError extends Error {}
