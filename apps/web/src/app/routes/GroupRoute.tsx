import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { GroupEventsPanel, LeaveGroupQuestion } from '@/features/events/index.ts';
import { groupQueryOptions } from '@/features/groups/index.ts';
import GroupPage from '@/features/groups/pages/GroupPage.tsx';

/** The group, fetched while the page's code loads, so the page opens with it. */
export const prefetch = (queryClient: QueryClient, { groupId = '' }: Params) =>
  queryClient.prefetchQuery(groupQueryOptions(groupId));

/**
 * The group page, put together where both features may be used: groups lays it out, events fills
 * its event tabs and the leave question. Groups never imports events (events uses groups), so
 * the two features do not import each other in a circle.
 */
export default function GroupRoute() {
  return <GroupPage EventsPanel={GroupEventsPanel} LeaveQuestion={LeaveGroupQuestion} />;
}
