import { afterEach, vi } from 'vitest';

// A test that makes the server print an error has found a problem, even if its assertions pass.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length === 0) return;
  const printed = errors
    .splice(0)
    .map((a) => a.map(String).join(' '))
    .join('\n');
  throw new Error(`console.error was called during the test:\n${printed}`);
});
