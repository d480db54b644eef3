import { ZRosterInvalid, type TRosterProblem } from '@carnet/contract';
import { ApiError } from '../../../lib/api-error';

/** The problems of a refused file (400 ROSTER_INVALID: nothing was written), or null for any other failure. */
export function rosterProblemsOf(error: unknown): TRosterProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'ROSTER_INVALID') return null;
  const parsed = ZRosterInvalid.safeParse(error.body);
  return parsed.success ? parsed.data.problems : null;
}
