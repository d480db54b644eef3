import { AUDIENCE_PUPILS_MAX, type TPupilRef } from '@carnet/contract';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { taughtPupils } from '../../lib/staff-pupils';

/** Escapes LIKE's wildcards so a name with '%' or '_' is searched as written. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The picker's pupil search: current pupils whose first or last name contains the text (case aside),
 * the whole school for the office, a teacher's own teaching groups' pupils for a teacher.
 */
export async function searchAudiencePupils(db: Db, actor: Actor, text: string): Promise<TPupilRef[]> {
  const pattern = likePattern(text);
  let query = db
    .selectFrom('children')
    .leftJoin('classes', 'classes.id', 'children.class_id')
    .select(['children.id', 'children.first_name', 'children.last_name', 'children.class_name', 'classes.name as class'])
    .where('children.deactivated_at', 'is', null)
    // ESCAPE spelled out: SQLite has no default escape character for LIKE, PostgreSQL's is the same backslash.
    .where(sql<SqlBool>`(lower(children.first_name) like ${pattern} escape '\\' or lower(children.last_name) like ${pattern} escape '\\')`);
  if (!isOffice(actor)) query = query.where('children.id', 'in', taughtPupils(db, actor));
  const rows = await query
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id')
    .limit(AUDIENCE_PUPILS_MAX)
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`, className: r.class ?? r.class_name }));
}
