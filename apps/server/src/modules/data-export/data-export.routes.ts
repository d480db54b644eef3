import { dataExportPaths } from '@carnet/contract/data-export-paths';
import { callerLanguage } from '../../i18n/caller-language';
import type { App } from '../../types';
import { exportOwnFamily } from './data-export.service';
import { sendExport } from './export-reply';

/**
 * Right of access (decision 077): a parent downloads everything Carnet holds about the family. Heavy, and
 * it writes audit lines: a GET counted as a write, so the writes per user limit it like downloads.
 */
export async function dataExportRoutes(app: App) {
  const { db, config } = app.deps;
  app.get(
    dataExportPaths.mine,
    {
      config: { roles: ['ROLE_PARENT'], countsAsWrite: true },
      schema: { tags: ['family'], produces: ['application/zip'] },
    },
    async (request, reply) => {
      const language = callerLanguage(request, config.defaultLanguage);
      const exported = await exportOwnFamily(db, request.actor, language, app.deps.now());
      return sendExport(reply, exported);
    },
  );
}
