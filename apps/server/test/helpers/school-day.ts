import { todayIn } from '@carnet/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../src/config';

/**
 * The school's today in the tests' configuration (SCHOOL_TIME_ZONE left at its default): the day the
 * demo school was seeded around and the day the server answers for, whatever zone the machine is in.
 */
export const schoolToday = (now = new Date()) => todayIn(DEFAULT_SCHOOL_TIME_ZONE, now);
