import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { HOMEWORK_FILES_MAX, LESSON_NOTE_MAX, type TStaffLessonEntry } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { notifySuccess } from '../../../../lib/toast';
import { AttachmentsField } from '../../../components/attachments-field';
import { writeErrorMessage } from '../../../components/write-error';
import { uploadsOf } from '../../../lib/attachment-files';
import { useSaveLessonNote } from '../api/save-note';
import { KeptFiles } from './kept-files';
import { MarkdownEditor } from './markdown-editor';

type Props = { groupId: number; lesson: TStaffLessonEntry; onDone: () => void };

/** The note of one lesson (what was done), written in class on a phone or later: text, attachments kept or added. */
export function NoteEditor({ groupId, lesson, onDone }: Props) {
  const { t } = useLingui();
  const save = useSaveLessonNote(groupId);
  const saved = lesson.note;
  const [body, setBody] = useState(saved?.body ?? '');
  const [keptIds, setKeptIds] = useState(() => saved?.files.map((file) => file.id) ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const uploads = await uploadsOf(files);
    if (!uploads) return setProblem(t`A file could not be read. Please choose it again.`);
    setProblem(null);
    save.mutate(
      { lessonId: lesson.lessonId, body: { body, keepFileIds: keptIds, files: uploads } },
      {
        onSuccess: () => {
          notifySuccess(t`The lesson notes are saved.`);
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <MarkdownEditor label={t`What was done in this lesson`} value={body} onChange={setBody} maxLength={LESSON_NOTE_MAX} />
      <KeptFiles files={saved?.files ?? []} keptIds={keptIds} onChange={setKeptIds} />
      <AttachmentsField files={files} onChange={setFiles} maxFiles={Math.max(0, HOMEWORK_FILES_MAX - keptIds.length)} />
      <FormError message={problem ?? writeErrorMessage(save.error)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'md', 'h-11')}>
          <Trans>Save the notes</Trans>
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'md', 'h-11')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
