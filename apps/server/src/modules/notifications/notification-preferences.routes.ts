import * as z from 'zod';
import { notificationPreferencesPaths, ZApiError, ZNotificationPreferences, ZUpdateNotificationPreferencesRequest } from '@carnet/contract';
import type { App } from '../../types';
import { mailContextOf } from '../../mail/mail-context';
import { attachDelivery } from './delivery-context';
import { digestJobHandler, scheduleNextDigest } from './digest';
import { confirmPage, donePage } from './one-click-page';
import { applyOneClick, openOneClickLink } from './one-click.service';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.service';

const tags = ['notifications'];
const ZTokenParams = z.strictObject({ token: z.string().min(1).max(200) });
const ZHtml = z.string().describe('An HTML page');

/** Each family account's notification preferences, and the one-click links of e-mail (decision 071). */
export async function notificationPreferencesRoutes(app: App) {
  const { db } = app.deps;
  const ctx = mailContextOf(app.deps);
  // From here on, what is published on this database is also delivered by e-mail (modules/notifications/notify).
  attachDelivery(db, ctx);
  // The daily digest is one waiting job; each run schedules the next (decision 071).
  app.jobs.register('digest', digestJobHandler(db, ctx), () => scheduleNextDigest(db, ctx));

  app.get(notificationPreferencesPaths.mine, { schema: { tags, response: { 200: ZNotificationPreferences } } }, async (request) =>
    getNotificationPreferences(db, request.actor, ctx.digestTime),
  );

  app.put(
    notificationPreferencesPaths.mine,
    { schema: { tags, body: ZUpdateNotificationPreferencesRequest, response: { 200: ZNotificationPreferences, 400: ZApiError } } },
    async (request) => updateNotificationPreferences(db, request.actor, request.body, { now: ctx.now(), digestTime: ctx.digestTime }),
  );

  // RFC 8058 POSTs `List-Unsubscribe=One-Click` as a form; only this route reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const oneClickPath = notificationPreferencesPaths.oneClick(':token');
  app.get(
    oneClickPath,
    { config: { isPublic: true }, schema: { tags, security: [], params: ZTokenParams, response: { 200: ZHtml, 404: ZApiError } } },
    async (request, reply) => {
      const link = await openOneClickLink(db, ctx, request.params.token);
      return reply.type('text/html; charset=utf-8').send(confirmPage(link.language, link.target));
    },
  );

  // Public and without the XSRF token: the mail provider posts it with no session; the token is the proof.
  app.post(
    oneClickPath,
    { config: { isPublic: true }, schema: { tags, security: [], params: ZTokenParams, response: { 200: ZHtml, 404: ZApiError } } },
    async (request, reply) => {
      const link = await openOneClickLink(db, ctx, request.params.token);
      await applyOneClick(db, ctx, link);
      return reply.type('text/html; charset=utf-8').send(donePage(link.language, link.target));
    },
  );
}
