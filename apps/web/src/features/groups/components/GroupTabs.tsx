import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Group } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { GroupEventsPanel } from '@/features/events/index.ts';
import { useMembershipRequests } from '../api/get-membership-requests.ts';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { AboutPanel } from './AboutPanel.tsx';
import { MembershipRequestsPanel } from './MembershipRequestsPanel.tsx';
import { MembersPanel } from './MembersPanel.tsx';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type TabId = 'upcoming' | 'past' | 'members' | 'requests' | 'about';

interface TabSpec {
  id: TabId;
  label: ReactNode;
  panel: () => ReactNode;
}

const tabId = (id: TabId) => `group-tab-${id}`;
const panelId = (id: TabId) => `group-tabpanel-${id}`;

/**
 * The group page's tabs (spec §2): Upcoming events (default), Past events, Members (signed-in
 * users, when the group is public or they belong to it), Membership Requests (the owner of a
 * private group) and About. The open tab is kept in `?tab=`, so it survives a reload.
 */
export function GroupTabs({ group, viewer }: { group: Group; viewer: GroupViewer }) {
  const [params, setParams] = useSearchParams();
  const requests = useMembershipRequests(group.id, viewer.canHandleRequests);
  const requestCount = requests.data?.length ?? 0;

  const tabs: TabSpec[] = [
    {
      id: 'upcoming',
      label: 'Upcoming events',
      panel: () => (
        <GroupEventsPanel
          groupId={group.id}
          upcoming
          empty={<EmptyState icon={<EventBusyOutlinedIcon />}>No upcoming events scheduled</EmptyState>}
        />
      ),
    },
    {
      id: 'past',
      label: 'Past events',
      panel: () => (
        <GroupEventsPanel
          groupId={group.id}
          upcoming={false}
          empty={
            <EmptyState icon={<HistoryOutlinedIcon />}>
              This group doesn&apos;t have any past events
            </EmptyState>
          }
        />
      ),
    },
  ];
  if (viewer.canSeeMembers) {
    tabs.push({ id: 'members', label: 'Members', panel: () => <MembersPanel group={group} /> });
  }
  if (viewer.canHandleRequests) {
    tabs.push({
      id: 'requests',
      label: (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          Membership Requests
          {requestCount > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {` (${requestCount} pending)`}
            </Box>
          )}
          {requestCount > 0 && (
            <Box
              component="span"
              aria-hidden
              sx={{
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.75rem',
                fontWeight: 700,
                lineHeight: '22px',
              }}
            >
              {requestCount}
            </Box>
          )}
        </Box>
      ),
      panel: () => <MembershipRequestsPanel group={group} />,
    });
  }
  tabs.push({ id: 'about', label: 'About', panel: () => <AboutPanel group={group} /> });

  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0]!;

  const select = (id: TabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'upcoming') next.delete('tab');
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
        aria-label="Group sections"
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
