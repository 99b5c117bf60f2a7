/** How the sign-in and sign-up screens word what happened. */

/** The `?error=` the OpenID Connect callback sends a failed external sign-in back with. */
export const SIGN_IN_ERROR_PARAM = 'error';

/** What `?error=external` means: the provider, or the way back from it, failed. */
export const EXTERNAL_SIGN_IN_FAILED = 'Signing in with that provider did not work. Please try again.';
