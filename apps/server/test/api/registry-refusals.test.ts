import { CERTIFICATE_MAX_BYTES, apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/lib/pdf';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { addCertificateFields, removeCertificateFields } from '../helpers/multipart';
import { newEntry, postCertificate, registrySnapshot } from './registry-fixtures';

/** Every refusal of POST /api/registry/certificate answers {code, message} and leaves the database as it was. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const pdf = makePdf('Medical certificate', ['Could not attend school.']);
const pdfOfSize = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);

async function expectRefusedUnchanged(
  send: () => Promise<{ statusCode: number; json: () => { code: string; message: string } }>,
  status: number,
  code: string,
) {
  const before = await registrySnapshot(t.db);
  const response = await send();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.any(String) });
  expect(await registrySnapshot(t.db)).toEqual(before);
}

describe('POST /api/registry/certificate refuses', () => {
  it('an HTML file named .pdf and declared application/pdf: 415', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    await expectRefusedUnchanged(
      () => postCertificate(parent, addCertificateFields(absenceId, { name: 'certificate.pdf', type: 'application/pdf', bytes: html })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    await expectRefusedUnchanged(
      () => postCertificate(parent, addCertificateFields(absenceId, { name: 'scan.png', type: 'image/png', bytes: gif })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('a file of 5 MB and one byte, or more, at each of the three limits: 413; exactly 5 MB is accepted', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const cases: Array<[number, RegExp]> = [
      // Decoded, then measured.
      [CERTIFICATE_MAX_BYTES + 1, /larger than 5 MB/],
      // Longer than the multipart field limit: busboy cuts it, the server refuses the cut field.
      [CERTIFICATE_MAX_BYTES + 3000, /certificate_contents is too large/],
      // A declared length far past the limit is refused before the body is read.
      [8 * 1024 * 1024, /request is too large/],
    ];
    for (const [size, message] of cases) {
      const before = await registrySnapshot(t.db);
      const fields = addCertificateFields(absenceId, { name: 'big.pdf', type: 'application/pdf', bytes: pdfOfSize(size) });
      const response = await postCertificate(parent, fields);
      expect(response.statusCode, String(size)).toBe(413);
      expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(message) });
      expect(await registrySnapshot(t.db)).toEqual(before);
    }
    const limit = await postCertificate(
      parent,
      addCertificateFields(absenceId, { name: 'limit.pdf', type: 'application/pdf', bytes: pdfOfSize(CERTIFICATE_MAX_BYTES) }),
    );
    expect(limit.statusCode).toBe(200);
    expect(await t.db.selectFrom('files').select('size').where('name', '=', 'limit.pdf').executeTakeFirst()).toEqual({
      size: CERTIFICATE_MAX_BYTES,
    });
  });

  it('an entry that is not an absence: 409 NOT_AN_ABSENCE', async () => {
    const parent = await t.as('parent');
    const present = await newEntry(t.db, t.school.children.lea, 'present');
    const late = await newEntry(t.db, t.school.children.hugo, 'late 10 min');
    for (const entryId of [present, late]) {
      await expectRefusedUnchanged(
        () => postCertificate(parent, addCertificateFields(entryId, { name: 'note.pdf', type: 'application/pdf', bytes: pdf })),
        409,
        'NOT_AN_ABSENCE',
      );
      await expectRefusedUnchanged(() => postCertificate(parent, removeCertificateFields(entryId)), 409, 'NOT_AN_ABSENCE');
    }
  });

  it("the Dubois parent on Léa's absence, and an unknown id: 404", async () => {
    const dubois = await t.as('parent2');
    const leaAbsence = await newEntry(t.db, t.school.children.lea);
    for (const absenceId of [leaAbsence, 999_999]) {
      await expectRefusedUnchanged(
        () => postCertificate(dubois, addCertificateFields(absenceId, { name: 'note.pdf', type: 'application/pdf', bytes: pdf })),
        404,
        'NOT_FOUND',
      );
    }
    const hugoCertified = await t.db
      .selectFrom('registry_entries')
      .select('id')
      .where('child_id', '=', t.school.children.hugo)
      .where('certificate_file_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await expectRefusedUnchanged(() => postCertificate(dubois, removeCertificateFields(hugoCertified.id)), 404, 'NOT_FOUND');
  });

  it('the student (403), a missing XSRF header (403) and no token (401)', async () => {
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const fields = addCertificateFields(absenceId, { name: 'note.pdf', type: 'application/pdf', bytes: pdf });
    await expectRefusedUnchanged(async () => postCertificate(await t.as('student'), fields), 403, 'FORBIDDEN');
    const parent = await t.as('parent');
    await expectRefusedUnchanged(
      () => postCertificate(parent, fields, { headerOverrides: { 'x-xsrf-token': undefined } }),
      403,
      'XSRF_INVALID',
    );
    await expectRefusedUnchanged(() => postCertificate(t.anonymous, fields), 401, 'UNAUTHENTICATED');
  });

  it('malformed, missing, extra or repeated fields, and file parts: 400', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const good = addCertificateFields(absenceId, { name: 'note.pdf', type: 'application/pdf', bytes: pdf });
    const without = (name: string) => good.filter(([key]) => key !== name);
    const replaced = (name: string, value: string) => good.map(([key, v]): [string, string] => [key, key === name ? value : v]);
    const bodies: Array<Array<[string, string]>> = [
      [],
      without('absenceId'),
      without('certificate_contents'),
      without('certificate'),
      replaced('absenceId', 'abc'),
      replaced('absenceId', '-3'),
      replaced('certificate', 'yes'),
      replaced('certificate_size', 'big'),
      replaced('certificate_name', '   '),
      replaced('certificate_contents', pdf.toString('base64')),
      replaced('certificate_contents', 'data:application/pdf;base64,JVBER!@#$'),
      [...good.slice(0, 5), ['extra', 'x']],
      [...removeCertificateFields(absenceId), ['certificate_name', 'note.pdf']],
      [...removeCertificateFields(absenceId), ['absenceId', String(absenceId)]],
    ];
    for (const fields of bodies) await expectRefusedUnchanged(() => postCertificate(parent, fields), 400, 'VALIDATION_ERROR');
    const filePart = { name: 'certificate_file', filename: 'note.pdf', contentType: 'application/pdf', content: pdf };
    await expectRefusedUnchanged(
      () => postCertificate(parent, removeCertificateFields(absenceId), { files: [filePart] }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('a body that is not multipart/form-data: 415', async () => {
    const parent = await t.as('parent');
    const absenceId = await newEntry(t.db, t.school.children.lea);
    const json = { absenceId, certificate: 'false' };
    const sends = [
      () => parent.post(apiPaths.registryCertificate, json),
      () => parent.post(apiPaths.registryCertificate),
      () =>
        parent.inject({
          method: 'POST',
          url: apiPaths.registryCertificate,
          payload: `absenceId=${absenceId}&certificate=false`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ];
    for (const send of sends) await expectRefusedUnchanged(send, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
