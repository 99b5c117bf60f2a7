import { useLiveMessages } from '../hooks/use-live-messages.ts';

/** Applies the live stream's message events while signed in with messaging on; shows nothing. */
export function LiveMessages() {
  useLiveMessages();
  return null;
}
