import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_MEDIA_TYPES, type TMessageFileUpload } from '@carnet/contract';
import { readFileAsBase64 } from './read-file-base64';

/*
 * The attachments staff send as data URLs: a message's, an announcement's, a lesson note's and a homework's
 * (PDF, JPEG or PNG, 10 MB each: the homework's rule is the messages' own, HOMEWORK_FILE_MAX_BYTES).
 */
export const FILE_TOO_LARGE = msg`This file is too large: an attachment can be at most 10 MB.`;
export const FILE_WRONG_TYPE = msg`This file type is not accepted: please choose a PDF, JPEG or PNG file.`;

/**
 * The checks the browser can make before reading a file, so a 40 MB video is not encoded and sent only
 * to be refused; the server still decides from the bytes themselves.
 */
export function checkAttachment(file: { size: number; type: string }): MessageDescriptor | null {
  if (file.size > MESSAGE_FILE_MAX_BYTES) return FILE_TOO_LARGE;
  // Some systems give no type at all; the server then decides from the bytes.
  if (file.type && !(MESSAGE_MEDIA_TYPES as readonly string[]).includes(file.type)) return FILE_WRONG_TYPE;
  return null;
}

/** A chosen file as the API takes it: its name and a data URL (a missing type is left to the server's reading). */
export async function toUpload(file: File): Promise<TMessageFileUpload> {
  const type = file.type || 'application/octet-stream';
  return { name: file.name, contents: `data:${type};base64,${await readFileAsBase64(file)}` };
}

/** Every chosen file as an upload; null when one could not be read (removed or changed since it was chosen). */
export function uploadsOf(files: File[]): Promise<TMessageFileUpload[] | null> {
  return Promise.all(files.map(toUpload)).catch(() => null);
}
