/** The conduct reads, under 'staff' so a roster import (which asks every staff read again) reaches them too. */
export const conductKeys = {
  all: ['staff', 'conduct'] as const,
  pupils: () => [...conductKeys.all, 'pupils'] as const,
  /** One pupil's entries, or (childId null) the recent ones of every pupil the caller reaches. */
  entries: (childId: number | null) => [...conductKeys.all, 'entries', { childId }] as const,
  concerns: (childId: number | null) => [...conductKeys.all, 'concerns', { childId }] as const,
};

/** `?childId=` when a pupil is chosen; nothing for the recent entries of all. */
export const childQuery = (childId: number | null) => (childId === null ? '' : `?childId=${childId}`);
