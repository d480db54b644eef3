import { FORM_REMINDER_DAYS_BEFORE, FORM_REMINDER_TIME, addDays, todayIn } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { keepDailyJobWaiting } from '../../jobs/jobs';
import type { ClaimedJob } from '../../jobs/job-claim';
import { inTransaction } from '../../lib/transaction';
import { nextDigestAt } from '../notifications/digest';
import { notifyParentsOfChildren } from '../notifications/notify';
import { formNotice } from './form-notices';

export type ReminderClock = { now: () => Date; schoolTimeZone: string };

/**
 * Reminds, once per request, the families who have not answered a form whose deadline is at most
 * FORM_REMINDER_DAYS_BEFORE days away (decision 097). The window reaches down to the deadline itself, so
 * a day the sweep did not run is caught up the next day; `auto_reminded_at` keeps it to one reminder,
 * claimed row by row, so two overlapping sweeps cannot both send it. Answers how many were reminded.
 */
export function sendDueFormReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const today = todayIn(timeZone, now);
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('form_requests as r')
      .innerJoin('forms as f', 'f.id', 'r.form_id')
      .select(['r.id', 'r.child_id', 'f.name', 'f.deadline'])
      .where('f.auto_remind', '=', 1)
      .where('f.archived_at', 'is', null)
      .where('f.deadline', '>=', today)
      .where('f.deadline', '<=', addDays(today, FORM_REMINDER_DAYS_BEFORE))
      .where('r.completed', '=', 0)
      .where('r.auto_reminded_at', 'is', null)
      .orderBy('r.id')
      .execute();
    let reminded = 0;
    for (const request of due) {
      const claimed = await trx
        .updateTable('form_requests')
        .set({ auto_reminded_at: now.toISOString() })
        .where('id', '=', request.id)
        .where('auto_reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const notice = formNotice({ kind: 'reminder', formName: request.name, deadline: request.deadline });
      await notifyParentsOfChildren(trx, [request.child_id], { subject: 'form', subjectId: request.id, ...notice });
      reminded += 1;
    }
    return reminded;
  });
}

/** Keeps one sweep waiting, each morning on the school's clocks, as the retention and the digest do. */
export async function scheduleNextFormReminders(db: Db, clock: ReminderClock, exceptJobId?: number): Promise<void> {
  const now = clock.now();
  const runAt = nextDigestAt(now, FORM_REMINDER_TIME, clock.schoolTimeZone);
  await keepDailyJobWaiting(db, { kind: 'form-reminders', summarySubject: 'form reminders', runAt }, now, exceptJobId);
}

/** The worker's handler: tomorrow's sweep is scheduled first, so a failing one never stops the next. */
export function formRemindersJobHandler(db: Db, clock: ReminderClock) {
  return async (job: ClaimedJob) => {
    await scheduleNextFormReminders(db, clock, job.id);
    await sendDueFormReminders(db, clock.now(), clock.schoolTimeZone);
  };
}
