/** Discovery's door: search, the default lists of groups and events, and robots/sitemap. */
export { discoveryRoutes } from './discovery.routes.ts';
export { seoRoutes } from './seo.routes.ts';
export { SEO_PATHS } from './seo.service.ts';
export { listCacheOf } from './list-cache.ts';
