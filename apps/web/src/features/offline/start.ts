import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { dropUnownedData, keepSaving, restoreSavedData } from './saved-queries.ts';
import { registerServiceWorker } from './service-worker.ts';
import { setUpdateWaiting } from './update-state.ts';

let started = false;

/**
 * Starts offline reading after the first paint (issue #31): the service worker, the saved data
 * put back when the app opens without a connection, and saving from then on for a signed-in person.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  if (started) return;
  started = true;
  registerServiceWorker(setUpdateWaiting);
  try {
    if (onlineManager.isOnline()) await dropUnownedData();
    else await restoreSavedData(queryClient);
  } catch {
    // No IndexedDB (private browsing): the app works as before, online only.
  }
  // Offline and signed out, this waits for the connection; a visitor never saves anything.
  const user = await queryClient.fetchQuery(selfQueryOptions()).catch(() => null);
  if (user) keepSaving(queryClient);
}
