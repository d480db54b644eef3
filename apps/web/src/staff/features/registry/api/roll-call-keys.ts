/** The roll call's reads, under 'staff' so a roster import (which asks every staff read again) reaches them too. */
export const rollCallKeys = {
  all: ['staff', 'roll-call'] as const,
  lessons: (date: string) => [...rollCallKeys.all, 'lessons', { date }] as const,
  register: (lessonId: number) => [...rollCallKeys.all, 'register', lessonId] as const,
  absences: (date: string) => [...rollCallKeys.all, 'absences', { date }] as const,
  familyRequests: (date: string) => [...rollCallKeys.all, 'family-requests', { date }] as const,
};
