import { type TCommonCoreDomain, addDays, zonedInstant } from '@carnet/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../config';
import type { Db } from '../db/connect';
import { type Actor, loadActor } from '../lib/actor';
import { pupilsOfGroups, type WriteOptions } from '../modules/marks/marks-reach';
import { createAssessment, createCompetency, enterMarks, publishAssessment } from '../modules/marks/marks.staff.service';
import type { DemoSchool } from './people';
import { ensureSchoolTerms } from './school-calendar';

/** The demo school starts with an empty audit log: its seed is nobody's act (decision 110). */
const NOT_AUDITED: WriteOptions = { isAudited: false };

/** The school's list: a dozen competencies of the common core, every domain, in a French collège's words. */
const COMPETENCIES: Array<[TCommonCoreDomain, string]> = [
  ['D1.1', 'Write a clear and correct text'],
  ['D1.1', 'Read and understand a text'],
  ['D1.2', 'Understand a spoken foreign language'],
  ['D1.3', 'Use mathematical language and notation'],
  ['D1.4', 'Describe a work of art with its vocabulary'],
  ['D2', 'Organise one’s work and plan it'],
  ['D2', 'Search for and sort information'],
  ['D3', 'Take part in a debate and respect others'],
  ['D4', 'Solve a problem with reasoning'],
  ['D4', 'Carry out an experiment and report on it'],
  ['D5', 'Place events in time and space'],
  ['D5', 'Explain how a society is organised'],
];

/** A mark out of `outOf` for the pupil at `index`, spread over the scale and to half points. */
const markOf = (index: number, salt: number, outOf: number) => Math.round(((((index * 7 + salt * 5) % 11) + 8) / 20) * outOf * 2) / 2;

/**
 * Marks of the current term (decision 114), through the module's own services: the school's competencies;
 * Paul Bernard head teacher of 3B; marks and a competencies assessment in his 6A and 3B mathematics and in
 * 3B French and 6A English, published on earlier days and so released (and told); one 3B mathematics test
 * published today, released at the school's hour (its notice taken as gone: the demo queues no job); and one 3B mathematics draft with no mark, which a
 * journey fills in and publishes. The teachers without an account write under the office's name.
 */
