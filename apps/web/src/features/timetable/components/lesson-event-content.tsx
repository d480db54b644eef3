import { Trans } from '@lingui/react/macro';
import type { TLesson } from '@carnet/contract';
import { lessonHint } from '../lesson-rules';

/** One lesson in the grid: the short title, and on wide screens the group and the hall; hovering names the course and teacher. */
export function LessonEventContent({ lesson }: { lesson: TLesson }) {
  const hall = lesson.hallName;
  return (
    <div title={lessonHint(lesson)} className="flex h-full flex-col gap-0.5 overflow-hidden px-1.5 py-1 text-xs leading-tight">
      <span className="truncate font-semibold">{lesson.matiere_titrecourt}</span>
      <span className="hidden truncate text-slate-700 lg:block">{lesson.groupName}</span>
      <span className="hidden truncate text-slate-700 lg:block">
        <Trans>Hall {hall}</Trans>
      </span>
    </div>
  );
}
