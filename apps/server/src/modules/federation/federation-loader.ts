/**
 * Fedify, loaded on first need (issue #31): with the first request on a federation path or the
 * first federation job, not at start. Its code and vocabulary hold ~30 MB of memory, which a
 * server nobody on the fediverse has asked anything does without. The outbound guard is set
 * just before Fedify is built, so every signed request it makes is guarded as before (the other
 * callers of the global fetch, OpenID discovery and reCAPTCHA, carry time-outs of their own).
 */
import type { Federation } from '@fedify/fedify';
import type { AppDeps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { JobTableMessageQueue } from './message-queue.ts';
import type * as FedifyRuntime from './runtime.ts';

export interface LoadedFederation {
  federation: Federation<void>;
  runtime: typeof FedifyRuntime;
}

export interface LazyFederation {
  /** Fedify's federation, its queue listening, and the code that sends with it. */
  load(): Promise<LoadedFederation>;
  /** Stops the queue (before the database closes). */
  stop(): void;
}

export function lazyFederation(deps: AppDeps, jobs: JobRunner): LazyFederation {
  const stopQueue = new AbortController();
  let loading: Promise<LoadedFederation> | undefined;
  const load = (): Promise<LoadedFederation> =>
    (loading ??= (async () => {
      // The guard (and undici, ~6 MB) comes with Fedify: only Fedify's signed requests need it.
      const { guardOutboundRequests } = await import('./outbound-guard.ts');
      if (deps.config.federation.enabled) guardOutboundRequests(deps.config.federation);
      const runtime = await import('./runtime.ts');
      const federation = runtime.buildFederation(deps, queue);
      void federation.startQueue(undefined, { signal: stopQueue.signal });
      return { federation, runtime };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // A message Fedify queued (before a restart, say) loads it to be handled.
  const queue = new JobTableMessageQueue(deps.db, jobs, async () => void (await load()));
  return { load, stop: () => stopQueue.abort() };
}
