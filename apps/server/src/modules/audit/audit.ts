import type { TAuditAction, TAuditEntity } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant, toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';

/** The actions and kinds of record a line may name (the contract's lists, which the office's page names). */
export type AuditAction = TAuditAction;

export type AuditEntry = {
  action: AuditAction;
  /** The kind of record: 'pupil', 'family', 'newsletter', 'medical', 'allergies', 'concerns', … */
  entity: TAuditEntity;
  entityId?: number | null;
  /** The pupil the record is about, so the office can filter the log by pupil. */
  childId?: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one line of the audit log. Services call it inside the transaction of the change they make,
 * so a change and its line land together or not at all; routes never call it (architecture page).
 * The table refuses updates and deletes (migration 005): nothing in the application can rewrite it.
 */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, actor, [entry]);
}

/** Several lines in one statement: a read of several kinds of record (the child page's health data). */
export async function recordAudits(db: Db, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  const at = nowInstant();
  await db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        at,
        user_id: actor.userId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? null,
        child_id: entry.childId ?? null,
        before: entry.before === undefined ? null : toJsonText(entry.before),
        after: entry.after === undefined ? null : toJsonText(entry.after),
      })),
    )
    .execute();
}
