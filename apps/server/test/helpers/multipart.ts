import crypto from 'node:crypto';

export type FilePart = { name: string; filename: string; contentType: string; content: Buffer };

/**
 * A multipart/form-data body written by hand, as a browser's FormData would send it. Fields are
 * pairs so a test can repeat one; file parts exist to check that the server refuses them.
 */
export function multipartBody(
  fields: Array<[string, string]>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----carnet-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The text fields of the certificate upload, as the web app sends them: the file travels as a base64 data URL. */
export function addCertificateFields(
  absenceId: number | string,
  file: { name: string; type: string; bytes: Buffer; dataUrlType?: string },
): Array<[string, string]> {
  return [
    ['absenceId', String(absenceId)],
    ['certificate', 'true'],
    ['certificate_name', file.name],
    ['certificate_size', String(file.bytes.length)],
    ['certificate_type', file.type],
    ['certificate_contents', `data:${file.dataUrlType ?? file.type};base64,${file.bytes.toString('base64')}`],
  ];
}

export function removeCertificateFields(absenceId: number | string): Array<[string, string]> {
  return [
    ['absenceId', String(absenceId)],
    ['certificate', 'false'],
  ];
}
