import { ZTermEventList, ZThisTerm, previousSchoolYearStart, schoolYearLabelFrom, apiPaths } from '@carnet/contract';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { getThisTerm, listTermEvents } from './terms.service';

/** School calendar: any signed-in user. */
export async function termsRoutes(app: App) {
  const { db } = app.deps;

  app.get(apiPaths.thisTerm, { schema: { tags: ['terms'], response: { 200: ZThisTerm } } }, async () =>
    getThisTerm(db, schoolToday(app.deps)),
  );

  // The current and previous school year (and later ones already published): older calendars are of no use to a family.
  app.get(apiPaths.terms, { schema: { tags: ['terms'], response: { 200: ZTermEventList } } }, async () =>
    listTermEvents(db, schoolYearLabelFrom(previousSchoolYearStart(schoolToday(app.deps)))),
  );
}
