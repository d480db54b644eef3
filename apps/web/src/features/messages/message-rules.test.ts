import { describe, expect, it } from 'vitest';
import { MESSAGE_FILE_MAX_BYTES } from '@carnet/contract';
import { fileProblem, isHeld } from './message-rules';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('fileProblem', () => {
  it('accepts PDFs and images up to 10 MB, three at most', () => {
    expect(fileProblem([file('a.pdf', MESSAGE_FILE_MAX_BYTES, 'application/pdf'), file('b.png', 10, 'image/png')])).toBeNull();
  });
  it('names a file over 10 MB', () => {
    expect(fileProblem([file('big.pdf', MESSAGE_FILE_MAX_BYTES + 1, 'application/pdf')])).toEqual({ kind: 'tooBig', name: 'big.pdf' });
  });
  it('names a file that is neither a PDF nor an image', () => {
    expect(fileProblem([file('notes.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')])).toEqual({
      kind: 'wrongType',
      name: 'notes.docx',
    });
  });
  it('refuses a fourth file', () => {
    expect(fileProblem([1, 2, 3, 4].map((n) => file(`${n}.pdf`, 10, 'application/pdf')))).toEqual({ kind: 'tooMany' });
  });
});

describe('isHeld', () => {
  const now = new Date('2026-11-27T20:00:00Z');
  it('is true for a message written in quiet hours until it is delivered', () => {
    expect(isHeld({ createdAt: '2026-11-27T19:30:00Z', deliverAt: '2026-11-28T06:00:00Z' }, now)).toBe(true);
    expect(isHeld({ createdAt: '2026-11-27T19:30:00Z', deliverAt: '2026-11-27T20:00:00Z' }, now)).toBe(false);
  });
  it('is false for a message delivered when written, whatever the device’s clock says', () => {
    expect(isHeld({ createdAt: '2026-12-01T09:00:00Z', deliverAt: '2026-12-01T09:00:00Z' }, now)).toBe(false);
  });
});
