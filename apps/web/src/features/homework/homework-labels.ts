import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { THomeworkKind } from '@carnet/contract';
import type { HomeworkSectionId } from './homework-rules';

export const KIND_LABELS: Record<THomeworkKind, MessageDescriptor> = {
  homework: msg`Homework`,
  test: msg`Test`,
  bring: msg`Something to bring`,
};

export const SECTION_LABELS: Record<HomeworkSectionId, MessageDescriptor> = {
  tomorrow: msg`Due tomorrow`,
  week: msg`This week`,
  later: msg`Later`,
  past: msg`Past`,
};
