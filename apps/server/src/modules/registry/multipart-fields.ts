import multipart from '@fastify/multipart';
import { AppError, badRequest } from '../../lib/app-error';
import type { App } from '../../types';

type FieldsOptions = { maxFieldChars: number; maxFields: number };

/** Room for the other small fields and the multipart boundaries and headers around them. */
const ENVELOPE_BYTES = 16 * 1024;

const errorCode = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Makes this (encapsulated) scope accept multipart/form-data made of text fields only, as the
 * certificate upload sends them, and nothing else. The fields become `request.body` before the
 * zod schema validates it. Busboy only truncates an over-long field, so a truncated one is
 * refused here rather than stored as a cut file.
 */
export async function acceptMultipartFields(scope: App, options: FieldsOptions): Promise<void> {
  // Without a JSON parser, any other content type answers 415 before a byte is read.
  scope.removeAllContentTypeParsers();
  await scope.register(multipart, {
    limits: { fieldSize: options.maxFieldChars, fields: options.maxFields, files: 0, parts: options.maxFields, fieldNameSize: 100 },
  });

  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data');
    if (Number(request.headers['content-length']) > options.maxFieldChars + ENVELOPE_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large');
    }
    // No prototype: a field name can never reach Object.prototype.
    const body: Record<string, string> = Object.create(null);
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'field' || typeof part.value !== 'string')
          throw badRequest(`Invalid body.${part.fieldname}: expected a text field`);
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too large`);
        if (Object.hasOwn(body, part.fieldname)) throw badRequest(`Invalid body.${part.fieldname}: sent twice`);
        body[part.fieldname] = part.value;
      }
    } catch (error) {
      if (errorCode(error) === 'FST_FILES_LIMIT') throw badRequest('Invalid body: send text fields, not file parts');
      if (errorCode(error) === 'FST_FIELDS_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT')
        throw badRequest('Invalid body: too many fields');
      throw error;
    }
    request.body = body;
  });
}
