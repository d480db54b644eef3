import { notificationKindOf, type TNotificationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { queueEmail, queueEmails } from '../../mail/mail-queue';
import { type MailContext, languageOf } from '../../mail/mail-context';
import { instantEmail, type MailedNotification, type Recipient } from './notification-emails';
import { channelOf, isChannel } from './preferences.repository';
import { pushMessageOf, queueNotificationPush } from './push-dispatch';

/** Who hears of one publication beyond the bell, by which way. */
export type DeliveryPlan = { kind: TNotificationKind; email: Recipient[]; push: Recipient[] };

/**
 * Each recipient's channel for this subject, in one query however many recipients (a newsletter reaches
 * every family). Staff and deactivated accounts get nothing outside the app; subjects without a kind
 * (timetable, health records) stay in the app.
 */
export async function planDelivery(
  db: Db,
  ctx: MailContext,
  userIds: readonly number[],
  subject: string,
  notice?: string,
): Promise<DeliveryPlan | null> {
  const kind = notificationKindOf(subject);
  if (!kind || userIds.length === 0) return null;
  const rows = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind))
    .select(['users.id', 'users.email', 'users.first_name', 'users.language', 'p.channel'])
    .where('users.id', 'in', userIds)
    .where('users.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('users.roles', 'like', '%ROLE_PARENT%'), eb('users.roles', 'like', '%ROLE_STUDENT%')]))
    .execute();
  const plan: DeliveryPlan = { kind, email: [], push: [] };
  for (const row of rows) {
    const recipient = { userId: row.id, email: row.email, firstName: row.first_name, language: languageOf(ctx, row.language) };
    const chosen = row.channel && isChannel(row.channel) ? new Map([[kind, row.channel]]) : undefined;
    const channel = channelOf(chosen, kind, notice);
    if (channel === 'email') plan.email.push(recipient);
    if (channel === 'push') plan.push.push(recipient);
  }
  return plan;
}

/** Queues the e-mails and pushes of the plan in the publishing transaction: they exist if and only if it commits. */
export async function carryOut(trx: Db, ctx: MailContext, plan: DeliveryPlan, item: MailedNotification): Promise<void> {
  // Batched: a notice to every family's parents queues thousands of e-mails (decision 105).
  await queueEmails(
    trx,
    ctx,
    plan.email.map((to) => ({ message: instantEmail(ctx, to, plan.kind, item), about: { userId: to.userId, source: 'notice' as const } })),
  );
  for (const to of plan.push) {
    const devices = await queueNotificationPush(trx, ctx, to.userId, pushMessageOf(to, item), plan.kind);
    // An absence must reach the family outside the app: with no device left (all turned off, or
    // dropped by their push service), it goes by e-mail instead.
    if (devices === 0 && plan.kind === 'absence')
      await queueEmail(trx, ctx, instantEmail(ctx, to, plan.kind, item), { userId: to.userId, source: 'notice' });
  }
}
