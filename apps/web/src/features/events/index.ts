/** The events feature's public surface: what the router and other features may use. */
export { eventQueryOptions, useEvent } from './api/get-event.ts';
export { groupEventsQueryOptions } from './api/get-group-events.ts';
export { userEventsQueryOptions, useUserEvents } from './api/get-user-events.ts';
export { eventKeys } from './api/keys.ts';
export { EventCard } from './components/EventCard.tsx';
export { EventCover } from './components/EventCover.tsx';
export { GroupEventsPanel } from './components/GroupEventsPanel.tsx';
export { LeaveGroupQuestion } from './components/LeaveGroupQuestion.tsx';
