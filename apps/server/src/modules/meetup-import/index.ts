/** The Meetup import's door: a meetup.com group or event page read into our group or event form. */
export { meetupImportRoutes } from './meetup-import.routes.ts';
