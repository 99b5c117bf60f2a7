import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import {
  people_change_password,
  people_change_password_description,
  people_confirm_new_password,
  people_current_password,
  people_new_password,
  people_new_password_hint,
  people_password_update_failed,
  people_password_updated,
  people_update,
} from '@neighbourly/i18n/messages';
import {
  changePasswordFormSchema,
  LIMITS,
  type ChangePasswordForm as ChangePasswordValues,
} from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
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
      enqueueSnackbar(people_password_update_failed(), { variant: 'error' });
      return;
    }
    reset(EMPTY);
    enqueueSnackbar(people_password_updated(), { variant: 'success' });
  });

  return (
    <SettingsSection title={people_change_password()} description={people_change_password_description()}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        useFlexGap
        onSubmit={onSubmit}
        aria-label={people_change_password()}
      >
        {/* Lets a password manager tell which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
        <FormPasswordField
          control={control}
          name="currentPassword"
          label={people_current_password()}
          required
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormPasswordField
          control={control}
          name="newPassword"
          label={people_new_password()}
          required
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          hint={people_new_password_hint()}
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label={people_confirm_new_password()}
          required
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
        />
        <FormActions submitLabel={people_update()} valid={isValid} busy={update.isPending} />
      </Stack>
    </SettingsSection>
  );
}
