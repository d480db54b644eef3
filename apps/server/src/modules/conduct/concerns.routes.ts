import { ZIdParams, ZOk, apiPaths } from '@carnet/contract';
import type { App } from '../../types';
import { acknowledgeConcern } from './concerns.service';

export async function concernsRoutes(app: App) {
  const { db } = app.deps;

  // A GET that writes, as the spec's client calls it; acknowledging is idempotent, so a repeat is harmless.
  app.get(
    apiPaths.acknowledgeConcern(':id'),
    { config: { roles: ['ROLE_PARENT'], countsAsWrite: true }, schema: { tags: ['child'], params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await acknowledgeConcern(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
