import type { Event } from '@neighbourly/shared';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { CommentsPanel } from './CommentsPanel.tsx';
import { EventAboutPanel } from './EventAboutPanel.tsx';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';

type TabId = 'about' | 'participants' | 'comments';

/**
 * The event page's tabs: About (default), then Participants and Comments for
 * signed-in users who may see the event's details. The open tab is kept in `?tab=`.
 */
export function EventTabs({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const tabs: TabSpec<TabId>[] = [
    {
      id: 'about',
      label: 'About',
      panel: () => <EventAboutPanel event={event} signedIn={viewer.user !== null} />,
    },
  ];
  if (viewer.canSeeDetails) {
    tabs.push(
      {
        id: 'participants',
        label: 'Participants',
        panel: () => <ParticipantsPanel event={event} viewer={viewer} />,
      },
      { id: 'comments', label: 'Comments', panel: () => <CommentsPanel event={event} /> },
    );
  }

  return <UrlTabs tabs={tabs} label="Event sections" idPrefix="event" />;
}
