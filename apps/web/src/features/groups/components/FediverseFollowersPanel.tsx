import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  groups_fediverse_followers_count,
  groups_followers_empty,
  groups_followers_list_label,
  groups_followers_load_failed,
  groups_followers_since,
  groups_loading_followers,
  groups_remove_follower,
  groups_remove_follower_question,
  groups_show_more,
  groups_toast_follower_removed,
  groups_toast_remove_follower_failed,
} from '@neighbourly/i18n/messages';
import type { Group, GroupFollower } from '@neighbourly/shared';
import { useId } from 'react';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { formatShortDateTime } from '@/lib/dates.ts';
import { useGroupFollowers } from '../api/get-group-followers.ts';
import { useRemoveGroupFollower } from '../api/remove-group-follower.ts';
import { interleave, own } from '../interleave.tsx';

/** "Dec 5, 2026" in the page's language. */
const formatDay = (instant: string) => formatShortDateTime(instant, 0);

/** Their profile on their own server: someone else's page, said to be so. */
function HandleLink({ follower }: { follower: GroupFollower }) {
  const handle = <bdi dir="ltr">@{follower.handle}</bdi>;
  if (!follower.url) return handle;
  return (
    <Link
      href={follower.url}
      target="_blank"
      rel="nofollow noopener noreferrer ugc"
      underline="hover"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {handle}
    </Link>
  );
}

function FollowerRow({ groupId, follower }: { groupId: string; follower: GroupFollower }) {
  const id = useId();
  const remove = useRemoveGroupFollower();
  const name = follower.name || follower.handle;
  return (
    <ListItem
      divider
      sx={{ py: 1.5, px: { xs: 0, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography id={`${id}-name`} dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <HandleLink follower={follower} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {groups_followers_since({ date: formatDay(follower.followedAt) })}
        </Typography>
      </Box>
      <ConfirmButton
        label={groups_remove_follower()}
        confirmText={groups_remove_follower()}
        question={interleave(groups_remove_follower_question, { name: own(name) })}
        onConfirm={() => remove.mutateAsync({ groupId, followerId: follower.id })}
        pending={remove.isPending}
        toasts={{
          done: groups_toast_follower_removed({ name }),
          failed: groups_toast_remove_follower_failed(),
        }}
        buttonProps={{ size: 'small', 'aria-describedby': `${id}-name` }}
      />
    </ListItem>
  );
}

/**
 * The Fediverse tab (the owner, issue #30): the fediverse accounts following the group, newest
 * first, each with its profile link, since when, and Remove (it is sent nothing more).
 */
export function FediverseFollowersPanel({ group }: { group: Group }) {
  const followers = useGroupFollowers(group.id, true);

  if (followers.isPending) return <PageSpinner label={groups_loading_followers()} minHeight={200} />;
  if (followers.isError) {
    return <ListError onRetry={() => void followers.refetch()}>{groups_followers_load_failed()}</ListError>;
  }
  const rows = followers.data.pages.flatMap((page) => page.followers);
  if (rows.length === 0) {
    return <EmptyState icon={<HubOutlinedIcon />}>{groups_followers_empty()}</EmptyState>;
  }
  return (
    <>
      {group.fediverse && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {groups_fediverse_followers_count({ count: group.fediverse.followersCount })}
        </Typography>
      )}
      <List aria-label={groups_followers_list_label({ group: group.name })} disablePadding>
        {rows.map((follower) => (
          <FollowerRow key={follower.id} groupId={group.id} follower={follower} />
        ))}
      </List>
      {followers.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void followers.fetchNextPage()}
            loading={followers.isFetchingNextPage}
          >
            {groups_show_more()}
          </Button>
        </Box>
      )}
    </>
  );
}
