import { useLiveNotifications } from '../hooks/use-live-notifications.ts';

/** Keeps the notifications current from the live stream while signed in; shows nothing. */
export function LiveNotifications() {
  useLiveNotifications();
  return null;
}
