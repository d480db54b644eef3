import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from '../jobs/job-worker';
import { emailJobHandler } from '../mail/mail-queue';
import { createMailTransport } from '../mail/mail-transport';
import { pushJobHandler } from '../push/push-send';
import { resolveVapidKeys } from '../push/vapid-keys';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process worker of the jobs table: wake it after a commit that queued work. */
    jobs: JobWorker;
    /** The school's public VAPID key, which browsers subscribe with (GET /api/push/key). */
    vapidPublicKey: string;
  }
}

/**
 * The job worker runs in every server process: they share the jobs table safely (jobs/job-claim), so
 * a school needs no second service. It sends e-mail and pushes itself; every other kind of work is
 * registered by its module (`app.jobs.register`, decision 087), so this plugin imports no module. It polls every JOBS_POLL_MS; 0 leaves it to the caller (the API
 * tests run it by hand with `app.jobs.runDue()`).
 */
export const jobsPlugin = fp(async (app: App) => {
  const { db, engine, config, mailKeys, now } = app.deps;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  // Resolved at start (made once into DATA_DIR when the environment gives none): a bad key file stops the start.
  const vapid = resolveVapidKeys(config);
  const push = pushJobHandler({
    db,
    mailKeys,
    vapid: { subject: config.vapidSubject, ...vapid },
    now,
    allowsLocalHttp: config.pushAllowsLocalHttp,
  });
  const worker = createJobWorker({
    db,
    engine,
    handlers: {
      email: emailJobHandler(transport, mailKeys, config.mailFrom),
      push,
    },
    log: app.log,
    now,
    pollMs: config.jobsPollMs,
  });
  app.decorate('jobs', worker);
  app.decorate('vapidPublicKey', vapid.publicKey);
  app.addHook('onReady', async () => {
    app.log.info(
      `e-mail goes to ${transport.describe}, sealed while queued with the mail key ${mailKeys.current.id} of ${mailKeys.source}`,
    );
    app.log.info(
      `push signs with the VAPID key ${config.vapidKeys ? 'of the environment' : `in ${config.dataDir}/vapid-keys.json`} as ${config.vapidSubject}`,
    );
    // The modules' scheduled work (the digest, retention) is made waiting before the worker looks.
    await worker.scheduleAll();
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
    push.close();
  });
});
