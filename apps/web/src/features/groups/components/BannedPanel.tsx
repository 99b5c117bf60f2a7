import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Group, GroupBan } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import dayjs from 'dayjs';
import { enqueueSnackbar } from 'notistack';
import { useId } from 'react';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useGroupBans } from '../api/get-group-bans.ts';
import { useLiftBan } from '../api/lift-ban.ts';

function BanRow({ ban }: { ban: GroupBan }) {
  const id = useId();
  const lift = useLiftBan();
  const name = ban.user.name || ban.user.id;
  const by = ban.bannedBy ? ` by ${ban.bannedBy.name || ban.bannedBy.id}` : '';

  const liftBan = async () => {
    try {
      await lift.mutateAsync({ groupId: ban.groupId, userId: ban.user.id });
      enqueueSnackbar(TOASTS.banLifted(name), { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.liftBanFailed, { variant: 'error' });
    }
  };

  return (
    <ListItem
      divider
      sx={{ py: 1.5, px: { xs: 0, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flex: '1 1 260px', minWidth: 0 }}>
        <UserAvatar user={ban.user} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Link
            id={`${id}-name`}
            href={paths.profile.getHref(ban.user.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Banned on {dayjs(ban.bannedAt).format('MMM D, YYYY')}
            {by}
          </Typography>
          {ban.reason && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              Reason: {ban.reason}
            </Typography>
          )}
        </Box>
      </Box>
      <Button
        variant="outlined"
        size="small"
        aria-describedby={`${id}-name`}
        loading={lift.isPending}
        onClick={() => void liftBan()}
      >
        Lift ban
      </Button>
    </ListItem>
  );
}

/**
 * The Banned tab (the owner, issue #27): who is banned, since when, by whom and why (the
 * reason is the owner's note), newest first, each with Lift ban.
 */
export function BannedPanel({ group }: { group: Group }) {
  const bans = useGroupBans(group.id, true);

  if (bans.isPending) return <PageSpinner label="Loading banned people" minHeight={200} />;
  if (bans.isError) {
    return <ListError onRetry={() => void bans.refetch()}>The banned people could not be loaded.</ListError>;
  }
  const rows = bans.data.pages.flatMap((page) => page.bans);
  if (rows.length === 0) {
    return <EmptyState icon={<GppGoodOutlinedIcon />}>No one is banned from this group.</EmptyState>;
  }
  return (
    <>
      <List aria-label={`Banned from ${group.name}`} disablePadding>
        {rows.map((ban) => (
          <BanRow key={ban.user.id} ban={ban} />
        ))}
      </List>
      {bans.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void bans.fetchNextPage()}
            loading={bans.isFetchingNextPage}
          >
            Show more
          </Button>
        </Box>
      )}
    </>
  );
}
