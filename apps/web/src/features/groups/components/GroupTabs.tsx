import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import {
  groups_loading_tab,
  groups_past_empty,
  groups_requests_pending,
  groups_tab_about,
  groups_tab_banned,
  groups_tab_fediverse,
  groups_tab_members,
  groups_tab_past,
  groups_tab_requests,
  groups_tab_upcoming,
  groups_tabs_label,
  groups_upcoming_empty,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { formatNumber } from '@/lib/dates.ts';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UrlTabs, type TabSpec } from '@/components/UrlTabs.tsx';
import { useMembershipRequests } from '../api/get-membership-requests.ts';
import type { GroupPageParts } from '../group-page-parts.ts';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { AboutPanel } from './AboutPanel.tsx';

// Members are for signed-in users and requests for the owner: visitors' first load goes without.
const MembersPanel = lazy(() => import('./MembersPanel.tsx').then((m) => ({ default: m.MembersPanel })));
const MembershipRequestsPanel = lazy(() =>
  import('./MembershipRequestsPanel.tsx').then((m) => ({ default: m.MembershipRequestsPanel })),
);
const BannedPanel = lazy(() => import('./BannedPanel.tsx').then((m) => ({ default: m.BannedPanel })));
const FediverseFollowersPanel = lazy(() =>
  import('./FediverseFollowersPanel.tsx').then((m) => ({ default: m.FediverseFollowersPanel })),
);
const loaded = (panel: ReactNode) => (
  <Suspense fallback={<PageSpinner label={groups_loading_tab()} minHeight={200} />}>{panel}</Suspense>
);

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type TabId = 'upcoming' | 'past' | 'members' | 'requests' | 'banned' | 'fediverse' | 'about';

/** 'Membership Requests', with the number pending as a badge (and in words for screen readers). */
function RequestsTabLabel({ count: requestCount }: { count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {groups_tab_requests()}
      {requestCount > 0 && (
        <Box component="span" sx={visuallyHidden}>
          {` ${groups_requests_pending({ count: formatNumber(requestCount) })}`}
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
          {formatNumber(requestCount)}
        </Box>
      )}
    </Box>
  );
}

/**
 * The group page's tabs: Upcoming events (default), Past events, Members (signed-in
 * users, when the group is public or they belong to it), Membership Requests (the owner of a
 * private group), Banned (the owner), Fediverse (the owner of a group the fediverse follows) and
 * About. The open tab is kept in `?tab=`, so it survives
 * a reload.
 */
export function GroupTabs({
  group,
  viewer,
  EventsPanel,
}: {
  group: Group;
  viewer: GroupViewer;
  EventsPanel: GroupPageParts['EventsPanel'];
}) {
  const requests = useMembershipRequests(group.id, viewer.canHandleRequests);
  const requestCount = requests.data?.length ?? 0;

  const tabs: TabSpec<TabId>[] = [
    {
      id: 'upcoming',
      label: groups_tab_upcoming(),
      panel: () => (
        <EventsPanel
          groupId={group.id}
          upcoming
          empty={<EmptyState icon={<EventBusyOutlinedIcon />}>{groups_upcoming_empty()}</EmptyState>}
        />
      ),
    },
    {
      id: 'past',
      label: groups_tab_past(),
      panel: () => (
        <EventsPanel
          groupId={group.id}
          upcoming={false}
          empty={<EmptyState icon={<HistoryOutlinedIcon />}>{groups_past_empty()}</EmptyState>}
        />
      ),
    },
  ];
  if (viewer.canSeeMembers) {
    tabs.push({
      id: 'members',
      label: groups_tab_members(),
      panel: () => loaded(<MembersPanel group={group} canManage={viewer.canManageMembers} />),
    });
  }
  if (viewer.canHandleRequests) {
    tabs.push({
      id: 'requests',
      label: <RequestsTabLabel count={requestCount} />,
      panel: () => loaded(<MembershipRequestsPanel group={group} />),
    });
  }
  if (viewer.canManageMembers) {
    tabs.push({
      id: 'banned',
      label: groups_tab_banned(),
      panel: () => loaded(<BannedPanel group={group} />),
    });
  }
  if (viewer.canManageMembers && group.fediverse) {
    tabs.push({
      id: 'fediverse',
      label: groups_tab_fediverse(),
      panel: () => loaded(<FediverseFollowersPanel group={group} />),
    });
  }
  tabs.push({ id: 'about', label: groups_tab_about(), panel: () => <AboutPanel group={group} /> });

  return <UrlTabs tabs={tabs} label={groups_tabs_label()} idPrefix="group" />;
}
