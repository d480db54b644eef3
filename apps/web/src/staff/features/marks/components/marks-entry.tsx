import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { TAssessmentGrid, TStaffAssessment } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { WIDE_SCREEN, useMediaQuery } from '../../../../lib/use-media-query';
import { notifySuccess } from '../../../../lib/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { writeErrorMessage } from '../../../components/write-error';
import { useSaveMarks } from '../api/save-marks';
import { type DraftRow, changedEntries, draftOf, pasteColumn, typeMark } from '../grid-state';
import { useLeaveGuard } from '../use-leave-guard';
import { MarksTable } from './marks-table';
import { PupilCards } from './pupil-card';

export type EntryProps = {
  rows: DraftRow[];
  assessment: TStaffAssessment;
  isDisabled: boolean;
  onChange: (index: number, change: Partial<DraftRow>) => void;
  onTypeMark: (index: number, text: string) => void;
  onPasteColumn: (index: number, text: string) => void;
};

type Props = {
  grid: TAssessmentGrid;
  isEditable: boolean;
  onSaved: () => void;
  /** "Publish", beside "Save" (for a draft): it warns of changes not saved yet. */
  publish: ((hasUnsavedChanges: boolean) => ReactNode) | null;
};

/**
 * The marks as typed, kept here until "Save" (decision 114): a table on a desktop, a pupil's card at a
 * time on a phone. Save sends only the rows changed; leaving with changes asks first.
 */
export function MarksEntry({ grid, isEditable, onSaved, publish }: Props) {
  const { t, i18n } = useLingui();
  const { assessment } = grid;
  const [initial] = useState(() => grid.rows.map((row) => draftOf(row, i18n.locale)));
  const [rows, setRows] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isWide = useMediaQuery(WIDE_SCREEN);
  const save = useSaveMarks(assessment.id, assessment.groupId);
  const competencyIds = assessment.competencies.map((competency) => competency.id);
  const pending = changedEntries(initial, rows, assessment.outOf, competencyIds);
  const hasChanges = pending.marks.length > 0 || pending.invalid.length > 0;
  const blocker = useLeaveGuard(hasChanges && !save.isPending);
  const outOf = assessment.outOf ?? 0;

  const update = (index: number, change: (row: DraftRow) => DraftRow) =>
    setRows((current) => current.map((row, at) => (at === index ? change(row) : row)));
  const onPasteColumn = (index: number, text: string) => {
    const pasted = pasteColumn(rows, index, text, outOf);
    setRows(pasted.rows);
    const names = pasted.unreadable.join(', ');
    const leftOver = pasted.leftOver;
    setNotice(
      [
        names ? t`Some pasted marks could not be read, for ${names}: a number from 0 to ${outOf}, or abs, disp, nn.` : null,
        leftOver > 0 ? t`${leftOver} pasted lines were left over: the grid has no more pupils.` : null,
      ]
        .filter(Boolean)
        .join(' ') || t`The column is pasted. Nothing is saved until "Save".`,
    );
  };
  const submit = () => {
    if (pending.invalid.length > 0) {
      const names = pending.invalid.join(', ');
      return setProblem(t`These marks cannot be read, for ${names}: a number from 0 to ${outOf}, or abs, disp, nn.`);
    }
    setProblem(null);
    if (pending.marks.length === 0) return;
    save.mutate({ marks: pending.marks }, { onSuccess: () => (notifySuccess(t`The marks are saved.`), onSaved()) });
  };
  const entryProps: EntryProps = {
    rows,
    assessment,
    isDisabled: !isEditable || save.isPending,
    onChange: (index, change) => update(index, (row) => ({ ...row, ...change })),
    onTypeMark: (index, text) => update(index, (row) => typeMark(row, text, outOf)),
    onPasteColumn,
  };
  return (
    <div className="grid gap-4">
      {isWide ? <MarksTable {...entryProps} /> : <PupilCards {...entryProps} />}
      {/* A live region, not role="status": that role means "still loading" to the journeys' settled() check. */}
      <p aria-live="polite" className="text-sm text-slate-700">
        {notice}
      </p>
      {isEditable ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" onClick={submit} disabled={save.isPending} className={buttonClass('primary', 'md', 'h-11')}>
            <Trans>Save</Trans>
          </button>
          <span className="text-sm text-slate-600">
            {hasChanges ? <Trans>Unsaved changes</Trans> : <Trans>Everything is saved.</Trans>}
          </span>
        </div>
      ) : null}
      <FormError message={problem ?? writeErrorMessage(save.error)} />
      {publish ? publish(hasChanges) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={<Trans>Leave without saving?</Trans>}
        description={<Trans>The marks typed since the last save will be lost.</Trans>}
        confirmLabel={<Trans>Leave</Trans>}
        destructive
        isPending={false}
        onCancel={() => (blocker.state === 'blocked' ? blocker.reset() : undefined)}
        onConfirm={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
      />
    </div>
  );
}
