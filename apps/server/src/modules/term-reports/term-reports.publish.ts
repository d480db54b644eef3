import type { TLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { translate } from '../../i18n/translate';
import { enqueueJob } from '../../jobs/jobs';
import { type JobHandler, PermanentJobError } from '../../jobs/job-worker';
import { inTransaction } from '../../lib/transaction';
import { publishReport } from '../reports/reports.publish';
import { type TermRow, findTerm, loadPupilReports } from './term-report-facts';
import { termReportPdf } from './term-report-pdf';
import { TERM_REPORT_JOB, reportPupils } from './term-reports.staff.service';

/**
 * The publishing job (decision 114): each run makes the reports of the next batch of pupils who have none
 * yet (a class's facts read at once), publishes each into Reports with its notice to the family (one
 * transaction per pupil, with its `term_report_pupils` row and the progress), then queues the next run;
 * the last run sets 'published'. A stopped run goes on where it was: a pupil already done is skipped.
 * The report's title is in the school's language (a report has one title for every reader).
 */
export const TERM_REPORT_BATCH = 50;

export type TermReportJobContext = { now: () => Date; timeZone: string; schoolName: string; language: TLanguage; batch?: number };

export const termReportTitle = (term: TermRow, language: TLanguage) => translate('termReport.title', language, { term: term.name });

/** Makes and publishes the reports of up to `batch` pupils; whether some remain. */
export async function publishBatch(db: Db, termId: number, ctx: TermReportJobContext): Promise<boolean> {
  const term = await findTerm(db, termId);
  if (!term) throw new PermanentJobError(`term ${termId} not found`);
  const batch = ctx.batch ?? TERM_REPORT_BATCH;
  const pending = await reportPupils(db)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('term_report_pupils')
            .select('term_report_pupils.child_id')
            .whereRef('term_report_pupils.child_id', '=', 'children.id')
            .where('term_report_pupils.term_id', '=', termId),
        ),
      ),
    )
    .limit(batch + 1)
    .execute();
  const ids = pending.slice(0, batch).map((p) => p.id);
  const reports = await loadPupilReports(db, term, ids, ctx.timeZone);
  const title = termReportTitle(term, ctx.language);
  for (const report of reports) {
    const bytes = await termReportPdf(report, term, { language: ctx.language, schoolName: ctx.schoolName });
    await inTransaction(db, async (trx) => {
      const reportId = await publishReport(trx, { childId: report.childId, title, year: term.school_year, bytes });
      await trx.insertInto('term_report_pupils').values({ term_id: termId, child_id: report.childId, report_id: reportId }).execute();
      await trx
        .updateTable('term_reports')
        .set((eb) => ({ progress_done: eb('progress_done', '+', 1) }))
        .where('term_id', '=', termId)
        .execute();
    });
  }
  return pending.length > batch;
}

export function termReportJobHandler(db: Db, ctx: TermReportJobContext): JobHandler {
  return async (job) => {
    const { termId } = JSON.parse(job.payload) as { termId: number };
    try {
      const row = await db.selectFrom('term_reports').select('state').where('term_id', '=', termId).executeTakeFirst();
      if (row?.state !== 'publishing') return;
      const more = await publishBatch(db, termId, ctx);
      const at = ctx.now();
      if (more) {
        await enqueueJob(db, { kind: TERM_REPORT_JOB, payload: JSON.stringify({ termId }), summarySubject: `term reports ${termId}` }, at);
        return;
      }
      const done = await db
        .selectFrom('term_report_pupils')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('term_id', '=', termId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('term_reports')
        .set({ state: 'published', published_at: at.toISOString(), progress_done: Number(done.count), failure: null })
        .where('term_id', '=', termId)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('term_reports')
        .set({ failure: message.slice(0, 500) })
        .where('term_id', '=', termId)
        .execute();
      throw new PermanentJobError(message);
    }
  };
}
