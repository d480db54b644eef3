import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '../../../components/button-styles';

type Props = { formName: string; onBack: () => void; children?: ReactNode };

/** The back button with the form's name, above the fill-in and view-answers screens. */
export function FormViewHeader({ formName, onBack, children }: Props) {
  const { t } = useLingui();
  const back = t`Back to the forms`;
  return (
    <div className="mb-6 flex items-start gap-3">
      <button
        type="button"
        onClick={onBack}
        aria-label={back}
        title={back}
        className={buttonClass('secondary', 'icon', 'size-10 shrink-0')}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-slate-900">{formName}</h2>
        {children ? <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
