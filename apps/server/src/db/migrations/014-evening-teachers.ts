import type { Kysely, Migration } from 'kysely';

/**
 * Parents' evenings made by the office (decision 070): the teachers taking part. An evening without rows
 * here (the demo's, older ones) has every teacher of its pupils' teaching groups.
 */
export const eveningTeachersMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('meeting_teachers')
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
      .addPrimaryKeyConstraint('meeting_teachers_pk', ['meeting_id', 'teacher_id'])
      .execute();
    await db.schema.createIndex('meeting_teachers_teacher_id_idx').on('meeting_teachers').column('teacher_id').execute();
  },
  async down(): Promise<void> {
    throw new Error('014-evening-teachers cannot be undone: families booked against it.');
  },
};
