import { STAFF_ROLES, ZApiError, ZCahierQuery, ZIdText, staffHomeworkPaths } from '@carnet/contract';
import * as z from 'zod/mini';
import { callerLanguage } from '../../i18n/caller-language';
import { translate } from '../../i18n/translate';
import { sendFile } from '../../lib/download';
import { schoolToday } from '../../lib/school-day';
import type { App } from '../../types';
import { cahierWindow, loadCahierForPdf } from './cahier-pdf-data';
import { cahierPdf } from './cahier-pdf';

const ZGroupParams = z.strictObject({ groupId: ZIdText });

/**
 * The cahier de textes as a PDF (decision 111): a teacher prints their own groups, the
 * office any group, archived ones included; in the caller's language; the school year of today by default.
 */
export async function cahierPdfStaffRoutes(app: App) {
  const { db, config } = app.deps;
  app.get(
    staffHomeworkPaths.cahierPdf,
    {
      config: { roles: [...STAFF_ROLES] },
      schema: { tags: ['staff'], params: ZGroupParams, querystring: ZCahierQuery, response: { 400: ZApiError, 404: ZApiError } },
    },
    async (request, reply) => {
      const today = schoolToday(app.deps);
      const window = cahierWindow(request.query, today);
      const cahier = await loadCahierForPdf(db, request.actor, request.params.groupId, window);
      const language = callerLanguage(request, config.defaultLanguage);
      const bytes = await cahierPdf(cahier, { language, schoolName: config.schoolName, today });
      const name = `${translate('cahier.fileName', language, { group: cahier.group.teachingGroup, ...window })}.pdf`;
      sendFile(reply, { name, media_type: 'application/pdf', bytes }, name);
      return reply;
    },
  );
}
