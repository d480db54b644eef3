/** The staff marks' query keys: every write invalidates through these, so the grid, the group's term and the lists follow. */
export const staffMarksKeys = {
  all: ['staff', 'marks'] as const,
  groups: (isArchived: boolean) => ['staff', 'marks', 'groups', { isArchived }] as const,
  /** Every term of one group (an assessment written or marked changes its figures). */
  group: (groupId: number) => ['staff', 'marks', 'group', groupId] as const,
  groupTerm: (groupId: number, termId: number | null) => ['staff', 'marks', 'group', groupId, { termId }] as const,
  assessment: (id: number) => ['staff', 'marks', 'assessment', id] as const,
  competencies: ['staff', 'marks', 'competencies'] as const,
  settings: ['staff', 'marks', 'settings'] as const,
};

/**
 * The contract names what these writes take, not all of what they answer: the client reads no more than
 * it needs from an answer (a new assessment's id) and reads the rest again through the keys above.
 */
export const anyAnswer = { parse: () => null };
