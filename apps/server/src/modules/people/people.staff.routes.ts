import {
  OFFICE_ROLES,
  ZCreated,
  ZIdParams,
  ZListQuery,
  ZOk,
  ZStaffAccountList,
  ZTeacherPage,
  ZTeacherRequest,
  peoplePaths,
} from '@carnet/contract';
import { logSecurityEvent } from '../../lib/security-log';
import type { App } from '../../types';
import { listStaffAccounts, setAccountActive } from './accounts.service';
import { createTeacher, listTeachers, setTeacherActive, updateTeacher } from './teachers.service';

const office = { roles: [...OFFICE_ROLES] };
const tags = ['staff'];
const ok = { success: true as const };

/** Teachers and staff accounts, and (de)activating any account but one's own. */
export async function peopleStaffRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    peoplePaths.teachers,
    { config: office, schema: { tags, querystring: ZListQuery, response: { 200: ZTeacherPage } } },
    async (request) => listTeachers(db, request.query),
  );
  app.post(
    peoplePaths.teachers,
    { config: office, schema: { tags, body: ZTeacherRequest, response: { 200: ZCreated } } },
    async (request) => createTeacher(db, request.actor, request.body),
  );
  app.patch(
    peoplePaths.teacher(':id'),
    { config: office, schema: { tags, params: ZIdParams, body: ZTeacherRequest, response: { 200: ZOk } } },
    async (request) => {
      await updateTeacher(db, request.actor, request.params.id, request.body);
      return ok;
    },
  );
  app.get(peoplePaths.staffAccounts, { config: office, schema: { tags, response: { 200: ZStaffAccountList } } }, async () =>
    listStaffAccounts(db),
  );

  const toggles = [
    [peoplePaths.teacherDeactivate(':id'), false, setTeacherActive],
    [peoplePaths.teacherReactivate(':id'), true, setTeacherActive],
  ] as const;
  for (const [path, isActive, setActive] of toggles) {
    app.post(path, { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } }, async (request) => {
      await setActive(db, request.actor, request.params.id, isActive);
      return ok;
    });
  }
  // An account's state is a security event too: who can sign in changed.
  const accountToggles = [
    [peoplePaths.accountDeactivate(':id'), false, 'account_deactivated'],
    [peoplePaths.accountReactivate(':id'), true, 'account_reactivated'],
  ] as const;
  for (const [path, isActive, event] of accountToggles) {
    app.post(path, { config: office, schema: { tags, params: ZIdParams, response: { 200: ZOk } } }, async (request) => {
      const changed = await setAccountActive(db, request.actor, request.params.id, isActive);
      if (changed) logSecurityEvent(request, event, { userId: request.actor.userId, accountId: request.params.id });
      return ok;
    });
  }
}
