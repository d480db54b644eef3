import { Trans, useLingui } from '@lingui/react/macro';
import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TStaffLessonEntry } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { RichText } from '../../../../components/rich-text';
import { formatInstantTime, formatLongDate, formatTimeOfDay, formatWeekday } from '../../../../lib/dates';
import { AttachmentList } from '../../../components/attachment-list';
import { getHomeworkFile } from '../api/homework-file';
import { HomeworkForm, type SavedOutcome } from './homework-form';
import { NoteEditor } from './note-editor';

type Props = { groupId: number; lesson: TStaffLessonEntry; isReadOnly: boolean; onSaved: (outcome: SavedOutcome) => void };

/** One lesson of the cahier: when and where, its note (or none yet), and the note's editor and "Set homework" from it. */
export function LessonEntry({ groupId, lesson, isReadOnly, onSaved }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<'note' | 'homework' | null>(null);
  const when = `${formatWeekday(lesson.date)} ${formatLongDate(lesson.date)}`;
  const hours = `${formatTimeOfDay(lesson.startHour)} – ${formatTimeOfDay(lesson.endHour)}`;
  const { note } = lesson;
  const savedAt = note ? formatInstantTime(note.updatedAt) : null;
  const savedOn = note ? formatLongDate(note.updatedAt) : '';
  const author = note?.authorName ?? '';
  return (
    <li className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <div>
        <h3 className="font-semibold text-slate-900 first-letter:uppercase">{when}</h3>
        <p className="text-sm text-slate-600">{lesson.hallName ? `${hours} · ${lesson.hallName}` : hours}</p>
      </div>
      {editing === 'note' ? (
        <NoteEditor groupId={groupId} lesson={lesson} onDone={() => setEditing(null)} />
      ) : note && (note.body.trim() || note.files.length > 0) ? (
        <div className="grid gap-2">
          <RichText text={note.body} className="text-sm text-slate-800" />
          <AttachmentList files={note.files} getFile={getHomeworkFile} />
          <p className="text-xs text-slate-500">{savedAt ? t`Written by ${author}, ${savedOn} at ${savedAt}` : t`Written by ${author}`}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-500 italic">
          <Trans>No notes yet</Trans>
        </p>
      )}
      {editing === 'homework' ? (
        <HomeworkForm
          groupId={groupId}
          setInLesson={lesson}
          onDone={(outcome) => {
            setEditing(null);
            if (outcome) onSaved(outcome);
          }}
        />
      ) : null}
      {!isReadOnly && editing === null ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setEditing('note')} className={buttonClass('secondary', 'sm', 'h-10')}>
            <NotebookPen aria-hidden="true" className="size-4" />
            {note ? <Trans>Edit the notes</Trans> : <Trans>Write the notes</Trans>}
            <span className="sr-only">{`, ${when}, ${hours}`}</span>
          </button>
          <button type="button" onClick={() => setEditing('homework')} className={buttonClass('secondary', 'sm', 'h-10')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Set homework</Trans>
            <span className="sr-only">{`, ${when}, ${hours}`}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
