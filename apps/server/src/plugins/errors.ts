import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorCode } from '@carnet/contract';
import { AppError } from '../lib/app-error';
import type { App } from '../types';

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION_ERROR',
  409: 'VALIDATION_ERROR',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'OVERLOADED',
};

/**
 * Errors Fastify meets before a route is found (given as its `frameworkErrors` option): a URL that is
 * not valid percent-encoding, a path segment longer than the router admits. They are answered here
 * because no hook runs for them, in the API's own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const isInput = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!isInput) request.log.error({ err: error }, 'router error');
  void reply
    .status(isInput ? 400 : 500)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(isInput ? { code: 'VALIDATION_ERROR', message: 'Invalid URL' } : { code: 'INTERNAL', message: 'Internal server error' });
}

/** One error handler: `{code, message}` with the right status; 5xx never shows internals. */
export const errorsPlugin = fp(async (app: App) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = `${error.validationContext ?? 'request'}${issue?.instancePath ? issue.instancePath.replaceAll('/', '.') : ''}`;
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: `Invalid ${where}: ${issue?.message ?? 'bad value'}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
});
