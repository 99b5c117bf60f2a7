import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

/** What goes with the account, said before and in the confirmation. */
function Consequences() {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
      <li>Your group memberships, membership requests, event registrations and comments are removed.</li>
      <li>
        Each group you own passes to another member (an event host first); a group with no one else in it is
        deleted.
      </li>
      <li>Events you host pass to their group&apos;s owner.</li>
    </Box>
  );
}

/**
 * Manage account's 'Delete account': after a confirmation that says what happens,
 * DELETE /users; then 'Account deletion requested successfully. Logging out...' and, 3 s later,
 * the sign-out (the server has already ended the session).
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(userId);
    } catch {
      enqueueSnackbar(TOASTS.accountDeleteFailed, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(TOASTS.accountDeletionRequested, { variant: 'success' });
  };

  return (
    <SettingsSection
      title="Delete account"
      description={
        <>
          Deleting your account signs you out and cannot be undone.
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            <Consequences />
          </Box>
        </>
      }
    >
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverOutlinedIcon />}
        onClick={() => setConfirming(true)}
        disabled={remove.isPending || remove.isSuccess}
      >
        Delete account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        message={
          <>
            This cannot be undone, and you will be signed out.
            <Box sx={{ mt: 1.5 }}>
              <Consequences />
            </Box>
          </>
        }
        confirmText="Delete account"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
