import { addDays, schoolYearOf } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { taughtGroups } from '../../lib/staff-pupils';

/** A printed cahier covers at most a school year and a little: an inspector asks for a year, not a decade. */
export const CAHIER_PDF_MAX_DAYS = 400;

/** The whole school year holding `today`: 1 September to 31 August. */
export function schoolYearWindow(today: string): { from: string; to: string } {
  const first = schoolYearOf(today).slice(0, 4);
  return { from: `${first}-09-01`, to: `${Number(first) + 1}-08-31` };
}

/**
 * The period asked for, the school year of today by default; one bound alone keeps the other from the
 * year's. Refused (400) when the end is before the start or the span is longer than a printed year.
 */
export function cahierWindow(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const year = schoolYearWindow(query.from ?? query.to ?? today);
  const from = query.from ?? year.from;
  const to = query.to ?? year.to;
  if (to < from) throw badRequest('cahier.toBeforeFrom');
  if (to > addDays(from, CAHIER_PDF_MAX_DAYS - 1)) throw badRequest('cahier.tooLong', { days: CAHIER_PDF_MAX_DAYS });
  return { from, to };
}

/**
 * The group, when the caller may print it: the office any group, archived ones included (the new
 * school year keeps them printable for it); a teacher only a group they teach (lib/staff-pupils'
 * taughtGroups) that is not archived. 404 otherwise, so an id says nothing.
 */
async function findPrintableGroup(db: Db, actor: Actor, groupId: number) {
  let query = db
    .selectFrom('subjects')
    .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
    .leftJoin('classes', 'classes.id', 'subjects.class_id')
    .select([
      'subjects.id',
      'subjects.name',
      'subjects.teaching_group',
      'subjects.archived_at',
      'classes.name as class_name',
      'teachers.first_name',
      'teachers.last_name',
    ])
    .where('subjects.id', '=', groupId);
  if (!isOffice(actor)) query = query.where('subjects.id', 'in', taughtGroups(db, actor)).where('subjects.archived_at', 'is', null);
  const group = await query.executeTakeFirst();
  if (!group) throw notFound('Resource');
  return group;
}

/** Everything the printed cahier shows, in four queries: the group, its lessons with their notes, the notes' files, its homework. */
export async function loadCahierForPdf(db: Db, actor: Actor, groupId: number, window: { from: string; to: string }) {
  const group = await findPrintableGroup(db, actor, groupId);
  const lessons = await db
    .selectFrom('lessons')
    .leftJoin('lesson_notes', 'lesson_notes.lesson_id', 'lessons.id')
    .select(['lessons.id', 'lessons.date', 'lessons.start_hour', 'lessons.end_hour', 'lesson_notes.id as note_id', 'lesson_notes.body'])
    .where('lessons.subject_id', '=', groupId)
    .where('lessons.date', '>=', window.from)
    .where('lessons.date', '<=', window.to)
    .orderBy('lessons.date')
    .orderBy('lessons.start_hour')
    .orderBy('lessons.id')
    .execute();
  const noteIds = lessons.flatMap((l) => (l.note_id === null ? [] : [l.note_id]));
  const noteFiles =
    noteIds.length === 0
      ? []
      : await db
          .selectFrom('lesson_note_files')
          .innerJoin('files', 'files.id', 'lesson_note_files.file_id')
          .select(['lesson_note_files.note_id', 'files.name'])
          .where('lesson_note_files.note_id', 'in', noteIds)
          .orderBy('files.id')
          .execute();
  const lessonIds = new Set(lessons.map((l) => l.id));
  // Homework set in one of these lessons, or (set outside a lesson) due in the period; never a withdrawn one.
  const homework = (
    await db
      .selectFrom('homework')
      .select(['id', 'kind', 'text', 'due_date', 'minutes', 'set_in_lesson_id'])
      .where('subject_id', '=', groupId)
      .where('withdrawn_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('due_date', '>=', window.from), eb('due_date', '<=', window.to)]),
          ...(lessonIds.size > 0 ? [eb('set_in_lesson_id', 'in', [...lessonIds])] : []),
        ]),
      )
      .orderBy('due_date')
      .orderBy('id')
      .execute()
  ).filter((h) => (h.set_in_lesson_id === null ? true : lessonIds.has(h.set_in_lesson_id)));
  return {
    group: {
      subject: group.name,
      teachingGroup: group.teaching_group,
      className: group.class_name,
      teacher: `${group.first_name} ${group.last_name}`.trim(),
      archivedAt: group.archived_at,
    },
    window,
    lessons: lessons.map((l) => ({
      date: l.date,
      startHour: l.start_hour,
      endHour: l.end_hour,
      note: l.body,
      files: noteFiles.filter((f) => f.note_id === l.note_id).map((f) => f.name),
      homework: homework.filter((h) => h.set_in_lesson_id === l.id),
    })),
    otherHomework: homework.filter((h) => h.set_in_lesson_id === null),
  };
}

export type CahierForPdf = Awaited<ReturnType<typeof loadCahierForPdf>>;
