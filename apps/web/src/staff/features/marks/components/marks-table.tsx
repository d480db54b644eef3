import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import type { EntryProps } from './marks-entry';
import { CodeSelect, CommentInput, LevelSelect, MarkInput } from './grid-cells';

/**
 * The desktop grid, one row per pupil, by keyboard alone: Enter or ArrowDown moves to the next pupil's
 * same cell, ArrowUp (or Shift+Enter) back. In a select the arrows keep choosing its option.
 */
export function MarksTable({ rows, assessment, isDisabled, onChange, onTypeMark, onPasteColumn }: EntryProps) {
  const { t } = useLingui();
  const { outOf, title } = assessment;
  return (
    <div className="overflow-x-auto" onKeyDown={moveByKeyboard}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Marks of ${title}`}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t`Pupil`}</th>
            {outOf === null ? (
              assessment.competencies.map((competency) => (
                <th key={competency.id} scope="col" className="py-2 pr-3 font-medium">
                  {competency.label}
                </th>
              ))
            ) : (
              <th scope="col" className="py-2 pr-3 font-medium">{t`Mark /${outOf}`}</th>
            )}
            <th scope="col" className="py-2 pr-3 font-medium">{t`Code`}</th>
            <th scope="col" className="py-2 font-medium">{t`Comment`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((draft, index) => (
            <tr key={draft.childId}>
              <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap">
                {draft.name}
              </th>
              {outOf === null ? (
                assessment.competencies.map((competency) => (
                  <td key={competency.id} className="py-1.5 pr-3">
                    <LevelSelect
                      row={index}
                      size="grid"
                      draft={draft}
                      competency={competency}
                      isDisabled={isDisabled}
                      onChange={(level) => onChange(index, { levels: { ...draft.levels, [competency.id]: level } })}
                    />
                  </td>
                ))
              ) : (
                <td className="py-1.5 pr-3">
                  <MarkInput
                    row={index}
                    size="grid"
                    draft={draft}
                    outOf={outOf}
                    isDisabled={isDisabled}
                    onType={(text) => onTypeMark(index, text)}
                    onPasteColumn={(text) => onPasteColumn(index, text)}
                  />
                </td>
              )}
              <td className="py-1.5 pr-3">
                <CodeSelect
                  row={index}
                  size="grid"
                  draft={draft}
                  isDisabled={isDisabled}
                  onChange={(code) => onChange(index, { code, markText: '' })}
                />
              </td>
              <td className="py-1.5">
                <CommentInput
                  row={index}
                  size="grid"
                  draft={draft}
                  isDisabled={isDisabled}
                  onChange={(comment) => onChange(index, { comment })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function moveByKeyboard(event: KeyboardEvent<HTMLElement>) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  const { row, col } = target.dataset;
  if (row === undefined || col === undefined) return;
  const isText = target instanceof HTMLInputElement;
  const step =
    event.key === 'Enter'
      ? event.shiftKey
        ? -1
        : 1
      : isText && event.key === 'ArrowDown'
        ? 1
        : isText && event.key === 'ArrowUp'
          ? -1
          : 0;
  if (step === 0) return;
  event.preventDefault();
  const next = event.currentTarget.querySelector(`[data-row="${Number(row) + step}"][data-col="${col}"]`);
  if (!(next instanceof HTMLElement)) return;
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
}
