import type { TFamilyRequest, TFamilyRequestKind, TFamilyRequestReason, TFamilyRequestState, TStaffFamilyRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';

/** The columns every read of a request needs, with the pupil's names (decision 107). */
export const requestsQuery = (db: Db) =>
  db
    .selectFrom('family_requests as r')
    .innerJoin('children as c', 'c.id', 'r.child_id')
    .select([
      'r.id',
      'r.kind',
      'r.child_id',
      'r.from_date',
      'r.to_date',
      'r.reason',
      'r.details',
      'r.certificate_file_id',
      'r.state',
      'r.decision_note',
      'r.created_at',
      'r.decided_at',
      'c.first_name',
      'c.last_name',
      'c.class_name',
    ]);

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['execute']>>[number];

/** A row as the family reads it; the stored words are only ever the contract's, so the casts hold. */
export function toFamilyRequest(row: RequestRow): TFamilyRequest {
  return {
    id: row.id,
    kind: row.kind as TFamilyRequestKind,
    childId: row.child_id,
    firstName: row.first_name,
    from: row.from_date,
    to: row.to_date,
    reason: row.reason as TFamilyRequestReason,
    details: row.details,
    hasCertificate: row.certificate_file_id !== null,
    state: row.state as TFamilyRequestState,
    decisionNote: row.decision_note,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export const toStaffFamilyRequest = (row: RequestRow): TStaffFamilyRequest => ({
  ...toFamilyRequest(row),
  lastName: row.last_name,
  className: row.class_name,
});
