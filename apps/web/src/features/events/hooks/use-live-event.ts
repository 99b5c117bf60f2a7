import { liveTopics, type Event } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useLiveGroup } from '@/features/groups/index.ts';
import { useLiveTopic } from '@/lib/live-listeners.ts';
import { eventKeys } from '../api/keys.ts';

/** What the open page says about the event changing under it. */
export interface LiveEventNotice {
  /** Set when the time or place moved since the page opened: the new ones. */
  changed: { start: string | null; location: string | null } | null;
  cancelled: boolean;
}

/**
 * Keeps an open event page true while someone is signed in: others' RSVPs, leaves and the
 * waitlist's moves, comments and edits load again as they happen (kept on screen while they
 * load, so nothing flickers), and the page says when the event moved or was cancelled. The
 * group is watched too: an approved request opens a private group's event.
 */
export function useLiveEvent(event: Event): LiveEventNotice {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { groupId, eventId } = event;
  // The time and place as the page first showed them.
  const [opened] = useState(() => ({ start: event.startDateTime, location: event.location }));
  const [heardChange, setHeardChange] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  useLiveGroup(groupId);
  useLiveTopic(user ? liveTopics.event(eventId) : undefined, (what) => {
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    if (what === 'cancelled') {
      // Loading it again would meet a 404 and leave the page: it stays, and says so.
      setCancelled(true);
      return;
    }
    if (what === 'attendance' || what === 'details' || what === 'reconnected') {
      refresh(eventKeys.detail(groupId, eventId));
      refresh(eventKeys.participants(groupId, eventId));
      if (user) refresh(eventKeys.userEvents(user.id));
    }
    if (what === 'comments' || what === 'reconnected') refresh(eventKeys.comments(groupId, eventId));
    if (what === 'details') setHeardChange(true);
  });
  const moved = event.startDateTime !== opened.start;
  const relocated = event.location !== opened.location;
  return {
    changed:
      heardChange && (moved || relocated)
        ? { start: moved ? event.startDateTime : null, location: relocated ? event.location : null }
        : null,
    cancelled,
  };
}

/** A group's events list follows events being created and deleted while it is open. */
export function useLiveGroupEvents(groupId: string, upcoming: boolean) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useLiveTopic(user ? liveTopics.group(groupId) : undefined, (what) => {
    if (what === 'events' || what === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: eventKeys.forGroup(groupId, upcoming) });
    }
  });
}
