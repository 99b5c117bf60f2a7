/** The Meetup import's door. */
export { meetupImportRoutes } from './meetup-import.routes.ts';
