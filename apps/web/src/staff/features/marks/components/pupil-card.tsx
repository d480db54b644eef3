import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import type { EntryProps } from './marks-entry';
import { CodeSelect, CommentInput, LevelSelect, MarkInput } from './grid-cells';

/** On a phone, pupil by pupil: one pupil's card at a time, big inputs, Previous and Next, "3 of 28". */
export function PupilCards({ rows, assessment, isDisabled, onChange, onTypeMark, onPasteColumn }: EntryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const at = Math.min(index, rows.length - 1);
  const draft = rows[at];
  if (!draft) return null;
  const position = at + 1;
  const total = rows.length;
  const outOf = assessment.outOf;
  const field = (label: string, control: ReactNode) => (
    <div className="grid gap-1">
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {control}
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <header className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {draft.name}
        </h3>
        <p className="text-sm text-slate-600">{t`${position} of ${total}`}</p>
      </header>
      {outOf === null
        ? assessment.competencies.map((competency) => (
            <div key={competency.id}>
              {field(
                competency.label,
                <LevelSelect
                  row={at}
                  size="card"
                  draft={draft}
                  competency={competency}
                  isDisabled={isDisabled}
                  onChange={(level) => onChange(at, { levels: { ...draft.levels, [competency.id]: level } })}
                />,
              )}
            </div>
          ))
        : field(
            t`Mark /${outOf}`,
            <MarkInput
              row={at}
              size="card"
              draft={draft}
              outOf={outOf}
              isDisabled={isDisabled}
              onType={(text) => onTypeMark(at, text)}
              onPasteColumn={(text) => onPasteColumn(at, text)}
            />,
          )}
      {field(
        t`Code`,
        <CodeSelect row={at} size="card" draft={draft} isDisabled={isDisabled} onChange={(code) => onChange(at, { code, markText: '' })} />,
      )}
      {field(
        t`Comment`,
        <CommentInput row={at} size="card" draft={draft} isDisabled={isDisabled} onChange={(comment) => onChange(at, { comment })} />,
      )}
      <div className="flex justify-between gap-2">
        <button type="button" disabled={at === 0} onClick={() => setIndex(at - 1)} className={buttonClass('secondary', 'md', 'h-12')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </button>
        <button
          type="button"
          disabled={at === total - 1}
          onClick={() => setIndex(at + 1)}
          className={buttonClass('secondary', 'md', 'h-12')}
        >
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
