import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Group } from '@neighbourly/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useGroupMembers } from '../api/get-group-members.ts';
import { ROLE_LABELS } from '../labels.ts';
import { ListError } from '@/components/ListError.tsx';

/** The Members tab: avatar, name (or id) and role; a row opens the member's profile. */
export function MembersPanel({ group }: { group: Group }) {
  const members = useGroupMembers(group.id, true);

  if (members.isPending) return <PageSpinner label="Loading members" minHeight={200} />;
  if (members.isError) {
    return <ListError onRetry={() => void members.refetch()}>The members could not be loaded.</ListError>;
  }
  const rows = members.data.pages.flatMap((page) => page.members);
  if (rows.length === 0) {
    return <EmptyState icon={<PeopleOutlineIcon />}>This group has no members yet.</EmptyState>;
  }

  return (
    <>
      <List aria-label={`Members of ${group.name}`} disablePadding>
        {rows.map((member) => (
          <ListItem key={member.user.id} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={paths.profile.getHref(member.user.id)}
              sx={{ py: 1.25 }}
            >
              <ListItemAvatar>
                <UserAvatar user={member.user} aria-hidden />
              </ListItemAvatar>
              <ListItemText
                primary={member.user.name || member.user.id}
                secondary={ROLE_LABELS[member.role]}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {members.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void members.fetchNextPage()}
            loading={members.isFetchingNextPage}
          >
            Show more members
          </Button>
        </Box>
      )}
    </>
  );
}
