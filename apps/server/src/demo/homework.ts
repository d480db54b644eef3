import { type TSetHomeworkRequest, addDays, zonedInstant } from '@carnet/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../config';
import type { Db } from '../db/connect';
import { type Actor, loadActor } from '../lib/actor';
import { makePdf } from '../lib/pdf';
import { addStudentTask, nextSchoolDay, tickHomework } from '../modules/homework/homework.service';
import { setHomework, type WriteOptions, writeLessonNote } from '../modules/homework/homework.staff.service';
import type { DemoSchool } from './people';

/** The demo school starts with an empty audit log: its seed is nobody's act (the services' own rule otherwise). */
const NOT_AUDITED: WriteOptions = { isAudited: false };

/** What each subject's lessons did last week, in the teacher's words (Markdown). */
const NOTES: Record<string, string> = {
  Mathematics:
    'Fractions: adding and subtracting with **different denominators**.\n\n- Worked examples 1 to 4\n- Exercise 12 started in class',
  French: 'Reading of *Le Petit Prince*, chapter 3. Vocabulary list handed out.',
  English: 'Present perfect vs simple past: the rules, then pairs practice.',
  'History-Geography': 'The Roman Empire: map of the provinces, key dates.',
  'Physics-Chemistry': 'States of matter: the experiment with ice and a thermometer.',
  Sciences: 'Plant cells under the microscope; drawing of what we saw.',
  'Physical Education': 'Relay races; warming up properly.',
};

const pdfUpload = (name: string, title: string, lines: string[]) => ({
  name,
  contents: `data:application/pdf;base64,${makePdf(title, lines).toString('base64')}`,
});

/**
 * The cahier de textes of the demo school (decision 110), written through the module's own services so it
 * looks as the API makes it: notes of last week's 6A and 3B lessons, homework due over the coming days
 * (on the next school day in 3B French and English and in 6A French: never in Paul Bernard's 3B maths,
 * which a journey sets itself), a test in 3B physics, Léa's ticks and a task of her own, and homework set
 * in a lesson Léa was away from. The teachers without an account write under the office's name.
 */
