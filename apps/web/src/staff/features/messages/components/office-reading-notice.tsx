import { Trans } from '@lingui/react/macro';
import { ScrollText } from 'lucide-react';

/** The office reads a conversation it is not part of for safeguarding: it is told that the reading is on record. */
export function OfficeReadingNotice() {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <ScrollText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>You are reading this conversation as the office, without being part of it: your reading is written in the audit log.</Trans>
    </p>
  );
}
