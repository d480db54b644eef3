import {
  FAMILY_REQUEST_LIST_LIMIT,
  familyRequestDateProblem,
  type TAskLeaveRequest,
  type TFamilyRequest,
  type TFamilyRequestKind,
  type TFamilyRequestList,
  type TReportAbsenceRequest,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { createFile } from '../../lib/files';
import { assertOwnChild, whereOwnChild } from '../../lib/own-children';
import { inTransaction } from '../../lib/transaction';
import { notifyStaff, officeAccounts } from '../notifications/staff-notify';
import { decodeCertificate } from './certificate-file';
import { requestsQuery, toFamilyRequest } from './family-requests.repository';

/** GET /api/family-requests: the family's newest requests, for all its children. */
export async function listFamilyRequests(db: Db, actor: Actor): Promise<TFamilyRequestList> {
  const rows = await requestsQuery(db)
    .where((eb) => whereOwnChild(eb, actor, 'r.child_id'))
    .orderBy('r.id', 'desc')
    .limit(FAMILY_REQUEST_LIST_LIMIT)
    .execute();
  return { requests: rows.map(toFamilyRequest) };
}

/** Another family's child is unknown (404); dates out of reason are the sender's mistake (400). */
function checkRequest(actor: Actor, kind: TFamilyRequestKind, input: TAskLeaveRequest, today: string): void {
  assertOwnChild(actor, input.childId);
  const problem = familyRequestDateProblem(kind, input.from, input.to, today);
  if (problem) throw badRequest(`familyRequests.${problem}`);
}

type Clock = { today: string; now: Date };

/**
 * Writes the request and tells the office (its bell, e-mail if chosen) in one transaction: a report is
 * 'reported' at once, leave 'pending' until the office decides. The registry is not touched: the
 * roll call stays the teacher's record (decision 107).
 */
async function saveRequest(
  db: Db,
  actor: Actor,
  kind: TFamilyRequestKind,
  input: TAskLeaveRequest,
  certificate: ReturnType<typeof decodeCertificate> | null,
  clock: Clock,
): Promise<TFamilyRequest> {
  return inTransaction(db, async (trx) => {
    const fileId = certificate ? await createFile(trx, certificate) : null;
    const { id } = await trx
      .insertInto('family_requests')
      .values({
        kind,
        child_id: input.childId,
        from_date: input.from,
        to_date: input.to,
        reason: input.reason,
        details: input.details,
        certificate_file_id: fileId,
        state: kind === 'absence' ? 'reported' : 'pending',
        created_by: actor.userId,
        created_at: clock.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await requestsQuery(trx).where('r.id', '=', id).executeTakeFirstOrThrow();
    await notifyStaff(trx, await officeAccounts(trx), {
      subject: 'family request',
      subjectId: id,
      kind: kind === 'absence' ? 'familyRequest.absence' : 'familyRequest.leave',
      params: { child: `${row.first_name} ${row.last_name}`, from: { date: input.from }, to: { date: input.to } },
      link: '',
    });
    return toFamilyRequest(row);
  });
}

/** POST /api/family-requests/absences: a parent reports an absence, today or ahead, with an optional certificate. */
export async function reportAbsence(db: Db, actor: Actor, input: TReportAbsenceRequest, clock: Clock): Promise<TFamilyRequest> {
  const { certificate, ...fields } = input;
  checkRequest(actor, 'absence', fields, clock.today);
  // Checked by its bytes, as the certificate upload is, before anything is written.
  const file = certificate ? decodeCertificate({ certificate_name: certificate.name, certificate_contents: certificate.contents }) : null;
  return saveRequest(db, actor, 'absence', fields, file, clock);
}

/** POST /api/family-requests/leave: a parent asks for leave ahead; the office grants or refuses it. */
export async function askLeave(db: Db, actor: Actor, input: TAskLeaveRequest, clock: Clock): Promise<TFamilyRequest> {
  checkRequest(actor, 'leave', input, clock.today);
  return saveRequest(db, actor, 'leave', input, null, clock);
}
