import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, MESSAGE_MEDIA_TYPES } from '@carnet/contract';

/** What the browser can tell before sending: a PDF or an image, 10 MB at most, a few at a time (the server checks the bytes). */
export type FileProblem = { kind: 'tooMany' } | { kind: 'tooBig'; name: string } | { kind: 'wrongType'; name: string };

const ACCEPTED: readonly string[] = MESSAGE_MEDIA_TYPES;
export const ACCEPTED_FILES = MESSAGE_MEDIA_TYPES.join(',');

export function fileProblem(files: readonly Pick<File, 'name' | 'size' | 'type'>[]): FileProblem | null {
  if (files.length > MESSAGE_FILES_MAX) return { kind: 'tooMany' };
  for (const file of files) {
    if (file.size > MESSAGE_FILE_MAX_BYTES) return { kind: 'tooBig', name: file.name };
    if (file.type && !ACCEPTED.includes(file.type)) return { kind: 'wrongType', name: file.name };
  }
  return null;
}

/**
 * A message held for quiet hours that its readers do not see yet: held when written (delivered later than
 * it was written) and not yet delivered. The first part is the server's word, so a device whose clock is
 * off does not call an ordinary message held.
 */
export const isHeld = (message: { createdAt: string; deliverAt: string }, now: Date = new Date()) =>
  new Date(message.deliverAt).getTime() > new Date(message.createdAt).getTime() && new Date(message.deliverAt).getTime() > now.getTime();
