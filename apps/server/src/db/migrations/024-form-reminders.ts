import type { Kysely, Migration } from 'kysely';

/**
 * Automatic form reminders (decision 097):
 * - `forms.auto_remind`: whether the daily sweep reminds the families who have not answered two days
 *   before the deadline; on by default, the office may turn it off per form.
 * - `form_requests.auto_reminded_at`: when the sweep reminded that family, so it does at most once
 *   per request (the office's own reminders keep `reminded_at`).
 */
export const formRemindersMigration: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('forms')
      .addColumn('auto_remind', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('form_requests').addColumn('auto_reminded_at', 'text').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('form_requests').dropColumn('auto_reminded_at').execute();
    await db.schema.alterTable('forms').dropColumn('auto_remind').execute();
  },
};
