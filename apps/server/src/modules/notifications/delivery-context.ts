import { isLanguage, type TLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { attachToDb, attachedTo } from '../../lib/db-companions';
import type { MailKeyRing } from '../../mail/mail-keys';
import type { AppDeps } from '../../types';

/** What telling a family outside the app needs: keys, the portal's address, the school's clock and language. */
export type DeliveryContext = {
  mailKeys: MailKeyRing;
  /** Signs the one-click links of e-mail (List-Unsubscribe), derived from the JWT secret. */
  unsubscribeKey: Buffer;
  publicUrl: string;
  schoolTimeZone: string;
  defaultLanguage: TLanguage;
  /** HH:MM on the school's clocks. */
  digestTime: string;
  now: () => Date;
};

const DELIVERY = Symbol('notification delivery');

export const deliveryContextOf = (deps: AppDeps, unsubscribeKey: Buffer): DeliveryContext => ({
  mailKeys: deps.mailKeys,
  unsubscribeKey,
  publicUrl: deps.config.publicUrl,
  schoolTimeZone: deps.config.schoolTimeZone,
  defaultLanguage: deps.config.defaultLanguage,
  digestTime: deps.config.digestTime,
  now: deps.now,
});

/** Called once by the app: from then on, what is published on this database also goes out by e-mail. */
export const attachDelivery = (db: Db, ctx: DeliveryContext) => attachToDb(db, DELIVERY, ctx);

/** The app's delivery for this handle or transaction; none for the demo seed and scripts (app only). */
export const deliveryOf = (db: Db) => attachedTo<DeliveryContext>(db, DELIVERY);

export const languageFor = (ctx: DeliveryContext, saved: string | null): TLanguage => (isLanguage(saved) ? saved : ctx.defaultLanguage);
