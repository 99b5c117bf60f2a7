import type { Notification, NotificationKind } from '@neighbourly/shared';

export function toNotification(row: {
  id: number;
  kind: NotificationKind;
  text: string;
  link: string;
  created_at: string;
  read_at: string | null;
}): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}
