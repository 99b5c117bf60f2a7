import { describe, expect, it } from 'vitest';
import {
  RETURN_TO_MAX,
  isSafeReturnPath,
  returnToQuerySchema,
  safeReturnPath,
  withReturnTo,
} from './index.ts';

describe('return path after sign-in', () => {
  it.each([
    '/',
    '/my-events',
    '/group/kits_runners',
    '/group/kits_runners/events/12',
    '/searchGroups/%23running?mine=true',
    '/group/a#comments',
    '/a/b?x=//evil.example',
    '/%2F%2Fevil.example',
  ])('follows the same-site path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative host', '//evil.example'],
    ['a protocol-relative host with a path', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/x'],
    ['an absolute URL of this scheme', 'http:evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later on', '/a\\b'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a NUL', '/a\u0000b'],
    ['a path that resolves to //', '/.//evil.example'],
    ['a relative path', 'my-events'],
    ['a bare host', 'evil.example'],
    ['an empty string', ''],
    ['a space first', ' /my-events'],
    ['an over-long path', `/${'a'.repeat(RETURN_TO_MAX)}`],
  ])('refuses %s and falls back to /', (_what, value) => {
    expect(isSafeReturnPath(value)).toBe(false);
    expect(safeReturnPath(value)).toBe('/');
  });

  it('refuses what is not a string, and uses the given fallback', () => {
    for (const value of [undefined, null, 42, ['/a'], { path: '/a' }]) {
      expect(isSafeReturnPath(value)).toBe(false);
    }
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('//evil.example', '/my-groups')).toBe('/my-groups');
  });

  it('adds a safe path other than / to a link, encoded', () => {
    expect(withReturnTo('/oauth2/authorization/x', '/group/a/events/1')).toBe(
      '/oauth2/authorization/x?returnTo=%2Fgroup%2Fa%2Fevents%2F1',
    );
    expect(withReturnTo('/a?b=1', '/my-events')).toBe('/a?b=1&returnTo=%2Fmy-events');
    expect(withReturnTo('/a', '/')).toBe('/a');
    expect(withReturnTo('/a', undefined)).toBe('/a');
    expect(withReturnTo('/a', '//evil.example')).toBe('/a');
  });

  it('takes any string in the query and leaves the judgement to isSafeReturnPath', () => {
    expect(returnToQuerySchema.parse({ returnTo: '//evil.example' })).toEqual({ returnTo: '//evil.example' });
    expect(returnToQuerySchema.parse({})).toEqual({});
    expect(returnToQuerySchema.safeParse({ returnTo: ['/a', '/b'] }).success).toBe(false);
  });
});
