/**
 * Every link of the SPA in one typed table (bulletproof-react's `paths`): `path` is the route
 * pattern used by the router (from the shared PAGE_ROUTES, which the server also knows), and
 * `getHref` builds a link.
 */
import { PAGE_ROUTES, withReturnTo } from '@neighbourly/shared';

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
  home: { path: PAGE_ROUTES.home, getHref: () => '/' },
  help: { path: PAGE_ROUTES.help, getHref: () => '/help' },
  terms: { path: PAGE_ROUTES.terms, getHref: () => '/terms' },
  cookies: { path: PAGE_ROUTES.cookies, getHref: () => '/cookies' },
  privacy: { path: PAGE_ROUTES.privacy, getHref: () => '/privacy' },
  createGroup: { path: PAGE_ROUTES.createGroup, getHref: () => '/create-group' },
  group: { path: PAGE_ROUTES.group, getHref: (groupId: string) => `/group/${enc(groupId)}` },
  event: {
    path: PAGE_ROUTES.event,
    getHref: (groupId: string, eventId: string | number) =>
      `/group/${enc(groupId)}/events/${enc(String(eventId))}`,
  },
  notFound: { path: PAGE_ROUTES.notFound, getHref: () => '/404' },
  /** The link at the foot of a notification email; works signed in or out. */
  unsubscribe: {
    path: PAGE_ROUTES.unsubscribe,
    getHref: (token: string) => `/unsubscribe?token=${enc(token)}`,
  },

  // Signed-out only. `returnTo`: the same-site path to go back to once signed in (issue #13);
  // withReturnTo leaves out / and anything that is not a path of this site.
  signUp: { path: PAGE_ROUTES.signUp, getHref: (returnTo?: string) => withReturnTo('/sign-up', returnTo) },
  signIn: {
    path: PAGE_ROUTES.signIn,
    getHref: (returnTo?: string) => withReturnTo('/authenticate', returnTo),
  },
  unauthorized: {
    path: PAGE_ROUTES.unauthorized,
    getHref: (returnTo?: string) => withReturnTo('/401', returnTo),
  },

  // Signed-in only.
  profile: { path: PAGE_ROUTES.profile, getHref: (id: string) => `/profile/${enc(id)}` },
  settings: {
    path: PAGE_ROUTES.settings,
    getHref: (tabId?: SettingsTab) => (tabId ? `/settings/${tabId}` : '/settings'),
  },
  createEvent: {
    // eventType defaults to PUBLIC.
    path: PAGE_ROUTES.createEvent,
    // `from`: the event to fill the form from ("Duplicate event").
    getHref: (groupId: string, eventType: 'PUBLIC' | 'PRIVATE' = 'PUBLIC', from?: number) =>
      `/group/${enc(groupId)}/create-event/${eventType}${from === undefined ? '' : `?from=${from}`}`,
  },
  editEvent: {
    path: PAGE_ROUTES.editEvent,
    getHref: (groupId: string, eventId: string | number) =>
      `/group/${enc(groupId)}/events/${enc(String(eventId))}/edit`,
  },
  editGroup: { path: PAGE_ROUTES.editGroup, getHref: (id: string) => `/group/${enc(id)}/edit` },
  myGroups: { path: PAGE_ROUTES.myGroups, getHref: () => '/my-groups' },
  myEvents: { path: PAGE_ROUTES.myEvents, getHref: () => '/my-events' },
  /**
   * Tag searches use `#tag`, which becomes %23tag in the link. The term is optional, so an
   * emptied search keeps its page (`/searchGroups`); "only mine" is `?mine=true`.
   */
  searchGroups: {
    path: PAGE_ROUTES.searchGroups,
    getHref: (term = '', mine = false) =>
      `/searchGroups${term ? `/${enc(term)}` : ''}${mine ? '?mine=true' : ''}`,
  },
  searchEvents: {
    path: PAGE_ROUTES.searchEvents,
    getHref: (term = '', mine = false) =>
      `/searchEvents${term ? `/${enc(term)}` : ''}${mine ? '?mine=true' : ''}`,
  },
  notifications: { path: PAGE_ROUTES.notifications, getHref: () => '/notifications' },
  /** Site moderators only (issue #27); the page says so to anyone else. */
  moderation: { path: PAGE_ROUTES.moderation, getHref: () => '/moderation' },
  messages: {
    path: PAGE_ROUTES.messages,
    getHref: (recipientId?: string) => (recipientId ? `/messages/${enc(recipientId)}` : '/messages'),
  },
} as const;
