import {
  events_loading_tab,
  events_sections,
  events_tab_about,
  events_tab_comments,
  events_tab_participants,
} from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { EventAboutPanel } from './EventAboutPanel.tsx';

// Only signed-in users see these tabs: the comment form (react-hook-form, zod) and the
// participants' lists stay out of visitors' first load.
const CommentsPanel = lazy(() => import('./CommentsPanel.tsx').then((m) => ({ default: m.CommentsPanel })));
const ParticipantsPanel = lazy(() =>
  import('./ParticipantsPanel.tsx').then((m) => ({ default: m.ParticipantsPanel })),
);
const loaded = (panel: ReactNode) => (
  <Suspense fallback={<PageSpinner label={events_loading_tab()} minHeight={200} />}>{panel}</Suspense>
);

type TabId = 'about' | 'participants' | 'comments';

/**
 * The event page's tabs: About (default), then Participants and Comments for
 * signed-in users who may see the event's details. The open tab is kept in `?tab=`.
 */
export function EventTabs({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const tabs: TabSpec<TabId>[] = [
    {
      id: 'about',
      label: events_tab_about(),
      panel: () => <EventAboutPanel event={event} signedIn={viewer.user !== null} />,
    },
  ];
  if (viewer.canSeeDetails) {
    tabs.push(
      {
        id: 'participants',
        label: events_tab_participants(),
        panel: () => loaded(<ParticipantsPanel event={event} viewer={viewer} />),
      },
      { id: 'comments', label: events_tab_comments(), panel: () => loaded(<CommentsPanel event={event} />) },
    );
  }

  return <UrlTabs tabs={tabs} label={events_sections()} idPrefix="event" />;
}
