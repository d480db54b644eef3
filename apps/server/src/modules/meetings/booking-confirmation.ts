import { type TLanguage, zonedInstant } from '@carnet/contract';
import { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../db/connect';
import { translate } from '../../i18n/translate';
import { addBookingEvent } from '../../lib/ical/booking-event';
import { schoolCalendar, uidDomain } from '../../lib/ical/school-calendar';
import { composeMail, type MailMessage } from '../../mail/mail-message';
import type { MailContext } from '../../mail/mail-context';
import { languageOf } from '../../mail/mail-context';

type BookingRow = Awaited<ReturnType<typeof loadBookings>>[number];

/** The booked appointments with what the e-mail says of them, in one query however many. */
function loadBookings(db: Db, bookingIds: number[]) {
  return db
    .selectFrom('meeting_bookings as b')
    .innerJoin('meetings', 'meetings.id', 'b.meeting_id')
    .innerJoin('teachers', 'teachers.id', 'b.teacher_id')
    .innerJoin('subjects', 'subjects.id', 'b.subject_id')
    .innerJoin('children', 'children.id', 'b.child_id')
    .select([
      'b.id',
      'b.start_time',
      'b.sequence',
      'meetings.name as meeting_name',
      'meetings.date',
      'meetings.duration_in_minutes',
      'subjects.name as subject_name',
      'children.first_name as child_name',
      'teachers.first_name as teacher_first_name',
      'teachers.last_name as teacher_last_name',
    ])
    .where('b.id', 'in', bookingIds)
    .orderBy('meetings.date')
    .orderBy('b.start_time')
    .orderBy('b.id')
    .execute();
}

const teacherOf = (b: BookingRow) => `${b.teacher_first_name} ${b.teacher_last_name}`;

/** One formatter a language and zone: making an Intl.DateTimeFormat costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: TLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Tuesday 1 December 2026 at 17:20" in the reader's language, on the school's clocks. */
function whenOf(ctx: MailContext, b: BookingRow, language: TLanguage): string {
  return formatterOf(language, ctx.schoolTimeZone).format(new Date(zonedInstant(b.date, b.start_time, ctx.schoolTimeZone)));
}

/** The `.ics` a mail reader offers to add: METHOD:PUBLISH, each appointment with the UID the feed gives it. */
function icsOf(ctx: MailContext, bookings: BookingRow[], language: TLanguage): string {
  const years = bookings.map((b) => Number(b.date.slice(0, 4)));
  const calendar = schoolCalendar({
    name: bookings[0]?.meeting_name ?? 'Carnet',
    timeZone: ctx.schoolTimeZone,
    years: { from: Math.min(...years), to: Math.max(...years) },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const b of bookings) {
    addBookingEvent(
      calendar,
      { id: b.id, date: b.date, startTime: b.start_time, minutes: b.duration_in_minutes, sequence: b.sequence },
      {
        summary: translate('calendar.meeting.summary', language, { teacher: teacherOf(b), child: b.child_name }),
        description: translate('calendar.meeting.description', language, { meeting: b.meeting_name, subject: b.subject_name }),
      },
      { timeZone: ctx.schoolTimeZone, domain: uidDomain(ctx.publicUrl), stamp: ctx.now() },
    );
  }
  return calendar.toString();
}

function confirmationEmail(
  ctx: MailContext,
  parent: { email: string; first_name: string; language: string | null },
  bookings: BookingRow[],
  isMove: boolean,
): MailMessage {
  const l = languageOf(ctx, parent.language);
  const [first] = bookings;
  const meeting = first?.meeting_name ?? '';
  const subject =
    bookings.length === 1 && first
      ? translate(isMove ? 'calendar.mail.movedSubject' : 'calendar.mail.subject', l, {
          teacher: teacherOf(first),
          when: whenOf(ctx, first, l),
        })
      : translate('calendar.mail.subjectMany', l, { meeting });
  const lines = bookings.map((b) =>
    translate('calendar.mail.line', l, {
      when: whenOf(ctx, b, l),
      teacher: teacherOf(b),
      child: b.child_name,
      subject: b.subject_name,
      minutes: b.duration_in_minutes,
    }),
  );
  const message = composeMail(parent.email, {
    language: l,
    subject,
    greeting: translate('mail.greeting', l, { firstName: parent.first_name }),
    paragraphs: [translate(isMove ? 'calendar.mail.movedIntro' : 'calendar.mail.intro', l, { meeting }), lines.join('\n')],
    action: { label: translate('calendar.mail.action', l), url: `${ctx.publicUrl}/meetingsinfo` },
    after: [translate('calendar.mail.attachment', l)],
    signature: translate('mail.signature', l),
  });
  const ics = icsOf(ctx, bookings, l);
  return {
    ...message,
    attachments: [{ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/** Which appointments to confirm, to whom: what a booking or a move records, as a job, for the worker. */
export type BookingConfirmation = { bookingIds: number[]; familyId: number; parentUserId?: number; isMove?: boolean };

/**
 * The confirmation of these appointments to each parent account of their family (`parentUserId` alone
 * when a parent booked them): when, with whom, for which child, and the `.ics` with the feed's UIDs, so
 * adding it twice (e-mail and feed) makes one event. Deactivated accounts get nothing; appointments
 * cancelled since are left out (none left: no letter). Read and written by the job worker after the
 * booking committed, outside any transaction (./booking-confirmation-job).
 */
export async function bookingConfirmationLetters(
  db: Db,
  ctx: MailContext,
  input: BookingConfirmation,
): Promise<Array<{ userId: number; message: MailMessage }>> {
  if (input.bookingIds.length === 0) return [];
  const bookings = await loadBookings(db, input.bookingIds);
  if (bookings.length === 0) return [];
  let parents = db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language', 'roles'])
    .where('family_id', '=', input.familyId)
    .where('deactivated_at', 'is', null);
  if (input.parentUserId !== undefined) parents = parents.where('id', '=', input.parentUserId);
  const recipients = (await parents.execute()).filter((u) => u.roles.split(',').includes('ROLE_PARENT'));
  return recipients.map((parent) => ({ userId: parent.id, message: confirmationEmail(ctx, parent, bookings, input.isMove === true) }));
}
