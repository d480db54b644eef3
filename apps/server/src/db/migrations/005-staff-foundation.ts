import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../engine';

/**
 * The staff side's foundation (decision 064): staff accounts (a user may be a teacher), deactivation
 * instead of deletion, the school's year groups and classes as rows (until now a child carried its
 * class as text), the class of each teaching group, and the append-only audit log.
 */
export function staffFoundationMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('teacher_id', 'integer', (c) => c.references('teachers.id'))
        .execute();
      // A deactivated person keeps their history and cannot sign in; nobody is ever silently deleted.
      await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
      await db.schema.alterTable('teachers').addColumn('deactivated_at', 'text').execute();
      await db.schema.alterTable('children').addColumn('deactivated_at', 'text').execute();

      await withId(db, 'year_groups')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();
      await withId(db, 'classes')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('year_group_id', 'integer', (c) => c.notNull().references('year_groups.id'))
        .execute();
      await db.schema
        .alterTable('children')
        .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
        .execute();
      await db.schema
        .alterTable('subjects')
        .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
        .execute();

      // The classes the children already carry as text become rows.
      await sql`insert into year_groups (name) select distinct class_year from children order by class_year`.execute(db);
      await sql`
        insert into classes (name, year_group_id)
        select c.class_name, min(y.id) from children c join year_groups y on y.name = c.class_year
        group by c.class_name order by c.class_name`.execute(db);
      await sql`update children set class_id = (select id from classes where classes.name = children.class_name)`.execute(db);
      await sql`
        update subjects set class_id = (
          select min(ch.class_id) from child_subjects cs join children ch on ch.id = cs.child_id where cs.subject_id = subjects.id)`.execute(
        db,
      );

      await withId(db, 'audit_log')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        .addColumn('child_id', 'integer', (c) => c.references('children.id'))
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
      await db.schema.createIndex('audit_log_user_id_at_idx').on('audit_log').columns(['user_id', 'at']).execute();
      await db.schema.createIndex('audit_log_child_id_at_idx').on('audit_log').columns(['child_id', 'at']).execute();
      await db.schema.createIndex('children_class_id_idx').on('children').column('class_id').execute();

      // Append-only from the application: the database itself refuses to change or remove a line.
      if (engine === 'postgres') {
        await sql`
          create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`
          create trigger audit_log_append_only before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        for (const event of ['update', 'delete']) {
          await sql
            .raw(
              `create trigger audit_log_no_${event} before ${event} on audit_log
               begin select raise(abort, 'audit_log is append-only'); end`,
            )
            .execute(db);
        }
      }
    },
    async down(): Promise<void> {
      throw new Error('005-staff-foundation cannot be undone: the audit log is kept.');
    },
  };
}
