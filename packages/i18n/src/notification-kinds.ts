/**
 * What Settings › Notifications calls each kind of notification, in a reader's language (issue
 * #29): the web's switches and the emails they send use the same words. A module of its own, so
 * the pages that name no kind ship none of these words. The web passes no locale (its build's
 * language); the server passes the recipient's.
 */
import {
  notifications_kind_data_export_ready,
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

type KindLabel = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const NOTIFICATION_KIND_MESSAGES: Record<NotificationKind, KindLabel> = {
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
  dataExportReady: notifications_kind_data_export_ready,
};

/**
 * What Settings › Notifications calls a kind ("A new event in one of your groups"): the switch's
 * name on the web, and in the emails it sends.
 */
export const notificationKindLabel = (kind: NotificationKind, locale?: Locale): string =>
  NOTIFICATION_KIND_MESSAGES[kind]({}, locale ? { locale } : {});
