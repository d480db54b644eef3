import { minutesOfDay, timeOfDay, type TMarksSettings } from '@carnet/contract';

const MINUTES_A_DAY = 24 * 60;

/** The school's clock now, 'HH:MM'. */
export function schoolTimeNow(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(now);
}

export type ReleasePlan = { when: 'today'; studentAt: string; parentsAt: string | null; delay: number } | { when: 'now'; delay: number };

/**
 * When publishing now shows the marks (decision 114): the student at today's release time, or at once
 * once it has passed; the parents `parentsDelayMinutes` later (their hour when it falls today, else the delay).
 */
export function planRelease(settings: TMarksSettings, nowTime: string): ReleasePlan {
  const delay = settings.parentsDelayMinutes;
  const release = minutesOfDay(settings.releaseTime);
  if (minutesOfDay(nowTime) >= release) return { when: 'now', delay };
  const parents = release + delay;
  return { when: 'today', studentAt: settings.releaseTime, parentsAt: parents < MINUTES_A_DAY ? timeOfDay(parents) : null, delay };
}
