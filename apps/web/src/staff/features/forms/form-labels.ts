import { useLingui } from '@lingui/react/macro';
import type { TContactFieldLabel } from '@carnet/contract';
import type { QuestionKind } from './form-draft';

/** The words the office reads for a form's type, a question's kind and a contact field (the stored values stay English). */
export function useFormLabels() {
  const { t } = useLingui();
  const types: Record<string, string> = {
    Authorization: t`Authorization`,
    Survey: t`Survey`,
    Registration: t`Registration`,
    Other: t`Other`,
  };
  const kinds: Record<QuestionKind, string> = {
    'yes-no': t`Yes/No`,
    radio: t`Single choice`,
    checkbox: t`Multiple choice`,
    free: t`Free text`,
  };
  const contactFields: Record<TContactFieldLabel, string> = {
    'Family tie': t`Family tie`,
    Civility: t`Civility`,
    Firstname: t`First name`,
    Lastname: t`Last name`,
    'E-mail': t`E-mail`,
    Mobile: t`Mobile`,
    Phone: t`Phone`,
    Address: t`Address`,
  };
  return {
    typeLabel: (type: string) => types[type] ?? type,
    kindLabel: (kind: QuestionKind) => kinds[kind],
    contactFieldLabel: (field: TContactFieldLabel) => contactFields[field],
  };
}
