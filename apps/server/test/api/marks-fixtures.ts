import { DEFAULT_SCHOOL_TIME_ZONE } from '../../src/config';
import { staffAssessmentMarksPath, staffMarksPaths, zonedInstant } from '@carnet/contract';
import { expect } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';

/**
 * The marks tests run on a clock of their own (decision 114): today at 10:00 on the school's clocks, so the
 * release at 18:00 is later the same day; `setTime` moves it.
 */
export type MarksContext = { t: TestContext; setTime: (time: string, date?: string) => void; today: () => string; now: () => Date };

export async function buildMarksApp(): Promise<MarksContext> {
  const day = schoolToday();
  let clock = new Date(zonedInstant(day, '10:00', DEFAULT_SCHOOL_TIME_ZONE));
  const t = await buildTestApp({ now: () => clock });
  return {
    t,
    setTime: (time, date = day) => {
      clock = new Date(zonedInstant(date, time, DEFAULT_SCHOOL_TIME_ZONE));
    },
    today: () => day,
    now: () => clock,
  };
}

/** Paul Bernard creates an assessment in one of his groups; answers its id. */
export async function bernardCreates(t: TestContext, groupId: number, date: string, extra: Record<string, unknown> = {}): Promise<number> {
  const teacher = await t.as('teacher');
  const response = await teacher.post(staffMarksPaths.create, { groupId, title: 'Fractions test', date, kind: 'mark', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().assessment.id as number;
}

/** Paul Bernard enters marks; answers the grid. */
export async function bernardMarks(t: TestContext, id: number, marks: Array<Record<string, unknown>>) {
  const teacher = await t.as('teacher');
  const response = await teacher.put(staffAssessmentMarksPath(id), { marks });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Removes a group's assessments (the demo's among them), so a test works out its averages by hand from its own. */
export async function clearGroupMarks(t: TestContext, groupId: number): Promise<void> {
  const ids = (await t.db.selectFrom('assessments').select('id').where('subject_id', '=', groupId).execute()).map((r) => r.id);
  if (ids.length === 0) return;
  await t.db.deleteFrom('competency_marks').where('assessment_id', 'in', ids).execute();
  await t.db.deleteFrom('marks').where('assessment_id', 'in', ids).execute();
  await t.db.deleteFrom('assessment_competencies').where('assessment_id', 'in', ids).execute();
  await t.db.deleteFrom('assessments').where('id', 'in', ids).execute();
}

/**
 * The demo school without its marks (decision 114): no assessment, no competency, no head teacher, for a
 * test that works its figures out by hand from a school with none (the term reports', the export's).
 */
export async function clearDemoMarks(t: TestContext): Promise<void> {
  for (const table of ['competency_marks', 'marks', 'assessment_competencies', 'assessments', 'competencies'] as const)
    await t.db.deleteFrom(table).execute();
  await t.db.updateTable('classes').set({ head_teacher_id: null }).execute();
}
