import { useEffect } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { openLiveStream } from '@/lib/live.ts';

/**
 * Keeps the app's one live stream open while someone is signed in (whatever the features'
 * flags); the features subscribe to it. Shows nothing.
 */
export function LiveStream() {
  const { user } = useAuth();
  const selfId = user?.id ?? null;
  useEffect(() => {
    if (!selfId) return;
    return openLiveStream();
  }, [selfId]);
  return null;
}
