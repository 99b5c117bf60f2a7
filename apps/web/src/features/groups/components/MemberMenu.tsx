import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Group, GroupMember } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useHandOverGroup } from '../api/hand-over-group.ts';
import { useRemoveMember } from '../api/remove-member.ts';

type Question = 'handOver' | 'remove';

/** Runs a change, then says in a toast how it went; true when it worked. */
async function withToast(run: () => Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await run();
    enqueueSnackbar(done, { variant: 'success' });
    return true;
  } catch {
    enqueueSnackbar(failed, { variant: 'error' });
    return false;
  }
}

/**
 * The owner's menu on a member's row: make or unmake an event host, make owner (hand the group
 * over, confirmed) and remove from the group (confirmed).
 */
export function MemberMenu({ group, member }: { group: Group; member: GroupMember }) {
  const menuId = useId();
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept while the dialog closes, so its words do not change during the transition.
  const [question, setQuestion] = useState<Question>('remove');
  const changeRole = useChangeMemberRole();
  const handOver = useHandOverGroup(user?.id ?? '');
  const remove = useRemoveMember();
  const name = member.user.name || member.user.id;
  const target = { groupId: group.id, userId: member.user.id };
  const isHost = member.role === 'HOST';

  const toggleHost = () => {
    setAnchor(null);
    void withToast(
      () => changeRole.mutateAsync({ ...target, role: isHost ? 'MEMBER' : 'HOST' }),
      isHost ? TOASTS.unmadeHost(name) : TOASTS.madeHost(name),
      TOASTS.changeRoleFailed,
    );
  };
  const ask = (asked: Question) => {
    setAnchor(null);
    setQuestion(asked);
    setAsking(true);
  };
  const confirm = async () => {
    const done =
      question === 'handOver'
        ? await withToast(
            () => handOver.mutateAsync(target),
            TOASTS.groupHandedOver(name),
            TOASTS.handOverGroupFailed,
          )
        : await withToast(
            () => remove.mutateAsync(target),
            TOASTS.memberRemoved(name),
            TOASTS.removeMemberFailed,
          );
    if (done) setAsking(false);
  };

  return (
    <>
      <IconButton
        edge="end"
        aria-label={`More actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={changeRole.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={toggleHost}>{isHost ? 'Remove event host' : 'Make event host'}</MenuItem>
        <MenuItem onClick={() => ask('handOver')}>Make owner</MenuItem>
        <MenuItem onClick={() => ask('remove')} sx={{ color: 'error.main' }}>
          Remove from group
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={asking}
        title={question === 'handOver' ? 'Hand the group over' : 'Remove from group'}
        message={
          question === 'handOver'
            ? `${name} will own ${group.name}, and you will become a member: you will no longer manage the group or its members. Hand it over?`
            : `Remove ${name} from ${group.name}? They give up their places in its upcoming events, and the events they host pass to you.`
        }
        confirmText={question === 'handOver' ? 'Make owner' : 'Remove'}
        loading={handOver.isPending || remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
