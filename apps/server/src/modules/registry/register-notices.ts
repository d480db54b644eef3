import { zonedInstant } from '@carnet/contract';
import * as z from 'zod';
import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-worker';
import { PermanentJobError } from '../../jobs/job-worker';
import { completeClaimedJob, enqueueJob } from '../../jobs/jobs';
import { childFollowers } from '../../lib/child-followers';
import { inTransaction } from '../../lib/transaction';
import { notifyAccounts, notifyChildFollowers } from '../notifications/notify';
import { readAbsenceNoticeDelay } from './absence-notice-delay';
import type { Notice } from '../../i18n/notices';
import { PRESENT, registerNoticeWords } from './register-notice-words';

const ZRegisterNoticesJob = z.strictObject({ lessonId: z.number().int(), savedAt: z.string() });
type RegisterNoticesJob = z.infer<typeof ZRegisterNoticesJob>;

/**
 * Queued with each save of a register, in its transaction, due the school's delay later (decision 096).
 * The job tells the families only if no later save came (that save queued its own job, a full delay
 * after it), so every correction made inside the delay is told as nothing at all.
 */
export async function queueRegisterNotices(trx: Db, lessonId: number, savedAt: Date): Promise<void> {
  const { delayMinutes } = await readAbsenceNoticeDelay(trx);
  const payload: RegisterNoticesJob = { lessonId, savedAt: savedAt.toISOString() };
  await enqueueJob(
    trx,
    {
      kind: 'register-notices',
      payload: JSON.stringify(payload),
      summarySubject: 'absence notices',
      runAfter: new Date(savedAt.getTime() + delayMinutes * 60_000),
    },
    savedAt,
  );
}

function payloadOf(payload: string): RegisterNoticesJob {
  try {
    return ZRegisterNoticesJob.parse(JSON.parse(payload));
  } catch (error) {
    throw new PermanentJobError(`unreadable register notices: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The parents hear of their child; the student, if the pupil has an account, is spoken to. */
async function tell(trx: Db, childId: number, subjectId: number | null, words: { parents: Notice; student: Notice }) {
  await notifyChildFollowers(trx, childId, { subject: 'registry', subjectId, ...words.parents }, { parentsOnly: true });
  const parents = new Set(await childFollowers(trx, [childId], { parentsOnly: true }));
  const students = (await childFollowers(trx, [childId], { parentsOnly: false })).filter((id) => !parents.has(id));
  await notifyAccounts(trx, students, { subject: 'registry', subjectId, ...words.student }, String(childId));
}

/**
 * Compares the register as it stands with what each pupil's family was last told, tells the difference
 * (a first notice, or a correction of one that went) and remembers what it told.
 */
export async function tellRegisterChanges(trx: Db, lessonId: number, now: Date, timeZone: string): Promise<void> {
  const lesson = await trx.selectFrom('lessons').select(['date', 'start_hour']).where('id', '=', lessonId).executeTakeFirst();
  if (!lesson) return;
  const entries = await trx.selectFrom('registry_entries').select(['id', 'child_id', 'statut']).where('lesson_id', '=', lessonId).execute();
  const told = await trx.selectFrom('register_notices').select(['child_id', 'statut']).where('lesson_id', '=', lessonId).execute();
  const entryOf = new Map(entries.map((e) => [e.child_id, e]));
  const toldOf = new Map(told.map((t) => [t.child_id, t.statut]));
  const childIds = [...new Set([...entryOf.keys(), ...toldOf.keys()])];
  if (childIds.length === 0) return;
  const names = new Map(
    (await trx.selectFrom('children').select(['id', 'first_name']).where('id', 'in', childIds).execute()).map((c) => [c.id, c.first_name]),
  );
  const date = zonedInstant(lesson.date, lesson.start_hour, timeZone);
  for (const childId of childIds) {
    const entry = entryOf.get(childId);
    const statut = entry?.statut ?? PRESENT;
    const wasTold = toldOf.get(childId) ?? PRESENT;
    if (statut === wasTold) continue;
    const words = registerNoticeWords(names.get(childId) ?? '', wasTold, statut, date);
    if (words) await tell(trx, childId, entry?.id ?? null, words);
    await trx.deleteFrom('register_notices').where('lesson_id', '=', lessonId).where('child_id', '=', childId).execute();
    await trx
      .insertInto('register_notices')
      .values({ lesson_id: lessonId, child_id: childId, statut, told_at: now.toISOString() })
      .execute();
  }
}

/** The worker's handler: the notices and the job's completion commit together, so none is told twice. */
export function registerNoticesJobHandler(db: Db, clock: { now: () => Date; schoolTimeZone: string }): JobHandler {
  return async (job) => {
    const { lessonId, savedAt } = payloadOf(job.payload);
    await inTransaction(db, async (trx) => {
      if (!(await completeClaimedJob(trx, job, clock.now()))) return;
      const register = await trx.selectFrom('registers').select('updated_at').where('lesson_id', '=', lessonId).executeTakeFirst();
      // A later save's own job tells, a full delay after that save.
      if (register?.updated_at !== savedAt) return;
      await tellRegisterChanges(trx, lessonId, clock.now(), clock.schoolTimeZone);
    });
  };
}
