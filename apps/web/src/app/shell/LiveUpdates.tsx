import { LiveMessages } from '@/features/messaging/index.ts';
import { LiveNotifications } from '@/features/notifications/index.ts';
import { LiveStream } from './LiveStream.tsx';

/** The live stream with the features that listen to it; the layout loads it only when signed in. */
export function LiveUpdates() {
  return (
    <>
      <LiveStream />
      <LiveMessages />
      <LiveNotifications />
    </>
  );
}
