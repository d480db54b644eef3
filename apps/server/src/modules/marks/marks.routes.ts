import { ZApiError, ZChildMarks, ZChildMarksQuery, ZHomeworkChildParams, marksPaths } from '@carnet/contract';
import type { App } from '../../types';
import { getChildMarks } from './marks.service';

/** The family's marks (decision 114): parents and students, each from their own release. */
export async function marksRoutes(app: App) {
  const { db } = app.deps;
  const tags = ['marks'];
  const clock = () => ({ now: app.deps.now(), timeZone: app.deps.config.schoolTimeZone });
  app.get(
    marksPaths.child,
    {
      schema: {
        tags,
        params: ZHomeworkChildParams,
        querystring: ZChildMarksQuery,
        response: { 200: ZChildMarks, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getChildMarks(db, request.actor, request.params.childId, request.query.termId, clock()),
  );
}
