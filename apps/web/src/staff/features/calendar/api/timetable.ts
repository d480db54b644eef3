import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarPaths,
  staffPaths,
  ZAudienceChoices,
  ZDeletedCount,
  ZLessonSeriesCreated,
  ZLessonsWeek,
  ZOk,
  ZStaffLesson,
  type TLessonChange,
  type TLessonSeriesInput,
} from '@carnet/contract';
import { api } from '../../../../lib/api-client';
import { withErrorShownInPlace } from '../../../../lib/query-client';
import { notifySuccess } from '../../../../lib/toast';

const lessonsKey = ['staff', 'lessons'] as const;

/** The teaching groups to choose from: the audience picker's list (GET /api/staff/audience/choices). */
export function useTeachingGroups() {
  return useQuery(
    withErrorShownInPlace(
      queryOptions({
        queryKey: ['staff', 'audience-choices'],
        queryFn: ({ signal }) => api.get(staffPaths.audienceChoices, ZAudienceChoices, signal),
        select: (choices) => choices.teachingGroups,
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
  );
}

/** GET /api/staff/timetable/lessons?subjectId=&week=: one teaching group's lessons of one week. */
export function useGroupLessons(subjectId: number | null, monday: string) {
  return useQuery({
    ...withErrorShownInPlace(
      queryOptions({
        queryKey: [...lessonsKey, subjectId, monday],
        queryFn: ({ signal }) => api.get(`${calendarPaths.lessons}?subjectId=${subjectId}&week=${monday}`, ZLessonsWeek, signal),
        meta: { errorMessage: msg`Error loading data.` },
      }),
    ),
    enabled: subjectId !== null,
    placeholderData: keepPreviousData,
  });
}

function useLessonsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, done: ReturnType<typeof msg>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lessonsKey });
      notifySuccess(i18n._(done));
    },
  });
}

/** POST /api/staff/timetable/series: the lessons of every matching school day; a clash is refused (409). */
export const useCreateSeries = () =>
  useLessonsMutation((input: TLessonSeriesInput) => api.post(calendarPaths.series, ZLessonSeriesCreated, input), msg`Lessons created`);

export const useChangeLesson = () =>
  useLessonsMutation(
    ({ id, change }: { id: number; change: TLessonChange }) => api.patch(calendarPaths.lesson(id), ZStaffLesson, change),
    msg`Lesson changed`,
  );

export const useCancelLesson = () =>
  useLessonsMutation((id: number) => api.post(calendarPaths.cancelLesson(id), ZOk, {}), msg`Lesson cancelled`);

export const useDeleteFutureOfSeries = () =>
  useLessonsMutation(
    (seriesId: number) => api.post(calendarPaths.deleteFutureOfSeries(seriesId), ZDeletedCount, {}),
    msg`Future lessons deleted`,
  );
