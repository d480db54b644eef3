import type { TNotificationSubject } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import { childFollowers } from '../../lib/child-followers';
import { tellAfterCommit } from '../../live/live-tell';
import { type Notice, noticeParamsText } from '../../i18n/notices';
import { deliveryOf } from './delivery-context';
import { carryOut, planDelivery } from './dispatch';

/**
 * What a module tells families: the item (subject, subjectId) and what to say of it as a kind and its
 * parameters ({ kind: 'document.new', params: { firstName, title } }), worded when each reader reads it
 * (decision 095), never a sentence.
 */
export type NotificationInput = {
  subject: TNotificationSubject;
  subjectId: number | null;
} & Notice;

/**
 * Writes the notifications and, when the app delivers beyond the tab (decision 071), queues each
 * recipient's instant e-mail (or push) in the same transaction; what was e-mailed at once is marked
 * so the daily digest does not tell it again.
 */
async function insertNotifications(db: Db, userIds: number[], input: NotificationInput, link: string): Promise<void> {
  if (userIds.length === 0) return;
  const createdAt = nowInstant();
  const delivery = deliveryOf(db);
  const plan = delivery ? await planDelivery(db, delivery, userIds, input.subject, input.kind) : null;
  const emailed = new Set(plan?.email.map((to) => to.userId));
  const params = noticeParamsText(input);
  await db
    .insertInto('notifications')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        subject: input.subject,
        subject_id: input.subjectId,
        kind: input.kind,
        params,
        created_at: createdAt,
        seen: 0 as const,
        link,
        emailed_at: emailed.has(userId) ? createdAt : null,
      })),
    )
    .execute();
  if (delivery && plan) await carryOut(db, delivery, plan, { subject: input.subject, kind: input.kind, params, link });
  // Their bells count again once the publication committed (decision 103).
  tellAfterCommit(db, userIds, 'notifications');
}

/**
 * Every publication that concerns a child goes through here, so the family is told. Called inside
 * the publishing transaction: the content and its notifications land together. `parentsOnly` is for
 * the parents' areas (concerns, forms): a student gets no notification it could not open.
 */
export async function notifyChildFollowers(
  db: Db,
  childId: number,
  input: NotificationInput,
  options: { parentsOnly?: boolean } = {},
): Promise<void> {
  const userIds = await childFollowers(db, [childId], { parentsOnly: options.parentsOnly ?? false });
  await insertNotifications(db, userIds, input, String(childId));
}

/** Family-level news for the parents of these children (one notification each however many children), no child link. */
export async function notifyParentsOfChildren(db: Db, childIds: number[], input: NotificationInput): Promise<void> {
  await insertNotifications(db, await childFollowers(db, childIds, { parentsOnly: true }), input, '');
}

/**
 * School-wide publications (newsletters, term dates): every family account (parents and students) is
 * told; staff accounts read no family notifications, and a deactivated account gets none.
 */
export async function notifyEveryone(db: Db, input: NotificationInput): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('roles', 'like', '%ROLE_PARENT%'), eb('roles', 'like', '%ROLE_STUDENT%')]))
    .orderBy('id')
    .execute();
  await insertNotifications(
    db,
    users.map((u) => u.id),
    input,
    '',
  );
}

/**
 * The staff side's publications (decision 063): the accounts were resolved from an audience already
 * (modules/audience, then lib/child-followers), so each is told once; `link` is the child's id where the item is one child's.
 */
export async function notifyAccounts(db: Db, userIds: readonly number[], input: NotificationInput, link = ''): Promise<void> {
  await insertNotifications(db, [...new Set(userIds)], input, link);
}
