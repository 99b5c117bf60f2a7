/** The moderation domain's door (issue #27): reports, the queue, actions, the log, site roles. */
export { moderationRoutes } from './moderation.routes.ts';
export { registerReviewJobs } from './reports.service.ts';
export { registerModerationJobs } from './suspension.ts';
export { CommandError, setGroupAllowance, setSiteRole } from './site-roles.service.ts';
export { requireModerator } from './moderation.service.ts';
export { insertLogEntry } from './log.repository.ts';
