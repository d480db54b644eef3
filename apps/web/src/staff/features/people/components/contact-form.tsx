import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { CIVILITIES, ZUpdateFamilyMemberRequest, normaliseFamilyTie, type TStaffFamilyMember } from '@carnet/contract';
import type * as z from 'zod';
import { buttonClass } from '../../../../components/button-styles';
import { useUpdateContact } from '../api/families';
import { saveWith } from '../write-feedback';
import { CivilityTieFields } from './civility-tie-fields';
import { PhoneField } from './phone-field';
import { TextField } from '../../../../components/form-controls';

type ContactInput = z.input<typeof ZUpdateFamilyMemberRequest>;
type ContactOutput = z.output<typeof ZUpdateFamilyMemberRequest>;

/** The office edits a contact with the family form's rules; fields it does not show are sent back unchanged. */
export function ContactForm({ familyId, member, onDone }: { familyId: number; member: TStaffFamilyMember; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateContact(familyId);
  const { register, handleSubmit, formState } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(ZUpdateFamilyMemberRequest),
    defaultValues: {
      civility: CIVILITIES.find((value) => value === member.civility) ?? CIVILITIES[1],
      family_tie: normaliseFamilyTie(member.family_tie),
      last_name: member.last_name,
      first_name: member.first_name,
      phone: member.phone,
      mobile: member.mobile,
      birthday: member.birthday ?? '',
      birthPlace: member.birth_place,
      birthCountry: member.birth_country,
      nationality: member.nationality,
      language: member.language,
      job: member.job,
      address: member.address,
      postalCode: member.postalCode,
      city: member.city,
      contactable: member.contactable,
      speaksEnglish: member.speaks_english,
    },
  });
  const errors = formState.errors;
  const check = t`Please check this field`;
  const id = (name: string) => `contact-${member.id}-${name}`;
  const onValid = handleSubmit(async (values) => {
    if ((await saveWith(() => update.mutateAsync({ id: member.id, data: values }))) !== undefined) onDone();
  });
  return (
    <form noValidate onSubmit={onValid} className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 sm:grid-cols-2">
      <CivilityTieFields idPrefix={`contact-${member.id}`} civility={register('civility')} tie={register('family_tie')} />
      <TextField
        id={id('first')}
        label={t`Firstname`}
        registration={register('first_name')}
        error={errors.first_name ? check : undefined}
      />
      <TextField id={id('last')} label={t`Lastname`} registration={register('last_name')} error={errors.last_name ? check : undefined} />
      {(['phone', 'mobile'] as const).map((kind) => (
        <PhoneField
          key={kind}
          idPrefix={`contact-${member.id}`}
          kind={kind}
          registration={register(kind)}
          error={errors[kind] ? check : undefined}
        />
      ))}
      <TextField id={id('address')} label={t`Address`} registration={register('address')} error={errors.address ? check : undefined} />
      <TextField
        id={id('postal')}
        label={t`Postal code`}
        registration={register('postalCode')}
        error={errors.postalCode ? check : undefined}
      />
      <TextField id={id('city')} label={t`City`} registration={register('city')} error={errors.city ? check : undefined} />
      <TextField id={id('job')} label={t`Job`} registration={register('job')} error={errors.job ? check : undefined} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register('contactable')} className="size-4 accent-brand-600" />
        <Trans>Contactable</Trans>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register('speaksEnglish')} className="size-4 accent-brand-600" />
        <Trans>Speaks English</Trans>
      </label>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={update.isPending}>
          <Trans>Save Change</Trans>
        </button>
      </div>
    </form>
  );
}
