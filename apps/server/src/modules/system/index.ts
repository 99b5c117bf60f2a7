/** The system's door: liveness (/healthz), readiness (/readyz) and the public settings the web app reads (config). */
export { systemRoutes } from './system.routes.ts';
