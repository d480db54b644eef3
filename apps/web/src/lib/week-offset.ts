import { MAX_WEEK_OFFSET } from '@carnet/contract';

export type WeekMove = 'previous' | 'current' | 'next';

/** The offset starts at 0 and moves by one; 'Current Week' resets it. Bounded like the API. */
export function moveWeek(offset: number, move: WeekMove): number {
  if (move === 'current') return 0;
  const next = offset + (move === 'next' ? 1 : -1);
  return Math.max(-MAX_WEEK_OFFSET, Math.min(MAX_WEEK_OFFSET, next));
}
