import { useLiveMessages } from '../hooks/use-live-messages.ts';

/** Keeps the app's one live stream open while signed in with messaging on; shows nothing. */
export function LiveMessages() {
  useLiveMessages();
  return null;
}