export async function seedHomework(db: Db, school: DemoSchool, today: string): Promise<void> {
  const bernard = await loadActor(db, school.users.teacher);
  const student = await loadActor(db, school.users.student);
  if (!bernard || !student) throw new Error('The demo school lacks Paul Bernard or Léa');
  const teacherOf = async (groupId: number): Promise<Actor> => {
    const group = await db.selectFrom('subjects').select('teacher_id').where('id', '=', groupId).executeTakeFirstOrThrow();
    if (group.teacher_id === bernard.teacherId) return bernard;
    return { ...bernard, userId: school.users.office, teacherId: group.teacher_id };
  };
  const clock = { now: new Date(zonedInstant(today, '17:00', DEFAULT_SCHOOL_TIME_ZONE)), timeZone: DEFAULT_SCHOOL_TIME_ZONE };
  const groups = [...school.subjects.class6A, ...school.subjects.class3B];

  // Last week's notes, every lesson of both classes; Paul Bernard's last 3B lesson with its worksheet.
  const past = await db
    .selectFrom('lessons')
    .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
    .select(['lessons.id', 'lessons.subject_id', 'lessons.date', 'subjects.name'])
    .where('lessons.subject_id', 'in', groups)
    .where('lessons.date', '>=', addDays(today, -7))
    .where('lessons.date', '<', today)
    .orderBy('lessons.date')
    .orderBy('lessons.start_hour')
    .execute();
  const lastMaths3B = past.filter((l) => l.subject_id === school.subjects.class3B[0]).at(-1);
  for (const lesson of past) {
    const files =
      lesson.id === lastMaths3B?.id ? [pdfUpload('fractions-worksheet.pdf', 'Fractions', ['Worked examples', '1. 1/2 + 1/3 = 5/6'])] : [];
    await writeLessonNote(
      db,
      await teacherOf(lesson.subject_id),
      lesson.id,
      { body: NOTES[lesson.name] ?? 'Lesson as planned.', files },
      clock,
      NOT_AUDITED,
    );
  }

  const next = await nextSchoolDay(db, today);
  const lessonOf = async (groupId: number, after: string) =>
    db
      .selectFrom('lessons')
      .select(['id', 'date'])
      .where('subject_id', '=', groupId)
      .where('date', '>', after)
      .orderBy('date')
      .orderBy('start_hour')
      .executeTakeFirst();
  const set = async (groupId: number, input: Omit<TSetHomeworkRequest, 'groupId'>) =>
    (await setHomework(db, await teacherOf(groupId), { groupId, ...input }, clock, NOT_AUDITED)).homework.id;
  const [maths6A, french6A, , history6A, sciences6A] = school.subjects.class6A;
  const [maths3B, french3B, english3B, , physics3B] = school.subjects.class3B;

  // Due on the next school day: Hugo's French and English, Léa's French.
  await set(french3B!, {
    kind: 'homework',
    text: 'Learn the vocabulary list of chapter 3.',
    due: { kind: 'date', date: next },
    minutes: 20,
  });
  await set(english3B!, { kind: 'homework', text: 'Workbook page 18, exercises 1 and 2.', due: { kind: 'date', date: next }, minutes: 15 });
  const frenchLea = await set(french6A!, {
    kind: 'homework',
    text: 'Read pages 10 to 14.',
    due: { kind: 'date', date: next },
    minutes: 15,
  });

  // Later: Paul Bernard's maths (never on the next school day in 3B), a test in 3B physics, something to bring in 6A.
  const maths3BLesson = await lessonOf(maths3B!, next);
  if (maths3BLesson) {
    await set(maths3B!, {
      kind: 'homework',
      text: 'Finish **exercise 12** and check your answers with the worksheet.',
      ...(lastMaths3B ? { setInLessonId: lastMaths3B.id } : {}),
      due: { kind: 'lesson', lessonId: maths3BLesson.id },
      minutes: 30,
      files: [pdfUpload('exercise-12.pdf', 'Exercise 12', ['Add the fractions:', '2/3 + 1/4', '5/6 - 1/2'])],
    });
  }
  const physicsTest = await lessonOf(physics3B!, addDays(next, 2));
  if (physicsTest) {
    await set(physics3B!, {
      kind: 'test',
      text: 'Test on the states of matter (chapter 2).',
      due: { kind: 'lesson', lessonId: physicsTest.id },
      minutes: 45,
    });
  }
  const maths6ALesson = await lessonOf(maths6A!, next);
  const maths6AHomework = maths6ALesson
    ? await set(maths6A!, {
        kind: 'homework',
        text: 'Times tables 7 and 8.',
        due: { kind: 'lesson', lessonId: maths6ALesson.id },
        minutes: 15,
      })
    : null;
  await set(history6A!, {
    kind: 'bring',
    text: 'Bring coloured pencils for the map.',
    due: { kind: 'date', date: addDays(next, 2) },
    minutes: 0,
  });

  // Léa was away on her last absent day: the roll call marks her absent from that day's sciences lesson, where homework was set.
  const absence = await db
    .selectFrom('registry_entries')
    .select(['id', 'date'])
    .where('child_id', '=', school.children.lea)
    .where('statut', '=', 'ABSENT')
    .orderBy('date', 'desc')
    .executeTakeFirst();
  const missed = absence
    ? await db
        .selectFrom('lessons')
        .select(['id', 'subject_id'])
        .where('date', '=', absence.date.slice(0, 10))
        .where('subject_id', '=', sciences6A!)
        .executeTakeFirst()
    : undefined;
  if (absence && missed) {
    await db
      .updateTable('registry_entries')
      .set({ lesson_id: missed.id, subject_id: missed.subject_id })
      .where('id', '=', absence.id)
      .execute();
    await set(sciences6A!, {
      kind: 'homework',
      setInLessonId: missed.id,
      text: 'Label the parts of the plant cell on the handout.',
      due: { kind: 'date', date: addDays(next, 1) },
      minutes: 20,
    });
  }

  // Léa's planner: two ticks and a task of her own.
  const studentNow = new Date(zonedInstant(today, '18:30', DEFAULT_SCHOOL_TIME_ZONE));
  await tickHomework(db, student, school.children.lea, frenchLea, studentNow);
  if (maths6AHomework) await tickHomework(db, student, school.children.lea, maths6AHomework, studentNow);
  await addStudentTask(db, student, school.children.lea, { title: 'Buy a new calculator', dueDate: addDays(next, 2) }, studentNow);
}
