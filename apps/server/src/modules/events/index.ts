/** The events domain's door: events, attendance and the waitlist, comments, covers, calendar. */
export { findCommentWithAuthor, findCommentWithEvent, insertComment } from './comments.repository.ts';
export { commentsRoutes } from './comments.routes.ts';
export { requireEventFor } from './event-access.ts';
export { lockEventsOfGroup, lockEventsOfPerson } from './event-locks.ts';
export { EVENT_FEDERATION_JOB, queueEventFederation } from './event-federation.ts';
export { removeRemoteComment, saveRemoteReply, updateRemoteReply } from './remote-comments.ts';
export { announceEventChange, requireWatchableEvent } from './event-pages.ts';
export { registerEventJobs } from './event-notices.ts';
export { detailsVisible } from './events.presenter.ts';
export {
  eventHasTag,
  eventIdsHostedBy,
  eventsHostedBy,
  eventsWithContext,
  findEvent,
  findEventById,
  insertEvent,
  insertSeries,
  replaceEventTags,
  tagsOfEvents,
  type EventRow,
} from './events.repository.ts';
export { eventsRoutes } from './events.routes.ts';
export { removeEventsOfGroup } from './events.service.ts';
export { presentEvents, readEvent } from './reading.service.ts';
export { firstListedOfSeries } from './series.repository.ts';
export { addEventTo, eventPageUrl, fileStemOf, groupPageUrl, newCalendar } from './ics.ts';
export { eventIdsOfParticipant, eventsAttendedBy, insertPlace } from './participants.repository.ts';
export { participantsRoutes } from './participants.routes.ts';
export { placesInRoleOrder } from './participants.service.ts';
export { passEventOn, removeParticipation, withdrawFromUpcomingEvents } from './waitlist.ts';
