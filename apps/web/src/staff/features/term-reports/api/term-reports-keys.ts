/** The term reports' query keys: a write invalidates `all`, since an appreciation written moves the overview's counts. */
export const termReportsKeys = {
  all: ['staff', 'term-reports'] as const,
  terms: ['staff', 'term-reports', 'terms'] as const,
  term: (termId: number) => ['staff', 'term-reports', 'term', termId] as const,
  group: (termId: number, groupId: number) => ['staff', 'term-reports', 'term', termId, 'group', groupId] as const,
  class: (termId: number, classId: number) => ['staff', 'term-reports', 'term', termId, 'class', classId] as const,
  teachers: ['staff', 'term-reports', 'teachers'] as const,
};
