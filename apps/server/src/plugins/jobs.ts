import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from '../jobs/job-worker';
import { emailJobHandler } from '../mail/mail-queue';
import { createMailTransport } from '../mail/mail-transport';
import { deliveryContextOf } from '../modules/notifications/delivery-context';
import { digestJobHandler, scheduleNextDigest } from '../modules/notifications/digest';
import { unsubscribeKeyFrom } from '../modules/notifications/unsubscribe-token';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process worker of the jobs table: wake it after a commit that queued work. */
    jobs: JobWorker;
  }
}

/**
 * The job worker runs in every server process: they share the jobs table safely (jobs/job-claim), so
 * a school needs no second service. It polls every JOBS_POLL_MS; 0 leaves it to the caller (the API
 * tests run it by hand with `app.jobs.runDue()`).
 */
export const jobsPlugin = fp(async (app: App) => {
  const { db, engine, config, tokens, now } = app.deps;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const delivery = deliveryContextOf(app.deps, unsubscribeKeyFrom(tokens.sealKey));
  const worker = createJobWorker({
    db,
    engine,
    handlers: {
      email: emailJobHandler(transport, tokens.sealKey, config.mailFrom),
      digest: digestJobHandler(db, delivery),
    },
    log: app.log,
    now,
    pollMs: config.jobsPollMs,
  });
  app.decorate('jobs', worker);
  app.addHook('onReady', async () => {
    app.log.info(`e-mail goes to ${transport.describe}`);
    // The daily digest (issue 19) is one waiting job; each run schedules the next.
    await scheduleNextDigest(db, delivery);
    worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});
