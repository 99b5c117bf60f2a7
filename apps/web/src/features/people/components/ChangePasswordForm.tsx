import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import {
  changePasswordFormSchema,
  LIMITS,
  TOASTS,
  type ChangePasswordForm as ChangePasswordValues,
} from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/FormActions.tsx';
import { FormPasswordField } from '@/components/FormPasswordField.tsx';
import { isApiError } from '@/lib/api.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Manage account's password change: the current password, the new one (the
 * password rule) and the new one again ("Sorry, your passwords don't match."). 'Update' is
 * enabled once all three are valid. A wrong current password shows the server's message there.
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const update = useUpdatePassword();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isValid },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await update.mutateAsync({ id: userId, currentPassword, newPassword });
    } catch (error) {
      // The server refused the current password; its message says so.
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') {
        setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      enqueueSnackbar(TOASTS.passwordUpdateFailed, { variant: 'error' });
      return;
    }
    reset(EMPTY);
    enqueueSnackbar(TOASTS.passwordUpdated, { variant: 'success' });
  });

  return (
    <SettingsSection
      title="Change password"
      description="You stay signed in here; Neighbourly signs you out everywhere else."
    >
      <Stack
        component="form"
        noValidate
        spacing={3}
        useFlexGap
        onSubmit={onSubmit}
        aria-label="Change password"
      >
        {/* Lets a password manager tell which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
        <FormPasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          required
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormPasswordField
          control={control}
          name="newPassword"
          label="New password"
          required
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          hint="8 to 24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&."
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          required
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormActions submitLabel="Update" valid={isValid} busy={update.isPending} />
      </Stack>
    </SettingsSection>
  );
}
