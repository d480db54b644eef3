import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { THomeworkKind } from '@carnet/contract';

/** A homework's kind as the teacher chooses it and reads it on the cahier. */
export const HOMEWORK_KIND_LABELS: Record<THomeworkKind, MessageDescriptor> = {
  // The kind, apart from the page's title "Homework" (in French the page is the cahier de textes, the kind a devoir).
  homework: msg({ message: 'Homework', context: 'homework kind' }),
  test: msg`Test`,
  bring: msg`Something to bring`,
};
