/** One changed field of a record: its name ('' for a value that is not a record) and its values as text. */
export type DiffRow = { field: string; before: string | null; after: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: text as it is, anything else as compact JSON; absent as null. */
export function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * What a line changed: for two records, each field whose value differs (in the order the fields come);
 * otherwise one row with the whole value before and after. Unchanged fields are left out so the change stands out.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if (before === null && after === null) return [];
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return fields
      .map((field) => ({ field, before: showValue(old[field]), after: showValue(now[field]) }))
      .filter((row) => row.before !== row.after);
  }
  const row = { field: '', before: showValue(before), after: showValue(after) };
  return row.before === row.after ? [] : [row];
}
