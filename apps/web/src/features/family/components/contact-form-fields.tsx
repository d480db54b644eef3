import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CIVILITIES, FAMILY_TIES, type TFamilyMemberUpdate, type TUpdateFamilyMemberRequest } from '@carnet/contract';
import { COUNTRIES } from '../countries';
import { CheckboxField, ChoiceField, ReadOnlyField, SelectField, TextField } from './form-controls';

type Form = UseFormReturn<TUpdateFamilyMemberRequest, unknown, TFamilyMemberUpdate>;

const CIVILITY_OPTIONS = CIVILITIES.map((value) => ({ value, label: value }));
const TIE_OPTIONS = FAMILY_TIES.map((value) => ({ value, label: value }));

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
  const { register, formState } = form;
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Group title="Identity">
        <ChoiceField
          id={id('civility')}
          legend="Civility"
          options={CIVILITY_OPTIONS}
          registration={register('civility')}
          error={errors.civility?.message}
        />
        <ChoiceField
          id={id('tie')}
          legend="Family tie"
          options={TIE_OPTIONS}
          registration={register('family_tie')}
          error={errors.family_tie?.message}
        />
        <TextField
          id={id('last-name')}
          label="Last name"
          autoComplete="family-name"
          registration={register('last_name')}
          error={errors.last_name?.message}
        />
        <TextField
          id={id('first-name')}
          label="First name"
          autoComplete="given-name"
          registration={register('first_name')}
          error={errors.first_name?.message}
        />
        <TextField id={id('birthday')} label="Birthday" type="date" registration={register('birthday')} error={errors.birthday?.message} />
        <TextField id={id('birth-place')} label="Birth place" registration={register('birthPlace')} error={errors.birthPlace?.message} />
        <SelectField
          id={id('birth-country')}
          label="Birth country"
          registration={register('birthCountry')}
          error={errors.birthCountry?.message}
        >
          <option value="">Not specified</option>
          {COUNTRIES.map((country) => (
            <option key={country.alpha3} value={country.alpha3}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField id={id('nationality')} label="Nationality" registration={register('nationality')} error={errors.nationality?.message}>
          <option value="">Not specified</option>
          {COUNTRIES.map((country) => (
            <option key={country.alpha2} value={country.alpha2}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField id={id('language')} label="Language" registration={register('language')} error={errors.language?.message} />
        <TextField
          id={id('job')}
          label="Job"
          autoComplete="organization-title"
          registration={register('job')}
          error={errors.job?.message}
        />
      </Group>
      <Group title="Contact">
        <TextField
          id={id('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          id={id('mobile')}
          label="Mobile"
          type="tel"
          autoComplete="tel"
          registration={register('mobile')}
          error={errors.mobile?.message}
        />
        <ReadOnlyField id={id('email')} label="E-mail" value={email} />
        <div className="flex flex-col justify-center gap-3 sm:pt-6">
          <CheckboxField id={id('contactable')} label="Contactable" registration={register('contactable')} />
          <CheckboxField id={id('speaks-english')} label="Speaks English" registration={register('speaksEnglish')} />
        </div>
      </Group>
      <Group title="Address">
        <TextField
          id={id('address')}
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          registration={register('address')}
          error={errors.address?.message}
        />
        <TextField
          id={id('postal-code')}
          label="Postal code"
          autoComplete="postal-code"
          registration={register('postalCode')}
          error={errors.postalCode?.message}
        />
        <TextField
          id={id('city')}
          label="City"
          autoComplete="address-level2"
          registration={register('city')}
          error={errors.city?.message}
        />
      </Group>
    </>
  );
}
