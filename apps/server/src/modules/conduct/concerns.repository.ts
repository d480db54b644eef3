import type { Db } from '../../db/connect';
import { toDbBool } from '../../db/values';

/** Writes a concern's row only; the parents hear of a new one through `publishConcern`. */
export type ConcernInput = {
  type?: string;
  reason?: string;
  date?: string;
  comment?: string;
  acknowledged?: boolean;
  /** The staff account that raised it: with the office, the only one who reads it back (decision 084). */
  raisedBy?: number | null;
  /** Pastoral: the family is never told of it nor shown it (decision 096). */
  staffOnly?: boolean;
};

export async function createConcern(db: Db, childId: number, input: ConcernInput = {}): Promise<number> {
  const row = await db
    .insertInto('concerns')
    .values({
      child_id: childId,
      type: input.type ?? 'Behaviour',
      reason: input.reason ?? 'Talked during the lesson',
      date: input.date ?? '2025-01-06',
      comment: input.comment ?? '',
      acknowledged: toDbBool(input.acknowledged ?? false),
      raised_by: input.raisedBy ?? null,
      staff_only: toDbBool(input.staffOnly ?? false),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
