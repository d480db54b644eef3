import type { Db } from '../../db/connect';
import { fromDbBool, fromJsonText } from '../../db/values';
import { type ExportFile, exportFilePath } from './export-bundle';

/**
 * children.json: each child's record, the teaching groups they follow (with their teachers), exit
 * permissions, and the school photo among the files. One query per kind for every child at once.
 */
export async function gatherChildren(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const children = await db
    .selectFrom('children')
    .leftJoin('files', 'files.id', 'children.picture_file_id')
    .select([
      'children.id',
      'children.first_name',
      'children.last_name',
      'children.birth_date',
      'children.class_year',
      'children.class_name',
      'children.blood_type',
      'children.deactivated_at',
      'children.picture_file_id',
      'files.media_type as picture_type',
    ])
    .where('children.id', 'in', childIds)
    .orderBy('children.id')
    .execute();
  const subjects = await db
    .selectFrom('child_subjects')
    .innerJoin('subjects', 'subjects.id', 'child_subjects.subject_id')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .select([
      'child_subjects.child_id',
      'subjects.id',
      'subjects.name',
      'subjects.teaching_group',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
    ])
    .where('child_subjects.child_id', 'in', childIds)
    .orderBy('subjects.id')
    .execute();
  const exits = await db
    .selectFrom('exit_permissions')
    .select(['child_id', 'type', 'days'])
    .where('child_id', 'in', childIds)
    .orderBy('id')
    .execute();
  return children.map(({ picture_file_id, picture_type, ...child }) => {
    let photo: string | null = null;
    if (picture_file_id !== null) {
      photo = exportFilePath('photos', child.id, `${child.first_name} ${child.last_name}`, picture_type === 'image/png' ? 'png' : 'jpg');
      files.push({ path: photo, fileId: picture_file_id });
    }
    return {
      ...child,
      photo,
      subjects: subjects
        .filter((s) => s.child_id === child.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          teaching_group: s.teaching_group,
          teacher: `${s.teacher_first_name} ${s.teacher_last_name}`,
        })),
      exit_permissions: exits
        .filter((e) => e.child_id === child.id)
        .map((e) => ({ type: e.type, days: fromJsonText<string[]>(e.days, []) })),
    };
  });
}

/** registry.json: every absence and late arrival, with the reason and the certificate the family gave. */
export async function gatherRegistry(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('registry_entries')
    .leftJoin('subjects', 'subjects.id', 'registry_entries.subject_id')
    .select([
      'registry_entries.id',
      'registry_entries.child_id',
      'registry_entries.date',
      'registry_entries.statut',
      'registry_entries.excused',
      'registry_entries.reason',
      'subjects.name as subject',
      'registry_entries.certificate_file_id',
    ])
    .where('registry_entries.child_id', 'in', childIds)
    .orderBy('registry_entries.date')
    .orderBy('registry_entries.id')
    .execute();
  return rows.map(({ certificate_file_id, ...entry }) => {
    let certificate: string | null = null;
    if (certificate_file_id !== null) {
      certificate = exportFilePath('absence-certificates', entry.id, `${entry.date.slice(0, 10)} certificate`);
      files.push({ path: certificate, fileId: certificate_file_id });
    }
    return { ...entry, excused: fromDbBool(entry.excused), certificate };
  });
}

/** timetable.json: the lessons of every teaching group the children follow (as the timetable shows them). */
export async function gatherTimetable(db: Db, childIds: number[]) {
  if (childIds.length === 0) return [];
  return db
    .selectFrom('lessons')
    .innerJoin('child_subjects', 'child_subjects.subject_id', 'lessons.subject_id')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .select([
      'child_subjects.child_id',
      'lessons.id',
      'lessons.date',
      'lessons.start_hour',
      'lessons.end_hour',
      'subjects.name as subject',
      'lessons.class_title',
      'lessons.hall_name',
    ])
    .where('child_subjects.child_id', 'in', childIds)
    .orderBy('child_subjects.child_id')
    .orderBy('lessons.date')
    .orderBy('lessons.start_hour')
    .orderBy('lessons.id')
    .execute();
}

/**
 * documents.json and reports.json: every document and report of the children, withdrawn ones too
 * (the school still holds them: `withdrawn_at` says since when the family no longer sees them).
 */
export async function gatherDocuments(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'child_id', 'title', 'type', 'date', 'withdrawn_at', 'file_id'])
    .where('child_id', 'in', childIds)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map(({ file_id, ...document }) => {
    const file = exportFilePath('documents', document.id, document.title);
    files.push({ path: file, fileId: file_id });
    return { ...document, file };
  });
}

export async function gatherReports(db: Db, childIds: number[], files: ExportFile[]) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'child_id', 'title', 'year', 'withdrawn_at', 'file_id'])
    .where('child_id', 'in', childIds)
    .orderBy('id')
    .execute();
  return rows.map(({ file_id, ...report }) => {
    const file = exportFilePath('reports', report.id, report.title);
    files.push({ path: file, fileId: file_id });
    return { ...report, file };
  });
}
