import { type Kysely, type Migration, sql } from 'kysely';
import { type Candidate, REBUILDS } from './022-notice-kinds.rebuild';

/** Rows read, and worded rows written, at a time: under both engines' limits on a statement's parameters. */
const PAGE = 2000;
const WRITE_BATCH = 300;

type OldRow = { id: number; subject: string; subject_id: number | null; content: string };

/** The kind and parameters of each row of a page: rebuilt from its record when one says its text exactly, else legacy. */
async function wordingsOf(db: Kysely<any>, rows: OldRow[]): Promise<{ id: number; kind: string; params: string }[]> {
  const candidates = new Map<string, Map<number, Candidate[]>>();
  for (const [subject, rebuild] of Object.entries(REBUILDS)) {
    const ids = [...new Set(rows.filter((r) => r.subject === subject && r.subject_id !== null).map((r) => r.subject_id!))];
    if (ids.length > 0) candidates.set(subject, await rebuild(db, ids));
  }
  return rows.map((row) => {
    const found =
      row.subject_id === null
        ? undefined
        : candidates
            .get(row.subject)
            ?.get(row.subject_id)
            ?.find((c) => c.english === row.content);
    return found
      ? { id: row.id, kind: found.kind, params: JSON.stringify(found.params) }
      : { id: row.id, kind: 'legacy', params: JSON.stringify({ text: row.content }) };
  });
}

/**
 * A notification is stored as its kind and its parameters, worded when it is read in the reader's
 * language (decision 095), no longer as an English sentence. Existing rows are rebuilt from their
 * subject, subject_id and the records they point at (022-notice-kinds.rebuild); a row nothing rebuilds
 * keeps its old text as a 'legacy' notice, shown as it is. The words go to a work table first, then
 * into the rows in one statement, so a large history costs a few thousand statements, not one a row.
 */
export const noticeKindsMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('notifications')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('legacy'))
      .execute();
    await db.schema
      .alterTable('notifications')
      .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema
      .createTable('notice_wordings_022')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .execute();
    for (let after = 0; ;) {
      const rows: OldRow[] = await db
        .selectFrom('notifications')
        .select(['id', 'subject', 'subject_id', 'content'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (rows.length === 0) break;
      const wordings = await wordingsOf(db, rows);
      for (let i = 0; i < wordings.length; i += WRITE_BATCH) {
        await db
          .insertInto('notice_wordings_022')
          .values(wordings.slice(i, i + WRITE_BATCH))
          .execute();
      }
      after = rows.at(-1)!.id;
    }
    await db
      .updateTable('notifications')
      .set({
        kind: sql`(select w.kind from notice_wordings_022 w where w.id = notifications.id)`,
        params: sql`(select w.params from notice_wordings_022 w where w.id = notifications.id)`,
      })
      .where('id', 'in', sql`(select id from notice_wordings_022)`)
      .execute();
    await db.schema.dropTable('notice_wordings_022').execute();
    await db.schema.alterTable('notifications').dropColumn('content').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    // Back to one stored text: a legacy row gets its text back, any other its kind (its English is not rebuilt here).
    await db.schema
      .alterTable('notifications')
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const rows = await db.selectFrom('notifications').select(['id', 'kind', 'params']).execute();
    for (const row of rows as { id: number; kind: string; params: string }[]) {
      const text = row.kind === 'legacy' ? (JSON.parse(row.params) as { text?: string }).text : row.kind;
      await db
        .updateTable('notifications')
        .set({ content: text ?? '' })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema.alterTable('notifications').dropColumn('params').execute();
    await db.schema.alterTable('notifications').dropColumn('kind').execute();
  },
};
