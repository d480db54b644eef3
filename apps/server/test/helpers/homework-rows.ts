import type { Db } from '../../src/db/connect';

/**
 * Rows of the cahier de textes written straight into the tables (migration 030), for the records' tests
 * (feed, export, retention, new year, PDF): they test what reads the rows, not how the teacher writes them.
 */
const now = () => new Date().toISOString();

export async function insertLesson(db: Db, subjectId: number, date: string, hours: [string, string] = ['08:00', '09:00']) {
  const row = await db
    .insertInto('lessons')
    .values({ subject_id: subjectId, date, start_hour: hours[0], end_hour: hours[1], hall_name: 'B12', class_title: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertNote(db: Db, lesson: { id: number; subjectId: number }, body: string, authorId: number) {
  const row = await db
    .insertInto('lesson_notes')
    .values({ lesson_id: lesson.id, subject_id: lesson.subjectId, body, author_id: authorId, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertHomework(
  db: Db,
  values: {
    subjectId: number;
    authorId: number;
    dueDate: string;
    text: string;
    kind?: 'homework' | 'test' | 'bring';
    minutes?: number;
    setInLessonId?: number | null;
    withdrawn?: boolean;
  },
) {
  const row = await db
    .insertInto('homework')
    .values({
      subject_id: values.subjectId,
      set_in_lesson_id: values.setInLessonId ?? null,
      kind: values.kind ?? 'homework',
      text: values.text,
      due_date: values.dueDate,
      due_lesson_id: null,
      minutes: values.minutes ?? 30,
      author_id: values.authorId,
      created_at: now(),
      changed_at: null,
      withdrawn_at: values.withdrawn ? now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTick(db: Db, homeworkId: number, childId: number) {
  await db.insertInto('homework_ticks').values({ homework_id: homeworkId, child_id: childId, done_at: now() }).execute();
}

export async function insertTask(db: Db, childId: number, title: string, dueDate: string | null = null) {
  const row = await db
    .insertInto('student_tasks')
    .values({ child_id: childId, title, due_date: dueDate, done_at: null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
