import { lazy, Suspense } from 'react';
import { ChildInfoPage } from '../features/child/child-info-page';

// The day's lesson notes belong to the homework (features/homework), with its own texts: loaded after the page's first paint.
const LessonNotesToday = lazy(() => import('../features/homework/lesson-notes-section').then((m) => m.loadLessonNotesToday()));

/**
 * /childinfo: the child's page with today's lessons and their notes above its tabs (decision 110). It
 * lives in app/ because it composes two features, and a feature never imports another.
 */
export function ChildInfoRoute() {
  return (
    <ChildInfoPage
      aboveTabs={(childId, isParent) => (
        <Suspense fallback={null}>
          <LessonNotesToday childId={childId} canTick={!isParent} />
        </Suspense>
      )}
    />
  );
}
