import type { FormSources, FormValues } from '../state/form-state';

/** The key under which the non-standard components take part in a merge, beside the form values. */
export const NON_STANDARD_KEY = 'nonStandardComponents';

/** One version of the values: the values by key and, where known, where each came from. */
export interface MergeSide {
  values: FormValues;
  sources?: FormSources;
}

/** How a three-way merge by field came out (docs/calculator-saving.md#two-windows-save-one-project). */
export interface FieldMerge {
  /** Theirs, with every field only "mine" changed, and every field both changed, taken from mine. */
  values: Record<string, unknown>;
  /** Where each merged value came from: the side it was taken from. */
  sources: FormSources;
  /** Fields only mine changed: mine are applied on top of theirs. */
  mine: string[];
  /** Fields only theirs changed: theirs stay. */
  theirs: string[];
  /** Fields both changed to different values: mine wins, and the person is shown which. */
  both: string[];
}

/** Values compared as data: the same keys in another order, or a missing value and null, are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * A side changed a field when its value differs from the base and is not the rules' default: a
 * default is worked out again from the merged entries (docs/api.md#where-a-value-comes-from), so a
 * ventilation area that follows two different widths is no change of either person.
 */
const changedBy = (side: MergeSide, base: MergeSide, key: string): boolean =>
  !sameValue(side.values[key], base.values[key]) && side.sources?.[key]?.source !== 'default';

/**
 * Merges "mine" (the entries not saved yet) and "theirs" (the version stored now) on their common
 * "base" (the version mine started from), field by field: what only mine changed is applied on
 * top of theirs, what only theirs changed stays, and where both changed the same field to
 * different values mine wins and the field is named in `both`, so nothing is overwritten unseen.
 */
export function mergeByField(base: MergeSide, mine: MergeSide, theirs: MergeSide): FieldMerge {
  const keys = [...new Set([...Object.keys(theirs.values), ...Object.keys(mine.values)])];
  const values: Record<string, unknown> = { ...theirs.values };
  const sources: Record<string, FormSources[string]> = { ...theirs.sources };
  const merge: FieldMerge = { values, sources, mine: [], theirs: [], both: [] };
  for (const key of keys) {
    const byMine = changedBy(mine, base, key);
    const byTheirs = changedBy(theirs, base, key);
    if (byTheirs && !byMine) merge.theirs.push(key);
    if (!byMine) continue;
    if (byTheirs && !sameValue(mine.values[key], theirs.values[key])) merge.both.push(key);
    else if (!byTheirs) merge.mine.push(key);
    values[key] = mine.values[key];
    if (mine.sources?.[key]) sources[key] = mine.sources[key];
    else delete sources[key];
  }
  return merge;
}
