/** Waiting in tests for something that happens on its own time (a stream, a bus, a job). */
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveBus } from '../live/bus.ts';

/** Resolves once `check` holds, asking every 20 ms; fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/** How many people have a stream open on this instance's bus (its listeners, by person). */
export const listenerCount = (bus: LiveBus) =>
  (bus as unknown as { listeners?: { size: number } }).listeners?.size ?? 0;
