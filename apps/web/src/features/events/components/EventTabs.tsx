import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Event } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { CommentsPanel } from './CommentsPanel.tsx';
import { EventAboutPanel } from './EventAboutPanel.tsx';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';

type TabId = 'about' | 'participants' | 'comments';

interface TabSpec {
  id: TabId;
  label: string;
  panel: () => ReactNode;
}

const tabId = (id: TabId) => `event-tab-${id}`;
const panelId = (id: TabId) => `event-tabpanel-${id}`;

/**
 * The event page's tabs (spec §2): About (default), then Participants and Comments for
 * signed-in users who may see the event's details. The open tab is kept in `?tab=`.
 */
export function EventTabs({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const [params, setParams] = useSearchParams();

  const tabs: TabSpec[] = [
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

  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0]!;

  const select = (id: TabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'about') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Paper variant="outlined" sx={{ mt: { xs: 3, sm: 4 }, overflow: 'hidden' }}>
      <Tabs
        value={current.id}
        onChange={(_event, value: TabId) => select(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Event sections"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            sx={{ minHeight: 56, fontWeight: 600 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(current.id)}
        aria-labelledby={tabId(current.id)}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        {current.panel()}
      </Box>
    </Paper>
  );
}
