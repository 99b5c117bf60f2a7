/**
 * Before every web unit test: English messages (the committed catalogue picks a language per
 * call; a page's build has one), no network (test/network.ts), and after each a clean page and
 * house habit 10: an unexpected console.error, or a request, fails the test that caused it.
 */
import { cleanup } from '@testing-library/react';
import { overwriteGetLocale } from '@neighbourly/i18n/runtime';
import { afterEach, vi } from 'vitest';
import { installFetch, takeRequests } from './network.ts';

overwriteGetLocale(() => 'en');
installFetch();

let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  const requests = takeRequests();
  const seen = errors;
  errors = [];
  if (requests.length > 0) throw new Error(`Unexpected requests: ${requests.join(', ')}`);
  if (seen.length > 0)
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.join(' ')).join('\n')}`);
});
