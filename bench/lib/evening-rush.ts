import crypto from 'node:crypto';
import { addDays, apiPaths, meetingSlots, type TBookingEntry } from '@carnet/contract';
import type { Db } from '../../apps/server/src/db/connect';
import { loadActor } from '../../apps/server/src/lib/actor';
import { AppError } from '../../apps/server/src/lib/app-error';
import { createTokenService } from '../../apps/server/src/lib/tokens';
import { type MailContext, unsubscribeKeyFrom } from '../../apps/server/src/mail/mail-context';
import { generateMailKey, ringOf } from '../../apps/server/src/mail/mail-keys';
import { bookMeetings } from '../../apps/server/src/modules/meetings/bookings.service';
import { OPEN_EVENING } from '../../apps/server/src/ops/seed-large/evenings';
import { percentile } from './measure';

/** One family's evening: its first parent and every slot it wants, sent in one request. */
export type FamilyBooking = { userId: number; familyId: number; entries: TBookingEntry[] };

/** Each child sees three of its teachers, picked at random, at times picked at random among the slots. */
const SUBJECTS_A_CHILD = 3;

/**
 * What `count` families (the first by id) send when the evening opens: every child's teachers, each at
 * a random slot the family has not used, as the page showed them all free (nothing is booked yet).
 */
export async function familyBookings(db: Db, count: number): Promise<FamilyBooking[]> {
  const parents = await db
    .selectFrom('users')
    .select(['family_id', (eb) => eb.fn.min('id').as('user_id')])
    .where('roles', 'like', '%ROLE_PARENT%')
    .where('family_id', 'is not', null)
    .groupBy('family_id')
    .orderBy('family_id')
    .limit(count)
    .execute();
  const familyIds = parents.map((p) => p.family_id!);
  const subjects = await db
    .selectFrom('children')
    .innerJoin('child_subjects as cs', 'cs.child_id', 'children.id')
    .innerJoin('subjects', 'subjects.id', 'cs.subject_id')
    .select(['children.id as child_id', 'children.family_id', 'subjects.id as subject_id', 'subjects.teacher_id'])
    .where('children.family_id', 'in', familyIds)
    .orderBy('children.id')
    .orderBy('subjects.id')
    .execute();
  const slots = meetingSlots(OPEN_EVENING.startTime, OPEN_EVENING.endTime, OPEN_EVENING.durationInMinutes);
  return parents.map((parent) => {
    const usedTimes = new Set<string>();
    const ofFamily = subjects.filter((s) => s.family_id === parent.family_id);
    const entries: TBookingEntry[] = [];
    for (const childId of new Set(ofFamily.map((s) => s.child_id))) {
      const ofChild = ofFamily.filter((s) => s.child_id === childId);
      const chosen = ofChild
        .map((subject) => ({ subject, order: crypto.randomInt(1000) }))
        .sort((a, b) => a.order - b.order)
        .slice(0, SUBJECTS_A_CHILD)
        .map(({ subject }) => subject);
      for (const subject of chosen) {
        const free = slots.filter((time) => !usedTimes.has(time));
        const startTime = free[crypto.randomInt(free.length)]!;
        usedTimes.add(startTime);
        entries.push({ meetingId: OPEN_EVENING.id, startTime, teacherId: subject.teacher_id, teachingGroup: subject.subject_id, childId });
      }
    }
    return { userId: Number(parent.user_id), familyId: parent.family_id!, entries };
  });
}

export type RushFigures = {
  /** When the first request left (epoch ms): the confirmations are timed from it. */
  startedAt: number;
  requests: number;
  entries: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  booked: number;
  bookedEntries: number;
  refused: number;
  errors: number;
  doubleBookings: number;
  familyOverlaps: number;
  lostBookings: number;
};

const bookingHeaders = (token: string, xsrf: string) => ({
  authorization: `Bearer ${token}`,
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
  'content-type': 'application/json',
});

async function signedBookings(bookings: FamilyBooking[], jwtSecret: string) {
  const tokens = createTokenService(jwtSecret, 8 * 3600);
  return Promise.all(bookings.map(async (b) => ({ ...b, token: await tokens.sign(b.userId, ['ROLE_PARENT', 'ROLE_USER']) })));
}

/**
 * Every family's request at the same moment, each as its parent (a token signed with the server's
 * secret), spread over the server processes in turn as a round-robin balancer would.
 */
