/** Reading inputs and writing the one JSON document each referee command prints. */
import { readFileSync } from 'node:fs';

/** Reads FILE, or standard input for "-". */
export function readInput(file: string): string {
  return readFileSync(file === '-' ? 0 : file, 'utf8');
}

export function printJson(doc: unknown): void {
  process.stdout.write(JSON.stringify(doc) + '\n');
}

/** Exit status 2 (RECORDS.md): the input is not usable; a message on standard error, nothing on standard output. */
export class UsageError extends Error {}
