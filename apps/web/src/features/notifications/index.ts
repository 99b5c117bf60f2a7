/** The notifications feature's public surface: what the shell, the router and settings may use. */
import { lazy } from 'react';

export { LiveNotifications } from './components/LiveNotifications.tsx';
export { NotificationsNavButton } from './components/NotificationsNavButton.tsx';

/**
 * Loaded when its settings tab opens: with a static export, its forms (and react-hook-form and
 * zod behind them) would come along wherever the bell or the live stream is shown.
 */
export const NotificationSettings = lazy(() =>
  import('./components/NotificationSettings.tsx').then((m) => ({ default: m.NotificationSettings })),
);
