/** The staff homework's query keys: every write invalidates through these, so the cahier, the load and the week follow. */
export const staffHomeworkKeys = {
  all: ['staff', 'homework'] as const,
  groups: (isArchived: boolean) => ['staff', 'homework', 'groups', { isArchived }] as const,
  /** Every window of one group's cahier (a note or a homework written changes them all). */
  group: (groupId: number) => ['staff', 'homework', 'group', groupId] as const,
  cahier: (groupId: number, from: string, to: string) => ['staff', 'homework', 'group', groupId, 'cahier', { from, to }] as const,
  workload: (groupId: number, date: string) => ['staff', 'homework', 'group', groupId, 'workload', { date }] as const,
  limits: ['staff', 'homework', 'limits'] as const,
  classWeek: (classId: number, monday: string) => ['staff', 'homework', 'class-week', classId, { monday }] as const,
  classes: ['staff', 'homework', 'classes'] as const,
};
