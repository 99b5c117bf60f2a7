import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

/**
 * The route's params when `href` (path and query) is a link to it, as the router reads the
 * browser's location (decoded but for %2F); null when the router would not match.
 */
const paramsOf = (route: string, href: string) =>
  matchPath(route, decodeURI(href.split('?')[0]!))?.params ?? null;

describe('paths', () => {
  it('builds links the router matches to the same page, with the same values', () => {
    expect(paramsOf(paths.group.path, paths.group.getHref('garden-club'))).toEqual({
      groupId: 'garden-club',
    });
    expect(paramsOf(paths.event.path, paths.event.getHref('garden-club', 7))).toEqual({
      groupId: 'garden-club',
      eventId: '7',
    });
    expect(paramsOf(paths.editEvent.path, paths.editEvent.getHref('garden-club', 7))).toEqual({
      groupId: 'garden-club',
      eventId: '7',
    });
    expect(paramsOf(paths.editGroup.path, paths.editGroup.getHref('garden-club'))).toEqual({
      id: 'garden-club',
    });
    expect(paramsOf(paths.profile.path, paths.profile.getHref('ada'))).toEqual({ id: 'ada' });
    expect(paramsOf(paths.messages.path, paths.messages.getHref('ada'))).toEqual({ recipientId: 'ada' });
    expect(paramsOf(paths.settings.path, paths.settings.getHref('appearance'))).toEqual({
      tabId: 'appearance',
    });
    expect(paramsOf(paths.createEvent.path, paths.createEvent.getHref('garden-club', 'PRIVATE'))).toEqual({
      groupId: 'garden-club',
      eventType: 'PRIVATE',
    });
  });

  it('links every page without parameters to its own route', () => {
    for (const [name, link] of Object.entries(paths)) {
      if (link.getHref.length > 0) continue;
      const href = (link.getHref as () => string)();
      expect(paramsOf(link.path, href), name).not.toBeNull();
    }
  });

  it('encodes what would break the path, and the router decodes it back', () => {
    const href = paths.profile.getHref('a/b c');
    expect(href).toBe('/profile/a%2Fb%20c');
    expect(paramsOf(paths.profile.path, href)).toEqual({ id: 'a/b c' });
  });

  it('writes a tag search as %23 and keeps an emptied search on its page', () => {
    expect(paths.searchEvents.getHref('#gardening')).toBe('/searchEvents/%23gardening');
    expect(paths.searchGroups.getHref('', true)).toBe('/searchGroups?mine=true');
    expect(paths.searchGroups.getHref()).toBe('/searchGroups');
    expect(paths.searchEvents.getHref('walks', true)).toBe('/searchEvents/walks?mine=true');
  });

  it('creates a public event unless told, and duplicates one with ?from=', () => {
    expect(paths.createEvent.getHref('garden-club')).toBe('/group/garden-club/create-event/PUBLIC');
    expect(paths.createEvent.getHref('garden-club', 'PRIVATE', 7)).toBe(
      '/group/garden-club/create-event/PRIVATE?from=7',
    );
  });

  it('carries the page to return to after signing in, only when it is a page of this site', () => {
    expect(paths.signIn.getHref('/group/garden-club')).toBe('/authenticate?returnTo=%2Fgroup%2Fgarden-club');
    expect(paths.signUp.getHref('/')).toBe('/sign-up');
    expect(paths.signIn.getHref('https://elsewhere.example/')).toBe('/authenticate');
    expect(paths.signIn.getHref('//elsewhere.example/')).toBe('/authenticate');
    expect(paths.unauthorized.getHref()).toBe('/401');
  });

  it('opens the settings on a tab, or on the first one', () => {
    expect(paths.settings.getHref()).toBe('/settings');
    expect(paths.settings.getHref('blockedPeople')).toBe('/settings/blockedPeople');
    expect(paths.unsubscribe.getHref('a+b/c')).toBe('/unsubscribe?token=a%2Bb%2Fc');
  });
});
