/**
 * The jobs that tell a group's followers of a change (its events, its profile), written by the
 * events and groups modules; Fedify is loaded by the first (event-delivery.ts does the work).
 */
import type { AppDeps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { EVENT_FEDERATION_JOB } from '../events/index.ts';
import { GROUP_FEDERATION_JOB } from '../groups/index.ts';
import type { LazyFederation } from './federation-loader.ts';

export function registerEventDelivery(jobs: JobRunner, deps: AppDeps, fedify: LazyFederation): void {
  jobs.handle(EVENT_FEDERATION_JOB, async (payload) => {
    if (!deps.config.federation.enabled) return;
    const { federation, runtime } = await fedify.load();
    await runtime.deliverEventChange(deps, federation, (payload as { eventId: number }).eventId);
  });
  jobs.handle(GROUP_FEDERATION_JOB, async (payload) => {
    if (!deps.config.federation.enabled) return;
    const { federation, runtime } = await fedify.load();
    await runtime.deliverGroupChange(deps, federation, (payload as { groupId: string }).groupId);
  });
}
