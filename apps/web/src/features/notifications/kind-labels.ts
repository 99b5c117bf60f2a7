/**
 * How the app names each kind of notification (Settings › Notifications' switches, the
 * unsubscribe page), in the page's language (issue #29). English reads as the shared
 * NOTIFICATION_KIND_LABELS / NOTIFICATION_KIND_HINTS, which the server's emails use.
 */
import {
  notifications_kind_event_activity,
  notifications_kind_event_activity_hint,
  notifications_kind_event_cancelled,
  notifications_kind_event_capacity,
  notifications_kind_event_changed,
  notifications_kind_event_reminder,
  notifications_kind_new_comment,
  notifications_kind_new_event,
  notifications_kind_new_request,
  notifications_kind_new_role,
  notifications_kind_report_closed,
  notifications_kind_request_approved,
  notifications_kind_request_rejected,
  notifications_kind_unread_messages,
  notifications_kind_waitlist_promoted,
} from '@neighbourly/i18n/messages';
import { ACTIVITY_EMAIL_MAX_MEMBERS, type NotificationKind } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';

const KIND_LABELS: Record<NotificationKind, () => string> = {
  waitlistPromoted: notifications_kind_waitlist_promoted,
  requestApproved: notifications_kind_request_approved,
  requestRejected: notifications_kind_request_rejected,
  newRequest: notifications_kind_new_request,
  newRole: notifications_kind_new_role,
  newEvent: notifications_kind_new_event,
  eventChanged: notifications_kind_event_changed,
  eventCancelled: notifications_kind_event_cancelled,
  newComment: notifications_kind_new_comment,
  eventActivity: notifications_kind_event_activity,
  eventCapacity: notifications_kind_event_capacity,
  eventReminder: notifications_kind_event_reminder,
  unreadMessages: notifications_kind_unread_messages,
  reportClosed: notifications_kind_report_closed,
};

/** The kind's name, e.g. "A new event in one of your groups". */
export const kindLabel = (kind: NotificationKind): string => KIND_LABELS[kind]();

/** How a kind whose email works differently works, or undefined. */
export function kindHint(kind: NotificationKind): string | undefined {
  if (kind === 'eventActivity') {
    return notifications_kind_event_activity_hint({ max: formatNumber(ACTIVITY_EMAIL_MAX_MEMBERS) });
  }
  return undefined;
}
