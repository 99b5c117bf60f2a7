/** The notifications domain's door: what other domains tell people, the bell, email settings. */
export { localeOfUser, localesOf, storedLocale } from './recipient-locale.repository.ts';
export { registerNotificationJobs } from './notifications.jobs.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { notify, queueEmails, type Notice } from './notifications.service.ts';
export { setNotificationsHidden } from './notifications.repository.ts';
