import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import type { Event } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { PeopleList } from '@/components/PeopleList.tsx';
import { ListError } from '@/components/ListError.tsx';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { PARTICIPANT_ROLE_LABELS } from '../labels.ts';

/**
 * The Participants tab: the host first, then the participants, then the waitlist in order;
 * each row shows the avatar, the name and the role, and opens the person's profile.
 */
export function ParticipantsPanel({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const query = viewer.participantsQuery;
  if (query.isPending) return <PageSpinner label="Loading participants" minHeight={200} />;
  if (query.isError) {
    return <ListError onRetry={() => void query.refetch()}>The participants could not be loaded.</ListError>;
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<PeopleOutlineIcon />}>No one has signed up yet.</EmptyState>;
  }
  return (
    <PeopleList
      label={`Participants of ${event.name}`}
      people={query.data.map(({ user, role }) => ({ user, role: PARTICIPANT_ROLE_LABELS[role] }))}
    />
  );
}
