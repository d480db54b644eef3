/**
 * npm run bench:booking — the evening booking opens: many parents book at the same moment.
 * Starts the real server (SQLite: one process; PostgreSQL with BENCH_DATABASE_URL: two processes on
 * one database), creates the families, signs them in, then fires every family's bookings at once.
 * Prints throughput, latency, outcomes, and checks: no double booking, no 5xx, no lost acknowledged booking.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { apiPaths, meetingSlots, type TBookingEntry, type TMeetingInfo } from '@carnet/contract';
import { openDatabase } from '../apps/server/src/db/connect';
import { startServer, type RunningServer } from '../apps/server/test/helpers/start-server';
import { signIn, type Session } from './lib/api';
import { createPostgresDatabase } from './lib/bench-database';
import { fmt, percentile } from './lib/measure';
import { createRushFamilies } from '../apps/server/test/helpers/rush-families';

const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 300);
const adminUrl = process.env.BENCH_DATABASE_URL;

type Outcome = { status: number; ms: number; entry: TBookingEntry };

async function startServers(): Promise<{ servers: RunningServer[]; databaseUrl?: string; cleanup: () => Promise<void> }> {
  const env = { JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOGIN_MAX_PER_IP: '1000000', MAX_CONCURRENT_REQUESTS: '100000' };
  if (!adminUrl) {
    const server = await startServer(env);
    return { servers: [server], cleanup: async () => void (await server.stop()) };
  }
  const database = await createPostgresDatabase(adminUrl);
  const first = await startServer({ ...env, DATABASE_URL: database.url });
  const second = await startServer({ ...env, DATABASE_URL: database.url, SEED_DEMO: 'false' });
  return {
    servers: [first, second],
    databaseUrl: database.url,
    cleanup: async () => {
      await Promise.all([first.stop(), second.stop()]);
      await database.drop();
    },
  };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

function pickEntries(
  info: TMeetingInfo,
  meetingId: number,
  childId: number,
  subjects: Array<{ id: number; teacher_id: number }>,
): TBookingEntry[] {
  const slots = meetingSlots(info.startTime, info.endTime, info.durationInMinutes);
  const usedTimes = new Set<string>();
  return subjects.map((subject) => {
    const free = slots.filter(
      (time) => !usedTimes.has(time) && !info.usedSlots.some((u) => u.teacher === subject.teacher_id && u.time === time),
    );
    const startTime = free[crypto.randomInt(free.length || 1)] ?? slots[0]!;
    usedTimes.add(startTime);
    return { meetingId, startTime, teacherId: subject.teacher_id, teachingGroup: subject.id, childId };
  });
}

async function main() {
  const { servers, databaseUrl, cleanup } = await startServers();
  const handle = openDatabase({ databaseUrl, sqliteFile: path.join(servers[0]!.dataDir, 'carnet.sqlite') });
  try {
    const { meetingId, parents } = await createRushFamilies(handle.db, FAMILIES);
    const urlOf = (i: number) => servers[i % servers.length]!.url;
    const sessions: Session[] = await inBatches(parents, 20, (p) => signIn(urlOf(0), p.email, 'Parent123!'));
    const child = (await (await fetch(`${urlOf(0)}${apiPaths.child(parents[0]!.childId)}`, { headers: sessions[0]!.headers })).json()) as {
      subjects: Array<{ id: number; teacher_id: number }>;
    };
    const info = (await (
      await fetch(`${urlOf(0)}${apiPaths.meetingInfo(meetingId)}`, { headers: sessions[0]!.headers })
    ).json()) as TMeetingInfo;

    // Each family books every subject of its child, one request per subject, all families at once.
    const requests = parents.flatMap((p, i) =>
      pickEntries(info, meetingId, p.childId, child.subjects).map((entry) => ({ entry, session: sessions[i]!, url: urlOf(i) })),
    );
    const started = performance.now();
    const outcomes: Outcome[] = await Promise.all(
      requests.map(async ({ entry, session, url }) => {
        const begin = performance.now();
        const response = await fetch(`${url}${apiPaths.bookMeetings}`, {
          method: 'POST',
          headers: { ...session.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ bookMeetings: [entry] }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - begin, entry };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const booked = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status === 409);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const other = outcomes.length - booked.length - refused.length - serverErrors.length;
    const rows = await handle.db
      .selectFrom('meeting_bookings')
      .select(['teacher_id', 'start_time', 'child_id', 'subject_id', 'family_id'])
      .where('meeting_id', '=', meetingId)
      .execute();
    const slotKeys = rows.map((r) => `${r.teacher_id}@${r.start_time}`);
    const familyKeys = rows.map((r) => `${r.family_id}@${r.start_time}`);
    const doubleBooked = slotKeys.length - new Set(slotKeys).size;
    const familyOverlaps = familyKeys.length - new Set(familyKeys).size;
    const stored = new Set(rows.map((r) => `${r.child_id}/${r.subject_id}/${r.teacher_id}@${r.start_time}`));
    const lost = booked.filter(
      (o) => !stored.has(`${o.entry.childId}/${o.entry.teachingGroup}/${o.entry.teacherId}@${o.entry.startTime}`),
    ).length;
    const latencies = outcomes.map((o) => o.ms);

    console.log(`engine: ${adminUrl ? `postgresql, ${servers.length} server processes` : 'sqlite, 1 server process'}`);
    console.log(`families: ${FAMILIES}; booking requests fired at once: ${outcomes.length}`);
    console.log(`throughput: ${fmt(outcomes.length / seconds, 0)} requests/s over ${fmt(seconds, 2)} s`);
    console.log(
      `latency: p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(Math.max(...latencies))} ms`,
    );
    console.log(`booked ${booked.length}, refused (409) ${refused.length}, 5xx ${serverErrors.length}, other ${other}`);
    console.log(
      `bookings in the database: ${rows.length} (acknowledged ${booked.length} + ${rows.length - booked.length} seeded before the rush)`,
    );
    const checks = {
      'no double booking': doubleBooked === 0,
      'no family overlap': familyOverlaps === 0,
      'no 5xx': serverErrors.length === 0,
      'no lost acknowledged booking': lost === 0,
    };
    for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (Object.values(checks).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await handle.close();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
