/**
 * Facts the legal pages state. Not in packages/shared yet; the server does not need
 * them. Kept in one place so the three documents agree.
 */
export const LEGAL = {
  lastUpdated: 'Feb 16th, 2025',
  minimumAge: 18,
  termsChangeNoticeDays: 30,
  liabilityCapMonths: 'six',
  governingLaw: 'the Province of British Columbia and the federal laws of Canada applicable there',
  company: 'Neighbourly',
  city: 'Vancouver, British Columbia, Canada',
} as const;
