/** The account-export domain's door (issue #32): a person's own data as a ZIP. */
export { accountExportRoutes } from './account-export.routes.ts';
export { registerAccountExportJobs, scheduleExportPruning } from './account-export.jobs.ts';
export { removeExportsOf } from './account-export.service.ts';
