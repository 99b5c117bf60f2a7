import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  people_account_delete_failed,
  people_account_deletion_requested,
  people_delete_account,
  people_delete_account_description,
  people_delete_account_events,
  people_delete_account_groups,
  people_delete_account_memberships,
  people_delete_account_message,
  people_delete_account_title,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

/** What goes with the account, said before and in the confirmation. */
function Consequences() {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
      <li>{people_delete_account_memberships()}</li>
      <li>{people_delete_account_groups()}</li>
      <li>{people_delete_account_events()}</li>
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
      enqueueSnackbar(people_account_delete_failed(), { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(people_account_deletion_requested(), { variant: 'success' });
  };

  return (
    <SettingsSection
      title={people_delete_account()}
      description={
        <>
          {people_delete_account_description()}
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
        {people_delete_account()}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={people_delete_account_title()}
        message={
          <>
            {people_delete_account_message()}
            <Box sx={{ mt: 1.5 }}>
              <Consequences />
            </Box>
          </>
        }
        confirmText={people_delete_account()}
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
