import {
  STAFF_ROLES,
  ZApiError,
  ZConductQuery,
  ZCreated,
  ZEditConcern,
  ZIdParams,
  ZNewConcern,
  ZOk,
  ZStaffConcerns,
  conductPaths,
} from '@carnet/contract';
import type { App } from '../../types';
import { editConcern, withdrawConcern } from './concern-edits.staff.service';
import { listStaffConcerns, raiseConcern } from './concerns.staff.service';

/** Concerns raised by staff (decision 070): the parents are told, and the staff see their acknowledgement. */
export async function concernsStaffRoutes(app: App) {
  const { db } = app.deps;
  const staff = { roles: [...STAFF_ROLES] };
  const tags = ['staff'];

  app.get(
    conductPaths.concerns,
    { config: staff, schema: { tags, querystring: ZConductQuery, response: { 200: ZStaffConcerns } } },
    async (request) => listStaffConcerns(db, request.actor, request.query.childId),
  );
  app.post(
    conductPaths.concerns,
    { config: staff, schema: { tags, body: ZNewConcern, response: { 200: ZCreated, 400: ZApiError, 404: ZApiError } } },
    async (request) => raiseConcern(db, request.actor, request.body),
  );
  const refusals = { 400: ZApiError, 404: ZApiError };
  app.patch(
    conductPaths.concern,
    { config: staff, schema: { tags, params: ZIdParams, body: ZEditConcern, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await editConcern(db, request.actor, request.params.id, request.body);
      return { success: true as const };
    },
  );
  app.delete(
    conductPaths.concern,
    { config: staff, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...refusals } } },
    async (request) => {
      await withdrawConcern(db, request.actor, request.params.id);
      return { success: true as const };
    },
  );
}
