/** `cardavia replay | legal | perft`: the referee of RECORDS.md, for every game of the registry. */
import { legalReport, perftReport, replay, replayReport, type ReplayResult } from '../engine/record.js';
import { games } from '../ai/registry.js';
import { UsageError, printJson, readJsonInput } from './io.js';

function load(file: string | undefined): ReplayResult {
  if (file === undefined) throw new UsageError('missing FILE (use - for standard input)');
  const json = readJsonInput(file);
  // The registry's games, not only the built-in list: a game registered through CARDAVIA_EXTRA_GAMES reads too.
  return replay(json, games);
}

/** Runs a referee command; returns the exit status. */
export function referee(command: 'replay' | 'legal' | 'perft', args: string[]): number {
  let depth = 0;
  if (command === 'perft') {
    const text = args[1];
    depth = Number(text);
    if (text === undefined || !/^\d+$/.test(text)) throw new UsageError('perft needs FILE and DEPTH (0 or more)');
  }
  const result = load(args[0]);
  if (result.kind === 'unreadable') throw new UsageError(`not a readable record: ${result.message}`);
  if (result.kind === 'illegal') {
    printJson({ ok: false, error: result.error });
    return 1;
  }
  const r = result.replayed;
  printJson(command === 'replay' ? replayReport(r) : command === 'legal' ? legalReport(r) : perftReport(r, depth));
  return 0;
}
