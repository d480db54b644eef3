import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TMedicalInfo } from '@carnet/contract';

const MEDICAL_TYPES: Record<TMedicalInfo['type'], MessageDescriptor> = {
  Information: msg`Information`,
  Allergy: msg`Allergy`,
  Medication: msg`Medication`,
};

/** The medical record types in the page's language. */
export function useMedicalTypeLabel() {
  const { i18n } = useLingui();
  return (type: TMedicalInfo['type']) => i18n._(MEDICAL_TYPES[type]);
}

/**
 * The document types as the family's Documents page names them. A copy of features/documents'
 * table (a staff feature may not import a family one); a type not listed shows as the school wrote it.
 */
const DOCUMENT_TYPES = new Map<string, MessageDescriptor>([
  ['invoice', msg`Invoice`],
  ['letter', msg`Letter`],
  ['school-certificate', msg`School certificate`],
  ['certificate', msg`Certificate`],
]);

export function useDocumentTypeLabel() {
  const { i18n } = useLingui();
  return (type: string) => {
    const known = DOCUMENT_TYPES.get(type.trim().toLowerCase().replace(/\s+/g, '-'));
    return known ? i18n._(known) : type;
  };
}
