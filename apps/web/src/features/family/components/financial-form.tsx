import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { ZUpdateFinancialRequest, type TFamily } from '@carnet/contract';
import type * as z from 'zod';
import { buttonClass } from '../../../components/button-styles';
import { useUpdateFinancial } from '../api/update-financial';
import { FINANCIAL_SOURCE_LABELS, choiceOptions } from '../member-labels';
import { SOURCE_REQUIRED, tooLongMessages } from '../member-messages';
import { ChoiceField } from '../../../components/form-controls';

type FinancialInput = z.input<typeof ZUpdateFinancialRequest>;
type FinancialOutput = z.output<typeof ZUpdateFinancialRequest>;

/** SOURCE (Individual or Enterprise, required) and a free OBSERVATION; back to read mode once saved. */
export function FinancialForm({ family, onDone }: { family: TFamily; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const update = useUpdateFinancial();
  const { register, handleSubmit, formState } = useForm<FinancialInput, unknown, FinancialOutput>({
    resolver: zodResolver(ZUpdateFinancialRequest, { error: tooLongMessages }),
    defaultValues: { source: family.financialSource ?? undefined, observation: family.financialObservation },
  });

  const onValid = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch {
      return; // The toast says it; the form keeps what was typed.
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onValid} aria-labelledby="family-financial" className="flex flex-col gap-5">
      <ChoiceField
        id="financial-source"
        legend={t`SOURCE`}
        options={choiceOptions(FINANCIAL_SOURCE_LABELS)}
        registration={register('source')}
        error={formState.errors.source ? i18n._(SOURCE_REQUIRED) : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="financial-observation" className="text-sm font-medium text-slate-700">
          <Trans>OBSERVATION</Trans>
        </label>
        <textarea
          id="financial-observation"
          rows={4}
          {...register('observation')}
          aria-invalid={formState.errors.observation ? true : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs hover:border-slate-400 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40"
        />
        {formState.errors.observation ? <p className="text-sm text-rose-700">{formState.errors.observation.message}</p> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" disabled={update.isPending} className={buttonClass('primary')}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          <Trans>Save Change</Trans>
        </button>
      </div>
    </form>
  );
}
