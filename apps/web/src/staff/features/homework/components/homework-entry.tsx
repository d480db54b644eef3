import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TStaffHomework } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { RichText } from '../../../../components/rich-text';
import { formatLongDate, formatWeekday } from '../../../../lib/dates';
import { notifySuccess } from '../../../../lib/toast';
import { AttachmentList } from '../../../components/attachment-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { writeErrorMessage } from '../../../components/write-error';
import { getHomeworkFile } from '../api/homework-file';
import { useWithdrawHomework } from '../api/withdraw-homework';
import { HOMEWORK_KIND_LABELS } from '../homework-labels';
import { HomeworkForm, type SavedOutcome } from './homework-form';

type Props = { homework: TStaffHomework; isReadOnly: boolean; onSaved: (outcome: SavedOutcome) => void };

/** One homework due in the window: what it is, when, how many ticked it done, and its edit and withdraw while it may change. */
export function HomeworkEntry({ homework, isReadOnly, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const withdraw = useWithdrawHomework();
  const kind = i18n._(HOMEWORK_KIND_LABELS[homework.kind]);
  const due = `${formatWeekday(homework.dueDate)} ${formatLongDate(homework.dueDate)}`;
  const { doneCount, pupilsCount, minutes } = homework;
  const canChange = homework.isEditable && !isReadOnly;

  if (isEditing) {
    return (
      <li>
        <HomeworkForm
          groupId={homework.groupId}
          editing={homework}
          onDone={(outcome) => {
            setIsEditing(false);
            if (outcome) onSaved(outcome);
          }}
        />
      </li>
    );
  }
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{kind}</span>
        <span className="font-medium text-slate-900 first-letter:uppercase">{t`Due ${due}`}</span>
        {minutes > 0 ? <span className="text-slate-600">{t`${minutes} min`}</span> : null}
        {homework.changedAt ? <span className="text-xs text-slate-500">{t`Changed`}</span> : null}
      </p>
      <RichText text={homework.text} className="text-sm text-slate-800" />
      <AttachmentList files={homework.files} getFile={getHomeworkFile} />
      <p className="text-sm text-slate-600">{t`${doneCount} of ${pupilsCount} ticked`}</p>
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setIsEditing(true)} className={buttonClass('secondary', 'sm', 'h-10')}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>
              Edit
              <span className="sr-only">
                : {kind}, due {due}
              </span>
            </Trans>
          </button>
          <button
            type="button"
            onClick={() => setIsAsking(true)}
            className={buttonClass('ghost', 'sm', 'h-10 text-rose-700 hover:bg-rose-50 hover:text-rose-800')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>
              Withdraw
              <span className="sr-only">
                : {kind}, due {due}
              </span>
            </Trans>
          </button>
        </div>
      ) : null}
      {withdraw.error ? <InlineError message={writeErrorMessage(withdraw.error) ?? ''} /> : null}
      <ConfirmDialog
        open={isAsking}
        title={<Trans>Withdraw this homework?</Trans>}
        description={
          <Trans>
            {kind}, due {due}: families will no longer see it.
          </Trans>
        }
        confirmLabel={<Trans>Withdraw</Trans>}
        destructive
        isPending={withdraw.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          withdraw.mutate(homework.id, {
            onSuccess: () => notifySuccess(t`The homework is withdrawn.`),
            onSettled: () => setIsAsking(false),
          })
        }
      />
    </li>
  );
}
