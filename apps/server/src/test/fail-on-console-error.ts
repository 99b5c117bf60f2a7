import { afterEach, vi } from 'vitest';

// House habit: an unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.join(' ')).join('\n')}`);
});
