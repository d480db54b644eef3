import type { Db } from '../../db/connect';
import { attachToDb, attachedTo } from '../../lib/db-companions';
import type { MailContext } from '../../mail/mail-context';

const DELIVERY = Symbol('notification delivery');

/** Called once by the app: from then on, what is published on this database also goes out by e-mail. */
export const attachDelivery = (db: Db, ctx: MailContext) => attachToDb(db, DELIVERY, ctx);

/** The app's delivery for this handle or transaction; none for the demo seed and scripts (app only). */
export const deliveryOf = (db: Db) => attachedTo<MailContext>(db, DELIVERY);
