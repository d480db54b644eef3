import type { TContactChange } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText } from '../../db/values';

/** Fields that say nothing to the reader of the history (the row's family). */
const HIDDEN_FIELDS = new Set(['family_id']);

const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Which fields went from what to what, in the order the record lists them. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(after)
    .filter((field) => !HIDDEN_FIELDS.has(field) && shown(before[field]) !== shown(after[field]))
    .map((field) => ({ field, from: shown(before[field]), to: shown(after[field]) }));
}

/**
 * Every change to the family's contacts, newest first, read from the audit log: a parent's edit
 * (family form) and the office's alike. A save that changed nothing is left out.
 */
export async function contactHistory(
  db: Db,
  members: ReadonlyArray<{ id: number; first_name: string; last_name: string }>,
): Promise<TContactChange[]> {
  if (members.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .select(['audit_log.at', 'audit_log.entity_id', 'audit_log.before', 'audit_log.after', 'users.first_name', 'users.last_name'])
    .where('audit_log.entity', '=', 'family-member')
    .where(
      'audit_log.entity_id',
      'in',
      members.map((m) => m.id),
    )
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(200)
    .execute();
  const names = new Map(members.map((m) => [m.id, `${m.first_name} ${m.last_name}`]));
  return rows.flatMap((row) => {
    const fields = changedFields(
      fromJsonText<Record<string, unknown>>(row.before, {}),
      fromJsonText<Record<string, unknown>>(row.after, {}),
    );
    if (fields.length === 0) return [];
    return [{ at: row.at, userName: `${row.first_name} ${row.last_name}`, memberName: names.get(row.entity_id ?? 0) ?? '', fields }];
  });
}
