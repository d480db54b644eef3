import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './i18n/validation';
import { areaModules } from './modules';
import { compressionPlugin } from './plugins/compression';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { guardPlugin } from './plugins/guard';
import { jobsPlugin } from './plugins/jobs';
import { livePlugin } from './live/live-plugin';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { noStorePlugin } from './plugins/no-store';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { refuseNulPlugin } from './plugins/refuse-nul';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { writeLimitsPlugin } from './plugins/write-limits';
import { xsrfPlugin } from './plugins/xsrf';
import { fastifyTrustProxy } from './config';
import type { App, AppDeps } from './types';

/** JSON bodies are small forms; certificate uploads (multipart) have their own, larger limit. */
const JSON_BODY_LIMIT = 256 * 1024;

export type BuildOptions = {
  logger?: boolean;
  /** Where the JSON log lines go (stdout by default); the tests read the security events from it. */
  logStream?: { write: (line: string) => void };
};

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Bad URLs are refused before any route or hook: answered in the API's own shape.
    frameworkErrors: answerFrameworkError,
    // One line per request only when debugging: at the load we expect, it would be most of the log.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel) }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(noStorePlugin);
  await app.register(refuseNulPlugin);
  await app.register(loadSheddingPlugin);
  await app.register(securityHeadersPlugin);
  // Cookies are read before the guard: the live stream's token may come in one (decision 103); XSRF reads its own.
  await app.register(cookie);
  await app.register(guardPlugin);
  await app.register(xsrfPlugin);
  await app.register(writeLimitsPlugin);
  await app.register(openApiPlugin);
  await app.register(jobsPlugin);
  await app.register(compressionPlugin);
  await app.register(livePlugin);
  for (const registerArea of areaModules) await app.register(registerArea);
  await app.register(spaPlugin);
  return app;
}
