import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { deleteSavedData, savedDataOwner } from '@/lib/saved-data.ts';
import { registerServiceWorker } from './service-worker.ts';
import { setUpdateWaiting } from './update-state.ts';

let started = false;

/**
 * Saving and restoring (with the events' queries they name) load only for a signed-in person or
 * an app opened offline: a visitor's idle page no longer evaluates them (issue #31).
 */
const savedQueries = () => import('./saved-queries.ts');

/**
 * Starts offline reading after the first paint (issue #31): the service worker, the saved data
 * put back when the app opens without a connection, and saving from then on for a signed-in person.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  if (started) return;
  started = true;
  registerServiceWorker(setUpdateWaiting);
  try {
    if (!onlineManager.isOnline()) await (await savedQueries()).restoreSavedData(queryClient);
    // Online, leftovers of a sign-out the page closed before finishing are deleted.
    else if (savedDataOwner() === null) await deleteSavedData();
  } catch {
    // No IndexedDB (private browsing): the app works as before, online only.
  }
  // Offline and signed out, this waits for the connection; a visitor never saves anything.
  const user = await queryClient.fetchQuery(selfQueryOptions()).catch(() => null);
  if (!user) return;
  // A chunk that cannot load (a new version deployed since) leaves saving off for this page.
  const saved = await savedQueries().catch(() => null);
  saved?.keepSaving(queryClient);
}
