import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { cn } from '../../../../lib/cn';
import { notifySuccess } from '../../../../lib/toast';
import { writeErrorMessage } from '../../../components/write-error';
import { useSetHeadTeacher } from '../api/overview';

type Props = {
  classId: number;
  className: string;
  headTeacherId: number | null;
  headTeacherName: string | null;
  teachers: ReadonlyArray<{ id: number; name: string }>;
};

/** The office chooses a class's head teacher (professeur principal) among the active teachers, and saves it with its button. */
export function HeadTeacherField({ classId, className, headTeacherId, headTeacherName, teachers }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState(headTeacherId === null ? '' : String(headTeacherId));
  const setHeadTeacher = useSetHeadTeacher();
  // A head teacher no longer active stays listed, so the select shows who it is.
  const choices =
    headTeacherId !== null && headTeacherName && !teachers.some((teacher) => teacher.id === headTeacherId)
      ? [{ id: headTeacherId, name: headTeacherName }, ...teachers]
      : teachers;
  const isChanged = chosen !== (headTeacherId === null ? '' : String(headTeacherId));
  const save = () =>
    setHeadTeacher.mutate(
      { classId, teacherId: chosen === '' ? null : Number(chosen) },
      { onSuccess: () => notifySuccess(t`The head teacher of ${className} is saved.`) },
    );
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Head teacher of {className}</Trans>
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className={cn(controlClass(), 'min-w-0 flex-1 sm:max-w-64')}
        >
          <option value="">{t`No head teacher`}</option>
          {choices.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={save}
          disabled={!isChanged || setHeadTeacher.isPending}
          className={buttonClass('secondary', 'sm', 'h-10')}
        >
          <Trans>Save the head teacher</Trans>
        </button>
      </div>
      {setHeadTeacher.isError ? <InlineError message={writeErrorMessage(setHeadTeacher.error) ?? ''} /> : null}
    </div>
  );
}
