import type { SelfUser } from '@neighbourly/shared';
import { readAuthRecord } from '@/lib/auth-record.ts';
import { useSelf } from '../api/get-self.ts';

export interface AuthState {
  /** The signed-in user, null for a visitor or while the first check is running. */
  user: SelfUser | null;
  isAuthenticated: boolean;
  /** True until the first answer of users/self: guards wait for it. */
  isPending: boolean;
  /**
   * The best guess while pending: the local record's flag. Lets the shell paint the right
   * header at once; never used to grant access.
   */
  probablySignedIn: boolean;
}

export function useAuth(): AuthState {
  const { data, isPending } = useSelf();
  const user = data ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isPending,
    probablySignedIn: isPending ? readAuthRecord().isAuthenticated : user !== null,
  };
}
