import { announcementPaths, staffAnnouncementPath, staffAnnouncementPaths } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { auditLinesOf } from '../helpers/audit-lines';
import { buildAnnouncementsApp, class6A, clearAnnouncements, officeSends } from './announcements-fixtures';
import { TUESDAY_10H, nothingWritten } from './messages-fixtures';

/**
 * Reminders (decision 105): only the families that have not acknowledged (or not read) are told again,
 * checked by what reached the SMTP server; not twice within an hour.
 */
let t: TestContext;
let smtp: SmtpCapture;
let setClock: (at: Date) => void;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ t, setClock } = await buildAnnouncementsApp({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  setClock(TUESDAY_10H);
  await clearAnnouncements(t);
  smtp.messages.length = 0;
});

const hours = (n: number) => new Date(TUESDAY_10H.getTime() + n * 3_600_000);
async function runJobsAt(at: Date) {
  setClock(at);
  // The delivery job queues the e-mails; the next pass sends them.
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
}
const remindPath = (id: number) => staffAnnouncementPaths.remind.replace(':id', String(id));
const recipients = () => smtp.messages.flatMap((m) => m.to).sort();

describe('reminding', () => {
  it('e-mails only the parents who have not acknowledged, and refuses a second reminder within the hour', async () => {
    const id = await officeSends(t, { audience: class6A(t), title: 'Swimming forms' });
    await runJobsAt(TUESDAY_10H);
    // Asking for an acknowledgement: both families' parents had an instant e-mail.
    await smtp.waitForCount(2);
    expect(recipients()).toEqual(['parent2@example.com', 'parent@example.com'].sort());
    smtp.messages.length = 0;

    const parent = await t.as('parent');
    expect((await parent.post(announcementPaths.acknowledge(id))).statusCode).toBe(200);
    setClock(hours(1));
    const office = await t.as('office');
    const reminded = await office.post(remindPath(id));
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toEqual({ reminded: 1 });
    await runJobsAt(hours(1));
    await smtp.waitForCount(1);
    expect(recipients()).toEqual(['parent2@example.com']);
    expect(smtp.messages[0]!.text).toContain('Swimming forms');
    const notice = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('subject', '=', 'announcement')
      .where('kind', '=', 'announcement.reminder')
      .execute();
    expect(notice).toEqual([{ user_id: t.school.users.parent2, kind: 'announcement.reminder' }]);
    expect((await office.get(staffAnnouncementPath(id))).json().remindedAt).toBe(hours(1).toISOString());
    expect((await auditLinesOf(t.db, 'announcement'))[0]).toMatchObject({ action: 'update', entityId: id, after: { reminded: 1 } });

    // Within the hour: refused, nothing written, nobody mailed.
    setClock(hours(1.5));
    await nothingWritten(t, () => office.post(remindPath(id)), 409);
    setClock(hours(2));
    expect((await office.post(remindPath(id))).json()).toEqual({ reminded: 1 });
  });

  it('without an acknowledgement asked, reminds the families that have not read it; a teacher reminds their own', async () => {
    const teacher = await t.as('teacher');
    const sent = await teacher.post(staffAnnouncementPaths.list, {
      audience: { kind: 'teachingGroups', ids: [t.school.subjects.class6A[0]] },
      title: 'Calculators on Friday',
      body: 'Bring a calculator.',
      asksAcknowledgement: false,
    });
    const id = sent.json().id as number;
    await runJobsAt(TUESDAY_10H);
    // Asking nothing: no instant e-mail, the digest tells it.
    expect(smtp.messages).toEqual([]);
    await (await t.as('parent2')).get(announcementPaths.announcement(id));
    const reminded = await teacher.post(remindPath(id));
    expect(reminded.json()).toEqual({ reminded: 1 });
    await runJobsAt(TUESDAY_10H);
    await smtp.waitForCount(1);
    expect(recipients()).toEqual(['parent@example.com']);
  });
});
