import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-worker';
import { completeClaimedJob, enqueueJobs } from '../../jobs/jobs';
import { childFollowers, studentAccounts } from '../../lib/child-followers';
import { inTransaction } from '../../lib/transaction';
import { notifyAccounts } from '../notifications/notify';

/**
 * The release's notices (decision 114): one notification per child per release, never one per mark. Each
 * publishing queues a 'marks-release' job due at its release (and one at the parents' release), in its own
 * transaction. Whichever job runs takes every published assessment whose release (or the parents') has
 * come and was not told yet, groups them by child (a child with a mark, a code or a level in them) and
 * tells each child's student accounts, or parents, once, naming the subjects; then it marks them told. So
 * two assessments released at the same hour make one notice per child, and the later job finds nothing.
 */
export async function queueMarksRelease(trx: Db, release: { releaseAt: Date; parentsReleaseAt: Date }, at: Date): Promise<void> {
  const times = [
    release.releaseAt,
    ...(release.parentsReleaseAt.getTime() === release.releaseAt.getTime() ? [] : [release.parentsReleaseAt]),
  ];
  await enqueueJobs(
    trx,
    times.map((runAfter) => ({ kind: 'marks-release' as const, payload: '{}', summarySubject: 'marks released', runAfter })),
    at,
  );
}

type Side = 'students' | 'parents';

/** What fell due on one side and was not told: its assessments' children, each with the subjects named. */
async function dueOf(trx: Db, side: Side, now: string) {
  const releaseColumn = side === 'students' ? 'assessments.release_at' : 'assessments.parents_release_at';
  const toldColumn = side === 'students' ? 'assessments.students_told_at' : 'assessments.parents_told_at';
  const due = await trx
    .selectFrom('assessments')
    .innerJoin('subjects', 'subjects.id', 'assessments.subject_id')
    .select(['assessments.id', 'subjects.name'])
    .where('assessments.published_at', 'is not', null)
    .where(releaseColumn, '<=', now)
    .where(toldColumn, 'is', null)
    .orderBy('assessments.id')
    .execute();
  if (due.length === 0) return { ids: [], children: new Map<number, string[]>() };
  const ids = due.map((d) => d.id);
  const subjectOf = new Map(due.map((d) => [d.id, d.name]));
  const [marked, levelled] = await Promise.all([
    trx
      .selectFrom('marks')
      .select(['assessment_id', 'child_id'])
      .where('assessment_id', 'in', ids)
      .where((eb) => eb.or([eb('value', 'is not', null), eb('code', 'is not', null)]))
      .execute(),
    trx.selectFrom('competency_marks').select(['assessment_id', 'child_id']).distinct().where('assessment_id', 'in', ids).execute(),
  ]);
  const children = new Map<number, string[]>();
  for (const row of [...marked, ...levelled]) {
    const subjects = children.get(row.child_id) ?? [];
    const subject = subjectOf.get(row.assessment_id) ?? '';
    if (!subjects.includes(subject)) subjects.push(subject);
    children.set(row.child_id, subjects);
  }
  return { ids, children };
}

/** Tells one side of every release that came, and marks it told; in the caller's transaction. */
export async function tellMarksReleased(trx: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const side of ['students', 'parents'] as const) {
    const { ids, children } = await dueOf(trx, side, at);
    if (ids.length === 0) continue;
    const childIds = [...children.keys()].sort((a, b) => a - b);
    const names =
      childIds.length === 0
        ? new Map<number, string>()
        : new Map(
            (await trx.selectFrom('children').select(['id', 'first_name']).where('id', 'in', childIds).execute()).map((c) => [
              c.id,
              c.first_name,
            ]),
          );
    for (const childId of childIds) {
      const accounts =
        side === 'students' ? await studentAccounts(trx, childId) : await childFollowers(trx, [childId], { parentsOnly: true });
      await notifyAccounts(
        trx,
        accounts,
        {
          subject: 'marks',
          subjectId: childId,
          kind: 'marks.released',
          params: { firstName: names.get(childId) ?? '', subjects: (children.get(childId) ?? []).sort().join(', ') },
        },
        String(childId),
      );
    }
    await trx
      .updateTable('assessments')
      .set(side === 'students' ? { students_told_at: at } : { parents_told_at: at })
      .where('id', 'in', ids)
      .execute();
  }
}

/** The worker's handler: the notices, the told marks and the job's completion commit together. */
export function marksReleaseJobHandler(db: Db, clock: { now: () => Date }): JobHandler {
  return async (job) => {
    await inTransaction(db, async (trx) => {
      const now = clock.now();
      if (!(await completeClaimedJob(trx, job, now))) return;
      await tellMarksReleased(trx, now);
    });
  };
}
