import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CIVILITIES, FAMILY_TIES, ZAddFamilyMemberRequest } from '@carnet/contract';
import type * as z from 'zod';
import { buttonClass } from '../../../../components/button-styles';
import { CheckboxField, TextField } from '../../../../components/form-controls';
import { useAddContact } from '../api/families';
import { saveWith } from '../write-feedback';
import { CivilityTieFields } from './civility-tie-fields';
import { PHONE_KINDS, PhoneField } from './phone-field';

type Input = z.input<typeof ZAddFamilyMemberRequest>;
type Output = z.output<typeof ZAddFamilyMemberRequest>;

/**
 * A guardian (a father, a mother) or another contact the office adds by hand, between two imports
 * (decision 098). Once added, the contact's card offers the invitation (by e-mail or a printed letter).
 */
export function AddContactForm({ familyId, familyName, onDone }: { familyId: number; familyName: string; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddContact(familyId);
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZAddFamilyMemberRequest),
    defaultValues: {
      civility: CIVILITIES[1],
      family_tie: FAMILY_TIES[1],
      first_name: '',
      last_name: familyName,
      email: '',
      mobile: '',
      phone: '',
      contactable: true,
      speaksEnglish: false,
    },
  });
  const errors = formState.errors;
  const check = t`Please check this field`;
  const onValid = handleSubmit(async (values) => {
    if ((await saveWith(() => add.mutateAsync(values), msg`Contact added`)) !== undefined) onDone();
  });
  return (
    <form
      noValidate
      onSubmit={onValid}
      aria-label={t`Add a guardian or contact`}
      className="mb-3 grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-2"
    >
      <CivilityTieFields idPrefix={'new-contact'} civility={register('civility')} tie={register('family_tie')} />
      <TextField
        id="new-contact-first"
        label={t`Firstname`}
        autoComplete="off"
        registration={register('first_name')}
        error={errors.first_name ? check : undefined}
      />
      <TextField
        id="new-contact-last"
        label={t`Lastname`}
        autoComplete="off"
        registration={register('last_name')}
        error={errors.last_name ? check : undefined}
      />
      <TextField
        id="new-contact-email"
        type="email"
        autoComplete="off"
        label={t`E-mail`}
        hint={t`The invitation to Carnet goes to this address. Without one, print a letter.`}
        registration={register('email')}
        error={errors.email ? check : undefined}
        className="sm:col-span-2"
      />
      {PHONE_KINDS.map((kind) => (
        <PhoneField key={kind} idPrefix="new-contact" kind={kind} registration={register(kind)} error={errors[kind] ? check : undefined} />
      ))}
      <CheckboxField id="new-contact-contactable" label={t`Contactable`} registration={register('contactable')} />
      <CheckboxField id="new-contact-english" label={t`Speaks English`} registration={register('speaksEnglish')} />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={add.isPending}>
          <Trans>Add the contact</Trans>
        </button>
      </div>
    </form>
  );
}
