/**
 * How a recurring event reads ("Repeats weekly on Saturdays") and where a monthly one falls
 * ("2nd Tuesday"), both in the community's time zone, so the server's rule and the words the
 * web shows always agree.
 */
import { COMMUNITY_TIME_ZONE, type RepeatFrequency } from './constants.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ORDINALS = ['', '1st', '2nd', '3rd', '4th'] as const;

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: COMMUNITY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
});
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface MonthlyPosition {
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
  /** 1 to 4, or -1 for "last": a 5th Tuesday is not in every month, the last one is. */
  nth: number;
}

/** A day's place in its month by weekday: the 9th, a Tuesday, is the 2nd Tuesday. */
export function positionInMonth(dayOfMonth: number, weekday: number): MonthlyPosition {
  const nth = Math.ceil(dayOfMonth / 7);
  return { weekday, nth: nth > 4 ? -1 : nth };
}

/**
 * The weekday of an instant in the community's time zone and its place in the month, by the
 * runtime's own zone data (the browser's; the server computes series on its own clock).
 */
export function monthlyPosition(startIso: string): MonthlyPosition {
  const parts = localParts.formatToParts(new Date(startIso));
  const weekday = WEEKDAY_INDEX[parts.find((p) => p.type === 'weekday')?.value ?? ''] ?? 0;
  return positionInMonth(Number(parts.find((p) => p.type === 'day')?.value ?? 1), weekday);
}

/**
 * The choices of the form's "Repeats" field for an event starting at `start` (an instant, or
 * its place in the month when the caller knows it from its own clock).
 */
export function repeatChoiceLabel(frequency: RepeatFrequency, start: string | MonthlyPosition): string {
  const { weekday, nth } = typeof start === 'string' ? monthlyPosition(start) : start;
  switch (frequency) {
    case 'WEEKLY':
      return `Weekly on ${WEEKDAYS[weekday]}s`;
    case 'BIWEEKLY':
      return `Every 2 weeks on ${WEEKDAYS[weekday]}s`;
    case 'MONTHLY':
      return `Monthly on the ${nth === -1 ? 'last' : ORDINALS[nth]} ${WEEKDAYS[weekday]}`;
  }
}

/** "Repeats weekly on Saturdays", "Repeats monthly on the 2nd Tuesday". */
export function describeRepeat(frequency: RepeatFrequency, start: string | MonthlyPosition): string {
  const choice = repeatChoiceLabel(frequency, start);
  return `Repeats ${choice.charAt(0).toLowerCase()}${choice.slice(1)}`;
}

const FREQUENCY_WORDS: Record<RepeatFrequency, string> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Every 2 weeks',
  MONTHLY: 'Monthly',
};

/** A series in a list (issue #26): "Weekly · 8 dates", the count being its upcoming events. */
export function seriesSummary(frequency: RepeatFrequency, upcomingCount: number): string {
  return `${FREQUENCY_WORDS[frequency]} · ${upcomingCount} ${upcomingCount === 1 ? 'date' : 'dates'}`;
}
