import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import type { TFamilyMemberUpdate, TUpdateFamilyMemberRequest } from '@carnet/contract';
import { countriesIn } from '../countries';
import { CIVILITY_LABELS, FAMILY_TIE_LABELS, choiceOptions } from '../member-labels';
import { memberErrorMessage } from '../member-messages';
import { CheckboxField, ChoiceField, ReadOnlyField, SelectField, TextField } from '../../../components/form-controls';

type Form = UseFormReturn<TUpdateFamilyMemberRequest, unknown, TFamilyMemberUpdate>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The fields of a contact, in the order a person reads them: who, how to reach them, where, more. */
export function ContactFormFields({ form, idPrefix, email }: { form: Form; idPrefix: string; email: string }) {
  const { i18n, t } = useLingui();
  const { register, formState } = form;
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  /** The text under a field, in the page's language. */
  const errorOf = (field: keyof TUpdateFamilyMemberRequest) => {
    const message = memberErrorMessage(field, errors[field]);
    return message === undefined || typeof message === 'string' ? message : i18n._(message);
  };
  const countries = countriesIn(i18n.locale);
  const notSpecified = t`Not specified`;
  return (
    <>
      <Group title={t`Identity`}>
        <ChoiceField
          id={id('civility')}
          legend={t`Civility`}
          options={choiceOptions(CIVILITY_LABELS)}
          registration={register('civility')}
          error={errorOf('civility')}
        />
        <ChoiceField
          id={id('tie')}
          legend={t`Family tie`}
          options={choiceOptions(FAMILY_TIE_LABELS)}
          registration={register('family_tie')}
          error={errorOf('family_tie')}
        />
        <TextField
          id={id('last-name')}
          label={t`Last name`}
          autoComplete="family-name"
          registration={register('last_name')}
          error={errorOf('last_name')}
        />
        <TextField
          id={id('first-name')}
          label={t`First name`}
          autoComplete="given-name"
          registration={register('first_name')}
          error={errorOf('first_name')}
        />
        <TextField id={id('birthday')} label={t`Birthday`} type="date" registration={register('birthday')} error={errorOf('birthday')} />
        <TextField id={id('birth-place')} label={t`Birth place`} registration={register('birthPlace')} error={errorOf('birthPlace')} />
        <SelectField
          id={id('birth-country')}
          label={t`Birth country`}
          registration={register('birthCountry')}
          error={errorOf('birthCountry')}
        >
          <option value="">{notSpecified}</option>
          {countries.map((country) => (
            <option key={country.alpha3} value={country.alpha3}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField id={id('nationality')} label={t`Nationality`} registration={register('nationality')} error={errorOf('nationality')}>
          <option value="">{notSpecified}</option>
          {countries.map((country) => (
            <option key={country.alpha2} value={country.alpha2}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField id={id('language')} label={t`Language`} registration={register('language')} error={errorOf('language')} />
        <TextField id={id('job')} label={t`Job`} autoComplete="organization-title" registration={register('job')} error={errorOf('job')} />
      </Group>
      <Group title={t`Contact`}>
        <TextField
          id={id('phone')}
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errorOf('phone')}
        />
        <TextField
          id={id('mobile')}
          label={t`Mobile`}
          type="tel"
          autoComplete="tel"
          registration={register('mobile')}
          error={errorOf('mobile')}
        />
        <ReadOnlyField id={id('email')} label={t`E-mail`} value={email} />
        <div className="flex flex-col justify-center gap-3 sm:pt-6">
          <CheckboxField id={id('contactable')} label={t`Contactable`} registration={register('contactable')} />
          <CheckboxField id={id('speaks-english')} label={t`Speaks English`} registration={register('speaksEnglish')} />
        </div>
      </Group>
      <Group title={t`Address`}>
        <TextField
          id={id('address')}
          label={t`Address`}
          autoComplete="street-address"
          className="sm:col-span-2"
          registration={register('address')}
          error={errorOf('address')}
        />
        <TextField
          id={id('postal-code')}
          label={t`Postal code`}
          autoComplete="postal-code"
          registration={register('postalCode')}
          error={errorOf('postalCode')}
        />
        <TextField id={id('city')} label={t`City`} autoComplete="address-level2" registration={register('city')} error={errorOf('city')} />
      </Group>
    </>
  );
}
