/** The feeds domain's door: calendar subscriptions, the Atom feed, the attendee file. */
export { upcomingEventsOfGroup } from './calendar.repository.ts';
export { feedsRoutes } from './feeds.routes.ts';
export { groupFeedTitle, groupFeedUrl } from './feeds.service.ts';
