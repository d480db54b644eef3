import type { CapturedMail } from './smtp-capture';

/** A header as it was sent, unfolded: mailparser turns List-* headers into objects, the tests check the text. */
export const headerOf = (mail: CapturedMail | undefined, name: string): string | undefined =>
  mail?.parsed.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
