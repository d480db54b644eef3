import { todayIn } from '@carnet/contract';
import type { Config } from '../config';

/**
 * The school's "today" ('YYYY-MM-DD'): the day on the school's clocks (SCHOOL_TIME_ZONE), not the
 * server's or UTC's, so this week, this term and open meetings turn at the school's midnight.
 */
export const schoolToday = (deps: { config: Pick<Config, 'schoolTimeZone'>; now: () => Date }): string =>
  todayIn(deps.config.schoolTimeZone, deps.now());
