/** Toast texts of spec §8, with "the product" written as Neighbourly. */
export const TOASTS = {
  signedIn: 'Successfully logged in! Redirecting to the main page...',
  signedUp: 'Successfully created an account! Signing in...',
  incorrectCredentials: 'Incorrect username or password',
  captchaUnsolved: 'Please verify the reCAPTCHA.',
  // The spec does not show the sign-up failure message; this is ours.
  signUpFailed: 'Failed to create an account. Please try again.',
  signedOut: 'You have been signed out.',
  authExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  genericError: 'Something went wrong. Please try again.',
} as const;
