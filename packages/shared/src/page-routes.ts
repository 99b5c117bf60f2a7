/**
 * The app's page routes, as React Router patterns (`:name` a segment, `:name?` an optional
 * one): the web's router is built from them, and the server answers 404 for any other path,
 * with the app, which then shows its not-found page.
 */
export const PAGE_ROUTES = {
  home: '/',
  help: '/help',
  terms: '/terms',
  cookies: '/cookies',
  privacy: '/privacy',
  createGroup: '/create-group',
  group: '/group/:groupId',
  event: '/group/:groupId/events/:eventId',
  notFound: '/404',
  unsubscribe: '/unsubscribe',
  signUp: '/sign-up',
  signIn: '/authenticate',
  unauthorized: '/401',
  profile: '/profile/:id',
  settings: '/settings/:tabId?',
  createEvent: '/group/:groupId/create-event/:eventType?',
  editEvent: '/group/:groupId/events/:eventId/edit',
  editGroup: '/group/:id/edit',
  myGroups: '/my-groups',
  myEvents: '/my-events',
  searchGroups: '/searchGroups/:term?',
  searchEvents: '/searchEvents/:term?',
  notifications: '/notifications',
  messages: '/messages/:recipientId?',
  /** Site moderators' queue (issue #27). */
  moderation: '/moderation',
} as const;
export type PageRoute = keyof typeof PAGE_ROUTES;

/** A route pattern as a regular expression over a path (a trailing slash allowed). */
const toPattern = (route: string) =>
  new RegExp(
    `^${route
      .replace(/\/:\w+\?/g, '(?:/[^/]+)?')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\/$/, '')}/?$`,
  );
const PATTERNS = Object.entries(PAGE_ROUTES).map(([name, route]) => ({
  name: name as PageRoute,
  pattern: toPattern(route),
}));

/**
 * The route a path (without its query) is a page of, or undefined. /404 is the not-found page
 * itself, and /messages exists only while messaging is on: both answer undefined here.
 */
export function pageRouteOf(pathname: string, options: { messagingEnabled: boolean }): PageRoute | undefined {
  const found = PATTERNS.find(({ pattern }) => pattern.test(pathname))?.name;
  if (found === 'notFound' || (found === 'messages' && !options.messagingEnabled)) return undefined;
  return found;
}
