import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CIVILITIES, FAMILY_TIES } from '@carnet/contract';
import { SelectField } from '../../../../components/form-controls';

/** A contact's civility and tie to the pupils, the same two choices on the edit and the add forms. */
export function CivilityTieFields({
  idPrefix,
  civility,
  tie,
}: {
  idPrefix: string;
  civility: UseFormRegisterReturn;
  tie: UseFormRegisterReturn;
}) {
  const { t } = useLingui();
  const civilityLabel = { Mr: t`Mr.`, Mrs: t`Mrs.` };
  const tieLabel = { Father: t`Father`, Mother: t`Mother`, Other: t`Other` };
  return (
    <>
      <SelectField id={`${idPrefix}-civility`} label={t`Civility`} registration={civility}>
        {CIVILITIES.map((value) => (
          <option key={value} value={value}>
            {civilityLabel[value]}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-tie`} label={t`Family tie`} registration={tie}>
        {FAMILY_TIES.map((value) => (
          <option key={value} value={value}>
            {tieLabel[value]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
