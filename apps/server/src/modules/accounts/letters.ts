import type { TLanguage } from '@carnet/contract';
import { translate } from '../../i18n/translate';
import type { PdfPage } from '../../lib/pdf';
import type { MailContext } from '../../mail/mail-context';

export type LetterFor = {
  familyName: string | null;
  firstName: string;
  lastName: string;
  /** '' while the account has only a placeholder: the person gives their e-mail address when activating. */
  signInName: string;
  /** As printed: XXXX-XXXX-XXXX. */
  code: string;
  expiresAt: Date;
  language: TLanguage;
};

/**
 * One page of the printed invitation: whom it is for, the portal's /activate address, the one-time
 * code, the sign-in name and until when the code works, in the family's language. The code exists
 * only on this page (the database keeps its hash).
 */
export function letterPage(ctx: MailContext, letter: LetterFor): PdfPage {
  const l = letter.language;
  const expires = new Intl.DateTimeFormat(l === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: ctx.schoolTimeZone }).format(
    letter.expiresAt,
  );
  return {
    title: translate('letters.title', l),
    lines: [
      ...(letter.familyName === null ? [] : [translate('letters.family', l, { familyName: letter.familyName })]),
      translate('letters.for', l, { name: `${letter.firstName} ${letter.lastName}`.trim() }),
      '',
      translate('letters.intro', l, { school: ctx.schoolName }),
      '',
      translate('letters.howTo', l),
      translate('letters.step1', l, { url: `${ctx.publicUrl}/activate` }),
      translate('letters.step2', l, { code: letter.code }),
      ...(letter.signInName === ''
        ? [translate('letters.step3WithEmail', l), '', translate('letters.signInWithEmail', l)]
        : [translate('letters.step3', l), '', translate('letters.signInName', l, { signInName: letter.signInName })]),
      translate('letters.expiry', l, { expires }),
    ],
  };
}
