import {
  STAFF_ROLES,
  ZApiError,
  ZConductEntries,
  ZConductPupils,
  ZConductQuery,
  ZCreated,
  ZEditConductEntry,
  ZIdParams,
  ZOk,
  ZNewConductEntry,
  conductPaths,
} from '@carnet/contract';
import { reachablePupils } from '../../lib/staff-pupils';
import type { App } from '../../types';
import { editConduct, withdrawConduct } from './conduct-edits.staff.service';
import { listConduct, writeConduct } from './conduct.staff.service';

/** Conduct written by staff (decision 084): a teacher for their groups' pupils, the office for all. */
export async function rewardsStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const tags = ['staff'];

  app.get(conductPaths.pupils, { config: staff, schema: { tags, response: { 200: ZConductPupils } } }, async (request) => {
    const rows = await reachablePupils(db, request.actor)
      .orderBy('children.class_name')
      .orderBy('children.last_name')
      .orderBy('children.first_name')
      .execute();
    return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, className: r.class_name }));
  });
  app.get(
    conductPaths.entries,
    { config: staff, schema: { tags, querystring: ZConductQuery, response: { 200: ZConductEntries } } },
    async (request) => listConduct(db, request.actor, request.query.childId),
  );
  app.post(
    conductPaths.entries,
    { config: staff, schema: { tags, body: ZNewConductEntry, response: { 200: ZCreated, 400: ZApiError, 404: ZApiError } } },
    async (request) => writeConduct(db, request.actor, request.body),
  );
  const refusals = { 400: ZApiError, 404: ZApiError };
  app.patch(
    conductPaths.entry,
    { config: staff, schema: { tags, params: ZIdParams, body: ZEditConductEntry, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await editConduct(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
  app.delete(
    conductPaths.entry,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await withdrawConduct(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
