import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatLongDate } from '../../../../lib/dates';
import { hasReadFailed } from '../../../../lib/query-client';
import { staffPages, withId } from '../../../staff-paths';
import { useStaffForms } from '../api/staff-forms';
import { useFormLabels } from '../form-labels';
import { DeadlineText } from './deadline-text';

/** The forms built so far, newest first: type, deadline and how many families answered; each opens its page. */
export function FormsList() {
  const { t } = useLingui();
  const forms = useStaffForms();
  const { typeLabel } = useFormLabels();
  if (hasReadFailed(forms)) return <InlineError message={t`The forms could not be loaded.`} onRetry={() => void forms.refetch()} />;
  if (!forms.data) return <Skeleton rows={3} />;
  if (forms.data.length === 0) return <EmptyState message={t`No forms yet.`} />;
  return (
    <ul className="grid gap-3">
      {forms.data.map((form) => {
        const { answered, requested } = form;
        const deadline = form.deadline ? formatLongDate(form.deadline) : null;
        return (
          <li key={form.id}>
            <Link
              to={withId(staffPages.form, form.id)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-300 hover:bg-brand-50/40"
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-slate-900">{form.name}</h3>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span>{typeLabel(form.type)}</span>
                  <span>
                    <DeadlineText deadline={deadline} isAsked={requested > 0} />
                  </span>
                  <span className="font-medium text-slate-800 tabular-nums">
                    <Trans>
                      {answered} answered of {requested} asked
                    </Trans>
                  </span>
                </p>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
