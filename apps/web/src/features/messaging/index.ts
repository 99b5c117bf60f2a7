/** The messaging feature's public surface: what the shell and the router may use. */
import { lazy } from 'react';

export { LiveMessages } from './components/LiveMessages.tsx';
export { MessagesNavButton } from './components/MessagesNavButton.tsx';
export { useLiveMessages } from './hooks/use-live-messages.ts';

/**
 * Loaded when its settings tab opens, not wherever the header's Messages button or the live
 * stream is shown.
 */
export const BlockedPeopleSettings = lazy(() =>
  import('./components/BlockedPeopleSettings.tsx').then((m) => ({ default: m.BlockedPeopleSettings })),
);
