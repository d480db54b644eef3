import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from '../engine';

/** The whole first schema. Both engines share it; only id and bytes columns differ in type. */
export function initialMigration(engine: Engine) {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>): Promise<void> {
      const create = (name: string) => withId(db.schema.createTable(name));
      const bytesType = engine === 'postgres' ? sql`bytea` : sql`blob`;

      await create('files')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytesType, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await create('families')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('financial_source', 'text')
        .addColumn('financial_observation', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await create('family_members')
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
        .addColumn('civility', 'text', (c) => c.notNull())
        .addColumn('family_tie', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('birthday', 'text')
        .addColumn('birth_place', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('birth_country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('nationality', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('job', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contactable', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('speaks_english', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('children')
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('class_year', 'text', (c) => c.notNull())
        .addColumn('class_name', 'text', (c) => c.notNull())
        .addColumn('blood_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('picture_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .execute();

      await create('users')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('family_id', 'integer', (c) => c.references('families.id').onDelete('cascade'))
        .addColumn('child_id', 'integer', (c) => c.references('children.id').onDelete('cascade'))
        .addColumn('tokens_valid_after', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await create('teachers')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('picture_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .execute();

      await create('subjects')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text', (c) => c.notNull())
        .addColumn('teaching_group', 'text', (c) => c.notNull())
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
        .addColumn('color', 'text', (c) => c.notNull().defaultTo('#2563eb'))
        .execute();

      await db.schema
        .createTable('child_subjects')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('child_subjects_pk', ['child_id', 'subject_id'])
        .execute();

      await create('exit_permissions')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('days', 'text', (c) => c.notNull())
        .execute();

      await create('concerns')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await create('medical_infos')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('date', 'text')
        .execute();

      await create('allergies')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await create('syringes')
        .addColumn('allergy_id', 'integer', (c) => c.notNull().references('allergies.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('expiration', 'text')
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await create('certificates')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('medical_info_id', 'integer', (c) => c.references('medical_infos.id').onDelete('cascade'))
        .addColumn('allergy_id', 'integer', (c) => c.references('allergies.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('expiration', 'text')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .execute();

      await create('registry_entries')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('statut', 'text', (c) => c.notNull())
        .addColumn('excused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subject_id', 'integer', (c) => c.references('subjects.id').onDelete('set null'))
        .addColumn('certificate_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
        .execute();

      await create('documents')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .execute();

      await create('reports')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('year', 'text', (c) => c.notNull())
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .execute();

      await create('newsletters')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
        .execute();

      await create('rewards')
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('responsible', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('resume', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await create('school_terms')
        .addColumn('school_year', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .execute();

      await create('term_events')
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('school_year', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_fr', 'text', (c) => c.notNull())
        .addColumn('event_details', 'text', (c) => c.notNull())
        .execute();

      await create('meetings')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('start_registration_date', 'text', (c) => c.notNull())
        .addColumn('end_registration_date', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('duration_in_minutes', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('meeting_participants')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('meeting_participants_pk', ['meeting_id', 'child_id'])
        .execute();

      await create('meeting_bookings')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const unique = (name: string, columns: string[]) =>
        db.schema.createIndex(name).unique().on('meeting_bookings').columns(columns).execute();
      await unique('meeting_bookings_teacher_slot', ['meeting_id', 'teacher_id', 'start_time']);
      await unique('meeting_bookings_child_subject', ['meeting_id', 'child_id', 'subject_id']);
      await unique('meeting_bookings_family_slot', ['meeting_id', 'family_id', 'start_time']);

      await create('lessons')
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('start_hour', 'text', (c) => c.notNull())
        .addColumn('end_hour', 'text', (c) => c.notNull())
        .addColumn('hall_name', 'text', (c) => c.notNull())
        .addColumn('class_title', 'text', (c) => c.notNull())
        .execute();

      await create('forms')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('schema', 'text', (c) => c.notNull())
        .execute();

      await create('form_requests')
        .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
        .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result_data', 'text')
        .addColumn('completed_at', 'text')
        .execute();

      await create('food_menus')
        .addColumn('date', 'text', (c) => c.notNull().unique())
        .addColumn('food', 'text', (c) => c.notNull())
        .execute();

      await create('notifications')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      // Indexes for the reads every page makes: scoped by child or by user.
      const index = (table: string, columns: string[]) =>
        db.schema
          .createIndex(`${table}_${columns.join('_')}_idx`)
          .on(table)
          .columns(columns)
          .execute();
      await index('children', ['family_id']);
      await index('family_members', ['family_id']);
      await index('users', ['family_id']);
      await index('child_subjects', ['subject_id']);
      await index('registry_entries', ['child_id', 'date']);
      await index('documents', ['child_id', 'date']);
      await index('reports', ['child_id']);
      await index('rewards', ['child_id', 'date']);
      await index('concerns', ['child_id']);
      await index('lessons', ['subject_id', 'date']);
      await index('form_requests', ['child_id']);
      await index('notifications', ['user_id', 'seen']);
      await index('meeting_participants', ['child_id']);
      await index('term_events', ['school_year', 'date']);
    },
  };
}
