/** The parents' evenings' reads, under 'staff' so a roster import (which asks every staff read again) reaches them too. */
export const eveningKeys = {
  all: ['staff', 'evenings'] as const,
  list: () => [...eveningKeys.all, 'list'] as const,
  evening: (id: number) => [...eveningKeys.all, 'evening', id] as const,
  schedule: (id: number, teacherId: number) => [...eveningKeys.all, 'schedule', { id, teacherId }] as const,
};
