import type { Db } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { notifyChildFollowers } from '../notifications/notify';
import { createReport, type ReportInput } from './reports.repository';

/** Publishes a child's report and tells the parents and the student, in one transaction. */
export async function publishReport(db: Db, input: ReportInput & { childId: number }): Promise<number> {
  return inTransaction(db, async (trx) => {
    const child = await trx.selectFrom('children').select('first_name').where('id', '=', input.childId).executeTakeFirst();
    if (!child) throw notFound('Child');
    const { childId, ...report } = input;
    const reportId = await createReport(trx, childId, report);
    await notifyChildFollowers(trx, childId, {
      subject: 'report',
      subjectId: reportId,
      kind: 'report.new',
      params: { firstName: child.first_name, title: input.title },
    });
    return reportId;
  });
}
