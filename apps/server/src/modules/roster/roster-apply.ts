import type { Db } from '../../db/connect';
import { deleteLink, linksOf, updateLink } from './roster-links';
import { PEOPLE_WRITES } from './roster-people-writes';
import { KIND_ORDER, type Plan } from './roster-plan';
import type { DesiredKind, Mapped, Operation } from './roster-model';
import { STRUCTURE_WRITES } from './roster-structure-writes';
import type { Writer } from './roster-writer';

const WRITES = { ...STRUCTURE_WRITES, ...PEOPLE_WRITES };

/** Writes the plan, kind after kind, in the caller's transaction. Answers the accounts to invite. */
export async function applyPlan(trx: Db, plan: Plan, now: Date): Promise<number[]> {
  const created = new Map<string, number>();
  const idOf = (kind: DesiredKind, key: string | null | undefined) => {
    if (key === null || key === undefined) return null;
    return created.get(`${kind}\u0000${key}`) ?? linksOf(plan.links, kind).get(key)?.localId ?? null;
  };
  const writer: Writer = { trx, now: now.toISOString(), idOf, toInvite: [], newEnrollments: [] };
  for (const kind of KIND_ORDER) {
    const newLinks: NewLink[] = [];
    for (const op of plan.operations[kind]) {
      const id = await applyOperation(writer, kind, op, newLinks);
      if (id !== null) created.set(`${kind}\u0000${op.key}`, id);
    }
    // Together, after the kind's removals: an enrollment that changed its sourcedId but not its pair stays.
    await insertInChunks(writer.newEnrollments.splice(0), (rows) =>
      trx
        .insertInto('child_subjects')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
    await insertInChunks(newLinks, (rows) => trx.insertInto('roster_links').values(rows).execute());
  }
  if (plan.reopenClassIds.length > 0)
    await trx.updateTable('classes').set({ closed_at: null }).where('id', 'in', plan.reopenClassIds).execute();
  return writer.toInvite;
}

type NewLink = { kind: string; source_key: string; local_id: number; mapped: string; is_active: 0 | 1 };

/** One multi-row insert per 500 rows: a few round trips instead of thousands on PostgreSQL. */
async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

async function applyOperation(w: Writer, kind: DesiredKind, op: Operation, newLinks: NewLink[]): Promise<number | null> {
  const writes = WRITES[kind];
  if (op.type === 'create') {
    const id = op.adoptId ?? (await writes.insert(w, op.values));
    if (op.adoptId !== null) {
      // The record may have been a dropped source record's: it now answers to this one alone.
      await w.trx.deleteFrom('roster_links').where('kind', '=', kind).where('local_id', '=', id).execute();
      await writes.update(w, id, op.values, adoptedFields(kind, op.values));
      await writes.setActive?.(w, id, true);
    }
    newLinks.push({ kind, source_key: op.key, local_id: id, mapped: JSON.stringify(op.values), is_active: 1 });
    return id;
  }
  if (op.type === 'deactivate') {
    if (kind === 'enrollment') {
      await removeEnrollment(w, op.link.mapped);
      await deleteLink(w.trx, kind, op.key);
      return null;
    }
    await writes.setActive?.(w, op.link.localId, false);
    await updateLink(w.trx, kind, op.key, op.link.mapped, false);
    return null;
  }
  if (kind === 'enrollment') {
    await removeEnrollment(w, op.link.mapped);
    const childId = await writes.insert(w, op.values);
    await w.trx.updateTable('roster_links').set({ local_id: childId }).where('kind', '=', kind).where('source_key', '=', op.key).execute();
  } else {
    await writes.update(w, op.link.localId, op.values, op.changed);
    if (op.isReactivated && !(kind === 'account' && op.values.isEnabled === '0')) await writes.setActive?.(w, op.link.localId, true);
  }
  await updateLink(w.trx, kind, op.key, op.values, true);
  return null;
}

/**
 * What the source writes on a record it takes over: all its fields; on a contact or account the office
 * made by hand, only those the source fills, so a phone or address the office typed is not blanked by an
 * empty column (decision 098).
 */
function adoptedFields(kind: DesiredKind, values: Mapped): string[] {
  const fields = Object.keys(values);
  if (kind !== 'guardian' && kind !== 'account') return fields;
  return fields.filter((field) => values[field] !== null && values[field] !== '');
}

async function removeEnrollment(w: Writer, mapped: Mapped) {
  const [childId, groupId] = [w.idOf('pupil', mapped.pupil), w.idOf('teachingGroup', mapped.group)];
  if (childId === null || groupId === null) return;
  await w.trx.deleteFrom('child_subjects').where('child_id', '=', childId).where('subject_id', '=', groupId).execute();
}
