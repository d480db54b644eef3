import { describe, expect, it } from 'vitest';
import { readFileAsBase64 } from './read-file-base64';

describe('readFileAsBase64', () => {
  it('gives the bytes as base64, also past one slice (no call stack overflow on large files)', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const base64 = await readFileAsBase64(new Blob([bytes]));
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads an empty file as an empty text', async () => {
    expect(await readFileAsBase64(new Blob([]))).toBe('');
  });
});
