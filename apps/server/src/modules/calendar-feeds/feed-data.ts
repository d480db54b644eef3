import { addDays, currentTerm } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { parseRoles } from '../../lib/actor';
import { loadFeedHomework } from './feed-homework';

/** How far back a feed reaches when the school has entered no term: a month of history is enough for a calendar app. */
const DAYS_BACK_WITHOUT_TERMS = 31;

export type FeedAccount = { id: number; roles: string; family_id: number | null; child_id: number | null };

/** The first day the feed covers: the start of this school year (the one of this or the next term), else a month ago. */
function firstDayOf(terms: { school_year: string; start_date: string; end_date: string }[], today: string): string {
  const term = currentTerm(
    terms.map((t) => ({ ...t, start: t.start_date, end: t.end_date })),
    today,
  );
  if (!term) return addDays(today, -DAYS_BACK_WITHOUT_TERMS);
  const starts = terms.filter((t) => t.school_year === term.school_year).map((t) => t.start_date);
  return starts.reduce((a, b) => (a < b ? a : b), term.start_date);
}

/**
 * Everything one feed shows, in seven queries whatever the number of children: the account's name, its
 * children, the school's terms and term events, the children's lessons, the family's bookings and the
 * homework due for the children's groups.
 */
export async function loadFeedData(db: Db, account: FeedAccount, today: string) {
  const isParent = parseRoles(account.roles).includes('ROLE_PARENT');
  const names = await db
    .selectFrom('users')
    .leftJoin('families', 'families.id', 'users.family_id')
    .select(['users.first_name', 'users.last_name', 'families.name as family_name'])
    .where('users.id', '=', account.id)
    .executeTakeFirstOrThrow();
  let childrenQuery = db.selectFrom('children').select(['id', 'first_name', 'last_name']).where('deactivated_at', 'is', null);
  childrenQuery = isParent
    ? childrenQuery.where('family_id', '=', account.family_id ?? -1)
    : childrenQuery.where('id', '=', account.child_id ?? -1);
  const children = await childrenQuery.orderBy('id').execute();
  const terms = await db
    .selectFrom('school_terms')
    .select(['id', 'school_year', 'name', 'start_date', 'end_date'])
    .orderBy('start_date')
    .execute();
  const from = firstDayOf(terms, today);
  const termEvents = await db.selectFrom('term_events').selectAll().where('date', '>=', from).orderBy('date').orderBy('id').execute();
  const childIds = children.map((c) => c.id);
  const lessons =
    childIds.length === 0
      ? []
      : await db
          .selectFrom('lessons')
          .innerJoin('child_subjects', 'child_subjects.subject_id', 'lessons.subject_id')
          .innerJoin('subjects', 'subjects.id', 'lessons.subject_id')
          .innerJoin('teachers', 'teachers.id', 'subjects.teacher_id')
          .select([
            'child_subjects.child_id',
            'lessons.id',
            'lessons.subject_id',
            'lessons.date',
            'lessons.start_hour',
            'lessons.end_hour',
            'lessons.hall_name',
            'lessons.class_title',
            'subjects.name as subject_name',
            'subjects.teaching_group',
            'teachers.first_name as teacher_first_name',
            'teachers.last_name as teacher_last_name',
          ])
          .where('child_subjects.child_id', 'in', childIds)
          .where('lessons.date', '>=', from)
          .orderBy('lessons.date')
          .orderBy('lessons.start_hour')
          .orderBy('lessons.id')
          .execute();
  // Appointments are the parents' (the meetings area is theirs only); a student's feed has none.
  const bookings =
    !isParent || childIds.length === 0
      ? []
      : await db
          .selectFrom('meeting_bookings as b')
          .innerJoin('meetings', 'meetings.id', 'b.meeting_id')
          .innerJoin('teachers', 'teachers.id', 'b.teacher_id')
          .innerJoin('subjects', 'subjects.id', 'b.subject_id')
          .select([
            'b.id',
            'b.child_id',
            'b.start_time',
            'b.sequence',
            'meetings.name as meeting_name',
            'meetings.date',
            'meetings.duration_in_minutes',
            'subjects.name as subject_name',
            'teachers.first_name as teacher_first_name',
            'teachers.last_name as teacher_last_name',
          ])
          .where('b.child_id', 'in', childIds)
          .where('meetings.date', '>=', from)
          .orderBy('meetings.date')
          .orderBy('b.start_time')
          .orderBy('b.id')
          .execute();
  const homework = await loadFeedHomework(db, childIds, from);
  return { isParent, names, children, terms: terms.filter((t) => t.end_date >= from), termEvents, lessons, bookings, homework, from };
}

export type FeedData = Awaited<ReturnType<typeof loadFeedData>>;
