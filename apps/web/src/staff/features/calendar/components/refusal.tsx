import { useLingui } from '@lingui/react/macro';
import { InlineError } from '../../../../components/inline-error';
import { ApiError, isSessionError } from '../../../../lib/api-error';

/**
 * What the server said when it refused a write (its message is already in the person's language), or a
 * plain failure text; nothing when there is no error or the session ended (the person is sent to /login).
 */
export function Refusal({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!error || isSessionError(error)) return null;
  const message = error instanceof ApiError && error.isClientError ? error.message : t`Something went wrong. Please try again.`;
  return <InlineError message={message} />;
}
