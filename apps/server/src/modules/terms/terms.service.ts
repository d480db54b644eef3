import { ZTermEventDetail, currentTerm, type TTermEvent, type TThisTerm } from '@carnet/contract';

import * as z from 'zod';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { TermEventsTable } from '../../db/schema';

import { fromJsonText } from '../../db/values';

import { notFound } from '../../lib/app-error';

const ZStoredDetails = z.array(ZTermEventDetail);

/** The one place event_details JSON is read: a malformed value shows as no details rather than failing the list. */
function parseEventDetails(text: string): TTermEvent['event_details'] {
  const parsed = ZStoredDetails.safeParse(fromJsonText<unknown>(text, []));
  return parsed.success ? parsed.data : [];
}

/** The term holding today, or between terms the next one. */
export async function getThisTerm(db: Db, today: string): Promise<TThisTerm> {
  const rows = await db.selectFrom('school_terms').select(['name', 'start_date', 'end_date']).orderBy('start_date').execute();
  const term = currentTerm(
    rows.map((r) => ({ name: r.name, start: r.start_date, end: r.end_date })),
    today,
  );
  if (!term) throw notFound('Term');
  return term;
}

type TermEventRow = Selectable<TermEventsTable>;

/**
 * The term events of the school years from `fromSchoolYear` on (the previous, the current and any already
 * published), in date order; the screen groups them by year, type and month. Labels 'YYYY-YYYY' sort as
 * the years do, so the read is a range of the (school_year, date) index, not every year since the school began.
 */
export async function listTermEvents(db: Db, fromSchoolYear: string): Promise<TTermEvent[]> {
  const rows = await db
    .selectFrom('term_events')
    .selectAll()
    .where('school_year', '>=', fromSchoolYear)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map(toTermEvent);
}

/** One term event, or null when there is none with this id (the office's edit and withdraw). */
export async function findTermEvent(db: Db, id: number): Promise<TTermEvent | null> {
  const row = await db.selectFrom('term_events').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toTermEvent(row) : null;
}

function toTermEvent(row: TermEventRow): TTermEvent {
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    school_year: row.school_year,
    title_en: row.title_en,
    title_fr: row.title_fr,
    event_details: parseEventDetails(row.event_details),
  };
}
