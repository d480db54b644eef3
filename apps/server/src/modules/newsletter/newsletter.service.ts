import type { TNewsletter } from '@carnet/contract';

import type { Db } from '../../db/connect';

import { pdfFileName } from '../../lib/pdf-file';

import type { Actor } from '../../lib/actor';

import { notFound } from '../../lib/app-error';

import { loadFile, type StoredFile } from '../../lib/download';

import { markSeenFor, unseenSubjectIds } from '../notifications/seen';

/** Newsletters are school-wide: every signed-in user reads them all, newest first. */
export async function listNewsletters(db: Db, actor: Actor): Promise<TNewsletter[]> {
  const [rows, unseen] = await Promise.all([
    db.selectFrom('newsletters').select(['id', 'title', 'publish_date']).orderBy('publish_date', 'desc').orderBy('id', 'desc').execute(),
    unseenSubjectIds(db, actor.userId, 'newsletter'),
  ]);
  return rows.map((n) => ({ id: n.id, title: n.title, publishDate: n.publish_date, hasNotification: unseen.has(n.id) }));
}

/** One newsletter's file, saved as '{title}.pdf'; downloading it marks it seen for the caller. */
export async function downloadNewsletter(db: Db, actor: Actor, newsletterId: number): Promise<{ file: StoredFile; name: string }> {
  const newsletter = await db.selectFrom('newsletters').select(['title', 'file_id']).where('id', '=', newsletterId).executeTakeFirst();
  if (!newsletter) throw notFound('Newsletter');
  const file = await loadFile(db, newsletter.file_id);
  await markSeenFor(db, actor.userId, 'newsletter', newsletterId);
  return { file, name: pdfFileName(newsletter.title) };
}
