/**
 * The screens of the app, for the specs that visit every one (accessibility, every language):
 * each with a way to tell, in English, that it has loaded what it shows.
 */
import { type Locator, type Page } from '@playwright/test';
import { callApi } from './fixtures.ts';

export interface Screen {
  path: string;
  /** Shows once the page has loaded what it shows. */
  ready: (page: Page) => Locator;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

/** A public and a private demo group, and a public demo event, found through the API. */
/**
 * Places of the seeded Vancouver demo, which no test changes or deletes: the default lists also
 * hold what other tests (on the other worker) create and delete while this one runs.
 */
const DEMO_GROUPS = { public: 'kits_beach_runners', private: 'commercial_drive_readers' } as const;

async function demoPlaces(page: Page) {
  const events = (
    await callApi(page, 'GET', `/events/getAllForGroup?groupId=${DEMO_GROUPS.public}&showFutureEvents=true`)
  ).success.data as { groupId: string; eventId: number }[];
  return {
    publicGroup: DEMO_GROUPS.public,
    privateGroup: DEMO_GROUPS.private,
    event: `/group/${events[0]!.groupId}/events/${events[0]!.eventId}`,
  };
}

export async function visitorScreens(page: Page): Promise<Screen[]> {
  const { publicGroup, privateGroup, event } = await demoPlaces(page);
  return [
    { path: '/', ready: heading(/Welcome to Neighbourly/) },
    { path: '/help', ready: heading('Need help?') },
    { path: '/terms', ready: heading(/Terms/) },
    { path: '/cookies', ready: heading(/Cookie/) },
    { path: '/privacy', ready: heading(/Privacy/) },
    { path: '/create-group', ready: heading('Create or import a group') },
    { path: `/group/${publicGroup}`, ready: (p) => p.getByRole('tablist') },
    { path: `/group/${privateGroup}`, ready: (p) => p.getByRole('tablist') },
    { path: event, ready: (p) => p.getByRole('tablist') },
    { path: '/authenticate', ready: (p) => p.getByRole('button', { name: /sign in/i }).first() },
    { path: '/sign-up', ready: (p) => p.getByRole('button', { name: /sign up/i }).first() },
    { path: '/401', ready: heading('This page is only available to authenticated users') },
    { path: '/404', ready: (p) => p.getByText('This page does not exist!') },
    { path: '/unsubscribe?token=abc', ready: heading('Stop these emails?') },
  ];
}

export async function memberScreens(page: Page, login: string): Promise<Screen[]> {
  const { publicGroup, event } = await demoPlaces(page);
  const own = `a11y_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(page, 'POST', '/groups', {
    id: own,
    name: 'Kitsilano Accessibility Walkers',
    description: 'We walk, and check every page.',
    type: 'PRIVATE',
    tags: ['walking'],
  });
  const start = Date.now() + 48 * 3_600_000;
  const eventId = (
    await callApi(page, 'POST', '/events', {
      groupId: own,
      eventId: 0,
      name: 'Seawall walk',
      description: 'Meet at the Maritime Museum.',
      location: 'Vanier Park',
      type: 'PUBLIC',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 7_200_000).toISOString(),
      tags: [],
      participantsLimit: 5,
    })
  ).success.data as number;
  await callApi(page, 'POST', '/groupMembers', { groupId: publicGroup, userId: login });
  return [
    { path: '/', ready: heading(/Welcome back/) },
    { path: '/my-groups', ready: heading(/My groups/) },
    { path: '/my-events', ready: heading(/My events/) },
    { path: `/group/${own}`, ready: (p) => p.getByRole('tablist') },
    { path: `/group/${own}?tab=requests`, ready: (p) => p.getByRole('tabpanel') },
    { path: `/group/${own}/edit`, ready: heading(/Manage|Edit/) },
    { path: `/group/${own}/create-event`, ready: heading(/Create or import event/) },
    { path: `/group/${own}/events/${eventId}`, ready: (p) => p.getByRole('tablist') },
    { path: `/group/${own}/events/${eventId}?tab=comments`, ready: (p) => p.getByRole('tabpanel') },
    { path: `/group/${own}/events/${eventId}/edit`, ready: heading(/Edit/) },
    { path: `/group/${publicGroup}`, ready: (p) => p.getByRole('button', { name: 'Leave group' }) },
    { path: event, ready: (p) => p.getByRole('tablist') },
    { path: `/profile/${login}`, ready: heading(/Member since|/) },
    { path: '/settings/editProfile', ready: (p) => p.getByRole('tabpanel') },
    { path: '/settings/accountManagement', ready: (p) => p.getByRole('tabpanel') },
    { path: '/settings/appearance', ready: (p) => p.getByRole('tabpanel') },
    { path: '/settings/notifications', ready: (p) => p.getByRole('tabpanel').getByRole('switch').first() },
    { path: '/notifications', ready: (p) => p.getByText('You have no notifications yet.') },
    { path: '/searchGroups/%23walking', ready: heading('Search groups') },
    { path: '/searchEvents/%23running', ready: heading('Search events') },
  ];
}
