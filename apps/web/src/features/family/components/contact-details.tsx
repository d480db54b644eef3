import { useLingui } from '@lingui/react/macro';
import { normaliseFamilyTie, type TFamilyMember } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { countryName } from '../countries';
import { CIVILITY_LABELS, FAMILY_TIE_LABELS, choiceLabel } from '../member-labels';

/** The read-only fields of a contact, every one labelled; stored country codes shown as names in the page's language. */
export function ContactDetails({ member }: { member: TFamilyMember }) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const rows: [string, string][] = [
    [t`Civility`, choiceLabel(CIVILITY_LABELS, member.civility)],
    [t`Family tie`, choiceLabel(FAMILY_TIE_LABELS, normaliseFamilyTie(member.family_tie))],
    [t`Last name`, member.last_name],
    [t`First name`, member.first_name],
    [t`Phone`, member.phone],
    [t`Mobile`, member.mobile],
    [t`E-mail`, member.email],
    [t`Birthday`, member.birthday ? formatLongDate(member.birthday) : ''],
    [t`Birth place`, member.birth_place],
    [t`Birth country`, countryName(member.birth_country)],
    [t`Nationality`, countryName(member.nationality)],
    [t`Language`, member.language],
    [t`Job`, member.job],
    [t`Address`, member.address],
    [t`Postal code`, member.postalCode],
    [t`City`, member.city],
    [t`Contactable`, yesNo(member.contactable)],
    [t`Speaks English`, yesNo(member.speaks_english)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">
            {value || <span className="text-slate-500">{t`Not specified`}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
