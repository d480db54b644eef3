import crypto from 'node:crypto';
import { isLanguage, type TLanguage } from '@carnet/contract';
import type { AppDeps } from '../types';
import type { MailKeyRing } from './mail-keys';

/**
 * What writing a message to a person needs, for every sender alike (invitations, resets, booking
 * confirmations, notifications, the digest, pushes): one type (decision 087), built once from the app.
 */
export type MailContext = {
  /** Seal the queued message (jobs payload), so a backup holds no working link; apart from JWT_SECRET (decision 089). */
  mailKeys: MailKeyRing;
  /** Signs the one-click links of notification e-mail (List-Unsubscribe), derived from the JWT secret's seal key. */
  unsubscribeKey: Buffer;
  publicUrl: string;
  /** The school's name (SCHOOL_NAME): an invitation says who opened the account. */
  schoolName: string;
  schoolTimeZone: string;
  defaultLanguage: TLanguage;
  /** HH:MM on the school's clocks: when the daily digest goes. */
  digestTime: string;
  now: () => Date;
};

export const unsubscribeKeyFrom = (sealKey: Buffer) => crypto.createHmac('sha256', sealKey).update('list-unsubscribe').digest();

/** The app's context; the import command, which runs beside the server, builds the same from its own config. */
export const mailContextOf = (deps: Pick<AppDeps, 'config' | 'tokens' | 'now' | 'mailKeys'>): MailContext => ({
  mailKeys: deps.mailKeys,
  unsubscribeKey: unsubscribeKeyFrom(deps.tokens.sealKey),
  publicUrl: deps.config.publicUrl,
  schoolName: deps.config.schoolName,
  schoolTimeZone: deps.config.schoolTimeZone,
  defaultLanguage: deps.config.defaultLanguage,
  digestTime: deps.config.digestTime,
  now: deps.now,
});

/** The person's own language when they chose one, else the school's. */
export const languageOf = (ctx: Pick<MailContext, 'defaultLanguage'>, saved: string | null): TLanguage =>
  isLanguage(saved) ? saved : ctx.defaultLanguage;
