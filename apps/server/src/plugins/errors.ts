import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TErrorCode, TLanguage } from '@carnet/contract';
import { callerLanguage } from '../i18n/caller-language';
import { type MessageKey, type MessageParams, translate } from '../i18n/translate';
import { isZodIssue, issueDetail } from '../i18n/validation';
import { AppError } from '../lib/app-error';
import { findCaller } from './guard';
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

/** Fastify's own refusals of a body, by code, with their texts in the catalogs; any other 4xx gets a plain refusal. */
const FRAMEWORK_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLengthMismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJsonBody',
};

const languageOf = (request: FastifyRequest) => callerLanguage(request, request.server.deps.config.defaultLanguage);

/** The body of every error answer: the code never changes, the message is in the caller's language. */
const answer = (code: TErrorCode, key: MessageKey, language: TLanguage, params?: MessageParams) => ({
  code,
  message: translate(key, language, params),
});

/**
 * Errors Fastify meets before a route is found (given as its `frameworkErrors` option): a URL that is
 * not valid percent-encoding, a path segment longer than the router admits. They are answered here
 * because no hook runs for them, in the API's own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const isInput = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!isInput) request.log.error({ err: error }, 'router error');
  const language = languageOf(request);
  void reply
    .status(isInput ? 400 : 500)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(isInput ? answer('VALIDATION_ERROR', 'request.invalidUrl', language) : answer('INTERNAL', 'request.internal', language));
}

/** 'Invalid body.language: ...': where the first issue is, and what is wrong there. */
function validationAnswer(error: FastifyError, language: TLanguage) {
  const first = error.validation?.[0];
  // The body as a whole is '/': 'Invalid body: ...', not 'Invalid body.: ...'.
  const path = first?.instancePath && first.instancePath !== '/' ? first.instancePath.replaceAll('/', '.') : '';
  const where = `${error.validationContext ?? 'request'}${path}`;
  const issue = first?.params.issue;
  const detail = isZodIssue(issue) ? issueDetail(issue, language) : translate('request.badValue', language);
  return answer('VALIDATION_ERROR', 'request.invalid', language, { where, detail });
}

/** One error handler: `{code, message}` with the right status; 5xx never shows internals. */
export const errorsPlugin = fp(async (app: App) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(answer(error.code, error.messageKey, language, error.params));
    }
    if (error.validation) return reply.status(400).send(validationAnswer(error, language));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = FRAMEWORK_MESSAGES[error.code] ?? 'request.refused';
      return reply.status(status).send(answer(CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR', key, language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(answer('INTERNAL', 'request.internal', language));
  });

  // No route, so no guard ran: the caller, if the request carries a valid token, is looked up here.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const caller = path.startsWith('/api/') ? await findCaller(app, request) : null;
    const language = callerLanguage(request, app.deps.config.defaultLanguage, caller?.language ?? null);
    return reply.status(404).send(answer('NOT_FOUND', 'request.noRoute', language, { method: request.method, path }));
  });
});
