import type { TTermDatesPage, TTermEvent, TTermEventInput } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toJsonText } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { publishTermEvent, withdrawTermEvent } from './terms.publish';
import { findTermEvent, listTermEvents } from './terms.service';

/** The school years that have term dates, newest first, and the chosen one's events (the newest when none is chosen). */
export async function listTermDates(db: Db, schoolYear: string | undefined): Promise<TTermDatesPage> {
  // The office's page offers every year ('' sorts before every label); the family read is the bounded one.
  const events = await listTermEvents(db, '');
  const schoolYears = [...new Set(events.map((event) => event.school_year))].sort().reverse();
  const chosen = schoolYear ?? schoolYears[0] ?? null;
  return { schoolYears, schoolYear: chosen, events: events.filter((event) => event.school_year === chosen) };
}

/** A school year '2026-2027' runs from August 2026 to July 2027, as the demo calendar's years do. */
function assertDateInYear(input: TTermEventInput) {
  const first = input.school_year.slice(0, 4);
  const second = input.school_year.slice(5);
  if (input.date < `${first}-08-01` || input.date > `${second}-07-31`) {
    throw badRequest('termDates.dateOutsideYear', { date: input.date, schoolYear: input.school_year });
  }
}

async function existingTermEvent(db: Db, id: number): Promise<TTermEvent> {
  const event = await findTermEvent(db, id);
  if (!event) throw new AppError('NOT_FOUND', 'termDates.notFound');
  return event;
}

const withoutId = ({ id: _id, ...rest }: TTermEvent) => rest;

/** Publishes a term date: the row, everyone's 'termsdate' notification (as publishTermEvent always did) and the audit line together. */
export async function createTermDate(db: Db, actor: Actor, input: TTermEventInput): Promise<TTermEvent> {
  assertDateInYear(input);
  return inTransaction(db, async (trx) => {
    const id = await publishTermEvent(trx, input);
    await recordAudit(trx, actor, { action: 'publish', entity: 'termDate', entityId: id, after: input });
    return { id, ...input };
  });
}

/** Corrects a term date. Families see the change on their calendar; as before this issue, an edit sends no new notification. */
export async function updateTermDate(db: Db, actor: Actor, id: number, input: TTermEventInput): Promise<TTermEvent> {
  assertDateInYear(input);
  return inTransaction(db, async (trx) => {
    const before = await existingTermEvent(trx, id);
    await trx
      .updateTable('term_events')
      .set({ ...input, event_details: toJsonText(input.event_details) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'update', entity: 'termDate', entityId: id, before: withoutId(before), after: input });
    return { id, ...input };
  });
}

/** Withdraws a term date and its unseen notifications, with the audit line. */
export async function withdrawTermDate(db: Db, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await existingTermEvent(trx, id);
    await withdrawTermEvent(trx, id);
    await recordAudit(trx, actor, { action: 'withdraw', entity: 'termDate', entityId: id, before: withoutId(before) });
  });
}
