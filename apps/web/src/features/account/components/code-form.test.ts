import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code-form';

describe('normalizeCode', () => {
  it('accepts the code as printed, or typed without dashes, with spaces, in lower case', () => {
    for (const typed of ['ABCD-EFGH-JKLM', 'abcdefghjklm', ' abcd efgh jklm ', 'Abcd-efgh-JKLM'])
      expect(normalizeCode(typed)).toBe('ABCDEFGHJKLM');
  });

  it('refuses a code of the wrong length or with look-alike characters the letters never print', () => {
    for (const typed of ['', 'ABCD-EFGH-JKL', 'ABCD-EFGH-JKLMN', 'ABCD-EFGH-JKL0', 'ABCD-EFGH-JKLI', 'ABCD-EFGH-JKL1'])
      expect(normalizeCode(typed)).toBeNull();
  });
});
