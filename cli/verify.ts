/**
 * `cardavia verify FILE`: checks a record the server revealed at the end of a game (server/verify.ts):
 * the seed against its commitment, the first dealer and every deal against the seed, and the replay.
 * Exit status 0 when all hold, 1 when one fails, 2 when the input is not a readable record with a seed.
 */
import { verifyRecord } from '../server/verify.js';
import { UsageError, printJson, readInput } from './io.js';

export function verify(args: string[]): number {
  const file = args[0];
  if (file === undefined || args.length > 1) throw new UsageError('verify needs one FILE (use - for standard input)');
  let text: string;
  try {
    text = readInput(file);
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`not JSON: ${(e as Error).message}`);
  }
  const verified = verifyRecord(json);
  if (verified.status === 2) throw new UsageError(verified.message);
  printJson(verified.doc);
  return verified.status;
}
