import type { TChild, TConcern, TSubject } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { compiledQuery } from '../../db/compiled-query';
import { fromDbBool, fromJsonText } from '../../db/values';
import { type Actor, isParent } from '../../lib/actor';
import { assertOwnChild, whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { type StoredFile, loadFile } from '../../lib/download';
import { recordAudit, recordAudits } from '../audit/audit';
import { loadMedicalRecords } from './medical-records';

const childRow = compiledQuery((db, childId: number) =>
  db.selectFrom('children').select(['id', 'first_name', 'last_name', 'class_year', 'class_name', 'blood_type']).where('id', '=', childId),
);

const subjectsOf = compiledQuery((db, childId: number) =>
  db
    .selectFrom('child_subjects')
    .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .select([
      'subjects.id',
      'subjects.name',
      'subjects.teaching_group',
      'teachers.id as teacher_id',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
      'teachers.email as teacher_email',
    ])
    .where('child_subjects.child_id', '=', childId)
    .orderBy('subjects.id'),
);

const exitPermissionsOf = compiledQuery((db, childId: number) =>
  db.selectFrom('exit_permissions').select(['type', 'days']).where('child_id', '=', childId).orderBy('id'),
);

const concernsOf = compiledQuery((db, childId: number) =>
  db
    .selectFrom('concerns')
    .select(['id', 'type', 'reason', 'date', 'comment', 'acknowledged'])
    .where('child_id', '=', childId)
    // A staff-only (pastoral) concern never reaches the family (decision 096).
    .where('staff_only', '=', 0)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc'),
);

/** Exit permissions and concerns are the parents' tabs; a student's answer carries none. */
async function loadParentRecords(db: Db, childId: number) {
  const exits = await exitPermissionsOf(db, childId);
  const concerns = await concernsOf(db, childId);
  return {
    exitPermissions: exits.map((e) => ({ type: e.type, days: fromJsonText<string[]>(e.days, []) })),
    concerns: concerns.map((c): TConcern => ({ ...c, acknowledged: fromDbBool(c.acknowledged) })),
  };
}

/**
 * Health data is special category (docs/privacy.md): every read of it is logged, the family's own
 * reads too, so the office can answer "who saw this child's medical file" with no exception.
 */
async function recordHealthRead(db: Db, actor: Actor, childId: number) {
  await recordAudits(db, actor, [
    { action: 'read', entity: 'medical', childId },
    { action: 'read', entity: 'allergies', childId },
  ]);
}

/**
 * GET /api/child/{id}: the child page in a fixed number of queries (at most eight reads and one audit insert), whatever the
 * size of each list. They run one after another so that one page view holds one pooled connection.
 */
export async function getChild(db: Db, actor: Actor, childId: number): Promise<TChild> {
  assertOwnChild(actor, childId);
  const [child] = await childRow(db, childId);
  if (!child) throw notFound('Child');
  const subjects = await subjectsOf(db, childId);
  const parentRecords = isParent(actor) ? await loadParentRecords(db, childId) : { exitPermissions: [], concerns: [] };
  const medical = await loadMedicalRecords(db, childId);
  await recordHealthRead(db, actor, childId);
  return {
    id: child.id,
    firstName: child.first_name,
    lastName: child.last_name,
    first_name: child.first_name,
    last_name: child.last_name,
    class_year: child.class_year,
    class_name: child.class_name,
    blood_type: child.blood_type,
    subjects: subjects.map((s): TSubject => ({
      id: s.id,
      name: s.name,
      teacher_id: s.teacher_id,
      teacher_name: `${s.teacher_first_name} ${s.teacher_last_name}`,
      teaching_group: s.teaching_group,
      teacher_email: s.teacher_email,
    })),
    ...parentRecords,
    ...medical,
  };
}

/** A medical certificate of one of the caller's children, with its file; any other id answers 404. */
export async function getCertificateFile(db: Db, actor: Actor, certificateId: number): Promise<{ title: string; file: StoredFile }> {
  const certificate = await db
    .selectFrom('certificates')
    .select(['title', 'file_id', 'child_id'])
    .where('id', '=', certificateId)
    .where((eb) => whereOwnChild(eb, actor, 'child_id'))
    .executeTakeFirst();
  if (!certificate) throw notFound('Certificate');
  await recordAudit(db, actor, { action: 'read', entity: 'certificate', entityId: certificateId, childId: certificate.child_id });
  return { title: certificate.title, file: await loadFile(db, certificate.file_id) };
}
