import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  groups_ban_reason_prefix,
  groups_banned_empty,
  groups_banned_list_label,
  groups_banned_load_failed,
  groups_banned_on,
  groups_banned_on_by,
  groups_lift_ban,
  groups_loading_banned,
  groups_show_more,
  groups_toast_ban_lifted,
  groups_toast_lift_ban_failed,
} from '@neighbourly/i18n/messages';
import type { Group, GroupBan } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId } from 'react';
import { formatShortDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useGroupBans } from '../api/get-group-bans.ts';
import { useLiftBan } from '../api/lift-ban.ts';
import { interleave, own } from '../interleave.tsx';

/** "Dec 5, 2026" in the page's language: a date long past reads with its year, as a ban's does. */
const formatDay = (instant: string) => formatShortDateTime(instant, 0);

function BanRow({ ban }: { ban: GroupBan }) {
  const id = useId();
  const lift = useLiftBan();
  const name = ban.user.name || ban.user.id;
  const bannedBy = ban.bannedBy ? ban.bannedBy.name || ban.bannedBy.id : undefined;
  const date = formatDay(ban.bannedAt);

  const liftBan = async () => {
    try {
      await lift.mutateAsync({ groupId: ban.groupId, userId: ban.user.id });
      enqueueSnackbar(groups_toast_ban_lifted({ name }), { variant: 'success' });
    } catch {
      enqueueSnackbar(groups_toast_lift_ban_failed(), { variant: 'error' });
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
            dir="auto"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {bannedBy === undefined
              ? groups_banned_on({ date })
              : interleave(groups_banned_on_by, { date, name: own(bannedBy) })}
          </Typography>
          {ban.reason && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {groups_ban_reason_prefix()} <span dir="auto">{ban.reason}</span>
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
        {groups_lift_ban()}
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

  if (bans.isPending) return <PageSpinner label={groups_loading_banned()} minHeight={200} />;
  if (bans.isError) {
    return <ListError onRetry={() => void bans.refetch()}>{groups_banned_load_failed()}</ListError>;
  }
  const rows = bans.data.pages.flatMap((page) => page.bans);
  if (rows.length === 0) {
    return <EmptyState icon={<GppGoodOutlinedIcon />}>{groups_banned_empty()}</EmptyState>;
  }
  return (
    <>
      <List aria-label={groups_banned_list_label({ group: group.name })} disablePadding>
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
            {groups_show_more()}
          </Button>
        </Box>
      )}
    </>
  );
}
