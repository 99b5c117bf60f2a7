/** Discovery's door: search and the default lists of groups and events. */
export { discoveryRoutes } from './discovery.routes.ts';
