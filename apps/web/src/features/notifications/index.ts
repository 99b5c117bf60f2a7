/** The notifications feature's public surface: what the shell, the router and settings may use. */
export { LiveNotifications } from './components/LiveNotifications.tsx';
export { NotificationSettings } from './components/NotificationSettings.tsx';
export { NotificationsNavButton } from './components/NotificationsNavButton.tsx';
