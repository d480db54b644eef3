import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { MESSAGING_PAUSE_REASON_MAX } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { usePauseMessaging } from '../api/pauses';
import { TextAreaField } from '../../../../components/text-area-field';

type Props = {
  /** The family paused, or null for the whole school. */
  familyId: number | null;
  submitLabel: string;
  onDone?: () => void;
};

/** Pauses the conversations a family (or every family) can start, with the reason the family reads. */
export function PauseForm({ familyId, submitLabel, onDone }: Props) {
  const { t } = useLingui();
  const pause = usePauseMessaging();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    pause.mutate(
      { familyId, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          notifySuccess(t`New conversations are paused.`);
          onDone?.();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <TextAreaField
        label={t`Reason (the families read it)`}
        value={reason}
        onChange={setReason}
        maxLength={MESSAGING_PAUSE_REASON_MAX}
        rows={2}
        isRequired
      />
      <FormError message={writeErrorMessage(pause.error)} />
      <div>
        <button type="submit" disabled={pause.isPending || !reason.trim()} className={buttonClass('primary', 'sm')}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
