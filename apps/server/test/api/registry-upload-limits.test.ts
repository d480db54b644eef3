import type { AddressInfo } from 'node:net';
import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { filler, sendChunked } from '../helpers/chunked-upload';
import { multipartBody } from '../helpers/multipart';
import { newEntry, registrySnapshot } from './registry-fixtures';

/**
 * The certificate upload's limits hold however the body is framed: a chunked body (no
 * Content-Length) is counted as it arrives and refused once past the limit, without being read to
 * its end; each field has its own cap; a malformed multipart body is the sender's error (400).
 */
let t: TestContext;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const BOUNDARY = '----carnet-chunked-upload';
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fieldHead = (name: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`);

async function uploadHeaders() {
  const parent = await t.as('parent');
  return { ...parent.headers(), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
}

describe('POST /api/registry/certificate, chunked (no Content-Length)', () => {
  it('refuses a 40 MB field with 413 {code,message} before the body is read to its end, and stores nothing', async () => {
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const before = await registrySnapshot(t.db);
    const total = 40 * 1024 * 1024;
    const body = (function* () {
      for (const [name, value] of [
        ['absenceId', String(absenceId)],
        ['certificate', 'true'],
        ['certificate_name', 'huge.pdf'],
        ['certificate_size', String(total)],
        ['certificate_type', 'application/pdf'],
      ]) {
        yield field(name!, value!);
      }
      yield Buffer.concat([fieldHead('certificate_contents'), Buffer.from('data:application/pdf;base64,')]);
      yield* filler(total);
    })();
    const answer = await sendChunked(baseUrl, apiPaths.registryCertificate, await uploadHeaders(), body, 5_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    // Answered once past the limit (about 7 MB of base64), while the client was still sending: the
    // count includes what sits in the sockets' buffers, unread, so it is compared with the whole.
    expect(answer.bytesSent).toBeLessThan(total / 2);
    expect(await registrySnapshot(t.db)).toEqual(before);
  });

  it('caps each field at its own size: a 100 KB absenceId is 413, not held as a certificate would be', async () => {
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const before = await registrySnapshot(t.db);
    const body = [fieldHead('absenceId'), ...filler(100 * 1024, '1'), Buffer.from(`\r\n`), field('certificate', 'false')];
    const answer = await sendChunked(baseUrl, apiPaths.registryCertificate, await uploadHeaders(), [
      ...body,
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/absenceId is too large/) });
    expect(await registrySnapshot(t.db)).toEqual(before);
    expect(absenceId).toBeGreaterThan(0);
  });
});

describe('POST /api/registry/certificate, malformed multipart', () => {
  it('a multipart content type without a boundary, or a body cut before its closing boundary: 400 {code,message}', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const { payload, headers } = multipartBody([
      ['absenceId', String(absenceId)],
      ['certificate', 'false'],
    ]);
    const sends = [
      { payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload, headers: { 'content-type': 'multipart/form-data; charset=utf-8' } },
      { payload: payload.subarray(0, payload.length - 20), headers },
      { payload: payload.subarray(0, 30), headers },
    ];
    for (const send of sends) {
      const before = await registrySnapshot(t.db);
      const response = await parent.inject({ method: 'POST', url: apiPaths.registryCertificate, ...send });
      expect(response.statusCode, JSON.stringify(send.headers)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(await registrySnapshot(t.db)).toEqual(before);
    }
  });
});
