import { fromJsonText } from '../../src/db/values';
import type { Db } from '../../src/db/connect';

/** The audit lines of one kind of record, newest first, with before and after parsed: what the office will read. */
export async function auditLinesOf(db: Db, entity: string) {
  const rows = await db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    userId: row.user_id,
    action: row.action,
    entityId: row.entity_id,
    childId: row.child_id,
    before: fromJsonText<unknown>(row.before, null),
    after: fromJsonText<unknown>(row.after, null),
  }));
}
