import type { TLanguage } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import { composeMail, type MailMessage } from '../../mail/mail-message';
import type { MailContext } from '../../mail/mail-context';

export type MailPerson = { email: string; firstName: string; language: TLanguage };

/** "Tuesday 1 December 2026 at 09:30" in the person's language and the school's zone. */
function formatMoment(ctx: MailContext, at: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: ctx.schoolTimeZone,
  }).format(at);
}

const common = (person: MailPerson) => ({
  language: person.language,
  greeting: translate('mail.greeting', person.language, { firstName: person.firstName }),
  signature: translate('mail.signature', person.language),
});

/** The invitation: whose account, the sign-in name, the one-time link to /activate and until when it works. */
export function invitationEmail(ctx: MailContext, person: MailPerson, token: string, expiresAt: Date): MailMessage {
  const l = person.language;
  return composeMail(person.email, {
    ...common(person),
    subject: translate('mail.invitation.subject', l, { school: ctx.schoolName }),
    paragraphs: [
      translate('mail.invitation.intro', l, { school: ctx.schoolName }),
      translate('mail.invitation.signInName', l, { signInName: person.email }),
    ],
    action: { label: translate('mail.invitation.action', l), url: `${ctx.publicUrl}/activate?token=${token}` },
    after: [translate('mail.invitation.expiry', l, { expires: formatMoment(ctx, expiresAt, l) }), translate('mail.ignore', l)],
  });
}

/** The reset link to /reset-password, valid one hour. */
export function resetEmail(ctx: MailContext, person: MailPerson, token: string): MailMessage {
  const l = person.language;
  return composeMail(person.email, {
    ...common(person),
    subject: translate('mail.reset.subject', l),
    paragraphs: [translate('mail.reset.intro', l, { signInName: person.email })],
    action: { label: translate('mail.reset.action', l), url: `${ctx.publicUrl}/reset-password?token=${token}` },
    after: [translate('mail.reset.expiry', l)],
  });
}

/** Told after a change or reset of the password, so a person whose account was taken hears of it. */
export function passwordChangedEmail(ctx: MailContext, person: MailPerson, at: Date): MailMessage {
  const l = person.language;
  return composeMail(person.email, {
    ...common(person),
    subject: translate('mail.passwordChanged.subject', l),
    paragraphs: [
      translate('mail.passwordChanged.intro', l, { signInName: person.email, when: formatMoment(ctx, at, l) }),
      translate('mail.passwordChanged.notYou', l),
    ],
    action: { label: translate('mail.passwordChanged.action', l), url: `${ctx.publicUrl}/login` },
  });
}
