import {
  HOMEWORK_LIMIT_DEFAULTS,
  HOMEWORK_LIMIT_MINUTES_MAX,
  HOMEWORK_LIMIT_TESTS_MAX,
  type THomeworkLimits,
  type THomeworkLimitsView,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';

/**
 * The school's workload limits as `school_settings` rows (the messaging settings' table): tests a day, and
 * minutes a day per year group. A missing or unreadable row is the default (HOMEWORK_LIMIT_DEFAULTS).
 */
const TESTS = 'homework_tests_per_day';
const MINUTES_PREFIX = 'homework_minutes_year_group_';

export type HomeworkLimits = { testsPerDay: number; minutesOf: (yearGroupId: number | null) => number };

const withinOr = (text: string | undefined, max: number, fallback: number) => {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
};

export async function readHomeworkLimits(db: Db): Promise<HomeworkLimits> {
  const rows = await db
    .selectFrom('school_settings')
    .select(['name', 'value'])
    .where((eb) => eb.or([eb('name', '=', TESTS), eb('name', 'like', `${MINUTES_PREFIX}%`)]))
    .execute();
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  return {
    testsPerDay: withinOr(stored.get(TESTS), HOMEWORK_LIMIT_TESTS_MAX, HOMEWORK_LIMIT_DEFAULTS.testsPerDay),
    minutesOf: (yearGroupId) =>
      yearGroupId === null
        ? HOMEWORK_LIMIT_DEFAULTS.minutesPerDay
        : withinOr(stored.get(`${MINUTES_PREFIX}${yearGroupId}`), HOMEWORK_LIMIT_MINUTES_MAX, HOMEWORK_LIMIT_DEFAULTS.minutesPerDay),
  };
}

/** The office's view: tests a day and every year group's minutes. */
export async function homeworkLimitsView(db: Db): Promise<THomeworkLimitsView> {
  const limits = await readHomeworkLimits(db);
  const yearGroups = await db.selectFrom('year_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return {
    testsPerDay: limits.testsPerDay,
    yearGroups: yearGroups.map((y) => ({ yearGroupId: y.id, name: y.name, minutes: limits.minutesOf(y.id) })),
  };
}

/** The office sets them: a year group left out keeps its value; an unknown year group is refused (400). */
export async function updateHomeworkLimits(db: Db, actor: Actor, input: THomeworkLimits): Promise<THomeworkLimitsView> {
  const ids = input.minutesPerDay.map((m) => m.yearGroupId);
  if (new Set(ids).size !== ids.length) throw badRequest('request.invalid', { where: 'body', detail: 'a year group is given twice' });
  if (ids.length > 0) {
    const known = await db.selectFrom('year_groups').select('id').where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw badRequest('request.invalid', { where: 'body', detail: 'unknown year group' });
  }
  await inTransaction(db, async (trx) => {
    const names = [TESTS, ...ids.map((id) => `${MINUTES_PREFIX}${id}`)];
    await trx.deleteFrom('school_settings').where('name', 'in', names).execute();
    const at = nowInstant();
    await trx
      .insertInto('school_settings')
      .values([
        { name: TESTS, value: String(input.testsPerDay), updated_at: at, updated_by: actor.userId },
        ...input.minutesPerDay.map((m) => ({
          name: `${MINUTES_PREFIX}${m.yearGroupId}`,
          value: String(m.minutes),
          updated_at: at,
          updated_by: actor.userId,
        })),
      ])
      .execute();
  });
  return homeworkLimitsView(db);
}
