/**
 * How the app names each kind of notification (Settings › Notifications' switches, the
 * unsubscribe page), in the page's language (issue #29).
 */
import { notificationKindLabel } from '@neighbourly/i18n/notification-kinds';
import { notifications_kind_event_activity_hint } from '@neighbourly/i18n/messages';
import { ACTIVITY_EMAIL_MAX_MEMBERS, type NotificationKind } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';

/** The kind's name, e.g. "A new event in one of your groups" (the emails name it the same). */
export const kindLabel = (kind: NotificationKind): string => notificationKindLabel(kind);

/** How a kind whose email works differently works, or undefined. */
export function kindHint(kind: NotificationKind): string | undefined {
  if (kind === 'eventActivity') {
    return notifications_kind_event_activity_hint({ max: formatNumber(ACTIVITY_EMAIL_MAX_MEMBERS) });
  }
  return undefined;
}
