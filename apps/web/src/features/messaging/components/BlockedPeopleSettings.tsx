import Box from '@mui/material/Box';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import {
  messaging_blocked_people,
  messaging_blocked_people_description,
  messaging_blocked_people_load_failed,
  messaging_loading_blocked_people,
  messaging_no_blocked_people,
  messaging_unblock,
  messaging_unblock_failed,
  messaging_unblock_person,
  messaging_unblocked,
} from '@neighbourly/i18n/messages';
import type { UserSummary } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { paths } from '@/lib/paths.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { useUnblockUser } from '../api/unblock-user.ts';

function BlockedRow({ user }: { user: UserSummary }) {
  const unblock = useUnblockUser();
  const name = user.name || user.id;
  const onUnblock = async () => {
    try {
      await unblock.mutateAsync(user.id);
    } catch {
      enqueueSnackbar(messaging_unblock_failed({ name }), { variant: 'error' });
      return;
    }
    enqueueSnackbar(messaging_unblocked({ name }), { variant: 'success' });
  };
  return (
    <ListItem divider sx={{ gap: 1.5, px: 0 }}>
      <UserAvatar user={user} alt="" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          href={paths.profile.getHref(user.id)}
          underline="hover"
          dir="auto"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
      </Box>
      <Button
        variant="outlined"
        onClick={() => void onUnblock()}
        loading={unblock.isPending}
        aria-label={messaging_unblock_person({ name })}
      >
        {messaging_unblock()}
      </Button>
    </ListItem>
  );
}

/** Settings › Blocked people: whom the person blocked in a conversation, each with Unblock. */
export function BlockedPeopleSettings() {
  const blocks = useBlocks();
  return (
    <SettingsSection title={messaging_blocked_people()} description={messaging_blocked_people_description()}>
      <Box>
        {blocks.isPending ? (
          <PageSpinner label={messaging_loading_blocked_people()} minHeight={120} />
        ) : blocks.isError ? (
          <ListError onRetry={() => void blocks.refetch()}>
            {messaging_blocked_people_load_failed()}
          </ListError>
        ) : blocks.data.length === 0 ? (
          <EmptyState>{messaging_no_blocked_people()}</EmptyState>
        ) : (
          <List aria-label={messaging_blocked_people()} disablePadding>
            {blocks.data.map((user) => (
              <BlockedRow key={user.id} user={user} />
            ))}
          </List>
        )}
      </Box>
    </SettingsSection>
  );
}
