import { addDays } from '@carnet/contract';
import { schoolToday } from './school-day';
import { addCertificateFields, multipartBody, removeCertificateFields } from './multipart';
import { makePdf } from '../../src/lib/pdf';
import type { Db } from '../../src/db/connect';
import type { DemoSchool } from '../../src/demo';
import type { TestClient } from './test-client';
import { OPEN_MEETING_NAME } from '../../src/demo/meetings';

export type Probe = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Sends one probe as the signed-in client: the family matrix and the teachers' matrix send them alike. */
export const sendProbe = (client: TestClient, call: Probe) =>
  client.inject({ method: call.method, url: call.url, payload: call.payload as string, headers: call.headers });

/** One thing of the Martins' of every kind an id can name, read from the seeded database. */
export async function martinIds(db: Db, school: DemoSchool) {
  const martinChildren = [school.children.lea, school.children.hugo];
  const first = async <T>(query: Promise<T | undefined>, what: string): Promise<T> => {
    const row = await query;
    if (row === undefined) throw new Error(`the demo school has no ${what} of the Martins`);
    return row;
  };
  const ofChildren = (table: 'certificates' | 'concerns' | 'documents' | 'reports' | 'form_requests') =>
    first(db.selectFrom(table).select('id').where('child_id', 'in', martinChildren).orderBy('id').executeTakeFirst(), table);
  const absence = (hasCertificate: boolean) =>
    first(
      db
        .selectFrom('registry_entries')
        .select('id')
        .where('child_id', 'in', martinChildren)
        .where('statut', '=', 'ABSENT')
        .where('certificate_file_id', hasCertificate ? 'is not' : 'is', null)
        .executeTakeFirst(),
      'absence',
    );
  // A meeting and a form that concern the Martins only: a shared one is the Duboises' too.
  const notNoahs = (table: 'meeting_participants' | 'form_requests', column: 'meeting_id' | 'form_id') =>
    first(
      db
        .selectFrom(table)
        .select(`${column} as id`)
        .groupBy(column)
        .having((eb) => eb.fn.sum(eb.case().when('child_id', '=', school.children.noah).then(1).else(0).end()), '=', 0)
        .orderBy(column)
        .executeTakeFirst(),
      `${table} not shared with the Duboises`,
    );
  return {
    children: martinChildren,
    familyMember: (
      await first(db.selectFrom('family_members').select('id').where('family_id', '=', school.families.martin).executeTakeFirst(), 'member')
    ).id,
    certificate: (await ofChildren('certificates')).id,
    concern: (await ofChildren('concerns')).id,
    document: (await ofChildren('documents')).id,
    report: (await ofChildren('reports')).id,
    formRequest: (await ofChildren('form_requests')).id,
    form: Number((await notNoahs('form_requests', 'form_id')).id),
    meeting: Number((await notNoahs('meeting_participants', 'meeting_id')).id),
    openMeeting: (
      await first(db.selectFrom('meetings').select('id').where('name', '=', OPEN_MEETING_NAME).executeTakeFirst(), 'open meeting')
    ).id,
    notification: (
      await first(db.selectFrom('notifications').select('id').where('user_id', '=', school.users.parent).executeTakeFirst(), 'notification')
    ).id,
    absence: (await absence(false)).id,
    conversation: (
      await first(
        db.selectFrom('conversations').select('id').where('family_id', '=', school.families.martin).orderBy('id').executeTakeFirst(),
        'conversation',
      )
    ).id,
    message: (
      await first(
        db
          .selectFrom('messages')
          .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
          .select('messages.id')
          .where('conversations.family_id', '=', school.families.martin)
          .orderBy('messages.id')
          .executeTakeFirst(),
        'message',
      )
    ).id,
    messageFile: (
      await first(
        db
          .selectFrom('message_files')
          .innerJoin('messages', 'messages.id', 'message_files.message_id')
          .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
          .select('message_files.file_id as id')
          .where('conversations.family_id', '=', school.families.martin)
          .executeTakeFirst(),
        'message attachment',
      )
    ).id,
    /** The office's announcement to 3B (Hugo's class): the Martins' only, with the trip's letter. */
    announcement: (
      await first(
        db
          .selectFrom('announcement_families')
          .select('announcement_id as id')
          .where('family_id', '=', school.families.martin)
          .where(
            'announcement_id',
            'not in',
            db.selectFrom('announcement_families').select('announcement_id').where('family_id', '=', school.families.dubois),
          )
          .orderBy('announcement_id')
          .executeTakeFirst(),
        'announcement not shared with the Duboises',
      )
    ).id,
    announcementFile: (
      await first(
        db
          .selectFrom('announcement_files')
          .innerJoin('announcement_families', 'announcement_families.announcement_id', 'announcement_files.announcement_id')
          .select('announcement_files.file_id as id')
          .where('announcement_families.family_id', '=', school.families.martin)
          .executeTakeFirst(),
        'announcement attachment',
      )
    ).id,
    absenceWithCertificate: (await absence(true)).id,
    /** A term of the school's, named by the marks page (decision 114). */
    term: (await first(db.selectFrom('school_terms').select('id').orderBy('id').executeTakeFirst(), 'term')).id,
    /** Homework of Léa's 6A and an attachment of Hugo's 3B homework (no Dubois child is in 3B), and Léa's own task (decision 110). */
    homework: (
      await first(
        db.selectFrom('homework').select('id').where('subject_id', 'in', school.subjects.class6A).orderBy('id').executeTakeFirst(),
        'homework in 6A',
      )
    ).id,
    homeworkFile: (
      await first(
        db
          .selectFrom('homework_files')
          .innerJoin('homework', 'homework.id', 'homework_files.homework_id')
          .select('homework_files.file_id as id')
          .where('homework.subject_id', 'in', school.subjects.class3B)
          .executeTakeFirst(),
        'homework attachment in 3B',
      )
    ).id,
    studentTask: (
      await first(
        db.selectFrom('student_tasks').select('id').where('child_id', '=', school.children.lea).executeTakeFirst(),
        'student task',
      )
    ).id,
    booking: await first(
      db
        .selectFrom('meeting_bookings')
        .innerJoin('meetings', 'meetings.id', 'meeting_bookings.meeting_id')
        .select([
          'meeting_bookings.meeting_id',
          'meeting_bookings.teacher_id',
          'meeting_bookings.subject_id',
          'meeting_bookings.child_id',
          'meeting_bookings.start_time',
        ])
        .where('meeting_bookings.child_id', 'in', martinChildren)
        .where('meetings.name', '=', OPEN_MEETING_NAME)
        .executeTakeFirst(),
      'booking',
    ),
  };
}

