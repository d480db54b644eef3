import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLessonNotePath, type TLessonNoteRequest } from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { staffHomeworkKeys } from './homework-keys';

/** Any answer: the cahier is asked again for the note as saved. */
const anyAnswer = { parse: (data: unknown) => data };

/** PUT /api/staff/homework/lessons/:lessonId/note: writes (or rewrites) the lesson's note; the group's cahier is asked again. */
export function useSaveLessonNote(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: number; body: TLessonNoteRequest }) =>
      api.put(staffLessonNotePath(lessonId), anyAnswer, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffHomeworkKeys.group(groupId) }),
  });
}
