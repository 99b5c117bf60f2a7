import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  groups_banned_cannot_join,
  groups_create_event,
  groups_join_group,
  groups_leave_group,
  groups_sign_in_to_join,
  groups_toast_join_failed,
  groups_toast_joined,
  groups_toast_leave_failed,
  groups_toast_left,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';
import { usePageToReturnTo } from '@/features/auth/index.ts';
import { useJoinGroup } from '../api/join-group.ts';
import { useLeaveGroup } from '../api/leave-group.ts';
import type { GroupPageParts } from '../group-page-parts.ts';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';
import { act, row } from './membership-action.ts';
import { Placeholder } from '@/components/Placeholder.tsx';

// A private group's request and withdraw are for signed-in non-members of private groups alone.
const RequestMembershipActions = lazy(() =>
  import('./RequestMembershipActions.tsx').then((m) => ({ default: m.RequestMembershipActions })),
);

// Only the owner manages and deletes the group: those buttons stay out of everyone else's load.
const OwnerActions = lazy(() => import('./OwnerActions.tsx').then((m) => ({ default: m.OwnerActions })));

/** Holds the buttons' place while they load. */
function ActionsSkeleton() {
  return (
    <Box sx={row} aria-hidden>
      <Placeholder variant="rounded" width={140} height={40} />
    </Box>
  );
}

/** Buttons of a chunk of their own, the skeleton in their place until it loads. */
const loading = (buttons: ReactNode) => <Suspense fallback={<ActionsSkeleton />}>{buttons}</Suspense>;

/**
 * The group page's buttons: join, request, requested (with a withdraw link), leave (with an
 * event host's Create event), a sign-in prompt for visitors, and the owner's Create event,
 * Manage group and Delete group.
 */
export function GroupActions({
  group,
  viewer,
  LeaveQuestion,
}: {
  group: Group;
  viewer: GroupViewer;
  LeaveQuestion: GroupPageParts['LeaveQuestion'];
}) {
  const { user, pending, isOwner, isMember, ownRequest } = viewer;
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const returnTo = usePageToReturnTo();

  if (pending) return <ActionsSkeleton />;

  if (!user) {
    return (
      <Box sx={row}>
        <Button
          variant="contained"
          startIcon={<LoginIcon sx={mirrorInRtl} />}
          href={paths.signIn.getHref(returnTo)}
        >
          {groups_sign_in_to_join()}
        </Button>
      </Box>
    );
  }

  if (isOwner) return loading(<OwnerActions group={group} />);

  const self = { groupId: group.id, userId: user.id };

  // Banned by the owner (issue #27): no way in, and no word of why.
  if (viewer.isBanned) {
    return (
      <Box sx={row}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {groups_banned_cannot_join()}
        </Typography>
      </Box>
    );
  }

  if (isMember) {
    return (
      <Box sx={row}>
        {viewer.canCreateEvent && (
          <Button variant="contained" startIcon={<AddIcon />} href={paths.createEvent.getHref(group.id)}>
            {groups_create_event()}
          </Button>
        )}
        <ConfirmButton
          label={groups_leave_group()}
          confirmText={groups_leave_group()}
          question={<LeaveQuestion groupId={group.id} userId={user.id} />}
          onConfirm={() => leave.mutateAsync(self)}
          pending={leave.isPending}
          toasts={{ done: groups_toast_left(), failed: groups_toast_leave_failed() }}
          buttonProps={{ startIcon: <LogoutIcon sx={mirrorInRtl} /> }}
        />
      </Box>
    );
  }

  if (group.type === 'PUBLIC') {
    return (
      <Box sx={row}>
        <Button
          variant="contained"
          startIcon={<GroupAddIcon />}
          loading={join.isPending}
          onClick={act(() => join.mutateAsync(self), groups_toast_joined(), groups_toast_join_failed())}
        >
          {groups_join_group()}
        </Button>
      </Box>
    );
  }

  return loading(<RequestMembershipActions self={self} requested={!!ownRequest} />);
}