type MartinIds = Awaited<ReturnType<typeof martinIds>>;

const multipart = (fields: Array<[string, string]>): Probe => {
  const { payload, headers } = multipartBody(fields);
  return { method: 'POST', url: '/api/registry/certificate', payload, headers };
};

/** Names no route may take as an id of a family: the same for everyone, so nothing to steal. */
export const SCHOOL_WIDE = 'school-wide' as const;

/**
 * For every route that takes an id (in its path, or in its body), the calls the Dubois parent makes
 * on the Martins' things. Bodies are valid, so only the ownership check stands in the way. A route
 * with a path parameter missing here fails the matrix, so a new one cannot escape it.
 */
export function crossFamilyProbes(ids: MartinIds, school: DemoSchool): Record<string, Probe[] | typeof SCHOOL_WIDE> {
  const [lea, hugo] = ids.children;
  const member = {
    civility: 'Mr',
    family_tie: 'Father',
    last_name: 'Dubois',
    first_name: 'Intruder',
    phone: '+33 1 00 00 00 00',
    mobile: '06 00 00 00 00',
    contactable: true,
    speaksEnglish: false,
  };
  const booking = {
    meetingId: ids.booking.meeting_id,
    teacherId: ids.booking.teacher_id,
    teachingGroup: ids.booking.subject_id,
    childId: ids.booking.child_id,
    startTime: ids.booking.start_time,
  };
  // Léa with her maths teacher at a free time of the open meeting: only whose child she is stops it.
  const leaWithMaths = {
    meetingId: ids.openMeeting,
    teacherId: school.teachers.bernard,
    teachingGroup: school.subjects.class6A[0] ?? 0,
    childId: lea,
    startTime: '16:40',
  };
  const pdf = makePdf('Intruder', ['Not yours']);
  return {
    'POST /api/family/update-family-member/:id': [
      { method: 'POST', url: `/api/family/update-family-member/${ids.familyMember}`, payload: member },
    ],
    'GET /api/child/:id': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/child/${id}` })),
    'GET /api/certificate/:id/download': [{ method: 'GET', url: `/api/certificate/${ids.certificate}/download` }],
    'GET /api/picture/:entityType/:entityId': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/picture/child/${id}` })),
    'GET /api/concern/:id/acknowledge': [{ method: 'GET', url: `/api/concern/${ids.concern}/acknowledge` }],
    'GET /api/documents/:id/download': [{ method: 'GET', url: `/api/documents/${ids.document}/download` }],
    'GET /api/report/:id/download': [{ method: 'GET', url: `/api/report/${ids.report}/download` }],
    'GET /api/newsletter/:id/download': SCHOOL_WIDE,
    'GET /api/food/:weekOffset': SCHOOL_WIDE,
    'GET /api/meeting/info/:meetingId': [{ method: 'GET', url: `/api/meeting/info/${ids.meeting}` }],
    'GET /api/notification/read/:id': [{ method: 'GET', url: `/api/notification/read/${ids.notification}` }],
    'GET /api/rewards/:childId': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/rewards/${id}` })),
    'GET /api/timetable/:childId/:weekOffset': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/timetable/${id}/0` })),
    'GET /api/form/:id': [{ method: 'GET', url: `/api/form/${ids.form}` }],
    'GET /api/form/:id/get-data': [{ method: 'GET', url: `/api/form/${ids.formRequest}/get-data` }],
    'PATCH /api/form/:id/send-data': [
      { method: 'PATCH', url: `/api/form/${ids.formRequest}/send-data`, payload: { contactInfo: {}, form: {} } },
    ],
    'POST /api/registry/certificate': [
      multipart(addCertificateFields(ids.absence, { name: 'note.pdf', type: 'application/pdf', bytes: pdf })),
      multipart(removeCertificateFields(ids.absenceWithCertificate)),
    ],
    // A family's report and leave request (decision 107): for the Martins' child.
    'POST /api/family-requests/absences': [
      {
        method: 'POST',
        url: '/api/family-requests/absences',
        payload: { childId: hugo, from: schoolToday(), to: schoolToday(), reason: 'ill', details: '' },
      },
    ],
    'POST /api/family-requests/leave': [
      {
        method: 'POST',
        url: '/api/family-requests/leave',
        payload: { childId: hugo, from: addDays(schoolToday(), 2), to: addDays(schoolToday(), 2), reason: 'family', details: '' },
      },
    ],
    'POST /api/meeting/book': [{ method: 'POST', url: '/api/meeting/book', payload: { bookMeetings: [leaWithMaths] } }],
    'POST /api/meeting/cancel': [{ method: 'POST', url: '/api/meeting/cancel', payload: booking }],
    // Messages (decision 102): their conversation, a reply in it, its attachment, a report of its message, one about their child.
    'GET /api/messages/:id': [{ method: 'GET', url: `/api/messages/${ids.conversation}` }],
    'POST /api/messages/:id': [{ method: 'POST', url: `/api/messages/${ids.conversation}`, payload: { body: 'Not yours' } }],
    'GET /api/messages/files/:id': [{ method: 'GET', url: `/api/messages/files/${ids.messageFile}` }],
    'POST /api/messages/reports': [
      { method: 'POST', url: '/api/messages/reports', payload: { messageId: ids.message, reason: 'Not yours' } },
    ],
    // Announcements (decision 105): one that reached the Martins only, acknowledging it, answering it, its letter.
    'GET /api/announcements/:id': [{ method: 'GET', url: `/api/announcements/${ids.announcement}` }],
    'POST /api/announcements/:id/acknowledge': [{ method: 'POST', url: `/api/announcements/${ids.announcement}/acknowledge` }],
    'POST /api/announcements/:id/reply': [
      {
        method: 'POST',
        url: `/api/announcements/${ids.announcement}/reply`,
        payload: { childId: school.children.noah, body: 'Not yours' },
      },
      { method: 'POST', url: `/api/announcements/${ids.announcement}/reply`, payload: { childId: hugo, body: 'Not yours' } },
    ],
    'GET /api/announcements/files/:id': [{ method: 'GET', url: `/api/announcements/files/${ids.announcementFile}` }],
    // The cahier de textes (decision 110): their children's homework and notes, Léa's ticks and own tasks, a 3B attachment.
    'GET /api/homework/:childId': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/homework/${id}` })),
    // Marks (decision 114): their children's marks, in the current term and in a term named.
    'GET /api/marks/:childId': [lea, hugo].flatMap((id) => [
      { method: 'GET' as const, url: `/api/marks/${id}` },
      { method: 'GET' as const, url: `/api/marks/${id}?termId=${ids.term}` },
    ]),
    'GET /api/homework/:childId/notes': [lea, hugo].map((id) => ({ method: 'GET', url: `/api/homework/${id}/notes` })),
    'PUT /api/homework/:childId/items/:id/done': [{ method: 'PUT', url: `/api/homework/${lea}/items/${ids.homework}/done` }],
    'DELETE /api/homework/:childId/items/:id/done': [{ method: 'DELETE', url: `/api/homework/${lea}/items/${ids.homework}/done` }],
    'POST /api/homework/:childId/tasks': [{ method: 'POST', url: `/api/homework/${lea}/tasks`, payload: { title: 'Not yours' } }],
    'PATCH /api/homework/:childId/tasks/:id': [
      { method: 'PATCH', url: `/api/homework/${lea}/tasks/${ids.studentTask}`, payload: { done: true } },
    ],
    'DELETE /api/homework/:childId/tasks/:id': [{ method: 'DELETE', url: `/api/homework/${lea}/tasks/${ids.studentTask}` }],
    'GET /api/homework/:childId/files/:fileId': [
      { method: 'GET', url: `/api/homework/${hugo}/files/${ids.homeworkFile}` },
      // Through their own child, who is not in 3B: still not theirs.
      { method: 'GET', url: `/api/homework/${school.children.noah}/files/${ids.homeworkFile}` },
    ],
    'POST /api/messages': [
      {
        method: 'POST',
        url: '/api/messages',
        payload: { childId: hugo, with: { kind: 'office' }, subject: 'Not yours', body: 'Not yours' },
      },
      {
        method: 'POST',
        url: '/api/messages',
        payload: { childId: hugo, with: { kind: 'teacher', teacherId: school.teachers.bernard }, subject: 'Not yours', body: 'Not yours' },
      },
    ],
  };
}

/**
 * Words that only the Martins' data holds: their names and contact details, the titles of their
 * documents, reports and certificates, their concerns. Anything the Duboises' own data also holds
 * (a title every family gets) is left out, since the Dubois parent may read it.
 */
export async function martinSecrets(db: Db, school: DemoSchool): Promise<string[]> {
  const martinChildren = [school.children.lea, school.children.hugo];
  const texts = async (familyId: number, childIds: number[]) => {
    const [children, members, titled, concerns] = await Promise.all([
      db.selectFrom('children').select(['first_name', 'last_name']).where('id', 'in', childIds).execute(),
      db
        .selectFrom('family_members')
        .select(['first_name', 'last_name', 'email', 'mobile', 'address'])
        .where('family_id', '=', familyId)
        .execute(),
      Promise.all(
        (['documents', 'reports', 'certificates'] as const).map((table) =>
          db.selectFrom(table).select('title').where('child_id', 'in', childIds).execute(),
        ),
      ),
      db.selectFrom('concerns').select(['reason', 'comment']).where('child_id', 'in', childIds).execute(),
    ]);
    const conversations = await db.selectFrom('conversations').select('subject').where('child_id', 'in', childIds).execute();
    const messages = await db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select('messages.body')
      .where('conversations.child_id', 'in', childIds)
      .execute();
    const announcements = await db
      .selectFrom('announcement_families')
      .innerJoin('announcements', 'announcements.id', 'announcement_families.announcement_id')
      .select(['announcements.title', 'announcements.body'])
      .where('announcement_families.family_id', '=', familyId)
      .execute();
    // The student's own tasks: nobody else's to read (decision 110).
    const tasks = await db.selectFrom('student_tasks').select('title').where('child_id', 'in', childIds).execute();
    return [...children, ...members, ...titled.flat(), ...concerns, ...conversations, ...messages, ...announcements, ...tasks]
      .flatMap((row) => Object.values(row))
      .filter((text): text is string => typeof text === 'string' && text.length >= 3);
  };
  const duboisTexts = new Set(await texts(school.families.dubois, [school.children.noah]));
  return [...new Set(await texts(school.families.martin, martinChildren))].filter((text) => !duboisTexts.has(text));
}
