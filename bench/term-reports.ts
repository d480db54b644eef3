/**
 * npm run bench:term-reports: the office publishes the term's reports of the whole large school (decision
 * 114): 2,000 pupils, each report's facts (about 13 assessments a group in the term, the class's marks for
 * the figures, levels, appreciations, registry lines), its PDF, its row in Reports and the family's notices,
 * made in the background in batches of 50 pupils. Target: under 2 minutes from the POST to 'published'.
 * It also times one batch's parts (the facts' queries, the PDFs, the publishing writes) to say where the
 * time goes.
 *
 * On the large school of npm run bench (data-bench/sqlite, seeded on first use). A run undoes the last
 * run's publishing first, so runs compare.
 *
 *   npm run bench:term-reports
 */
import { staffTermReportPublishPath } from '@carnet/contract';
import { OFFICE_EMAIL } from '../apps/server/src/ops/seed-large/people';
import { LARGE_SCHOOL_PASSWORD } from '../apps/server/src/ops/seed-large/seed-large';
import { findTerm, loadPupilReports } from '../apps/server/src/modules/term-reports/term-report-facts';
import { termReportPdf } from '../apps/server/src/modules/term-reports/term-report-pdf';
import { reportPupils } from '../apps/server/src/modules/term-reports/term-reports.staff.service';
import { signIn } from './lib/api';
import { largeSchoolApp } from './lib/large-school-app';

const TARGET_MS = 120_000;
const { app, db, baseUrl, close } = await largeSchoolApp({
  secret: 'the-term-report-bench-signs-its-own-tokens',
  now: () => new Date(),
  jobs: false,
});
const row = await db.selectFrom('term_reports').select(['term_id', 'state']).orderBy('term_id', 'desc').executeTakeFirst();
if (!row) throw new Error('the large school has no term report opened: seed it again (rm -r data-bench) with this branch');
const termId = row.term_id;

// Undo the last run: its reports, their notices and files; the term open again.
const made = await db
  .selectFrom('term_report_pupils')
  .innerJoin('reports', 'reports.id', 'term_report_pupils.report_id')
  .select(['reports.id', 'reports.file_id'])
  .where('term_report_pupils.term_id', '=', termId)
  .execute();
await db.deleteFrom('term_report_pupils').where('term_id', '=', termId).execute();
for (let i = 0; i < made.length; i += 500) {
  const part = made.slice(i, i + 500);
  await db
    .deleteFrom('notifications')
    .where('subject', '=', 'report')
    .where(
      'subject_id',
      'in',
      part.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('reports')
    .where(
      'id',
      'in',
      part.map((r) => r.id),
    )
    .execute();
  await db
    .deleteFrom('files')
    .where(
      'id',
      'in',
      part.map((r) => r.file_id),
    )
    .execute();
}
await db.deleteFrom('jobs').where('kind', '=', 'term-reports').execute();
await db
  .updateTable('term_reports')
  .set({ state: 'open', progress_done: 0, progress_total: 0, published_at: null, failure: null })
  .where('term_id', '=', termId)
  .execute();

// One batch's parts, apart: where the time goes.
const term = (await findTerm(db, termId))!;
const batch = (await reportPupils(db).limit(50).execute()).map((p) => p.id);
let t0 = performance.now();
const facts = await loadPupilReports(db, term, batch, 'Europe/Paris');
const factsMs = performance.now() - t0;
t0 = performance.now();
let bytes = 0;
for (const report of facts) bytes += (await termReportPdf(report, term, { language: 'en', schoolName: 'Collège' })).length;
const pdfMs = performance.now() - t0;

const office = await signIn(baseUrl, OFFICE_EMAIL, LARGE_SCHOOL_PASSWORD);
const starting = performance.now();
const response = await fetch(`${baseUrl}${staffTermReportPublishPath(termId)}`, { method: 'POST', headers: office.headers });
if (response.status !== 202) throw new Error(`POST ${response.status}: ${await response.text()}`);
const posted = performance.now() - starting;
let runs = 0;
for (;;) {
  runs += await app.jobs.runDue();
  const state = await db
    .selectFrom('term_reports')
    .select(['state', 'progress_done', 'progress_total', 'failure'])
    .where('term_id', '=', termId)
    .executeTakeFirstOrThrow();
  if (state.failure) throw new Error(`publishing stopped: ${state.failure}`);
  if (state.state === 'published') break;
}
const total = performance.now() - starting;
const done = await db
  .selectFrom('term_reports')
  .select(['progress_done', 'progress_total'])
  .where('term_id', '=', termId)
  .executeTakeFirstOrThrow();
const notices = await db
  .selectFrom('notifications')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('subject', '=', 'report')
  .where('created_at', '>=', new Date(Date.now() - total - 1000).toISOString())
  .executeTakeFirstOrThrow();

const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
console.log(
  '| pupils | job runs | POST (queued) | publishing, POST to published | / 2 min target | per pupil | one batch of 50: facts | its PDFs | PDF size | notices |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${done.progress_done}/${done.progress_total} | ${runs} | ${Math.round(posted)} ms | ${s(total)} | ${(total / TARGET_MS).toFixed(2)} | ${(total / done.progress_done).toFixed(1)} ms | ${Math.round(factsMs)} ms | ${Math.round(pdfMs)} ms | ${Math.round(bytes / facts.length / 1024)} KiB | ${notices.n} |`,
);
await close();
