import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { MessageKey, ParamsOf } from '../../i18n/translate';
import { AppError, badRequest } from '../../lib/app-error';
import type { App } from '../../types';

/** The text fields a form may send, each with the most bytes its value may hold. */
export type FieldCaps = Readonly<Record<string, number>>;

/** Room for the multipart boundaries and part headers around the fields. */
const ENVELOPE_BYTES = 16 * 1024;

/** How long a refused upload's connection stays half-open, so the client reads the answer before it closes. */
const LINGER_MS = 2000;

const tooLarge = <Key extends MessageKey>(key: Key, ...params: ParamsOf<Key>) => new AppError('PAYLOAD_TOO_LARGE', key, ...params);
const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '');

/**
 * Reads a multipart body of text fields, counting its bytes as they arrive: Content-Length is only
 * what the sender claims, and a chunked body has none. Past `maxBodyBytes` in all, or past its own
 * cap in one field, reading stops at once and the upload is refused; so at most `maxBodyBytes` of a
 * request are ever held, however many fields it sends.
 */
function readFields(
  payload: Readable,
  headers: IncomingHttpHeaders,
  caps: FieldCaps,
  maxBodyBytes: number,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    if (Number(headers['content-length']) > maxBodyBytes) return reject(tooLarge('upload.tooLarge'));
    const fieldCount = Object.keys(caps).length;
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: headers as BusboyHeaders,
        limits: { fieldSize: Math.max(...Object.values(caps)), fields: fieldCount, parts: fieldCount, files: 0, fieldNameSize: 100 },
      });
    } catch {
      return reject(badRequest('upload.noBoundary'));
    }
    // No prototype: a field name can never reach Object.prototype.
    const body: Record<string, string> = Object.create(null);
    let bytes = 0;
    let isSettled = false;
    const settle = (error?: AppError) => {
      if (isSettled) return;
      isSettled = true;
      payload.off('data', count);
      payload.unpipe(parser);
      if (error) reject(error);
      else resolve(body);
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBodyBytes) settle(tooLarge('upload.tooLarge'));
    };
    parser.on('field', (name: string, value: string, isNameTruncated: boolean, isValueTruncated: boolean) => {
      const cap = caps[name];
      if (cap === undefined || isNameTruncated) return settle(badRequest('upload.unknownField', { field: name }));
      if (isValueTruncated || Buffer.byteLength(value) > cap) return settle(tooLarge('upload.fieldTooLarge', { field: name }));
      if (Object.hasOwn(body, name)) return settle(badRequest('upload.fieldSentTwice', { field: name }));
      body[name] = value;
    });
    parser.on('filesLimit', () => settle(badRequest('upload.fileParts')));
    parser.on('fieldsLimit', () => settle(badRequest('upload.tooManyFields')));
    parser.on('partsLimit', () => settle(badRequest('upload.tooManyFields')));
    // No closing boundary, a part without headers, a body cut short: the sender's mistake.
    parser.on('error', () => settle(badRequest('upload.malformed')));
    parser.on('finish', () => settle());
    payload.on('error', () => settle(badRequest('upload.interrupted')));
    payload.on('data', count);
    payload.pipe(parser);
  });
}

/**
 * Makes this (encapsulated) scope accept multipart/form-data made of the text fields in `caps`
 * only, as the certificate upload sends them, and nothing else. The fields become `request.body`
 * before the zod schema validates it.
 */
export async function acceptMultipartFields(scope: App, caps: FieldCaps): Promise<void> {
  const maxBodyBytes = Object.values(caps).reduce((sum, cap) => sum + cap, ENVELOPE_BYTES);
  const refusals = new WeakMap<FastifyRequest, unknown>();
  // Without a JSON parser, any other content type answers 415 before a byte is read.
  scope.removeAllContentTypeParsers();
  // A refusal is kept for preValidation rather than thrown here: Fastify closes the connection at
  // once after a parser's error, which can reset it before the client reads the answer (below).
  scope.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    try {
      return await readFields(payload, request.headers, caps, maxBodyBytes);
    } catch (error) {
      refusals.set(request, error);
      return {};
    }
  });
  scope.addHook('preValidation', async (request) => {
    if (refusals.has(request)) throw refusals.get(request);
    if (!isMultipart(request.headers['content-type'])) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.expectedMultipart');
  });
  // The rest of a refused body is never read. Closing at once would reset a connection the client is
  // still writing to, and a reset can destroy the answer before the client reads it: so the server
  // ends its side after the answer (the client sees it, then the end) and cuts the connection a
  // little later. Meanwhile unread bytes only fill the socket's buffer, and TCP stops the sender.
  scope.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    if (!refusals.has(request) || request.raw.complete || !(socket instanceof Socket)) return;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
