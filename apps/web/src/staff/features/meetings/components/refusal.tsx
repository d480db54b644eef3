import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';

/** A write's failure in place: a refusal in the server's own words (409, 400), anything else as the fallback. */
export function Refusal({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error || isSessionError(error)) return null;
  return <InlineError message={error instanceof ApiError && error.isClientError ? error.message : fallback} />;
}
