import { Trans } from '@lingui/react/macro';
import { CircleCheck, FileText, LoaderCircle } from 'lucide-react';
import type { TFormRequest } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { NewDot } from '../../../components/new-dot';
import { FormDeadline } from './form-deadline';

type Props = { request: TFormRequest; isOpening: boolean; onComplete: () => void; onSee: () => void };

/** 'New' and a dot when unseen and not completed; the deadline and 'To complete' with 'Complete'; 'See' once sent. */
export function FormCard({ request, isOpening, onComplete, onSee }: Props) {
  const isNew = request.hasNotification && !request.completed;
  const name = request.form.name;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <FileText className="size-5" />
        </span>
        {isNew ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            <NewDot label="" />
            <Trans>New</Trans>
          </span>
        ) : null}
      </div>
      <h3 className="text-base font-semibold text-slate-900">{request.form.name}</h3>
      {request.completed ? null : <FormDeadline deadline={request.deadline} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        {request.completed ? (
          <>
            <span className="inline-flex items-center gap-1.5 text-sm text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              <Trans>Completed</Trans>
            </span>
            <button type="button" onClick={onSee} className={buttonClass('secondary', 'sm')}>
              <Trans>
                See<span className="sr-only"> {name}</span>
              </Trans>
            </button>
          </>
        ) : (
          <>
            <span className="text-sm text-amber-800">
              <Trans>To complete</Trans>
            </span>
            <button type="button" onClick={onComplete} disabled={isOpening} className={buttonClass('primary', 'sm')}>
              {isOpening ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              <Trans>
                Complete<span className="sr-only"> {name}</span>
              </Trans>
            </button>
          </>
        )}
      </div>
    </article>
  );
}
