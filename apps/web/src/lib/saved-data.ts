/**
 * Where the signed-in person's saved data for offline reading lives (issue #31): one IndexedDB
 * entry, written and read by features/offline, and a localStorage note of whose it is. The note
 * is read without opening IndexedDB, so visitors' pages never load the IndexedDB code.
 */
import { storage } from './storage.ts';

/** The IndexedDB key (idb-keyval's default database) of the saved queries. */
export const SAVED_DATA_KEY = 'neighbourly-offline';
/** localStorage: the id of the person whose data is saved. */
const OWNER_KEY = 'offlineDataOwner';

export const savedDataOwner = (): string | null => storage.get(OWNER_KEY);

export const markSavedDataOwner = (userId: string): void => storage.set(OWNER_KEY, userId);

/**
 * Deletes the saved data: on sign-out, account deletion, and whenever the session is found gone.
 * The note goes at once (nothing is restored without it); the entry as soon as IndexedDB answers.
 */
export function forgetSavedData(): Promise<void> {
  // A second call (sign-out clears the record twice) waits for the first one's deletion.
  if (savedDataOwner() === null) return forgetting;
  storage.remove(OWNER_KEY);
  forgetting = deleteSavedData();
  return forgetting;
}

let forgetting: Promise<void> = Promise.resolve();

/** Deletes the IndexedDB entry, whoever it belonged to. */
export async function deleteSavedData(): Promise<void> {
  try {
    const { del } = await import('idb-keyval');
    await del(SAVED_DATA_KEY);
  } catch {
    // No IndexedDB (private browsing): nothing was saved there.
  }
}
