import type { TReport } from '@carnet/contract';

import type { Db } from '../../db/connect';

import { pdfFileName } from '../../lib/pdf-file';

import type { Actor } from '../../lib/actor';

import { whereOwnChild } from '../../lib/own-children';

import { notFound } from '../../lib/app-error';

import { loadFile, type StoredFile } from '../../lib/download';

import { markSeenFor, unseenSubjectIds } from '../notifications/seen';

/** The caller's children's reports (a student: her own), newest school year first. */
export async function listReports(db: Db, actor: Actor): Promise<TReport[]> {
  const [rows, unseen] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['id', 'title', 'year', 'child_id'])
      .where((eb) => whereOwnChild(eb, actor, 'child_id'))
      // A withdrawn publication is gone for families (decision 063).
      .where('withdrawn_at', 'is', null)
      .orderBy('year', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    unseenSubjectIds(db, actor.userId, 'report'),
  ]);
  return rows.map((r) => ({ id: r.id, title: r.title, year: r.year, child: { id: r.child_id }, hasNotification: unseen.has(r.id) }));
}

/** The file of one of the caller's reports, saved as '{title}.pdf'; downloading it marks it seen. */
export async function downloadReport(db: Db, actor: Actor, reportId: number): Promise<{ file: StoredFile; name: string }> {
  const report = await db
    .selectFrom('reports')
    .select(['title', 'file_id'])
    .where('id', '=', reportId)
    .where((eb) => whereOwnChild(eb, actor, 'child_id'))
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!report) throw notFound('Report');
  const file = await loadFile(db, report.file_id);
  await markSeenFor(db, actor.userId, 'report', reportId);
  return { file, name: pdfFileName(report.title) };
}
