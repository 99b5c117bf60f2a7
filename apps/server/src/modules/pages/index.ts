/** The pages' door: the HTML of the app's page paths, with first paint and share previews. */
export { registerPages } from './pages.routes.ts';
