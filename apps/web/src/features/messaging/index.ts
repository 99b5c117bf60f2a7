/** The messaging feature's public surface: what the shell and the router may use. */
export { BlockedPeopleSettings } from './components/BlockedPeopleSettings.tsx';
export { LiveMessages } from './components/LiveMessages.tsx';
export { MessagesNavButton } from './components/MessagesNavButton.tsx';
export { useLiveMessages } from './hooks/use-live-messages.ts';
