import { zodResolver } from '@/lib/zod.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  notifications_email_address,
  notifications_email_description,
  notifications_email_hint,
  notifications_no_email_server,
  notifications_not_verified_not_sent,
  notifications_not_verified_sent,
  notifications_remove,
  notifications_remove_address,
  notifications_remove_failed,
  notifications_remove_question,
  notifications_removed,
  notifications_save,
  notifications_save_failed,
  notifications_saved_verify,
  notifications_verified,
} from '@neighbourly/i18n/messages';
import { emailSchema, type NotificationPreferences } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { useRemoveEmail } from '../api/remove-email.ts';
import { useSetEmail } from '../api/set-email.ts';

const notVerifiedText = (email: string, emailAvailable: boolean) =>
  emailAvailable
    ? notifications_not_verified_sent({ email })
    : notifications_not_verified_not_sent({ email });

const emailFormSchema = z.object({ email: emailSchema });
type EmailFormValues = z.infer<typeof emailFormSchema>;

/** Whether the saved address is verified, in words (and an icon-free line, so not by colour alone). */
function EmailStatus({ preferences }: { preferences: NotificationPreferences }) {
  const { email, emailVerified, emailAvailable } = preferences;
  if (!email) return null;
  return (
    <Alert severity={emailVerified ? 'success' : 'warning'} role="status">
      {emailVerified ? notifications_verified() : notVerifiedText(email, emailAvailable)}
    </Alert>
  );
}

function RemoveEmailButton() {
  const remove = useRemoveEmail();
  return (
    <ConfirmButton
      label={notifications_remove_address()}
      confirmText={notifications_remove()}
      question={notifications_remove_question()}
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      toasts={{
        done: notifications_removed(),
        failed: notifications_remove_failed(),
      }}
      buttonProps={{ color: 'error', size: 'large' }}
    />
  );
}

/**
 * Settings › Notifications' address: where notifications are emailed once it is verified. Saving
 * sends a verification link; the address is used only once that link is followed.
 */
export function EmailAddressSection({ preferences }: { preferences: NotificationPreferences }) {
  const save = useSetEmail();
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    control,
    handleSubmit,
    formState: { isValid, isDirty },
  } = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onChange',
    defaultValues: { email: preferences.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      // The section is keyed by the saved address: it starts again from the new one.
      await save.mutateAsync(email);
    } catch (error) {
      // A bad address, or too many changes or emails for now (the server says when to try again).
      if (isApiError(error, 'VALIDATION_ERROR') || isApiError(error, 'RATE_LIMITED')) {
        setServerError(error.message);
      } else {
        enqueueSnackbar(notifications_save_failed(), { variant: 'error' });
      }
      return;
    }
    enqueueSnackbar(notifications_saved_verify(), { variant: 'success' });
  });

  return (
    <SettingsSection title={notifications_email_address()} description={notifications_email_description()}>
      <Stack spacing={2}>
        {!preferences.emailAvailable && <Alert severity="info">{notifications_no_email_server()}</Alert>}
        <EmailStatus preferences={preferences} />
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={onSubmit}
          aria-label={notifications_email_address()}
        >
          <FormTextField
            control={control}
            name="email"
            label={notifications_email_address()}
            type="email"
            autoComplete="email"
            externalError={serverError}
            hint={notifications_email_hint()}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              // Saving the same unverified address again sends a new link (the old one may have expired).
              disabled={!isValid || (!isDirty && preferences.emailVerified) || save.isPending}
              loading={save.isPending}
              sx={{ px: 4 }}
            >
              {notifications_save()}
            </Button>
            {preferences.email && <RemoveEmailButton />}
          </Stack>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
