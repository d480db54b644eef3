import { addDays, type TNotificationSubject } from '@carnet/contract';
import { type Notice, noticeParamsText } from '../../i18n/notices';
import { schoolYearLabel } from '../../demo/school-calendar';
import type { Db } from '../../db/connect';
import { registryNotice } from '../../modules/registry/registry.publish';
import { createSink } from './bulk';
import { monthStartsBetween, schoolDaysBetween, termEndsBetween, yearStartsBetween } from './calendar';
import type { SeedSize } from './options';
import type { Random } from './random';
import type { Pupil, School } from './school';

/** Average events a pupil has in a school year; a school year has about 170 school days. */
const PER_YEAR = { registry: 30, reward: 8, sanction: 0.7, concern: 0.5, classLetters: 3, newsletters: 10 };
const SCHOOL_DAYS_A_YEAR = 170;

const LESSON_HOURS = ['07', '08', '09', '12', '13'];
const STATUTS = [
  'present',
  'present',
  'present',
  'present',
  'present',
  'late 10 min',
  'late 10 min',
  'ABSENT',
  'ABSENT',
  'early departure',
];
const REWARD_REASONS = [
  'Excellent test result',
  'Beautiful piece of writing',
  'Great oral presentation',
  'Very thorough project',
  'Helpful in class',
  '',
];
const SANCTION_REASONS = ['Homework not done three times', 'Disrupted the lesson', 'Phone used in class'];
const CONCERNS = [
  { type: 'Learning', reason: 'Homework not handed in three times', comment: 'Please check the planner with your child.' },
  { type: 'Behaviour', reason: 'Disrupted the lesson', comment: 'Kept talking after two reminders.' },
  { type: 'Attendance', reason: 'Late three times this month', comment: 'Arrived after the bell on three mornings.' },
];
const LETTERS = ['School trip authorisation', 'Class council', 'Sports day', 'Photo day', 'Museum visit', 'Work experience week'];
const NEWSLETTER_TOPICS = ['Lunchtime clubs', 'Cross-country race', 'School concert', 'Science week', 'Library news', 'Sports day'];
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export type HistoryCounts = Record<'registry' | 'documents' | 'reports' | 'rewards' | 'concerns' | 'newsletters' | 'notifications', number>;

/**
 * Three school years (by default) of what families read, written in bulk with the notifications the
 * publish services would have written for each: every parent of the family is told, news older than
 * a week is seen, and all of it counts as already e-mailed (it is the school's past).
 */
