import type { TAudience } from '@carnet/contract';

/** The office's forms reads, under 'staff' so a roster import (which asks every staff read again) reaches them too. */
export const formsKeys = {
  all: ['staff', 'forms'] as const,
  list: () => [...formsKeys.all, 'list'] as const,
  answers: (formId: number) => [...formsKeys.all, 'answers', formId] as const,
  definition: (formId: number) => [...formsKeys.all, 'definition', formId] as const,
  sendCount: (formId: number, audience: TAudience) => [...formsKeys.all, 'send-count', formId, { audience }] as const,
};
