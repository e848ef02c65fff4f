/**
 * `cardavia verify FILE`: checks a record the server revealed at the end of a game (server/verify.ts):
 * the seed against its commitment, the first dealer and every deal against the seed, and the replay.
 * Exit status 0 when all hold, 1 when one fails, 2 when the input is not a readable record with a seed.
 */
import { verifyRecord } from '../server/verify.js';
import { UsageError, printJson, readJsonInput } from './io.js';

export function verify(args: string[]): number {
  const file = args[0];
  if (file === undefined || args.length > 1) throw new UsageError('verify needs one FILE (use - for standard input)');
  const json = readJsonInput(file);
  const verified = verifyRecord(json);
  if (verified.status === 2) throw new UsageError(verified.message);
  printJson(verified.doc);
  return verified.status;
}
