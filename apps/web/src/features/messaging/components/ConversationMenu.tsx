import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  messaging_block,
  messaging_block_explains,
  messaging_block_failed,
  messaging_block_title,
  messaging_blocked,
  messaging_conversation_options,
  messaging_report_person,
} from '@neighbourly/i18n/messages';
import type { UserSummary } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useReportDialog } from '@/features/moderation/index.ts';
import { useBlockUser } from '../api/block-user.ts';

/** The conversation's ⋮ menu: Block, after a confirmation, and Report the person (issue #27). */
export function ConversationMenu({ user, blocked }: { user: UserSummary; blocked: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const block = useBlockUser();
  const menuId = useId();
  const name = user.name || user.id;
  const report = useReportDialog({ subject: { type: 'USER', userId: user.id }, what: 'person' });

  const confirmBlock = async () => {
    try {
      await block.mutateAsync(user.id);
    } catch {
      enqueueSnackbar(messaging_block_failed({ name }), { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(messaging_blocked({ name }), { variant: 'success' });
  };

  return (
    <>
      <IconButton
        aria-label={messaging_conversation_options()}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={blocked}
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          {messaging_block()}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            report.open();
          }}
        >
          {messaging_report_person({ name })}
        </MenuItem>
      </Menu>
      {report.dialog}
      <ConfirmDialog
        open={confirming}
        title={messaging_block_title({ name })}
        message={messaging_block_explains()}
        confirmText={messaging_block()}
        loading={block.isPending}
        onConfirm={() => void confirmBlock()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
