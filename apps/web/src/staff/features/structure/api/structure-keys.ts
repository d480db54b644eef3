/** The structure page's query keys: every write invalidates `all`, since a change to one list moves counts on the others. */
export const structureKeys = {
  all: ['staff', 'structure'] as const,
  overview: ['staff', 'structure', 'overview'] as const,
  terms: ['staff', 'structure', 'terms'] as const,
  teachingGroups: (classId: number | null) => ['staff', 'structure', 'teaching-groups', { classId }] as const,
  pupils: (teachingGroupId: number) => ['staff', 'structure', 'pupils', { teachingGroupId }] as const,
};
