import { staffPages, withId } from '../../staff-paths';

/** The office's page of one evening: each teacher's line. */
export const eveningPage = (eveningId: number) => withId(staffPages.evening, eveningId);

/** One teacher's schedule of one evening. */
export const schedulePage = (eveningId: number, teacherId: number) =>
  withId(staffPages.eveningSchedule, eveningId).replace(':teacherId', String(teacherId));
