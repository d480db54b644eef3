import { useLingui } from '@lingui/react/macro';
import type { DOCUMENT_TYPES } from '@carnet/contract';

/** A document type in the page's language; the stored value stays the English one families' tabs use. */
export function useDocumentTypeLabel() {
  const { t } = useLingui();
  const labels: Record<(typeof DOCUMENT_TYPES)[number], string> = {
    Invoice: t`Invoice`,
    Letter: t`Letter`,
    'School certificate': t`School certificate`,
    Other: t`Other`,
  };
  return (type: (typeof DOCUMENT_TYPES)[number]) => labels[type];
}
