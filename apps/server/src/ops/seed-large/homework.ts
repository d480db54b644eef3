import { addDays, isoWeekday } from '@carnet/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { schoolYearStartOf } from '../../demo/school-calendar';
import { createSink } from './bulk';
import { schoolDaysBetween } from './calendar';
import { teacherUserId } from './people';
import type { Random } from './random';
import { DISCIPLINES, type School } from './school';

/**
 * The cahier de textes of the large school (decision 111), bounded so the seed stays quick: each
 * teaching group has two lessons a week over the last NOTES_WEEKS weeks and the next AHEAD_DAYS days,
 * each past one with its note; homework due at each of the group's lessons from the start of the school
 * year to AHEAD_DAYS ahead (about two a week); a third of the pupils tick what fell due around today,
 * and a few keep tasks of their own. About 8,000 lessons, 30,000 homework and 30,000 ticks at 2,000 pupils.
 */
const NOTES_WEEKS = 4;
const AHEAD_DAYS = 14;
const TICKED_DAYS_BACK = 14;
const TICK_CHANCE = 0.35;
const TASK_CHANCE = 0.15;
const HOURS: Array<[string, string]> = [
  ['08:00', '09:00'],
  ['09:00', '10:00'],
  ['10:15', '11:15'],
  ['11:15', '12:15'],
  ['13:30', '14:30'],
  ['14:30', '15:30'],
  ['15:45', '16:45'],
];
const TOPICS = [
  'chapter 3',
  'the last exercise sheet',
  'page 52',
  'the vocabulary list',
  'the lesson summary',
  'the map',
  'the text read in class',
];
const NOTES = [
  'Corrected the homework, then **new lesson**: {topic}.\n\n- exercises 1 to 4 done in class\n- summary copied in the exercise book',
  'Group work on {topic}; each group presented its answer.',
  '**Assessment prepared**: revision of {topic}.\n\n1. questions\n2. corrections\n3. method sheet',
  'Lesson on {topic}, with a short video ([link](https://example.org/lesson)).',
];
const TASKS = [
  'Buy a new exercise book',
  'Return the library book',
  'Sports kit on Thursday',
  'Ask about the trip form',
  'Revise with Sam',
];

export type HomeworkCounts = Record<'lessons' | 'notes' | 'homework' | 'ticks' | 'tasks', number>;

export async function writeHomework(db: Db, random: Random, school: School, today: string): Promise<HomeworkCounts> {
  // Held in memory and written table by table, parents first: a row's reference must be written before it.
  const rows = {
    lessons: [] as Array<Insertable<Database['lessons']>>,
    notes: [] as Array<Insertable<Database['lesson_notes']>>,
    homework: [] as Array<Insertable<Database['homework']>>,
    ticks: [] as Array<Insertable<Database['homework_ticks']>>,
    tasks: [] as Array<Insertable<Database['student_tasks']>>,
  };
  const createdAt = `${today}T06:00:00.000Z`;
  const yearStart = `${schoolYearStartOf(today)}-09-01`;
  const lessonDays = schoolDaysBetween(addDays(today, -7 * NOTES_WEEKS), addDays(today, AHEAD_DAYS));
  const homeworkDays = schoolDaysBetween(yearStart, addDays(today, AHEAD_DAYS));
  const pupilsOf = new Map<number, number[]>();
  for (const pupil of school.pupils) for (const id of pupil.subjectIds) pupilsOf.set(id, [...(pupilsOf.get(id) ?? []), pupil.id]);
  let lessonId = 0;
  let noteId = 0;
  let homeworkId = 0;

  for (const group of school.subjects) {
    // Two weekdays apart (Monday and Wednesday, Tuesday and Thursday...), an hour per discipline.
    const first = ((group.classId + group.discipline) % 5) + 1;
    const weekdays = [first, ((first + 1) % 5) + 1];
    const hours = HOURS[group.discipline % HOURS.length]!;
    const author = teacherUserId(school, group.teacherId);
    const lessonOn = new Map<string, number>();
    for (const date of lessonDays.filter((d) => weekdays.includes(isoWeekday(d)))) {
      const id = ++lessonId;
      lessonOn.set(date, id);
      rows.lessons.push({
        id,
        subject_id: group.id,
        date,
        start_hour: hours[0],
        end_hour: hours[1],
        hall_name: `B${group.classId}`,
        class_title: '',
      });
      if (date >= today) continue;
      rows.notes.push({
        id: ++noteId,
        lesson_id: id,
        subject_id: group.id,
        body: random.pick(NOTES).replace('{topic}', random.pick(TOPICS)),
        author_id: author,
        created_at: `${date}T17:00:00.000Z`,
        updated_at: `${date}T17:00:00.000Z`,
      });
    }
    let previous: string | null = null;
    for (const date of homeworkDays.filter((d) => weekdays.includes(isoWeekday(d)))) {
      const roll = random.next();
      const kind = roll < 0.12 ? 'test' : roll < 0.18 ? 'bring' : 'homework';
      const id = ++homeworkId;
      const setOn = previous ?? addDays(date, -7);
      rows.homework.push({
        id,
        subject_id: group.id,
        set_in_lesson_id: previous ? (lessonOn.get(previous) ?? null) : null,
        kind,
        text:
          kind === 'bring' ? 'Bring the **atlas** and coloured pencils' : `${DISCIPLINES[group.discipline]}: revise ${random.pick(TOPICS)}`,
        due_date: date,
        due_lesson_id: lessonOn.get(date) ?? null,
        minutes: kind === 'test' ? 45 : kind === 'bring' ? 0 : 10 + 5 * random.int(7),
        author_id: author,
        created_at: `${setOn}T17:30:00.000Z`,
        changed_at: null,
        withdrawn_at: null,
      });
      previous = date;
      if (date < addDays(today, -TICKED_DAYS_BACK) || date > addDays(today, 7) || kind === 'bring') continue;
      for (const pupilId of pupilsOf.get(group.id) ?? []) {
        if (random.next() < TICK_CHANCE)
          rows.ticks.push({ homework_id: id, child_id: pupilId, done_at: `${addDays(date, -1)}T18:00:00.000Z` });
      }
    }
  }
  let taskId = 0;
  for (const pupil of school.pupils) {
    if (random.next() >= TASK_CHANCE) continue;
    rows.tasks.push({
      id: ++taskId,
      child_id: pupil.id,
      title: random.pick(TASKS),
      due_date: addDays(today, 1 + random.int(10)),
      done_at: null,
      created_at: createdAt,
    });
  }
  const write = async <T extends 'lessons' | 'lesson_notes' | 'homework' | 'homework_ticks' | 'student_tasks'>(
    table: T,
    list: Array<Insertable<Database[T]>>,
  ) => {
    const sink = createSink(db, table);
    await sink.addAll(list);
    return sink.close();
  };
  return {
    lessons: await write('lessons', rows.lessons),
    notes: await write('lesson_notes', rows.notes),
    homework: await write('homework', rows.homework),
    ticks: await write('homework_ticks', rows.ticks),
    tasks: await write('student_tasks', rows.tasks),
  };
}
