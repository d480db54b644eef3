import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The audit log's actions as the office reads them; an action not listed here is shown as stored. */
export const ACTION_NAMES: Record<string, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Changed`,
  move: msg`Moved`,
  deactivate: msg`Deactivated`,
  reactivate: msg`Reactivated`,
  publish: msg`Published`,
  withdraw: msg`Withdrawn`,
  read: msg`Read`,
  resend: msg`Sent again`,
  invite: msg`Invited`,
  print: msg`Printed`,
  export: msg`Exported`,
};

/** The kinds of record, likewise. */
export const ENTITY_NAMES: Record<string, MessageDescriptor> = {
  pupil: msg`Pupil`,
  family: msg`Family`,
  familyMember: msg`Family contact`,
  teacher: msg`Teacher`,
  user: msg`Account`,
  account: msg`Account`,
  letters: msg`Letters`,
  newsletter: msg`Newsletter`,
  document: msg`Document`,
  report: msg`Report`,
  medical: msg`Medical`,
  allergies: msg`Allergies`,
  concerns: msg`Concerns`,
  lunchMenu: msg`Lunch menu`,
  termDate: msg`Term date`,
  lesson: msg`Lesson`,
  lessonSeries: msg`Lesson series`,
  email: msg`E-mail`,
};

/** Field names of the records as the office reads them in a change; a field not listed here is shown as stored. */
export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  date: msg`Date`,
  type: msg`Type`,
  school_year: msg`School year`,
  title_en: msg`Title in English`,
  title_fr: msg`Title in French`,
  event_details: msg`Details`,
  subjectId: msg`Teaching group`,
  group: msg`Teaching group`,
  weekday: msg`Weekday`,
  startHour: msg`Starts at`,
  endHour: msg`Ends at`,
  hallName: msg`Room`,
  from: msg`From`,
  to: msg`To`,
  pattern: msg`Weeks`,
  dates: msg`Dates`,
  classTitle: msg`Class`,
  seriesId: msg`Lesson series`,
};
