import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Marks, competencies and the term report (decision 114).
 * - `competencies`: the school's list, each in a domain of the common core; archived, never deleted.
 * - `assessments`: of a teaching group (`subject_id`) in a term (`term_id`, the term holding `date`); a mark
 *   out of `out_of` or competencies (`assessment_competencies`). `published_at` null: a draft. Publishing
 *   fixes `release_at` (the student) and `parents_release_at`; `students_told_at` / `parents_told_at` say
 *   the release's one notice per child went.
 * - `marks`: one per assessment and pupil: a value or a code, and a comment; `competency_marks`: a level
 *   (1 to 4) per competency. Facts only: averages are computed when read (marks-averages.ts).
 * - `term_reports`: a term's reports (open → publishing → published) with the publishing's progress;
 *   `term_report_pupils`: the report each pupil got, so a publishing that stopped goes on where it was.
 * - `report_appreciations` (a group's teacher, per pupil) and `general_appreciations` (the head teacher).
 * - `classes.head_teacher_id`: the class's head teacher (professeur principal).
 */
export function marksMigration(engine: Engine): Migration {
  const withId = (db: Kysely<any>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db, 'competencies')
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('archived_at', 'text')
        .execute();

      await withId(db, 'assessments')
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('school_terms.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('out_of', 'integer')
        .addColumn('coefficient', 'double precision', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('release_at', 'text')
        .addColumn('parents_release_at', 'text')
        .addColumn('students_told_at', 'text')
        .addColumn('parents_told_at', 'text')
        .execute();
      // A group's term (the family's page, the teacher's, the report) walks (subject_id, term_id).
      await db.schema.createIndex('assessments_subject_term_idx').on('assessments').columns(['subject_id', 'term_id', 'date']).execute();
      // The release job finds what fell due and was not told yet.
      await db.schema.createIndex('assessments_release_at_idx').on('assessments').column('release_at').execute();
      await db.schema.createIndex('assessments_term_id_idx').on('assessments').column('term_id').execute();
      await db.schema
        .createTable('assessment_competencies')
        .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessments.id'))
        .addColumn('competency_id', 'integer', (c) => c.notNull().references('competencies.id'))
        .addPrimaryKeyConstraint('assessment_competencies_pkey', ['assessment_id', 'competency_id'])
        .execute();

      await db.schema
        .createTable('marks')
        .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessments.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('value', 'double precision')
        .addColumn('code', 'text')
        .addColumn('comment', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('marks_pkey', ['assessment_id', 'child_id'])
        .execute();
      // A pupil's marks (retention, the data export, the release's notices).
      await db.schema.createIndex('marks_child_id_idx').on('marks').columns(['child_id', 'assessment_id']).execute();
      await db.schema
        .createTable('competency_marks')
        .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessments.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('competency_id', 'integer', (c) => c.notNull().references('competencies.id'))
        .addColumn('level', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('competency_marks_pkey', ['assessment_id', 'child_id', 'competency_id'])
        .execute();
      await db.schema.createIndex('competency_marks_child_id_idx').on('competency_marks').columns(['child_id', 'assessment_id']).execute();

      await db.schema
        .createTable('term_reports')
        .addColumn('term_id', 'integer', (c) => c.primaryKey().references('school_terms.id'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('opened_by', 'integer', (c) => c.references('users.id'))
        .addColumn('published_at', 'text')
        .addColumn('published_by', 'integer', (c) => c.references('users.id'))
        .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failure', 'text')
        .execute();
      await db.schema
        .createTable('term_report_pupils')
        .addColumn('term_id', 'integer', (c) => c.notNull().references('school_terms.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id'))
        .addPrimaryKeyConstraint('term_report_pupils_pkey', ['term_id', 'child_id'])
        .execute();
      await db.schema.createIndex('term_report_pupils_child_id_idx').on('term_report_pupils').column('child_id').execute();
      await db.schema
        .createTable('report_appreciations')
        .addColumn('term_id', 'integer', (c) => c.notNull().references('school_terms.id'))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('report_appreciations_pkey', ['term_id', 'subject_id', 'child_id'])
        .execute();
      await db.schema
        .createIndex('report_appreciations_child_id_idx')
        .on('report_appreciations')
        .columns(['child_id', 'term_id'])
        .execute();
      await db.schema
        .createTable('general_appreciations')
        .addColumn('term_id', 'integer', (c) => c.notNull().references('school_terms.id'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('general_appreciations_pkey', ['term_id', 'child_id'])
        .execute();
      await db.schema.createIndex('general_appreciations_child_id_idx').on('general_appreciations').column('child_id').execute();

      await db.schema
        .alterTable('classes')
        .addColumn('head_teacher_id', 'integer', (c) => c.references('teachers.id'))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('classes').dropColumn('head_teacher_id').execute();
      for (const table of [
        'general_appreciations',
        'report_appreciations',
        'term_report_pupils',
        'term_reports',
        'competency_marks',
        'marks',
        'assessment_competencies',
        'assessments',
        'competencies',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
