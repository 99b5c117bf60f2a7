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
import { useBanMember } from '../api/ban-member.ts';
import { BanReasonField } from './BanReasonField.tsx';

type Question = 'handOver' | 'remove' | 'ban';

/** What each confirmation says, names and all. */
function wording(question: Question, name: string, groupName: string) {
  switch (question) {
    case 'handOver':
      return {
        title: 'Hand the group over',
        message: `${name} will own ${groupName}, and you will become a member: you will no longer manage the group or its members. Hand it over?`,
        confirm: 'Make owner',
      };
    case 'remove':
      return {
        title: 'Remove from group',
        message: `Remove ${name} from ${groupName}? They give up their places in its upcoming events, and the events they host pass to you.`,
        confirm: 'Remove',
      };
    case 'ban':
      return {
        title: 'Ban from group',
        message: `Ban ${name} from ${groupName}? They are removed as by Remove, and can no longer join, ask to join or comment on its events until you lift the ban.`,
        confirm: 'Ban',
      };
  }
}

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

/** The owner's changes to one member, each saying in a toast how it went. */
function useMemberChanges(group: Group, member: GroupMember, name: string) {
  const { user } = useAuth();
  const changeRole = useChangeMemberRole();
  const handOver = useHandOverGroup(user?.id ?? '');
  const remove = useRemoveMember();
  const ban = useBanMember();
  const target = { groupId: group.id, userId: member.user.id };
  const isHost = member.role === 'HOST';

  const toggleHost = () =>
    withToast(
      () => changeRole.mutateAsync({ ...target, role: isHost ? 'MEMBER' : 'HOST' }),
      isHost ? TOASTS.unmadeHost(name) : TOASTS.madeHost(name),
      TOASTS.changeRoleFailed,
    );
  /** What a confirmed question does; true when it worked. */
  const answer = (question: Question, reason: string) => {
    switch (question) {
      case 'handOver':
        return withToast(
          () => handOver.mutateAsync(target),
          TOASTS.groupHandedOver(name),
          TOASTS.handOverGroupFailed,
        );
      case 'remove':
        return withToast(
          () => remove.mutateAsync(target),
          TOASTS.memberRemoved(name),
          TOASTS.removeMemberFailed,
        );
      case 'ban':
        return withToast(
          () => ban.mutateAsync({ ...target, reason }),
          TOASTS.memberBanned(name),
          TOASTS.banFailed,
        );
    }
  };
  return {
    isHost,
    toggleHost,
    answer,
    changingRole: changeRole.isPending,
    answering: handOver.isPending || remove.isPending || ban.isPending,
    banning: ban.isPending,
  };
}

/**
 * The owner's menu on a member's row: make or unmake an event host, make owner (hand the group
 * over, confirmed), remove from the group and ban from it (confirmed, with an optional reason).
 */
export function MemberMenu({ group, member }: { group: Group; member: GroupMember }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept while the dialog closes, so its words do not change during the transition.
  const [question, setQuestion] = useState<Question>('remove');
  const [reason, setReason] = useState('');
  const name = member.user.name || member.user.id;
  const changes = useMemberChanges(group, member, name);

  const ask = (asked: Question) => {
    setAnchor(null);
    setQuestion(asked);
    setReason('');
    setAsking(true);
  };
  const confirm = async () => {
    if (await changes.answer(question, reason)) setAsking(false);
  };
  const words = wording(question, name, group.name);

  return (
    <>
      <IconButton
        edge="end"
        aria-label={`More actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={changes.changingRole}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void changes.toggleHost();
          }}
        >
          {changes.isHost ? 'Remove event host' : 'Make event host'}
        </MenuItem>
        <MenuItem onClick={() => ask('handOver')}>Make owner</MenuItem>
        <MenuItem onClick={() => ask('remove')} sx={{ color: 'error.main' }}>
          Remove from group
        </MenuItem>
        <MenuItem onClick={() => ask('ban')} sx={{ color: 'error.main' }}>
          Ban from group
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={asking}
        title={words.title}
        message={
          question === 'ban' ? (
            <>
              {words.message}
              <BanReasonField value={reason} onChange={setReason} disabled={changes.banning} />
            </>
          ) : (
            words.message
          )
        }
        confirmText={words.confirm}
        loading={changes.answering}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
