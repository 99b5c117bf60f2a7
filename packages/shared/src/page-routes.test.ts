import { describe, expect, it } from 'vitest';
import { pageRouteOf } from './page-routes.ts';

const on = { messagingEnabled: true };
const off = { messagingEnabled: false };

describe('pageRouteOf: which paths are pages of the app', () => {
  it('knows every page, with its optional segments and a trailing slash', () => {
    expect(pageRouteOf('/', off)).toBe('home');
    expect(pageRouteOf('/group/g_walkers', off)).toBe('group');
    expect(pageRouteOf('/group/g_walkers/', off)).toBe('group');
    expect(pageRouteOf('/group/g_walkers/events/12', off)).toBe('event');
    expect(pageRouteOf('/group/g_walkers/events/12/edit', off)).toBe('editEvent');
    expect(pageRouteOf('/group/g_walkers/create-event', off)).toBe('createEvent');
    expect(pageRouteOf('/group/g_walkers/create-event/PRIVATE', off)).toBe('createEvent');
    expect(pageRouteOf('/settings', off)).toBe('settings');
    expect(pageRouteOf('/settings/appearance', off)).toBe('settings');
    expect(pageRouteOf('/searchEvents', off)).toBe('searchEvents');
    expect(pageRouteOf('/searchEvents/%23hiking', off)).toBe('searchEvents');
    expect(pageRouteOf('/messages/someone', on)).toBe('messages');
    expect(pageRouteOf('/moderation', off)).toBe('moderation');
  });

  it('knows no other path', () => {
    for (const path of [
      '/this-does-not-exist',
      '/.well-known/security.txt',
      '/readyz',
      '/metrics',
      '/group',
      '/group/a/b',
      '/group/a/events',
      '/settings/a/b',
      '/404',
      '//group/a',
    ]) {
      expect(pageRouteOf(path, on), path).toBeUndefined();
    }
  });

  it('has /messages only while messaging is on', () => {
    expect(pageRouteOf('/messages', off)).toBeUndefined();
    expect(pageRouteOf('/messages', on)).toBe('messages');
  });
});
