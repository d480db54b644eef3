import type { Db } from '../../db/connect';
import { fromDbBool, fromJsonText, toDbBool } from '../../db/values';
import type { DesiredKind, Link, Links, Mapped } from './roster-model';

export async function loadLinks(db: Db): Promise<Links> {
  const rows = await db.selectFrom('roster_links').select(['kind', 'source_key', 'local_id', 'mapped', 'is_active']).execute();
  const links: Links = new Map();
  for (const row of rows) {
    const kind = row.kind as DesiredKind;
    const byKey = links.get(kind) ?? new Map<string, Link>();
    byKey.set(row.source_key, {
      kind,
      key: row.source_key,
      localId: row.local_id,
      mapped: fromJsonText(row.mapped, {}),
      isActive: fromDbBool(row.is_active),
    });
    links.set(kind, byKey);
  }
  return links;
}

export const linksOf = (links: Links, kind: DesiredKind): Map<string, Link> => links.get(kind) ?? new Map();

export async function updateLink(trx: Db, kind: DesiredKind, key: string, mapped: Mapped, isActive: boolean): Promise<void> {
  await trx
    .updateTable('roster_links')
    .set({ mapped: JSON.stringify(mapped), is_active: toDbBool(isActive) })
    .where('kind', '=', kind)
    .where('source_key', '=', key)
    .execute();
}

export async function deleteLink(trx: Db, kind: DesiredKind, key: string): Promise<void> {
  await trx.deleteFrom('roster_links').where('kind', '=', kind).where('source_key', '=', key).execute();
}
