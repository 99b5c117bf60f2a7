import Box from '@mui/material/Box';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { UserSummary } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { paths } from '@/lib/paths.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { useUnblockUser } from '../api/unblock-user.ts';

export const NO_BLOCKED_PEOPLE = 'You have not blocked anyone.';

function BlockedRow({ user }: { user: UserSummary }) {
  const unblock = useUnblockUser();
  const name = user.name || user.id;
  const onUnblock = async () => {
    try {
      await unblock.mutateAsync(user.id);
    } catch {
      enqueueSnackbar(`${name} could not be unblocked. Please try again.`, { variant: 'error' });
      return;
    }
    enqueueSnackbar(`You unblocked ${name}.`, { variant: 'success' });
  };
  return (
    <ListItem divider sx={{ gap: 1.5, px: 0 }}>
      <UserAvatar user={user} alt="" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          href={paths.profile.getHref(user.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
      </Box>
      <Button
        variant="outlined"
        onClick={() => void onUnblock()}
        loading={unblock.isPending}
        aria-label={`Unblock ${name}`}
      >
        Unblock
      </Button>
    </ListItem>
  );
}

/** Settings › Blocked people: whom the person blocked in a conversation, each with Unblock. */
export function BlockedPeopleSettings() {
  const blocks = useBlocks();
  return (
    <SettingsSection
      title="Blocked people"
      description="Neither you nor they can write to each other. Unblock someone to write again."
    >
      <Box>
        {blocks.isPending ? (
          <PageSpinner label="Loading blocked people" minHeight={120} />
        ) : blocks.isError ? (
          <ListError onRetry={() => void blocks.refetch()}>The blocked people could not be loaded.</ListError>
        ) : blocks.data.length === 0 ? (
          <EmptyState>{NO_BLOCKED_PEOPLE}</EmptyState>
        ) : (
          <List aria-label="Blocked people" disablePadding>
            {blocks.data.map((user) => (
              <BlockedRow key={user.id} user={user} />
            ))}
          </List>
        )}
      </Box>
    </SettingsSection>
  );
}
