import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../../components/form-controls';

/** The phone numbers a contact holds, by the field the contract names them. */
export const PHONE_KINDS = ['mobile', 'phone'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

type Props = {
  /** The id is `{idPrefix}-{kind}`, as the journeys and labels expect. */
  idPrefix: string;
  kind: PhoneKind;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** One phone number of a contact, the same field on the add and the edit forms: a phone keypad on a phone. */
export function PhoneField({ idPrefix, kind, registration, error }: Props) {
  const { t } = useLingui();
  const label = kind === 'mobile' ? t`Mobile` : t`Phone`;
  return <TextField id={`${idPrefix}-${kind}`} type="tel" label={label} registration={registration} error={error} />;
}
