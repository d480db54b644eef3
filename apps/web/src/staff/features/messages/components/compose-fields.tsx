import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MESSAGE_BODY_MAX } from '@carnet/contract';
import { useIsOffice } from '../../../lib/use-is-office';
import { AttachmentsField } from '../../../components/attachments-field';
import { TextAreaField } from '../../../../components/text-area-field';

export type Draft = { body: string; files: File[]; isUrgent: boolean };
export const EMPTY_DRAFT: Draft = { body: '', files: [], isUrgent: false };

type Props = { draft: Draft; onChange: (draft: Draft) => void; label: string };

/**
 * What a message is made of: its text, its attachments and, for the office only, 'urgent' (delivered at
 * once, quiet hours or not, and written in the audit log); a teacher is never offered it.
 */
export function ComposeFields({ draft, onChange, label }: Props) {
  const { t } = useLingui();
  const id = useId();
  const isOffice = useIsOffice();
  return (
    <>
      <TextAreaField
        label={label}
        value={draft.body}
        onChange={(body) => onChange({ ...draft, body })}
        maxLength={MESSAGE_BODY_MAX}
        rows={4}
        isRequired
      />
      <AttachmentsField files={draft.files} onChange={(files) => onChange({ ...draft, files })} />
      {isOffice ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.isUrgent}
            onChange={(event) => onChange({ ...draft, isUrgent: event.target.checked })}
            aria-describedby={`${id}-urgent-hint`}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span>
            <Trans>Urgent</Trans>
            <span id={`${id}-urgent-hint`} className="block text-xs text-slate-600">
              {t`Delivered at once, even in quiet hours, and written in the audit log.`}
            </span>
          </span>
        </label>
      ) : null}
    </>
  );
}
