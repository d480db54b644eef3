import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { TSchoolStructure, TTeachingGroup } from '@carnet/contract';
import { createTeachingGroup, updateTeachingGroup } from '../api/structure-writes';
import { useStructureWrite } from '../api/use-structure-write';
import { FormButtons } from './form-buttons';
import { FormError, SelectField, TextField } from '../../../../components/form-controls';
import { writeErrorMessage } from '../../../components/write-error';

type Values = { subject: string; shortName: string; classId: string; teacherId: string; color: string; label: string };
type Props = {
  structure: TSchoolStructure;
  /** Editing this group: its teacher, label and colour (its subject and class stay, with its lessons). */
  group?: TTeachingGroup;
  /** A new group's class, when the list is filtered by one. */
  classId?: number | null;
  onDone?: () => void;
};

/** A new teaching group (subject, short name, class, teacher, colour, label), or a group's teacher, label and colour. */
export function TeachingGroupForm({ structure, group, classId, onDone }: Props) {
  const { t } = useLingui();
  const create = useStructureWrite(createTeachingGroup, msg`Teaching group added`);
  const update = useStructureWrite(updateTeachingGroup, msg`Teaching group saved`);
  const write = group ? update : create;
  const prefix = group ? `group-${group.id}` : 'group-new';
  const initial: Values = {
    subject: '',
    shortName: '',
    classId: classId ? String(classId) : '',
    teacherId: group ? String(group.teacherId) : '',
    color: group?.color ?? '#2563eb',
    label: group?.label ?? '',
  };
  const { register, handleSubmit, formState, reset, setFocus } = useForm<Values>({ defaultValues: initial });
  // An edit form opens in place of its row: the keyboard lands in its first field.
  useEffect(() => {
    if (group) setFocus('teacherId');
  }, [setFocus]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form opens
  const required = { required: t`Required` };
  const errors = formState.errors;
  // A deactivated teacher is not offered; the group's current one stays listed so the form shows who it is.
  const teachers =
    group && !structure.teachers.some((x) => x.id === group.teacherId)
      ? [{ id: group.teacherId, name: group.teacherName }, ...structure.teachers]
      : structure.teachers;

  const onValid = handleSubmit(async (values) => {
    const label = values.label.trim();
    try {
      if (group) {
        await update.mutateAsync({ id: group.id, teacherId: Number(values.teacherId), label: label || group.label, color: values.color });
      } else {
        await create.mutateAsync({
          subject: values.subject,
          shortName: values.shortName,
          classId: Number(values.classId),
          teacherId: Number(values.teacherId),
          color: values.color,
          ...(label ? { label } : {}),
        });
      }
    } catch {
      return;
    }
    reset(initial);
    onDone?.();
  });

  return (
    <form noValidate onSubmit={onValid} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {group ? null : (
          <>
            <TextField
              id={`${prefix}-subject`}
              label={t`Subject name`}
              registration={register('subject', required)}
              error={errors.subject?.message}
            />
            <TextField
              id={`${prefix}-short`}
              label={t`Short name`}
              hint={t`As the timetable shows it, like MATHS`}
              registration={register('shortName', { ...required, maxLength: { value: 12, message: t`At most 12 characters` } })}
              error={errors.shortName?.message}
            />
            <SelectField
              id={`${prefix}-class`}
              label={t`Class`}
              registration={register('classId', { required: t`Choose a class` })}
              error={errors.classId?.message}
            >
              <option value="">{t`Choose…`}</option>
              {structure.classes
                .filter((schoolClass) => schoolClass.closedAt === null)
                .map((schoolClass) => (
                  <option key={schoolClass.id} value={schoolClass.id}>
                    {schoolClass.name}
                  </option>
                ))}
            </SelectField>
          </>
        )}
        <SelectField
          id={`${prefix}-teacher`}
          label={t`Teacher`}
          registration={register('teacherId', { required: t`Choose a teacher` })}
          error={errors.teacherId?.message}
        >
          <option value="">{t`Choose…`}</option>
          {teachers.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${prefix}-label`}
          label={t`Teaching group label`}
          hint={group ? undefined : t`Leave empty for the class and the subject, like 6A Mathematics`}
          registration={register('label', { maxLength: { value: 80, message: t`At most 80 characters` } })}
          error={errors.label?.message}
        />
        <TextField
          id={`${prefix}-color`}
          type="color"
          label={t`Colour`}
          registration={register('color', required)}
          error={errors.color?.message}
        />
      </div>
      <FormButtons isPending={write.isPending} onCancel={onDone} saveLabel={group ? undefined : t`Add the teaching group`} />
      <FormError message={writeErrorMessage(write.error)} />
    </form>
  );
}
