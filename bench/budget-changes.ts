/**
 * A searching level's budget with some fields changed by name, for the benches' variants
 * (`strong:raiseAt=0.6,bluff=0.1`): a number field takes the number (`Infinity` too), a flag 1 or 0, and a field of
 * a nested record (Mariáš's `margins`) is named by its own name. Undefined when a change names no field, so that a
 * misspelt variant is refused rather than measured as the level itself.
 */
export function budgetWith<B extends object>(budget: B, changes: string | undefined): B | undefined {
  const out: Record<string, unknown> = { ...(budget as Record<string, unknown>) };
  for (const change of changes === undefined || changes === '' ? [] : changes.split(',')) {
    const [field = '', text = ''] = change.split('=');
    const parse = (old: unknown) => (typeof old === 'boolean' ? text === '1' : Number(text));
    const record = Object.keys(out).find((k) => isRecord(out[k]) && field in (out[k] as object));
    if (field in out && !isRecord(out[field])) out[field] = parse(out[field]);
    else if (record !== undefined) {
      const nested = out[record] as Record<string, unknown>;
      out[record] = { ...nested, [field]: parse(nested[field]) };
    } else return undefined;
  }
  return out as B;
}

const isRecord = (x: unknown): boolean => typeof x === 'object' && x !== null;
