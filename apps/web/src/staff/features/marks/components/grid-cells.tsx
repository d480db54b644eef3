import { useLingui } from '@lingui/react/macro';
import type { ClipboardEvent } from 'react';
import { COMPETENCY_LEVELS, MARK_CODES, type TCompetencyLevel, type TMarkCode } from '@carnet/contract';
import { controlClass } from '../../../../components/form-controls';
import { cn } from '../../../../lib/cn';
import { type DraftRow, markValueOf } from '../grid-state';
import { LEVEL_LABELS, MARK_CODE_LABELS } from '../marks-labels';

/** Where a cell sits, for the keyboard's moves from one pupil to the next (marks-grid.tsx). */
type Place = { row: number; size: 'grid' | 'card' };
const cellClass = (size: Place['size'], isInvalid = false) => cn(controlClass(isInvalid), size === 'card' ? 'h-14 text-lg' : 'h-9');

type MarkProps = Place & {
  draft: DraftRow;
  outOf: number;
  isDisabled: boolean;
  onType: (text: string) => void;
  onPasteColumn: (text: string) => void;
};

/** The mark cell: a number (a comma or a point), or "abs", "disp", "nn" for a code; a column pasted fills the pupils below. */
export function MarkInput({ draft, outOf, isDisabled, onType, onPasteColumn, row, size }: MarkProps) {
  const { t } = useLingui();
  const name = draft.name;
  const isInvalid = markValueOf(draft, outOf) === 'error';
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\r\n]./.test(text.trimEnd())) return;
    event.preventDefault();
    onPasteColumn(text);
  };
  return (
    <input
      data-row={row}
      data-col="mark"
      aria-label={t`Mark of ${name}, out of ${outOf}`}
      aria-invalid={isInvalid || undefined}
      inputMode="decimal"
      autoComplete="off"
      disabled={isDisabled}
      value={draft.markText}
      onChange={(event) => onType(event.target.value)}
      onPaste={onPaste}
      className={cn(cellClass(size, isInvalid), size === 'card' ? 'w-32' : 'w-20')}
    />
  );
}

export function CodeSelect({
  draft,
  isDisabled,
  onChange,
  row,
  size,
}: Place & { draft: DraftRow; isDisabled: boolean; onChange: (code: TMarkCode | null) => void }) {
  const { t, i18n } = useLingui();
  const name = draft.name;
  return (
    <select
      data-row={row}
      data-col="code"
      aria-label={t`Code of ${name}`}
      disabled={isDisabled}
      value={draft.code ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as TMarkCode))}
      className={cn(cellClass(size), size === 'card' ? 'w-full' : 'w-36')}
    >
      <option value="">{t`No code`}</option>
      {MARK_CODES.map((code) => (
        <option key={code} value={code}>
          {i18n._(MARK_CODE_LABELS[code])}
        </option>
      ))}
    </select>
  );
}

type LevelProps = Place & {
  draft: DraftRow;
  competency: { id: number; label: string };
  isDisabled: boolean;
  onChange: (level: TCompetencyLevel | null) => void;
};

export function LevelSelect({ draft, competency, isDisabled, onChange, row, size }: LevelProps) {
  const { t, i18n } = useLingui();
  const name = draft.name;
  const label = competency.label;
  return (
    <select
      data-row={row}
      data-col={`level-${competency.id}`}
      aria-label={t`${label}: level of ${name}`}
      disabled={isDisabled || draft.code !== null}
      value={draft.levels[competency.id] ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : (Number(event.target.value) as TCompetencyLevel))}
      className={cn(cellClass(size), 'w-full min-w-40')}
    >
      <option value="">{t`Not assessed`}</option>
      {COMPETENCY_LEVELS.map((level) => (
        <option key={level} value={level}>
          {i18n._(LEVEL_LABELS[level])}
        </option>
      ))}
    </select>
  );
}

export function CommentInput({
  draft,
  isDisabled,
  onChange,
  row,
  size,
}: Place & { draft: DraftRow; isDisabled: boolean; onChange: (comment: string) => void }) {
  const { t } = useLingui();
  const name = draft.name;
  return (
    <input
      data-row={row}
      data-col="comment"
      aria-label={t`Comment on ${name}`}
      autoComplete="off"
      disabled={isDisabled}
      value={draft.comment}
      onChange={(event) => onChange(event.target.value)}
      className={cn(cellClass(size), 'w-full min-w-48')}
    />
  );
}
