import { isLanguage, type TLanguage } from '@carnet/contract';
import type { MailKeyRing } from '../../mail/mail-keys';
import type { AppDeps } from '../../types';

/** What writing an e-mail to a person needs: the keys that seal it, the portal's address, the school's clock and language. */
export type MailContext = {
  mailKeys: MailKeyRing;
  publicUrl: string;
  schoolTimeZone: string;
  defaultLanguage: TLanguage;
  now: () => Date;
};

export const mailContextOf = (deps: AppDeps): MailContext => ({
  mailKeys: deps.mailKeys,
  publicUrl: deps.config.publicUrl,
  schoolTimeZone: deps.config.schoolTimeZone,
  defaultLanguage: deps.config.defaultLanguage,
  now: deps.now,
});

/** The person's own language when they chose one, else the school's. */
export const languageOf = (ctx: MailContext, saved: string | null): TLanguage => (isLanguage(saved) ? saved : ctx.defaultLanguage);
