/**
 * Every link of the SPA in one typed table (bulletproof-react's `paths`): `path` is the route
 * pattern used by the router, `getHref` builds a link.
 */
import { withReturnTo } from '@neighbourly/shared';

const enc = encodeURIComponent;

/** 'blockedPeople' is there only while messaging is on. */
export const SETTINGS_TABS = [
  'editProfile',
  'accountManagement',
  'appearance',
  'notifications',
  'blockedPeople',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  help: { path: '/help', getHref: () => '/help' },
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  createGroup: { path: '/create-group', getHref: () => '/create-group' },
  group: { path: '/group/:groupId', getHref: (groupId: string) => `/group/${enc(groupId)}` },
  event: {
    path: '/group/:groupId/events/:eventId',
    getHref: (groupId: string, eventId: string | number) =>
      `/group/${enc(groupId)}/events/${enc(String(eventId))}`,
  },
  notFound: { path: '/404', getHref: () => '/404' },
  /** The link at the foot of a notification email; works signed in or out. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => `/unsubscribe?token=${enc(token)}`,
  },

  // Signed-out only. `returnTo`: the same-site path to go back to once signed in (issue #13);
  // withReturnTo leaves out / and anything that is not a path of this site.
  signUp: { path: '/sign-up', getHref: (returnTo?: string) => withReturnTo('/sign-up', returnTo) },
  signIn: { path: '/authenticate', getHref: (returnTo?: string) => withReturnTo('/authenticate', returnTo) },
  unauthorized: { path: '/401', getHref: (returnTo?: string) => withReturnTo('/401', returnTo) },

  // Signed-in only.
  profile: { path: '/profile/:id', getHref: (id: string) => `/profile/${enc(id)}` },
  settings: {
    path: '/settings/:tabId?',
    getHref: (tabId?: SettingsTab) => (tabId ? `/settings/${tabId}` : '/settings'),
  },
  createEvent: {
    // eventType defaults to PUBLIC.
    path: '/group/:groupId/create-event/:eventType?',
    // `from`: the event to fill the form from ("Duplicate event").
    getHref: (groupId: string, eventType: 'PUBLIC' | 'PRIVATE' = 'PUBLIC', from?: number) =>
      `/group/${enc(groupId)}/create-event/${eventType}${from === undefined ? '' : `?from=${from}`}`,
  },
  editEvent: {
    path: '/group/:groupId/events/:eventId/edit',
    getHref: (groupId: string, eventId: string | number) =>
      `/group/${enc(groupId)}/events/${enc(String(eventId))}/edit`,
  },
  editGroup: { path: '/group/:id/edit', getHref: (id: string) => `/group/${enc(id)}/edit` },
  myGroups: { path: '/my-groups', getHref: () => '/my-groups' },
  myEvents: { path: '/my-events', getHref: () => '/my-events' },
  /**
   * Tag searches use `#tag`, which becomes %23tag in the link. The term is optional, so an
   * emptied search keeps its page (`/searchGroups`); "only mine" is `?mine=true`.
   */
  searchGroups: {
    path: '/searchGroups/:term?',
    getHref: (term = '', mine = false) =>
      `/searchGroups${term ? `/${enc(term)}` : ''}${mine ? '?mine=true' : ''}`,
  },
  searchEvents: {
    path: '/searchEvents/:term?',
    getHref: (term = '', mine = false) =>
      `/searchEvents${term ? `/${enc(term)}` : ''}${mine ? '?mine=true' : ''}`,
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  messages: {
    path: '/messages/:recipientId?',
    getHref: (recipientId?: string) => (recipientId ? `/messages/${enc(recipientId)}` : '/messages'),
  },
} as const;