export async function writeHistory(
  db: Db,
  random: Random,
  school: School,
  size: SeedSize,
  today: string,
  fileId: number,
): Promise<HistoryCounts> {
  const first = addDays(today, -Math.round(size.years * 365 * size.historyScale));
  const days = schoolDaysBetween(first, today);
  const seenBefore = addDays(today, -7);
  const emailedAt = new Date().toISOString();
  const sinks = {
    registry: createSink(db, 'registry_entries'),
    documents: createSink(db, 'documents'),
    reports: createSink(db, 'reports'),
    rewards: createSink(db, 'rewards'),
    concerns: createSink(db, 'concerns'),
    newsletters: createSink(db, 'newsletters'),
    notifications: createSink(db, 'notifications'),
  };
  const ids = { registry: 0, documents: 0, reports: 0, rewards: 0, concerns: 0, newsletters: 0 };
  const familyOf = new Map(school.families.map((f) => [f.id, f]));
  const subjectOf = new Map(school.subjects.map((s) => [s.id, s]));
  const teacherOf = new Map(school.teachers.map((t) => [t.id, t]));
  const instant = (date: string, hour = '16') => `${date}T${hour}:${String(random.int(60)).padStart(2, '0')}:00.000Z`;

  const notify = async (
    userIds: readonly number[],
    subject: TNotificationSubject,
    subjectId: number,
    notice: Notice,
    date: string,
    link: string,
  ) => {
    const createdAt = instant(date);
    for (const userId of userIds) {
      await sinks.notifications.add({
        user_id: userId,
        subject,
        subject_id: subjectId,
        kind: notice.kind,
        params: noticeParamsText(notice),
        created_at: createdAt,
        seen: date < seenBefore ? 1 : 0,
        link,
        emailed_at: emailedAt,
      });
    }
  };
  const accountOf = new Map(school.guardians.map((g) => [g.id, g.accountId]));
  const parentsOf = (pupil: Pupil) => familyOf.get(pupil.familyId)!.guardianIds.map((id) => accountOf.get(id)!);
  const addDocument = async (pupil: Pupil, title: string, type: string, date: string) => {
    const id = ++ids.documents;
    await sinks.documents.add({ id, child_id: pupil.id, title, type, date, file_id: fileId });
    await notify(
      parentsOf(pupil),
      'document',
      id,
      { kind: 'document.new', params: { firstName: pupil.firstName, title } },
      date,
      String(pupil.id),
    );
  };

  const monthStarts = monthStartsBetween(first, today);
  const termEnds = termEndsBetween(first, today);
  const yearStarts = yearStartsBetween(first, today);
  const classLetters = new Map(
    school.classes.map((c) => [
      c.id,
      days.filter(() => random.next() < PER_YEAR.classLetters / SCHOOL_DAYS_A_YEAR).map((date) => ({ date, title: random.pick(LETTERS) })),
    ]),
  );

  for (const pupil of school.pupils) {
    const fullName = `${pupil.firstName} ${pupil.lastName}`;
    for (const date of monthStarts) {
      const month = monthLabel.format(new Date(`${date}T00:00:00Z`));
      await addDocument(pupil, `Invoice ${month}`, 'Invoice', date);
    }
    for (const y of yearStarts)
      await addDocument(pupil, `School certificate ${schoolYearLabel(y)}`, 'School certificate', addDays(`${y}-09-01`, 14));
    for (const letter of classLetters.get(pupil.classId) ?? []) await addDocument(pupil, letter.title, 'Letter', letter.date);
    for (const end of termEnds) {
      const id = ++ids.reports;
      const title = `Term ${end.term} report`;
      await sinks.reports.add({ id, child_id: pupil.id, title, year: schoolYearLabel(end.startYear), file_id: fileId });
      await notify(
        parentsOf(pupil),
        'report',
        id,
        { kind: 'report.new', params: { firstName: pupil.firstName, title } },
        end.date,
        String(pupil.id),
      );
    }
    for (const [index, date] of days.entries()) {
      const roll = random.next() * SCHOOL_DAYS_A_YEAR;
      if (roll < PER_YEAR.registry) {
        const id = ++ids.registry;
        const statut = random.pick(STATUTS);
        const at = `${date}T${LESSON_HOURS[index % LESSON_HOURS.length]}:00:00.000Z`;
        const subjectId = random.next() < 0.9 ? random.pick(pupil.subjectIds) : null;
        await sinks.registry.add({
          id,
          child_id: pupil.id,
          date: at,
          statut,
          excused: statut === 'ABSENT' && random.next() < 0.6 ? 1 : 0,
          subject_id: subjectId,
          certificate_file_id: null,
        });
        const notice = registryNotice(pupil.firstName, statut, at);
        if (notice) await notify(parentsOf(pupil), 'registry', id, notice, date, String(pupil.id));
        continue;
      }
      const rest = roll - PER_YEAR.registry;
      const isReward = rest < PER_YEAR.reward;
      const isSanction = !isReward && rest < PER_YEAR.reward + PER_YEAR.sanction;
      if (isReward || isSanction) {
        const id = ++ids.rewards;
        const subject = subjectOf.get(random.pick(pupil.subjectIds))!;
        const teacher = teacherOf.get(subject.teacherId)!;
        await sinks.rewards.add({
          id,
          child_id: pupil.id,
          kind: isReward ? 'reward' : 'sanction',
          date,
          responsible: `${teacher.firstName} ${teacher.lastName}`,
          subject: subject.name,
          resume: random.pick(isReward ? REWARD_REASONS : SANCTION_REASONS),
        });
        const params = { name: pupil.firstName, subject: subject.name };
        const notice = isReward ? ({ kind: 'reward.new', params } as const) : ({ kind: 'sanction.new', params } as const);
        await notify(parentsOf(pupil), 'reward', id, notice, date, String(pupil.id));
        continue;
      }
      if (rest < PER_YEAR.reward + PER_YEAR.sanction + PER_YEAR.concern) {
        const id = ++ids.concerns;
        const concern = random.pick(CONCERNS);
        await sinks.concerns.add({ id, child_id: pupil.id, ...concern, date, acknowledged: date < addDays(today, -30) ? 1 : 0 });
        await notify(
          parentsOf(pupil),
          'concern',
          id,
          { kind: 'concern.new', params: { name: fullName, reason: concern.reason } },
          date,
          String(pupil.id),
        );
      }
    }
  }

  const everyParent = school.guardians.map((g) => g.accountId);
  for (const date of days.filter(() => random.next() < PER_YEAR.newsletters / SCHOOL_DAYS_A_YEAR)) {
    const id = ++ids.newsletters;
    const title = `${random.pick(NEWSLETTER_TOPICS)}: news of ${monthLabel.format(new Date(`${date}T00:00:00Z`))}`;
    await sinks.newsletters.add({ id, title, publish_date: date, file_id: fileId });
    await notify(everyParent, 'newsletter', id, { kind: 'newsletter.new', params: { title } }, date, '');
  }

  return {
    registry: await sinks.registry.close(),
    documents: await sinks.documents.close(),
    reports: await sinks.reports.close(),
    rewards: await sinks.rewards.close(),
    concerns: await sinks.concerns.close(),
    newsletters: await sinks.newsletters.close(),
    notifications: await sinks.notifications.close(),
  };
}
