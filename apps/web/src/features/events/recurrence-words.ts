/**
 * How a series reads in the page's language (issue #29): the web's own wording of
 * packages/shared/src/recurrence.ts ("Weekly on Saturdays", "Repeats monthly on the 2nd
 * Tuesday"), the weekday being where the shared rule puts it (the community's
 * time zone) and named by Intl in the page's language.
 */
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import {
  events_repeat_biweekly,
  events_repeat_monthly_1,
  events_repeat_monthly_2,
  events_repeat_monthly_3,
  events_repeat_monthly_4,
  events_repeat_monthly_last,
  events_repeat_weekly,
  events_repeats_biweekly,
  events_repeats_monthly_1,
  events_repeats_monthly_2,
  events_repeats_monthly_3,
  events_repeats_monthly_4,
  events_repeats_monthly_last,
  events_repeats_weekly,
} from '@neighbourly/i18n/messages';
import { monthlyPosition, type MonthlyPosition, type RepeatFrequency } from '@neighbourly/shared';
import { pageLanguage } from '@/lib/page-language.ts';

type Words = (inputs: { weekday: string }) => string;

/** 0 (Sunday) to 6 as the page's language names it: "Saturday", "samedi", "星期六". */
function weekdayName(weekday: number): string {
  // 1 January 2023 was a Sunday.
  return new Intl.DateTimeFormat(intlLocaleOf(pageLanguage()), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday)),
  );
}

function words(
  frequency: RepeatFrequency,
  start: string | MonthlyPosition,
  weekly: Words,
  biweekly: Words,
  monthly: Record<number, Words>,
): string {
  const { weekday, nth } = typeof start === 'string' ? monthlyPosition(start) : start;
  const say = frequency === 'WEEKLY' ? weekly : frequency === 'BIWEEKLY' ? biweekly : monthly[nth]!;
  return say({ weekday: weekdayName(weekday) });
}

/** The form's "Repeats" choices: "Weekly on Saturdays", "Monthly on the 2nd Tuesday". */
export const repeatChoiceText = (frequency: RepeatFrequency, start: string | MonthlyPosition) =>
  words(frequency, start, events_repeat_weekly, events_repeat_biweekly, {
    1: events_repeat_monthly_1,
    2: events_repeat_monthly_2,
    3: events_repeat_monthly_3,
    4: events_repeat_monthly_4,
    [-1]: events_repeat_monthly_last,
  });

/** "Repeats weekly on Saturdays", "Repeats monthly on the 2nd Tuesday". */
export const describeRepeatText = (frequency: RepeatFrequency, start: string | MonthlyPosition) =>
  words(frequency, start, events_repeats_weekly, events_repeats_biweekly, {
    1: events_repeats_monthly_1,
    2: events_repeats_monthly_2,
    3: events_repeats_monthly_3,
    4: events_repeats_monthly_4,
    [-1]: events_repeats_monthly_last,
  });
