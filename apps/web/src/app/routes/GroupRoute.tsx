import { GroupEventsPanel, LeaveGroupQuestion } from '@/features/events/index.ts';
import GroupPage from '@/features/groups/pages/GroupPage.tsx';

/**
 * The group page, put together where both features may be used: groups lays it out, events fills
 * its event tabs and the leave question. Groups never imports events (events uses groups), so
 * the two features do not import each other in a circle.
 */
export default function GroupRoute() {
  return <GroupPage EventsPanel={GroupEventsPanel} LeaveQuestion={LeaveGroupQuestion} />;
}