export async function rush(urls: string[], db: Db, bookings: FamilyBooking[], jwtSecret: string, xsrf: string): Promise<RushFigures> {
  const signed = await signedBookings(bookings, jwtSecret);
  const startedAt = Date.now();
  const started = performance.now();
  const outcomes = await Promise.all(
    signed.map(async ({ token, entries }, i) => {
      const begin = performance.now();
      const response = await fetch(`${urls[i % urls.length]}${apiPaths.bookMeetings}`, {
        method: 'POST',
        headers: bookingHeaders(token, xsrf),
        body: JSON.stringify({ bookMeetings: entries }),
      }).catch(() => null);
      await response?.arrayBuffer();
      return { status: response?.status ?? 0, ms: performance.now() - begin, entries };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const booked = outcomes.filter((o) => o.status === 200);
  const stored = await db
    .selectFrom('meeting_bookings')
    .select(['teacher_id', 'start_time', 'family_id', 'child_id', 'subject_id'])
    .where('meeting_id', '=', OPEN_EVENING.id)
    .execute();
  const duplicates = (keys: string[]) => keys.length - new Set(keys).size;
  const storedKeys = new Set(stored.map((r) => `${r.child_id}/${r.subject_id}/${r.teacher_id}@${r.start_time}`));
  const latencies = outcomes.map((o) => o.ms);
  return {
    startedAt,
    requests: outcomes.length,
    entries: outcomes.reduce((n, o) => n + o.entries.length, 0),
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    booked: booked.length,
    bookedEntries: booked.reduce((n, o) => n + o.entries.length, 0),
    refused: outcomes.filter((o) => o.status === 409).length,
    errors: outcomes.filter((o) => o.status !== 200 && o.status !== 409).length,
    doubleBookings: duplicates(stored.map((r) => `${r.teacher_id}@${r.start_time}`)),
    familyOverlaps: duplicates(stored.map((r) => `${r.family_id}@${r.start_time}`)),
    lostBookings: booked
      .flatMap((o) => o.entries)
      .filter((e) => !storedKeys.has(`${e.childId}/${e.teachingGroup}/${e.teacherId}@${e.startTime}`)).length,
  };
}

/** A few bookings one after another on each process (code compiled, statements prepared), and their mail sent. */
export async function warmUp(urls: string[], db: Db, bookings: FamilyBooking[], jwtSecret: string, xsrf: string, jobsAfter: number) {
  const signed = await signedBookings(bookings, jwtSecret);
  for (const [i, { token, entries }] of signed.entries()) {
    const response = await fetch(`${urls[i % urls.length]}${apiPaths.bookMeetings}`, {
      method: 'POST',
      headers: bookingHeaders(token, xsrf),
      body: JSON.stringify({ bookMeetings: entries }),
    });
    await response.arrayBuffer();
  }
  await confirmationsSent(db, jobsAfter, Date.now());
}

/**
 * Waits (two minutes at most) until no job queued after `jobsAfter` is due and unfinished, then counts
 * the booking confirmations: each booked request mails its parent once, after its commit.
 */
export async function confirmationsSent(db: Db, jobsAfter: number, startedAt: number) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const busy = await db
      .selectFrom('jobs')
      .select('id')
      .where('id', '>', jobsAfter)
      .where('status', 'in', ['pending', 'running'])
      .where('run_after', '<=', new Date().toISOString())
      .executeTakeFirst();
    if (!busy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = await db
    .selectFrom('jobs')
    .select(['status', 'done_at'])
    .where('id', '>', jobsAfter)
    .where('kind', '=', 'email')
    .where('source', '=', 'booking')
    .execute();
  const done = mail.filter((job) => job.status === 'done');
  const last = done.reduce((max, job) => (job.done_at !== null && job.done_at > max ? job.done_at : max), '');
  return {
    sent: done.length,
    unsent: mail.length - done.length,
    lastSeconds: last === '' ? 0 : (Date.parse(last) - startedAt) / 1000,
  };
}

/**
 * The same bookings through the same service and transaction (the caller's lookup, the checks, the
 * INSERT, the confirmation queued), one after another in this process: no HTTP, no Fastify, no token.
 */
export async function bareBookings(db: Db, bookings: FamilyBooking[], jwtSecret: string, today: string) {
  // The app's mail context (mail/mail-context.ts), as the server derives it from its JWT secret and config.
  const mail: MailContext = {
    mailKeys: ringOf([generateMailKey()], 'the bench'),
    unsubscribeKey: unsubscribeKeyFrom(createTokenService(jwtSecret, 3600).sealKey),
    publicUrl: 'http://localhost:3000',
    schoolName: 'Carnet bench school',
    schoolTimeZone: 'Europe/Paris',
    defaultLanguage: 'en',
    digestTime: '18:00',
    now: () => new Date(),
  };
  let booked = 0;
  let bookedEntries = 0;
  let refused = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (const { userId, entries } of bookings) {
    const actor = await loadActor(db, userId);
    if (!actor) throw new Error(`no account ${userId}`);
    try {
      await bookMeetings(db, actor, { bookMeetings: entries }, today, mail);
      booked += 1;
      bookedEntries += entries.length;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused += 1;
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  // This process's CPU (on SQLite the database's work too; on PostgreSQL not the server's).
  return { seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000, booked, bookedEntries, refused };
}

/** Puts the open evening back as the seed left it: no booking, no confirmation waiting. */
export async function clearEvening(db: Db, jobsAfter: number): Promise<void> {
  await db.deleteFrom('meeting_bookings').where('meeting_id', '=', OPEN_EVENING.id).execute();
  await db.deleteFrom('jobs').where('id', '>', jobsAfter).execute();
}

/** A cached school may be older than its open evening's registration: the evening opens again, as seeded, counted from today. */
export async function reopenEvening(db: Db, today: string): Promise<void> {
  await db
    .updateTable('meetings')
    .set({ date: addDays(today, 14), start_registration_date: addDays(today, -3), end_registration_date: addDays(today, 10) })
    .where('id', '=', OPEN_EVENING.id)
    .execute();
}
