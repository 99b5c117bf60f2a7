/** What the events domain's notices share: the event's link and time, and who is told. */
import type { Locale } from '@neighbourly/shared';
import { formatWhen } from '../../time/community-clock.ts';
import type { EventRow } from './events.repository.ts';

export const linkTo = (event: Pick<EventRow, 'id' | 'group_id'>) =>
  `/group/${encodeURIComponent(event.group_id)}/events/${event.id}`;
/** The event's time in the reader's language (English when none is given). */
export const when = (event: Pick<EventRow, 'start_date_time'>, locale: Locale = 'en') =>
  formatWhen(event.start_date_time, locale);
/** Everyone but the person who did it: nobody is told of their own doing. */
export const others = (userIds: readonly string[], actorId: string | undefined) =>
  userIds.filter((id) => id !== actorId);
