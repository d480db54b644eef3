import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TNotificationSubject } from '@carnet/contract';

/** What each notification is about, in the reader's language (lower case, as the API names them; shown with a capital). */
export const SUBJECT_LABELS: Record<TNotificationSubject, MessageDescriptor> = {
  concern: msg`concern`,
  registry: msg`registry`,
  medical: msg`medical`,
  allergy: msg`allergy`,
  syringe: msg`syringe`,
  'blood type': msg`blood type`,
  report: msg`report`,
  document: msg`document`,
  invoice: msg`invoice`,
  timetable: msg`timetable`,
  form: msg`form`,
  meeting: msg`meeting`,
  newsletter: msg`newsletter`,
  reward: msg`reward`,
  commendation: msg`commendation`,
  termsdate: msg`termsdate`,
  message: msg`message`,
  announcement: msg`announcement`,
  homework: msg`homework`,
  marks: msg`marks`,
};
