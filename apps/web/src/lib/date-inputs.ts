/**
 * The values of `<input type="datetime-local">` (local time to the minute) and ISO instants, read
 * and written with dayjs: in a module of their own, so pages that only show times (dates.ts) do
 * not load dayjs.
 */
import dayjs from 'dayjs';

/** The value format of `<input type="datetime-local">`. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An instant as the value of a datetime-local input, in local time to the minute. */
export function toDateTimeInput(instant: string | Date | number): string {
  const value = dayjs(instant);
  return value.isValid() ? value.format(INPUT_FORMAT) : '';
}

/** A datetime-local input's value (local time) as an ISO instant; null when it is not a time. */
export function fromDateTimeInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toISOString() : null;
}

/** Tomorrow at `hour` o'clock local time, plus `addHours`, as a datetime-local value. */
export function tomorrowAtInput(hour: number, addHours = 0, now = Date.now()): string {
  return toDateTimeInput(dayjs(now).add(1, 'day').hour(hour).startOf('hour').add(addHours, 'hour').valueOf());
}
