import { notificationPreferencesPaths, type TLanguage, type TNotificationKind } from '@carnet/contract';
import { wordNotice } from '../../i18n/notices';
import { translate } from '../../i18n/translate';
import { composeMail, type MailMessage } from '../../mail/mail-message';
import type { MailContext } from '../../mail/mail-context';
import { itemUrl, PREFERENCES_PATH } from './item-url';
import { signUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token';

export type Recipient = { userId: number; email: string; firstName: string; language: TLanguage };
/** A notification as stored: its kind and parameters (JSON), worded for each reader. */
export type MailedNotification = { subject: string; kind: string; params: string; link: string };

/** Digest e-mails list at most this many items; the rest wait in the app, counted. */
export const DIGEST_MAX_ITEMS = 30;

/** The notification's words in the reader's language (decision 095). */
export function contentIn(item: Pick<MailedNotification, 'kind' | 'params'>, language: TLanguage): string {
  return wordNotice(item.kind, item.params, language);
}

/**
 * RFC 8058: a mail provider's "unsubscribe" button POSTs `List-Unsubscribe=One-Click` to this URL with
 * no cookie; the mailto-less header is enough for one-click providers (Gmail, Yahoo, Outlook).
 */
function unsubscribeHeaders(ctx: MailContext, userId: number, target: UnsubscribeTarget): Record<string, string> {
  const url = `${ctx.publicUrl}${notificationPreferencesPaths.oneClick(signUnsubscribeToken(ctx.unsubscribeKey, userId, target))}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const common = (to: Recipient) => ({
  language: to.language,
  greeting: translate('mail.greeting', to.language, { firstName: to.firstName }),
  signature: translate('mail.signature', to.language),
});

/** One notification, at once: its words as subject, a button straight to the item, the way out. */
export function instantEmail(ctx: MailContext, to: Recipient, kind: TNotificationKind, item: MailedNotification): MailMessage {
  const l = to.language;
  const content = contentIn(item, l);
  const kindLabel = translate(`notify.kind.${kind}`, l);
  const message = composeMail(to.email, {
    ...common(to),
    subject: content,
    paragraphs: [translate('notify.email.intro', l), content],
    action: { label: translate('notify.email.action', l), url: itemUrl(ctx.publicUrl, item) },
    after: [translate('notify.email.why', l, { kind: kindLabel, url: `${ctx.publicUrl}${PREFERENCES_PATH}` })],
  });
  return { ...message, headers: unsubscribeHeaders(ctx, to.userId, kind) };
}

/** The day's unseen news in one e-mail, each with its own link; `more` were left out of the list. */
export function digestEmail(ctx: MailContext, to: Recipient, items: MailedNotification[], more: number): MailMessage {
  const l = to.language;
  const lines = items.map((item) => `• ${contentIn(item, l)}\n${itemUrl(ctx.publicUrl, item)}`);
  const message = composeMail(to.email, {
    ...common(to),
    subject: translate('notify.digest.subject', l, { count: items.length + more }),
    paragraphs: [translate('notify.digest.intro', l), ...lines, ...(more > 0 ? [translate('notify.digest.more', l, { count: more })] : [])],
    action: { label: translate('notify.digest.action', l), url: ctx.publicUrl },
    after: [translate('notify.digest.why', l, { url: `${ctx.publicUrl}${PREFERENCES_PATH}` })],
  });
  return { ...message, headers: unsubscribeHeaders(ctx, to.userId, 'digest') };
}
