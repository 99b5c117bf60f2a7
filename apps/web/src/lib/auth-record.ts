import { STORAGE_KEYS } from '@neighbourly/shared';
import { forgetSavedData, savedDataOwner } from './saved-data.ts';
import { storage } from './storage.ts';

/**
 * The local auth record (isAuthenticated, userData), persisted under the `authStore` key. It is a
 * hint for the first paint and for "Auth expired" handling; the server's answer to users/self is
 * the truth.
 */
export interface AuthRecord {
  isAuthenticated: boolean;
  userData: Record<string, unknown>;
}

const SIGNED_OUT: AuthRecord = { isAuthenticated: false, userData: {} };

export function readAuthRecord(): AuthRecord {
  const raw = storage.get(STORAGE_KEYS.authStore);
  if (!raw) return SIGNED_OUT;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'isAuthenticated' in parsed) {
      const record = parsed as Partial<AuthRecord>;
      return {
        isAuthenticated: record.isAuthenticated === true,
        userData: record.userData && typeof record.userData === 'object' ? record.userData : {},
      };
    }
  } catch {
    // A corrupt record counts as signed out.
  }
  return SIGNED_OUT;
}

export function writeAuthRecord(userData: object): void {
  const record: AuthRecord = { isAuthenticated: true, userData: { ...userData } };
  // Someone else signed in (another tab, an identity provider's redirect) while the saved data
  // for reading offline is still the previous person's: it goes (issue #31).
  const owner = savedDataOwner();
  if (owner !== null && owner !== record.userData.id) void forgetSavedData();
  storage.set(STORAGE_KEYS.authStore, JSON.stringify(record));
}

/** Signed out, however it happened: what was saved for reading offline goes too (issue #31). */
export function clearAuthRecord(): void {
  storage.remove(STORAGE_KEYS.authStore);
  void forgetSavedData();
}
