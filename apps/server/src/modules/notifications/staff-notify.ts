import { DEFAULT_STAFF_CHANNELS, NOTIFICATION_PREFERENCES_PAGES, type TStaffNotificationSubject } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import { translate } from '../../i18n/translate';
import { languageOf, type MailContext } from '../../mail/mail-context';
import { composeMail, type MailMessage } from '../../mail/mail-message';
import { queueEmail } from '../../mail/mail-queue';
import { tellAfterCommit } from '../../live/live-tell';
import { deliveryOf } from './delivery-context';
import { itemUrl } from './item-url';
import { type Notice, noticeParamsText } from '../../i18n/notices';
import { contentIn, type Recipient } from './notification-emails';

/** As a family's notification (decision 095): the item, a kind and its parameters, and the page it opens. */
export type StaffNotificationInput = { subject: TStaffNotificationSubject; subjectId: number | null; link: string } & Notice;

/** The office's accounts (active ones): who hears of what families send back. */
export async function officeAccounts(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deactivated_at', 'is', null)
    .where('roles', 'like', '%ROLE_ADMIN%')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

function staffEmail(ctx: MailContext, to: Recipient, item: StaffNotificationInput): MailMessage {
  const l = to.language;
  const content = contentIn({ kind: item.kind, params: noticeParamsText(item) }, l);
  return composeMail(to.email, {
    language: l,
    greeting: translate('mail.greeting', l, { firstName: to.firstName }),
    signature: translate('mail.signature', l),
    subject: content,
    paragraphs: [translate('notify.email.intro', l), content],
    action: { label: translate('notify.email.action', l), url: itemUrl(ctx.publicUrl, item) },
    after: [translate('notify.staff.why', l, { url: `${ctx.publicUrl}${NOTIFICATION_PREFERENCES_PAGES.staff}` })],
  });
}

/**
 * Tells staff accounts, as family ones are told (decision 088): a row each in `notifications`, and an
 * e-mail queued in the same transaction for those who chose e-mail for this subject. Staff subjects
 * have no digest kind, so the family digest never lists them.
 */
export async function notifyStaff(db: Db, userIds: readonly number[], input: StaffNotificationInput): Promise<void> {
  if (userIds.length === 0) return;
  const createdAt = nowInstant();
  const ctx = deliveryOf(db);
  const rows = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', input.subject))
    .select(['users.id', 'users.email', 'users.first_name', 'users.language', 'p.channel'])
    .where('users.id', 'in', [...new Set(userIds)])
    .where('users.deactivated_at', 'is', null)
    .orderBy('users.id')
    .execute();
  const byEmail = rows.filter((r) => (r.channel ?? DEFAULT_STAFF_CHANNELS[input.subject]) === 'email');
  const emailed = new Set(ctx ? byEmail.map((r) => r.id) : []);
  await db
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        user_id: r.id,
        subject: input.subject,
        subject_id: input.subjectId,
        kind: input.kind,
        params: noticeParamsText(input),
        created_at: createdAt,
        seen: 0 as const,
        link: input.link,
        emailed_at: emailed.has(r.id) ? createdAt : null,
      })),
    )
    .execute();
  // Their bells count again once the transaction committed (decision 103).
  tellAfterCommit(
    db,
    rows.map((r) => r.id),
    'notifications',
  );
  if (!ctx) return;
  for (const r of byEmail) {
    const to = { userId: r.id, email: r.email, firstName: r.first_name, language: languageOf(ctx, r.language) };
    await queueEmail(db, ctx, staffEmail(ctx, to, input), { userId: r.id, source: 'notice' });
  }
}
