import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { UserSummary } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
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
      enqueueSnackbar(`${name} could not be blocked. Please try again.`, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(`You blocked ${name}.`, { variant: 'success' });
  };

  return (
    <>
      <IconButton
        aria-label="Conversation options"
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
          Block
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            report.open();
          }}
        >
          Report {name}
        </MenuItem>
      </Menu>
      {report.dialog}
      <ConfirmDialog
        open={confirming}
        title={`Block ${name}?`}
        message="Neither of you will be able to write to the other. They are not told. You can unblock them in Settings."
        confirmText="Block"
        loading={block.isPending}
        onConfirm={() => void confirmBlock()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
