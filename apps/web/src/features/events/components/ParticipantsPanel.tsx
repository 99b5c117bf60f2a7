import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Event } from '@neighbourly/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
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
    <List aria-label={`Participants of ${event.name}`} disablePadding>
      {query.data.map((participant) => (
        <ListItem key={participant.user.id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={paths.profile.getHref(participant.user.id)}
            sx={{ py: 1.25 }}
          >
            <ListItemAvatar>
              <UserAvatar user={participant.user} aria-hidden />
            </ListItemAvatar>
            <ListItemText
              primary={participant.user.name || participant.user.id}
              secondary={PARTICIPANT_ROLE_LABELS[participant.role]}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
