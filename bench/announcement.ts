/**
 * npm run bench:announcement: the office sends one announcement to every family of the large school
 * (decision 105). Two figures, each against its target:
 * - the POST over real HTTP, from the request to its answer: the announcement, its ~1,400 family rows and
 *   ~2,000 pupil rows, its delivery job (target: under 5 s);
 * - the delivery's fan-out, what the job does when it comes due: every parent's notification, and for an
 *   announcement asking for an acknowledgement their instant e-mail queued (the mail jobs are not sent here).
 *
 * On the large school of npm run bench (data-bench/sqlite, or DATA_DIR), on a school day's clock (quiet hours
 * would hold it till the next morning otherwise).
 *
 *   npm run bench:announcement
 *   RUNS=5 npm run bench:announcement
 */
import { staffAnnouncementPaths } from '@carnet/contract';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { tellFamilies } from '../apps/server/src/modules/announcements/announcements.publish';
import { OFFICE_EMAIL } from '../apps/server/src/ops/seed-large/people';
import { LARGE_SCHOOL_PASSWORD } from '../apps/server/src/ops/seed-large/seed-large';
import { signIn } from './lib/api';
import { largeSchoolApp } from './lib/large-school-app';

const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_MS = 5000;
/** A Tuesday at 10:00 in Paris: inside school hours, so the announcement goes at once. */
const SCHOOL_DAY = Date.parse('2026-11-24T09:00:00.000Z');

const started = performance.now();
const now = () => new Date(SCHOOL_DAY + (performance.now() - started));
// No worker: the bench runs the delivery itself and times it; a worker woken by the POST would run the
// job first (every family told twice, and the job's time counted in the POST's answer).
const { db, baseUrl, close } = await largeSchoolApp({ secret: 'the-announcement-bench-signs-its-own-tokens', now, jobs: false });
const office = await signIn(baseUrl, OFFICE_EMAIL, LARGE_SCHOOL_PASSWORD);
const count = async (table: 'jobs' | 'notifications', where?: [string, string]) => {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(where[0] as never, '=', where[1] as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const ms = (value: number) => `${Math.round(value)} ms`;
const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  for (const asksAcknowledgement of [true, false]) {
    const posting = performance.now();
    const response = await fetch(`${baseUrl}${staffAnnouncementPaths.list}`, {
      method: 'POST',
      headers: { ...office.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        audience: { kind: 'school' },
        title: `Bench ${run}`,
        body: 'To every family of the school.',
        asksAcknowledgement,
      }),
    });
    const posted = performance.now() - posting;
    if (response.status !== 200) throw new Error(`POST ${response.status}: ${await response.text()}`);
    const sent = (await response.json()) as { id: number; families: number; isDeferred: boolean };
    if (sent.isDeferred) throw new Error('held by quiet hours: the clock is not a school day');
    const [emailsBefore, noticesBefore] = [await count('jobs', ['kind', 'email']), await count('notifications')];
    const fanning = performance.now();
    const told = await inTransaction(db, (trx) => tellFamilies(trx, sent.id, { kind: 'new', only: 'all' }));
    const fanOut = performance.now() - fanning;
    const [emails, notices] = [(await count('jobs', ['kind', 'email'])) - emailsBefore, (await count('notifications')) - noticesBefore];
    rows.push(
      `| ${run} | ${asksAcknowledgement ? 'yes (e-mail)' : 'no (digest)'} | ${sent.families} | ${ms(posted)} | ${(posted / TARGET_MS).toFixed(2)} | ${told.length} | ${notices} | ${emails} | ${ms(fanOut)} |`,
    );
  }
}
console.log(
  '| run | acknowledgement | families | POST (queued) | POST / 5 s target | parents told | notifications | e-mails queued | delivery fan-out |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
// The bench's own rows stay in the cached school: each run reaches the same families again, so runs compare.
await close();
