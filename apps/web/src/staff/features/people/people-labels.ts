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
