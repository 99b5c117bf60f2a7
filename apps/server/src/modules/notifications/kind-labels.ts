/**
 * What Settings › Notifications calls each kind, in a reader's language (issue #29): the emails
 * name the switch that sends them with the same words the web's settings page shows.
 */
import {
  notifications_kind_event_activity,
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
import type { Locale, NotificationKind } from '@neighbourly/shared';

type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const KIND_LABELS: Record<NotificationKind, Label> = {
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

/** "A new event in one of your groups", "Un nouvel événement dans l'un de vos groupes". */
export const notificationKindLabel = (kind: NotificationKind, locale: Locale): string =>
  KIND_LABELS[kind]({}, { locale });
