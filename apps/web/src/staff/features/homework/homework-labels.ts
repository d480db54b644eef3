import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { THomeworkKind } from '@carnet/contract';

/** A homework's kind as the teacher chooses it and reads it on the cahier. */
export const HOMEWORK_KIND_LABELS: Record<THomeworkKind, MessageDescriptor> = {
  homework: msg`Homework`,
  test: msg`Test`,
  bring: msg`Something to bring`,
};
