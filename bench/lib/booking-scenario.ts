import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../../apps/server/src/db/connect';
import type { RunningServer } from '../../apps/server/test/helpers/start-server';
import { bareBookings, clearEvening, confirmationsSent, familyBookings, reopenEvening, rush, warmUp } from './evening-rush';
import type { SchoolDatabase } from './large-school';
import { fmt } from './measure';
import { cpuMsOf } from './process-stats';
import { lastJobId } from './last-job-id';

/** Families past the rush's own book a few slots first on each process: a server has been up for hours when an evening opens. */
const WARM_UP_FAMILIES = 20;

export type BookingScenario = {
  /** 1 on SQLite (one writer at a time); 2 on PostgreSQL, as a school that scales out runs (decision 076). */
  processes: number;
  families: number;
  jwtSecret: string;
  today: string;
  startOn: (school: SchoolDatabase) => Promise<RunningServer>;
  xsrfCookie: (baseUrl: string, db: Db) => Promise<string>;
};

/**
 * (b) the booking rush on its own server processes, then the same bookings run bare through the
 * service in this process. The evening is emptied before, between and after, so the cached school
 * stays as seeded. Answers the table's lines.
 */
export async function runBookingScenario(school: SchoolDatabase, s: BookingScenario): Promise<string[]> {
  const servers: RunningServer[] = [];
  // One after another: the first makes DATA_DIR's keys (mail, push) that the second then reads.
  for (let i = 0; i < s.processes; i += 1) servers.push(await s.startOn(school));
  const urls = servers.map((server) => server.url);
  const handle = openDatabase({ databaseUrl: school.databaseUrl, sqliteFile: school.sqliteFile });
  try {
    const xsrf = await s.xsrfCookie(urls[0]!, handle.db);
    const jobsBefore = await lastJobId(handle.db);
    await clearEvening(handle.db, jobsBefore);
    await reopenEvening(handle.db, s.today);
    const all = await familyBookings(handle.db, s.families + WARM_UP_FAMILIES * s.processes);
    const bookings = all.slice(0, s.families);
    await warmUp(urls, handle.db, all.slice(s.families), s.jwtSecret, xsrf, jobsBefore);
    await clearEvening(handle.db, jobsBefore);
    const jobsBeforeRush = await lastJobId(handle.db);
    // The servers' own CPU time (user + system), robust where wall-clock moves with the machine's other load.
    const serversCpuMs = () => servers.reduce((sum, server) => sum + cpuMsOf(server.process.pid ?? 0), 0);
    const cpuBefore = serversCpuMs();
    const r = await rush(urls, handle.db, bookings, s.jwtSecret, xsrf);
    const cpuRush = serversCpuMs() - cpuBefore;
    const mail = await confirmationsSent(handle.db, jobsBeforeRush, r.startedAt);
    const cpuMail = serversCpuMs() - cpuBefore - cpuRush;
    await clearEvening(handle.db, jobsBefore);
    const bare = await bareBookings(handle.db, bookings, s.jwtSecret, s.today);
    await clearEvening(handle.db, jobsBefore);
    const perSecond = r.requests / r.seconds;
    const barePerSecond = bookings.length / bare.seconds;
    return [
      `\n(b) the booking rush: ${r.requests} families, one request each (${r.entries} slots), all sent at once to ${s.processes} server process${s.processes > 1 ? 'es' : ''}`,
      '| run | seconds | requests/s | p50 ms | p99 ms | max ms | booked (families / slots) | refused 409 | errors | double bookings | family overlaps | lost | slots booked/s |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| Carnet, all at once | ${fmt(r.seconds, 2)} | ${fmt(perSecond, 0)} | ${fmt(r.p50, 0)} | ${fmt(r.p99, 0)} | ${fmt(r.max, 0)} | ${r.booked} / ${r.bookedEntries} | ${r.refused} | ${r.errors} | ${r.doubleBookings} | ${r.familyOverlaps} | ${r.lostBookings} | ${fmt(r.bookedEntries / r.seconds, 0)} |`,
      `| same service bare, one after another | ${fmt(bare.seconds, 2)} | ${fmt(barePerSecond, 0)} | | | | ${bare.booked} / ${bare.bookedEntries} | ${bare.refused} | | | | | ${fmt(bare.bookedEntries / bare.seconds, 0)} |`,
      `ratio of requests/s, Carnet to bare: ${fmt(perSecond / barePerSecond, 2)}`,
      `server CPU: ${fmt(cpuRush, 0)} ms while the rush was answered (${fmt((cpuRush * 1000) / r.requests, 0)} µs a request), ${fmt(cpuMail, 0)} ms more until its confirmations were sent; bare: ${fmt((bare.cpuMs * 1000) / bookings.length, 0)} µs of this process's CPU a request`,
      `confirmations: ${mail.sent} e-mails sent for ${r.booked} booked requests (${mail.unsent} not sent), the last ${fmt(mail.lastSeconds, 2)} s after the rush began`,
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    if (school.env.DATA_DIR) fs.rmSync(path.join(school.env.DATA_DIR, 'outbox'), { recursive: true, force: true });
  }
}
