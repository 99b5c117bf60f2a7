/** Health and app information. */
export { systemRoutes } from './system.routes.ts';
