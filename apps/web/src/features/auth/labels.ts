/** How the sign-in and sign-up screens word what happened. */

/** The `?error=` the OpenID Connect callback sends a failed external sign-in back with. */
export const SIGN_IN_ERROR_PARAM = 'error';
