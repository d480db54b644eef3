import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Clock, MapPin, X } from 'lucide-react';
import type { TLesson } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { lessonColors } from '../lesson-colors';
import { describeLessonPlace, describeLessonTime } from '../lesson-rules';

type Props = { lesson: TLesson | null; onClose: () => void };

/** A lesson's details; a click outside, Escape or the close button closes it. */
export function LessonDialog({ lesson, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={lesson !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        {lesson ? (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
            <div className="flex items-start justify-between gap-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="h-10 w-1.5 rounded-full"
                  style={{ backgroundColor: lessonColors(lesson.color).border }}
                />
                <Dialog.Title className="text-lg font-semibold text-slate-900">{lesson.matiere_titre}</Dialog.Title>
              </div>
              <Dialog.Close className={buttonClass('ghost', 'icon', '-mt-2 -mr-2 size-9')} aria-label={t`Close`}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description asChild>
              <div className="mt-4 flex flex-col gap-2.5 text-sm text-slate-700">
                <p className="flex items-center gap-2.5">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  {describeLessonTime(lesson)}
                </p>
                <p className="flex items-center gap-2.5">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  {describeLessonPlace(lesson)}
                </p>
              </div>
            </Dialog.Description>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
