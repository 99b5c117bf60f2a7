import { liveTopics } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { useLiveTopic } from '@/lib/live-listeners.ts';
import { deletedHere } from '../deleted-here.ts';
import { groupKeys } from '../api/keys.ts';

/**
 * Keeps an open group (its page, or an event page of it) true while someone is signed in: a
 * change of its members, requests or details loads again the group and what the viewer is to
 * it, so an approved requester sees the group open and a removed member sees it close (a
 * banned one also loses Join). The events list follows on its own (the events feature watches
 * the same topic).
 */
export function useLiveGroup(groupId: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useLiveTopic(user ? liveTopics.group(groupId) : undefined, (what) => {
    if (what === 'events' || (what === 'deleted' && deletedHere.has(groupId))) return;
    for (const queryKey of [
      groupKeys.detail(groupId),
      [...groupKeys.all, 'membership', groupId],
      groupKeys.ownRequest(groupId),
      groupKeys.members(groupId),
      groupKeys.requests(groupId),
      groupKeys.bans(groupId),
      groupKeys.ownBan(groupId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
