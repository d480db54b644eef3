import { HOMEWORK_CHANGE_NOTICE_DAYS, type THomeworkKind, addDays } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { childFollowers } from '../../lib/child-followers';
import { notifyAccounts } from '../notifications/notify';
import { pupilsOfGroup } from './workload';

/**
 * Telling a group's families of its homework (decision 110): the parents and the student
 * accounts of its pupils, kind 'homework'. New homework waits for the digest (the kind's default, or what
 * the family chose); a test set, or a change or withdrawal of homework due within
 * HOMEWORK_CHANGE_NOTICE_DAYS, goes at once (the notices that preferences.repository's AT_ONCE_NOTICES
 * lists). A change further ahead tells no one: the page shows it as changed.
 */
export type HomeworkEvent = {
  homeworkId: number;
  groupId: number;
  subject: string;
  kind: THomeworkKind;
  dueDate: string;
  /** For a change: the earlier of the old and new due days, which decides whether it is close. */
  soonest?: string;
  event: 'new' | 'changed' | 'withdrawn';
};

const NEW_NOTICE = { homework: 'homework.new', test: 'homework.test', bring: 'homework.bring' } as const;

/** Inside the writing transaction: the notifications land with the homework, or not at all. */
export async function tellOfHomework(trx: Db, event: HomeworkEvent, today: string): Promise<void> {
  if (event.event !== 'new' && (event.soonest ?? event.dueDate) > addDays(today, HOMEWORK_CHANGE_NOTICE_DAYS)) return;
  const followers = await childFollowers(trx, await pupilsOfGroup(trx, event.groupId), { parentsOnly: false });
  const kind = event.event === 'new' ? NEW_NOTICE[event.kind] : event.event === 'changed' ? 'homework.changed' : 'homework.withdrawn';
  await notifyAccounts(trx, followers, {
    subject: 'homework',
    subjectId: event.homeworkId,
    kind,
    params: { subject: event.subject, due: { date: event.dueDate } },
  });
}
