import { rollTargetYearOf, type TNewSchoolYearSummary } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { fromJsonText, nowInstant, toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { dropPushSubscriptions } from '../../push/push-subscriptions';
import { recordAudit } from '../audit/audit';
import { applyRetention } from './retention.service';

/** Classes with no pupil at school in them: last year's, once the import or the office moved the pupils on. */
const emptyClasses = (db: Db) =>
  db
    .selectFrom('classes')
    .select('id')
    .where('closed_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('children')
            .select('children.id')
            .whereRef('children.class_id', '=', 'classes.id')
            .where('children.deactivated_at', 'is', null),
        ),
      ),
    );
/** Pupils at school without a class: nothing places them in the new year, so they left. */
const pupilsWithoutClass = (db: Db) =>
  db.selectFrom('children').select('id').where('deactivated_at', 'is', null).where('class_id', 'is', null);
const eveningsBefore = (db: Db, today: string) =>
  db.selectFrom('meetings').select('id').where('archived_at', 'is', null).where('date', '<', today);
const openForms = (db: Db) => db.selectFrom('forms').select('id').where('archived_at', 'is', null);
/**
 * Last year's teaching groups, whose cahier de textes the roll archives (decision 111):
 * no pupil of theirs stays at school in a class, and no lesson of theirs is still to come. The import
 * (or the office) moves the pupils into next year's groups before the roll, as for classes, so next
 * year's groups (with their pupils, or with their timetable ahead) are never caught.
 */
const cahiersToArchive = (db: Db, today: string) =>
  db
    .selectFrom('subjects')
    .select('subjects.id')
    .where('subjects.archived_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('child_subjects')
            .innerJoin('children', 'children.id', 'child_subjects.child_id')
            .select('child_subjects.child_id')
            .whereRef('child_subjects.subject_id', '=', 'subjects.id')
            .where('children.deactivated_at', 'is', null)
            .where('children.class_id', 'is not', null),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lessons')
            .select('lessons.id')
            .whereRef('lessons.subject_id', '=', 'subjects.id')
            .where('lessons.date', '>=', today),
        ),
      ),
    );

/** The year the school is in: the last one it rolled into, or the one Carnet started in. */
async function currentSchoolYear(db: Db): Promise<{ schoolYear: string; rolledAt: string | null; summary: string } | undefined> {
  return db
    .selectFrom('school_years')
    .select(['school_year as schoolYear', 'rolled_at as rolledAt', 'summary'])
    .orderBy('school_year', 'desc')
    .executeTakeFirst();
}

const count = async (query: { execute: () => Promise<unknown[]> }) => (await query.execute()).length;

/**
 * What the roll into the year of `today` would do (nothing when the school is already in it). The year
 * is the calendar's (from 1 July, the one to come), so running the roll twice, or on two servers, rolls once.
 */
export async function previewNewSchoolYear(db: Db, today: string): Promise<TNewSchoolYearSummary> {
  const target = rollTargetYearOf(today);
  const current = await currentSchoolYear(db);
  if (current && current.schoolYear >= target) {
    const done = current.schoolYear === target ? fromJsonText<Partial<TNewSchoolYearSummary>>(current.summary, {}) : {};
    return {
      classesClosed: 0,
      eveningsArchived: 0,
      formsArchived: 0,
      pupilsLeft: 0,
      cahiersArchived: 0,
      deleted: {},
      ...done,
      schoolYear: current.schoolYear,
      isDone: true,
      doneAt: current.rolledAt,
    };
  }
  return {
    schoolYear: target,
    isDone: false,
    doneAt: null,
    classesClosed: await count(emptyClasses(db)),
    eveningsArchived: await count(eveningsBefore(db, today)),
    formsArchived: await count(openForms(db)),
    pupilsLeft: await count(pupilsWithoutClass(db)),
    cahiersArchived: await count(cahiersToArchive(db, today)),
    deleted: {},
  };
}

/**
 * Rolls the school into the year of `today`: last year's (emptied) classes closed, past evenings and
 * every form archived (families still read them, nobody books or answers them), last year's teaching
 * groups' cahiers de textes archived (read-only, still read and printed by the office), pupils left without a
 * class marked as left, family accounts kept: one transaction with one audit line. Then retention
 * applies, with its own lines. The year's row (school_years' key) makes a second run, even a
 * concurrent one, a no-op.
 */
export async function rollNewSchoolYear(db: Db, actor: Actor, today: string): Promise<TNewSchoolYearSummary> {
  const preview = await previewNewSchoolYear(db, today);
  if (preview.isDone) return preview;
  const at = nowInstant();
  const rolled = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('school_years')
      .values({ school_year: preview.schoolYear, rolled_at: at, rolled_by: actor.userId, summary: '{}' })
      .onConflict((oc) => oc.column('school_year').doNothing())
      .returning('school_year')
      .executeTakeFirst();
    // Another run (a double click, a second server) rolled first: this one changes nothing.
    if (!inserted) throw new AppError('CONFLICT', 'retention.alreadyRolled');
    const classes = (await emptyClasses(trx).execute()).map((r) => r.id);
    const leavers = (await pupilsWithoutClass(trx).execute()).map((r) => r.id);
    const evenings = (await eveningsBefore(trx, today).execute()).map((r) => r.id);
    const forms = (await openForms(trx).execute()).map((r) => r.id);
    const cahiers = (await cahiersToArchive(trx, today).execute()).map((r) => r.id);
    if (classes.length > 0) await trx.updateTable('classes').set({ closed_at: at }).where('id', 'in', classes).execute();
    if (evenings.length > 0) await trx.updateTable('meetings').set({ archived_at: at }).where('id', 'in', evenings).execute();
    if (forms.length > 0) await trx.updateTable('forms').set({ archived_at: at }).where('id', 'in', forms).execute();
    if (cahiers.length > 0) await trx.updateTable('subjects').set({ archived_at: at }).where('id', 'in', cahiers).execute();
    if (leavers.length > 0) {
      await trx.updateTable('children').set({ deactivated_at: at, left_on: today }).where('id', 'in', leavers).execute();
      // Their own accounts stop as on the pupil page; the parents' accounts are kept (decision 078).
      await trx.updateTable('users').set({ deactivated_at: at, tokens_valid_after: at }).where('child_id', 'in', leavers).execute();
      for (const childId of leavers) await dropPushSubscriptions(trx, { childId });
    }
    const counts = {
      classesClosed: classes.length,
      eveningsArchived: evenings.length,
      formsArchived: forms.length,
      pupilsLeft: leavers.length,
      cahiersArchived: cahiers.length,
    };
    await recordAudit(trx, actor, { action: 'roll', entity: 'schoolYear', after: { schoolYear: preview.schoolYear, ...counts, leavers } });
    return counts;
  });
  const deleted = await applyRetention(db, actor, today);
  const summary: TNewSchoolYearSummary = {
    schoolYear: preview.schoolYear,
    isDone: true,
    doneAt: at,
    ...rolled,
    deleted,
  };
  await db
    .updateTable('school_years')
    .set({ summary: toJsonText(summary) })
    .where('school_year', '=', preview.schoolYear)
    .execute();
  return summary;
}
