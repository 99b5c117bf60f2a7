/**
 * A series in a list (issue #26) in the page's language: "Weekly · 8 dates". Apart from
 * recurrence-words.ts so event cards (on first visits, e.g. the home page) carry only these words.
 */
import {
  events_frequency_biweekly,
  events_frequency_monthly,
  events_frequency_weekly,
  events_series_summary,
} from '@neighbourly/i18n/messages';
import type { RepeatFrequency } from '@neighbourly/shared';

const FREQUENCY: Record<RepeatFrequency, () => string> = {
  WEEKLY: events_frequency_weekly,
  BIWEEKLY: events_frequency_biweekly,
  MONTHLY: events_frequency_monthly,
};

/** A series in a list (issue #26): "Weekly · 8 dates", the count being its upcoming events. */
export const seriesSummaryText = (frequency: RepeatFrequency, upcomingCount: number) =>
  events_series_summary({ frequency: FREQUENCY[frequency](), count: upcomingCount });
