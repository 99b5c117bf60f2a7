import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  groups_ban_confirm,
  groups_ban_message,
  groups_ban_title,
  groups_handover_message,
  groups_handover_title,
  groups_make_event_host,
  groups_make_owner,
  groups_member_actions,
  groups_remove_confirm,
  groups_remove_event_host,
  groups_remove_message,
  groups_remove_title,
  groups_toast_ban_failed,
  groups_toast_change_role_failed,
  groups_toast_hand_over_failed,
  groups_toast_handed_over,
  groups_toast_made_host,
  groups_toast_member_banned,
  groups_toast_member_removed,
  groups_toast_remove_member_failed,
  groups_toast_unmade_host,
} from '@neighbourly/i18n/messages';
import type { Group, GroupMember } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useHandOverGroup } from '../api/hand-over-group.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useBanMember } from '../api/ban-member.ts';
import { BanReasonField } from './BanReasonField.tsx';
import { interleave, own } from '../interleave.tsx';

type Question = 'handOver' | 'remove' | 'ban';

/** What each confirmation says, names and all (each read in its own direction). */
function wording(question: Question, name: string, groupName: string) {
  const names = { name: own(name), group: own(groupName) };
  switch (question) {
    case 'handOver':
      return {
        title: groups_handover_title(),
        message: interleave(groups_handover_message, names),
        confirm: groups_make_owner(),
      };
    case 'remove':
      return {
        title: groups_remove_title(),
        message: interleave(groups_remove_message, names),
        confirm: groups_remove_confirm(),
      };
    case 'ban':
      return {
        title: groups_ban_title(),
        message: interleave(groups_ban_message, names),
        confirm: groups_ban_confirm(),
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
      isHost ? groups_toast_unmade_host({ name }) : groups_toast_made_host({ name }),
      groups_toast_change_role_failed(),
    );
  /** What a confirmed question does; true when it worked. */
  const answer = (question: Question, reason: string) => {
    switch (question) {
      case 'handOver':
        return withToast(
          () => handOver.mutateAsync(target),
          groups_toast_handed_over({ name }),
          groups_toast_hand_over_failed(),
        );
      case 'remove':
        return withToast(
          () => remove.mutateAsync(target),
          groups_toast_member_removed({ name }),
          groups_toast_remove_member_failed(),
        );
      case 'ban':
        return withToast(
          () => ban.mutateAsync({ ...target, reason }),
          groups_toast_member_banned({ name }),
          groups_toast_ban_failed(),
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
        aria-label={groups_member_actions({ name })}
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
          {changes.isHost ? groups_remove_event_host() : groups_make_event_host()}
        </MenuItem>
        <MenuItem onClick={() => ask('handOver')}>{groups_make_owner()}</MenuItem>
        <MenuItem onClick={() => ask('remove')} sx={{ color: 'error.main' }}>
          {groups_remove_title()}
        </MenuItem>
        <MenuItem onClick={() => ask('ban')} sx={{ color: 'error.main' }}>
          {groups_ban_title()}
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
