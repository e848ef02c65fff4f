/** `cardavia analyse FILE [--seat S] [--level strong] [--samples N] [--seed S] [--no-open]` (docs/analysis.md). */
import type { Seat } from '../engine/action.js';
import { analyseRecord } from '../ai/analysis.js';
import { UsageError, printJson, readJsonInput } from './io.js';

/** Worlds per decision unless --samples says otherwise: about twice what the strong player draws. */
export const DEFAULT_SAMPLES = 64;

export function analyse(args: string[]): number {
  let file: string | undefined;
  const seats: Seat[] = [];
  let samples = DEFAULT_SAMPLES;
  let seed = '1';
  let open = true;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === '--seat') {
      for (const s of value().split(',')) {
        if (!/^\d$/.test(s)) throw new UsageError(`--seat takes seat numbers (0, 1, …), not "${s}"`);
        seats.push(Number(s) as Seat);
      }
    } else if (a === '--level') {
      // The analysis is the strong player's: the only level that values every action from the seat's view.
      if (value() !== 'strong') throw new UsageError('--level: only strong analyses');
    } else if (a === '--samples') {
      samples = Number(value());
      if (!Number.isInteger(samples) || samples < 1) throw new UsageError('--samples must be a positive integer');
    } else if (a === '--seed') seed = value();
    else if (a === '--no-open') open = false;
    else if (a.startsWith('--') || file !== undefined) throw new UsageError(`unexpected argument "${a}"`);
    else file = a;
  }
  if (file === undefined) throw new UsageError('missing FILE (use - for standard input)');
  const result = analyseRecord(readJsonInput(file), {
    seats: seats.length > 0 ? seats : undefined,
    samples,
    seed,
    open,
  });
  if (result.kind === 'unreadable') throw new UsageError(`not a readable record: ${result.message}`);
  if (result.kind !== 'ok') {
    printJson({ ok: false, error: result.message });
    return 1;
  }
  const bad = seats.find((s) => !result.analysis.seats.some((x) => x.seat === s) || s >= 9);
  if (bad !== undefined) throw new UsageError(`no seat ${bad}`);
  printJson({ ok: true, ...result.analysis });
  return 0;
}
