/** The messaging domain's door: conversations, messages, read state and blocks. */
export { findMessageWithPeople } from './messaging.repository.ts';
export { messagingRoutes } from './messaging.routes.ts';
export { registerMessagingJobs } from './unread-emails.ts';
