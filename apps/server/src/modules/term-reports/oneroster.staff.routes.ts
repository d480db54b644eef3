import { OFFICE_ROLES, ZApiError, ZIdText, staffMarksPaths } from '@carnet/contract';
import * as z from 'zod/mini';
import { sendFile } from '../../lib/download';
import type { App } from '../../types';
import { oneRosterZip } from './oneroster';
import { termOrThrow } from './term-reports.staff.service';

const ZTermParams = z.strictObject({ termId: ZIdText });

/** The office exports a term's gradebook as OneRoster 1.2 CSV in a zip (decision 114). */
export async function oneRosterStaffRoutes(app: App) {
  const { db } = app.deps;
  app.get(
    staffMarksPaths.oneRoster,
    {
      config: { roles: [...OFFICE_ROLES] },
      schema: { tags: ['staff'], params: ZTermParams, response: { 400: ZApiError, 404: ZApiError } },
    },
    async (request, reply) => {
      const term = await termOrThrow(db, request.params.termId);
      const bytes = Buffer.from(await oneRosterZip(db, term, app.deps.now()));
      const name = `oneroster-${term.school_year}-${term.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.zip`;
      sendFile(reply, { name, media_type: 'application/zip', bytes }, name);
      return reply;
    },
  );
}
