import { addDays, todayIn, zonedInstant } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { keepDailyJobWaiting } from '../../jobs/jobs';
import type { ClaimedJob } from '../../jobs/job-claim';
import { applyRetention } from './retention.service';
import { RETENTION_TIME } from './retention-settings.service';
import { loadSystemActor } from './system-actor';

export type RetentionClock = { now: () => Date; schoolTimeZone: string };

/**
 * The next run after `after`: RETENTION_TIME on the school's clocks, today if still to come, else
 * tomorrow; counted in the zone's calendar days, so a daylight-saving change neither skips nor doubles one.
 */
export function nextRetentionAt(after: Date, timeZone: string): Date {
  const today = todayIn(timeZone, after);
  const todays = new Date(zonedInstant(today, RETENTION_TIME, timeZone));
  return todays > after ? todays : new Date(zonedInstant(addDays(today, 1), RETENTION_TIME, timeZone));
}

/** Keeps exactly one retention job waiting, as the digest does (notifications/digest.ts). */
export async function scheduleNextRetention(db: Db, clock: RetentionClock, exceptJobId?: number): Promise<void> {
  const now = clock.now();
  const runAt = nextRetentionAt(now, clock.schoolTimeZone);
  await keepDailyJobWaiting(db, { kind: 'retention', summarySubject: 'daily retention', runAt }, now, exceptJobId);
}

/** The worker's handler: tomorrow's run is scheduled first, so a failing run never stops the next. */
export function retentionJobHandler(db: Db, clock: RetentionClock) {
  return async (job: ClaimedJob) => {
    await scheduleNextRetention(db, clock, job.id);
    await applyRetention(db, await loadSystemActor(db), todayIn(clock.schoolTimeZone, clock.now()));
  };
}