export async function seedMarks(db: Db, school: DemoSchool, today: string): Promise<void> {
  const bernard = await loadActor(db, school.users.teacher);
  if (!bernard) throw new Error('The demo school lacks Paul Bernard');
  const office = await loadActor(db, school.users.office);
  if (!office) throw new Error('The demo school lacks its office');
  await db.updateTable('classes').set({ head_teacher_id: school.teachers.bernard }).where('id', '=', school.classes.class3B).execute();

  const competencyIds: Record<string, number[]> = {};
  for (const [domain, label] of COMPETENCIES) {
    const { id } = await createCompetency(db, office, { domain, label }, NOT_AUDITED);
    (competencyIds[domain] ??= []).push(id);
  }

  const terms = await ensureSchoolTerms(db, today);
  const term = terms.find((t) => t.start <= today && today <= t.end);
  if (!term) return;
  const dayBack = (days: number) => {
    const day = addDays(today, -days);
    return day < term.start ? term.start : day;
  };
  const teacherOf = async (groupId: number): Promise<Actor> => {
    const group = await db.selectFrom('subjects').select('teacher_id').where('id', '=', groupId).executeTakeFirstOrThrow();
    if (group.teacher_id === bernard.teacherId) return bernard;
    return { ...bernard, userId: school.users.office, teacherId: group.teacher_id };
  };
  const at = (date: string, time: string) => ({
    now: new Date(zonedInstant(date, time, DEFAULT_SCHOOL_TIME_ZONE)),
    timeZone: DEFAULT_SCHOOL_TIME_ZONE,
  });

  type Planned = { groupId: number; title: string; daysBack: number; outOf?: number; coefficient?: number; competencies?: number[] };
  const [maths6A, , english6A] = school.subjects.class6A;
  const [maths3B, french3B] = school.subjects.class3B;
  const released: Planned[] = [
    { groupId: maths6A!, title: 'Whole numbers and decimals', daysBack: 21, coefficient: 1 },
    { groupId: maths6A!, title: 'Mental arithmetic', daysBack: 14, outOf: 10, coefficient: 0.5 },
    { groupId: maths6A!, title: 'Solving problems', daysBack: 10, competencies: [...competencyIds['D4']!, ...competencyIds['D1.3']!] },
    { groupId: english6A!, title: 'Vocabulary: the family', daysBack: 12, coefficient: 1 },
    { groupId: maths3B!, title: 'Linear functions', daysBack: 20, coefficient: 2 },
    { groupId: maths3B!, title: 'Pythagoras quiz', daysBack: 13, outOf: 10, coefficient: 1 },
    {
      groupId: maths3B!,
      title: 'Reasoning and notation',
      daysBack: 8,
      competencies: [...competencyIds['D1.3']!, competencyIds['D4']![0]!],
    },
    { groupId: french3B!, title: 'Essay: a childhood memory', daysBack: 9, coefficient: 2 },
    { groupId: french3B!, title: 'Reading aloud', daysBack: 6, competencies: [competencyIds['D1.1']![1]!, competencyIds['D3']![0]!] },
  ];
  let salt = 0;
  const create = async (plan: Planned, date: string) => {
    salt += 1;
    const actor = await teacherOf(plan.groupId);
    const clock = at(date, '10:00');
    const kind = plan.competencies ? ('competencies' as const) : ('mark' as const);
    const grid = await createAssessment(
      db,
      actor,
      {
        groupId: plan.groupId,
        title: plan.title,
        date,
        kind,
        ...(plan.outOf !== undefined && { outOf: plan.outOf }),
        ...(plan.coefficient !== undefined && { coefficient: plan.coefficient }),
        ...(plan.competencies && { competencyIds: plan.competencies }),
      },
      clock,
      NOT_AUDITED,
    );
    return { id: grid.assessment.id, actor, clock, kind, outOf: grid.assessment.outOf ?? 20, competencies: plan.competencies ?? [] };
  };
  const fill = async (made: Awaited<ReturnType<typeof create>>, groupId: number) => {
    const pupils = await pupilsOfGroups(db, [groupId]);
    const marks = pupils.map((p, index) => {
      if (index === 3) return { childId: p.id, code: 'absent' as const };
      if (made.kind === 'competencies')
        return {
          childId: p.id,
          levels: made.competencies.map((competencyId, c) => ({ competencyId, level: (((index + c + salt) % 4) + 1) as 1 | 2 | 3 | 4 })),
        };
      return { childId: p.id, value: markOf(index, salt, made.outOf), ...(index === 0 && { comment: 'Good, careful work.' }) };
    });
    if (marks.length > 0) await enterMarks(db, made.actor, made.id, { marks }, made.clock, NOT_AUDITED);
  };

  for (const plan of released) {
    const date = dayBack(plan.daysBack);
    const made = await create(plan, date);
    await fill(made, plan.groupId);
    // Published the evening it was sat (19:00, after the release hour): released at once, and its notices went.
    await publishAssessment(db, made.actor, made.id, at(date, '19:00'), NOT_AUDITED);
    await db
      .updateTable('assessments')
      .set({ students_told_at: made.clock.now.toISOString(), parents_told_at: made.clock.now.toISOString() })
      .where('id', '=', made.id)
      .execute();
  }
  // A 3B test published this morning: released at the school's hour. Its notice is taken as gone, and no
  // job waits for it, so a test that moves the clock past 18:00 is not sent the demo's e-mail.
  const pending = await create({ groupId: maths3B!, title: 'Equations test', daysBack: 0, coefficient: 2 }, today);
  await fill(pending, maths3B!);
  await publishAssessment(db, bernard, pending.id, at(today, '08:00'), NOT_AUDITED);
  const toldAt = at(today, '08:00').now.toISOString();
  await db.updateTable('assessments').set({ students_told_at: toldAt, parents_told_at: toldAt }).where('id', '=', pending.id).execute();
  await db.deleteFrom('jobs').where('kind', '=', 'marks-release').execute();
  // A draft with no mark, for a journey to enter marks on and publish.
  await create({ groupId: maths3B!, title: 'Fractions and powers', daysBack: 0, coefficient: 1 }, today);
}
