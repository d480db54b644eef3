import { addDays, apiPaths, meetingSlots, type TBookingEntry } from '@carnet/contract';
import type { Db } from '../../src/db/connect';
import { createMeeting } from '../../src/modules/meetings/meetings.repository';
import { createChild, createFamily, createUser } from '../../src/modules/family/people.repository';
import { createRegistryEntry } from '../../src/modules/registry/registry.repository';
import { makePdf } from '../../src/lib/pdf';
import { addCertificateFields, multipartBody } from './multipart';
import { schoolToday } from './school-day';

export const CRASH_PASSWORD = 'Parent123!';
const SUBJECTS_PER_CHILD = 5;

export type CrashFamily = {
  email: string;
  childId: number;
  absenceIds: number[];
  /** The 6A subjects the child takes, each with its teacher: one booking per subject. */
  subjects: Array<{ subjectId: number; teacherId: number }>;
};

export type CrashSchool = { meetingId: number; slots: string[]; families: CrashFamily[] };

/**
 * Families for the crash test, on a database already seeded with the demo school: each has a
 * parent (the demo parent's password hash reused: no hashing), a child in 6A with its absences,
 * and the child takes part in a meeting of its own with 5-minute slots, so that every booking of
 * the burst fits and a refusal can only mean a fault.
 */
export async function createCrashSchool(db: Db, familyCount: number, absencesPerChild: number): Promise<CrashSchool> {
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'parent@example.com')
    .executeTakeFirstOrThrow();
  const subjects = (
    await db.selectFrom('subjects').select(['id', 'teacher_id']).where('teaching_group', 'like', '6A %').orderBy('id').execute()
  )
    .slice(0, SUBJECTS_PER_CHILD)
    .map((s) => ({ subjectId: s.id, teacherId: s.teacher_id }));
  const families: CrashFamily[] = [];
  const today = schoolToday();
  let daysBack = 100;
  for (let i = 1; i <= familyCount; i += 1) {
    const familyId = await createFamily(db, { name: `Crash ${i}` });
    const childId = await createChild(db, familyId, {
      firstName: 'Pupil',
      lastName: `Crash ${i}`,
      className: '6A',
      subjectIds: subjects.map((s) => s.subjectId),
    });
    const email = `crash${i}@example.com`;
    await createUser(db, {
      email,
      password: '',
      passwordHash,
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'Parent',
      lastName: `Crash ${i}`,
      familyId,
    });
    const absenceIds: number[] = [];
    for (let a = 0; a < absencesPerChild; a += 1) {
      daysBack += 1;
      absenceIds.push(await createRegistryEntry(db, childId, { date: `${addDays(today, -daysBack)}T08:00:00.000Z`, statut: 'ABSENT' }));
    }
    families.push({ email, childId, absenceIds, subjects });
  }
  const meeting = { startTime: '16:30', endTime: '19:00', durationInMinutes: 5 };
  const meetingId = await createMeeting(db, {
    name: 'Crash test meetings',
    date: addDays(today, 14),
    startRegistrationDate: addDays(today, -3),
    endRegistrationDate: addDays(today, 10),
    ...meeting,
    childIds: families.map((f) => f.childId),
  });
  const slots = meetingSlots(meeting.startTime, meeting.endTime, meeting.durationInMinutes);
  if (slots.length < Math.max(familyCount, SUBJECTS_PER_CHILD)) throw new Error('not enough slots for a booking per family and subject');
  return { meetingId, slots, families };
}

export type Session = { token: string; headers: Record<string, string> };

/** POST /api/login over HTTP; the session's headers carry the token and echo the XSRF cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${baseUrl}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const xsrf = response.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!xsrf) throw new Error('login set no XSRF-TOKEN cookie');
  return { token, headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } };
}

export type BurstWrite =
  | { kind: 'booking'; family: number; entry: TBookingEntry }
  | { kind: 'certificate'; family: number; absenceId: number; name: string; bytes: Buffer };

/**
 * Every write of the burst, families and kinds interleaved so that both kinds are in flight at any
 * moment. Family i books subject s at slot (i + s): no teacher, child or family has two at once.
 */
export function burstWrites(school: CrashSchool): BurstWrite[] {
  const writes: BurstWrite[] = [];
  const rounds = Math.max(SUBJECTS_PER_CHILD, ...school.families.map((f) => f.absenceIds.length));
  for (let round = 0; round < rounds; round += 1) {
    school.families.forEach((family, i) => {
      const subject = family.subjects[round];
      if (subject) {
        const entry = {
          meetingId: school.meetingId,
          startTime: school.slots[(i + round) % school.slots.length]!,
          teacherId: subject.teacherId,
          teachingGroup: subject.subjectId,
          childId: family.childId,
        };
        writes.push({ kind: 'booking', family: i, entry });
      }
      const absenceId = family.absenceIds[round];
      if (absenceId !== undefined) {
        // Some pages of text, so that an upload is a write of some size, each one different.
        const name = `crash-${i}-${absenceId}.pdf`;
        const bytes = makePdf(
          name,
          Array.from({ length: 400 }, (_, line) => `Certificate ${name}, line ${line}`),
        );
        writes.push({ kind: 'certificate', family: i, absenceId, name, bytes });
      }
    });
  }
  return writes;
}

export function sendWrite(baseUrl: string, session: Session, write: BurstWrite): Promise<Response> {
  const signal = AbortSignal.timeout(10_000);
  if (write.kind === 'booking') {
    return fetch(`${baseUrl}${apiPaths.bookMeetings}`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ bookMeetings: [write.entry] }),
      signal,
    });
  }
  const fields = addCertificateFields(write.absenceId, { name: write.name, type: 'application/pdf', bytes: write.bytes });
  const { payload, headers } = multipartBody(fields);
  return fetch(`${baseUrl}${apiPaths.registryCertificate}`, {
    method: 'POST',
    headers: { ...session.headers, ...headers },
    body: payload,
    signal,
  });
}

export type BurstOutcome = {
  /** Writes answered 200 (body read in full) before the kill. */
  acknowledged: BurstWrite[];
  /** Writes answered with another status: none are expected, each is a fault. */
  refused: Array<{ write: BurstWrite; status: number; body: string }>;
  /** Writes sent and never answered: the kill cut them off. */
  cutOff: BurstWrite[];
  /** Sent requests not yet answered at the moment of the kill. */
  inFlightAtKill: number;
  notSent: number;
};

/**
 * Sends the writes from `concurrency` parallel clients and calls `kill` as soon as `killAfter`
 * writes are acknowledged: the other clients are then waiting on requests in flight. No write is
 * sent after the kill.
 */
export async function burstUntilKilled(options: {
  writes: BurstWrite[];
  send: (write: BurstWrite) => Promise<Response>;
  concurrency: number;
  killAfter: number;
  kill: () => void;
}): Promise<BurstOutcome> {
  const queue = [...options.writes];
  const outcome: BurstOutcome = { acknowledged: [], refused: [], cutOff: [], inFlightAtKill: 0, notSent: 0 };
  let inFlight = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const write = queue.shift();
      if (!write) return;
      inFlight += 1;
      try {
        const response = await options.send(write);
        const body = await response.text();
        if (response.status === 200) outcome.acknowledged.push(write);
        else outcome.refused.push({ write, status: response.status, body });
      } catch {
        outcome.cutOff.push(write);
      } finally {
        inFlight -= 1;
      }
      if (!killed && outcome.acknowledged.length >= options.killAfter) {
        killed = true;
        outcome.inFlightAtKill = inFlight;
        options.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  outcome.notSent = queue.length;
  return outcome;
}
