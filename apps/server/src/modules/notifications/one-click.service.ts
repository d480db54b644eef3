import { NOTIFICATION_KINDS, type TLanguage, type TNotificationChannel, type TNotificationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { type MailContext, languageOf } from '../../mail/mail-context';
import { channelOf, chosenChannels, saveChannels } from './preferences.repository';
import { type UnsubscribeTarget, verifyUnsubscribeToken } from './unsubscribe-token';

export type OneClickLink = { userId: number; target: UnsubscribeTarget; language: TLanguage };

/** The account and what a one-click link switches off; an altered or foreign token is a 404, like an unknown page. */
export async function openOneClickLink(db: Db, ctx: MailContext, token: string): Promise<OneClickLink> {
  const verified = verifyUnsubscribeToken(ctx.unsubscribeKey, token);
  const user = verified && (await db.selectFrom('users').select('language').where('id', '=', verified.userId).executeTakeFirst());
  if (!verified || !user) throw new AppError('NOT_FOUND', 'notify.unsubscribe.invalid');
  return { ...verified, language: languageOf(ctx, user.language) };
}

/** Where "stop these e-mails" moves a kind: the app only, except absences, which keep the digest. */
const quieterFor = (kind: TNotificationKind): TNotificationChannel => (kind === 'absence' ? 'digest' : 'inApp');

/**
 * RFC 8058's one-click POST: the kind's instant e-mail stops (or, for the digest link, every kind read in
 * the digest moves to the app, absences aside). Only e-mail is switched off: a kind the person has since
 * moved to push stays there. Posting twice changes nothing more.
 */
export async function applyOneClick(db: Db, ctx: MailContext, link: OneClickLink): Promise<void> {
  const own = (await chosenChannels(db, [link.userId])).get(link.userId);
  const changes =
    link.target === 'digest'
      ? NOTIFICATION_KINDS.filter((kind) => kind !== 'absence' && channelOf(own, kind) === 'digest').map((kind) => ({
          kind,
          channel: 'inApp' as const,
        }))
      : channelOf(own, link.target) === 'email'
        ? [{ kind: link.target, channel: quieterFor(link.target) }]
        : [];
  await inTransaction(db, (trx) => saveChannels(trx, link.userId, changes, ctx.now()));
}
