import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { schoolToday } from '../../../../lib/dates';
import { useAudienceChoices } from '../../../lib/api/audience';
import { useCreateEvening } from '../api/evenings';
import { useTeacherChoices } from '../api/teacher-choices';
import { type DraftField, type EveningDraft, newDraft, problemsOf, toNewEvening } from '../evening-draft';
import { ChoiceBoxes } from './choice-boxes';
import { EveningSettingsFields } from './evening-settings-fields';
import { Refusal } from './refusal';

/** The office's new evening: when, its slots, its booking window, its classes and teachers; the families are told. */
export function NewEveningForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const classes = useAudienceChoices();
  const teachers = useTeacherChoices();
  const create = useCreateEvening();
  const [draft, setDraft] = useState<EveningDraft>(() => newDraft(schoolToday()));
  const [isChecked, setIsChecked] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const problems = isChecked ? problemsOf(draft) : {};
  const problem = (field: DraftField) => (problems[field] ? i18n._(problems[field]) : undefined);

  const set = (change: Partial<EveningDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setCreated(null);
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problemsOf(draft)).length > 0) {
      setIsChecked(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const name = draft.name.trim();
    create.mutate(toNewEvening(draft), {
      onSuccess: () => {
        setIsChecked(false);
        setDraft(newDraft(schoolToday()));
        setCreated(name);
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>New evening</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>The families of the classes chosen are told, and may book the teachers taking part.</Trans>
        </p>
      </div>
      <EveningSettingsFields idPrefix={id} draft={draft} onChange={set} problem={problem} />
      <ChoiceBoxes
        legend={t`Classes`}
        items={classes.data?.classes.map((c) => ({ id: c.id, label: c.name }))}
        loadError={classes.isError && !classes.data ? t`The classes could not be loaded.` : null}
        chosen={draft.classIds}
        onChange={(classIds) => set({ classIds })}
        error={problem('classIds')}
      />
      <ChoiceBoxes
        legend={t`Teachers (optional)`}
        hint={t`None chosen: every teacher of the pupils of those classes.`}
        items={teachers.data?.map((teacher) => ({ id: teacher.id, label: `${teacher.firstName} ${teacher.lastName}` }))}
        loadError={teachers.isError && !teachers.data ? t`The teachers could not be loaded.` : null}
        chosen={draft.teacherIds}
        onChange={(teacherIds) => set({ teacherIds })}
      />
      <Refusal error={create.error} fallback={t`The evening could not be created. Try again.`} />
      <div aria-live="polite">
        {created !== null ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            <Trans>{created} created: the families are told.</Trans>
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={create.isPending}
        className={buttonClass('primary', 'md', 'h-11 w-full sm:w-auto sm:justify-self-start')}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        {create.isPending ? <Trans>Creating…</Trans> : <Trans>Create the evening</Trans>}
      </button>
    </form>
  );
}
