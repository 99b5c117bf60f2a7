/**
 * Facts the legal pages state. Not in packages/shared yet; the server does not need
 * them. Kept in one place so the three documents agree. Facts in words (the city, the
 * governing law, the liability period) are in the catalogue (`legal_fact_*`,
 * `legal_terms_liability_p2`), so they read in the page's language.
 */
export const LEGAL = {
  /** Noon in Vancouver, so the day is the same in every time zone near it. */
  lastUpdated: '2025-02-16T12:00:00-08:00',
  /** The spec's own wording of that day, on the English page. */
  lastUpdatedInEnglish: 'Feb 16th, 2025',
  minimumAge: 18,
  termsChangeNoticeDays: 30,
} as const;
