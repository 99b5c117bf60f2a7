/** The auth feature's public surface: what the shell, the router and other features may use. */
export { useAuth, type AuthState } from './hooks/use-auth.ts';
export { useReturnTo, usePageToReturnTo } from './hooks/use-return-to.ts';
export { selfQueryOptions, getSelf, patchSelf } from './api/get-self.ts';
export { useSignOut, forgetSession } from './api/sign-out.ts';
export { authKeys } from './api/keys.ts';
