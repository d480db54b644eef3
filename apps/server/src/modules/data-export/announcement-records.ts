import type { Db } from '../../db/connect';
import { fromDbBool, nowInstant } from '../../db/values';
import { type ExportFile, exportFilePath } from './export-bundle';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * announcements.json (decision 105): what reached the family, from whom, about which children, when it
 * was delivered, when the family read it and when (and by whom) it acknowledged it; attachments in
 * files/announcements. One held by quiet hours is not the family's yet and is left out.
 */
export async function gatherAnnouncements(db: Db, familyId: number, files: ExportFile[]) {
  const rows = await db
    .selectFrom('announcement_families as af')
    .innerJoin('announcements', 'announcements.id', 'af.announcement_id')
    .innerJoin('users as sender', 'sender.id', 'announcements.sender_id')
    .leftJoin('users as ack', 'ack.id', 'af.acknowledged_by')
    .select([
      'announcements.id',
      'announcements.title',
      'announcements.body',
      'announcements.asks_acknowledgement',
      'announcements.is_urgent',
      'af.deliver_at',
      'af.read_at',
      'af.acknowledged_at',
      'sender.first_name',
      'sender.last_name',
      'ack.first_name as ack_first_name',
      'ack.last_name as ack_last_name',
    ])
    .where('af.family_id', '=', familyId)
    .where('af.deliver_at', '<=', nowInstant())
    .orderBy('af.deliver_at')
    .orderBy('af.announcement_id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [pupils, attachments] = await Promise.all([
    db
      .selectFrom('announcement_pupils')
      .innerJoin('children', 'children.id', 'announcement_pupils.child_id')
      .select(['announcement_pupils.announcement_id', 'children.first_name', 'children.last_name'])
      .where('announcement_pupils.family_id', '=', familyId)
      .where('announcement_pupils.announcement_id', 'in', ids)
      .orderBy('children.first_name')
      .execute(),
    db
      .selectFrom('announcement_files')
      .innerJoin('files', 'files.id', 'announcement_files.file_id')
      .select(['announcement_files.announcement_id', 'files.id', 'files.name'])
      .where('announcement_files.announcement_id', 'in', ids)
      .orderBy('files.id')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    from: nameOf(r.first_name, r.last_name),
    title: r.title,
    body: r.body,
    children: pupils.filter((p) => p.announcement_id === r.id).map((p) => nameOf(p.first_name, p.last_name)),
    urgent: fromDbBool(r.is_urgent),
    delivered_at: r.deliver_at,
    read_at: r.read_at,
    asks_acknowledgement: fromDbBool(r.asks_acknowledgement),
    acknowledged_at: r.acknowledged_at,
    acknowledged_by: r.acknowledged_at && r.ack_first_name !== null ? nameOf(r.ack_first_name, r.ack_last_name ?? '') : null,
    files: attachments
      .filter((a) => a.announcement_id === r.id)
      .map((a) => {
        const extension = /\.([A-Za-z0-9]{1,5})$/.exec(a.name)?.[1] ?? 'pdf';
        const path = exportFilePath('announcements', a.id, a.name, extension);
        files.push({ path, fileId: a.id });
        return path;
      }),
  }));
}
