import { addDays, isoWeekday } from '@carnet/contract';
import type { Db } from '../db/connect';
import { createReward, type RewardInput } from '../modules/conduct/rewards.repository';
import { awardReward, recordSanction } from '../modules/conduct/rewards.publish';
import type { DemoSchool } from './people';
import { demoCurrentTerm, demoPreviousTerm, ensureSchoolTerms } from './school-calendar';

// Authors are written as everywhere else in Carnet, first name and last name (what a teacher's own entries store).
const REASONS = [
  { responsible: 'Paul Bernard', subject: 'Mathematics', resume: 'Excellent test result' },
  { responsible: 'Claire Petit', subject: 'French', resume: 'Beautiful piece of writing' },
  { responsible: 'Emma Smith', subject: 'English', resume: 'Great oral presentation' },
  { responsible: 'Julien Moreau', subject: 'History-Geography', resume: 'Very thorough project' },
  { responsible: 'Sophie Laurent', subject: 'Sciences', resume: 'Helpful in the lab' },
  { responsible: 'Marc Girard', subject: 'Physical Education', resume: '' },
] as const;

/** `count` school days spread from `first` to `last` (both included), oldest first; weekends move back to Friday. */
function spreadDates(first: string, last: string, count: number): string[] {
  const span = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000);
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(first, Math.round((span * (index + 1)) / count));
    const weekday = isoWeekday(date);
    const friday = weekday > 5 ? addDays(date, 5 - weekday) : date;
    return friday >= first ? friday : date;
  });
}

const rewardsOn = (childId: number, dates: string[]): RewardInput[] =>
  dates.map((date, index) => ({ childId, date, ...REASONS[index % REASONS.length]! }));

/**
 * This term: Léa 12 rewards (2 commendations and an active card at 2/5), Hugo 3 and a sanction,
 * Noah 6; all awarded through `awardReward` so the families have 'reward' and 'commendation'
 * notifications, only the latest of them unseen. A few rewards of the previous term must not count.
 */
export async function seedRewards(db: Db, school: DemoSchool, today: string): Promise<void> {
  const term = demoCurrentTerm(await ensureSchoolTerms(db, today), today);
  const from = term.start > addDays(today, -70) ? term.start : addDays(today, -70);
  const { lea, hugo, noah } = school.children;

  // Written without notifications: the family was told last term, and they no longer count.
  const previous = demoPreviousTerm(today);
  for (const date of spreadDates(addDays(previous.end, -30), previous.end, 3)) {
    await createReward(db, 'reward', { childId: lea, date, responsible: 'Claire Petit', subject: 'French', resume: 'Previous term' });
  }
  await createReward(db, 'reward', {
    childId: hugo,
    date: addDays(previous.end, -10),
    responsible: 'Paul Bernard',
    subject: 'Mathematics',
  });

  const leaRewardIds: number[] = [];
  for (const reward of rewardsOn(lea, spreadDates(from, today, 12))) leaRewardIds.push(await awardReward(db, reward));
  for (const reward of rewardsOn(hugo, spreadDates(from, today, 3))) await awardReward(db, reward);
  for (const reward of rewardsOn(noah, spreadDates(from, today, 6))) await awardReward(db, reward);
  await recordSanction(db, {
    childId: hugo,
    date: spreadDates(from, today, 2)[0]!,
    responsible: 'Julien Moreau',
    subject: 'History-Geography',
    resume: 'Homework not done three times',
  });

  // The family has already looked at the older ones: only the last three rewards (and the commendation of the 10th) stay unseen.
  await db
    .updateTable('notifications')
    .set({ seen: 1 })
    .where('subject', 'in', ['reward', 'commendation'])
    .where('subject_id', 'in', leaRewardIds.slice(0, -3))
    .execute();
}
