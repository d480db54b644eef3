import type { TTermEvent } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toJsonText } from '../../db/values';

/** Rows of the terms area only, for the publish service, the demo school and the tests. */

export type SchoolTermInput = { schoolYear: string; name: string; start: string; end: string };

export async function createSchoolTerm(db: Db, input: SchoolTermInput): Promise<number> {
  const row = await db
    .insertInto('school_terms')
    .values({ school_year: input.schoolYear, name: input.name, start_date: input.start, end_date: input.end })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type TermEventInput = Omit<TTermEvent, 'id'>;

/** Writes the row only; families hear of a new term date through `publishTermEvent`. */
export async function createTermEvent(db: Db, input: TermEventInput): Promise<number> {
  const row = await db
    .insertInto('term_events')
    .values({
      date: input.date,
      type: input.type,
      school_year: input.school_year,
      title_en: input.title_en,
      title_fr: input.title_fr,
      event_details: toJsonText(input.event_details),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
