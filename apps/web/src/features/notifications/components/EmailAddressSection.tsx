import { zodResolver } from '@/lib/zod.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { emailSchema, type NotificationPreferences } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmButton } from '@/components/ConfirmButton.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { useRemoveEmail } from '../api/remove-email.ts';
import { useSetEmail } from '../api/set-email.ts';

export const NO_EMAIL_SERVER = 'This server sends no email: your notifications stay in the app.';
export const notVerifiedText = (email: string, emailAvailable: boolean) =>
  emailAvailable
    ? `Not verified yet: we sent a link to ${email}. It works for 24 hours.`
    : `Not verified yet: this server sends no email, so no link was sent to ${email}.`;

const emailFormSchema = z.object({ email: emailSchema });
type EmailFormValues = z.infer<typeof emailFormSchema>;

/** Whether the saved address is verified, in words (and an icon-free line, so not by colour alone). */
function EmailStatus({ preferences }: { preferences: NotificationPreferences }) {
  const { email, emailVerified, emailAvailable } = preferences;
  if (!email) return null;
  return (
    <Alert severity={emailVerified ? 'success' : 'warning'} role="status">
      {emailVerified ? 'Verified' : notVerifiedText(email, emailAvailable)}
    </Alert>
  );
}

function RemoveEmailButton() {
  const remove = useRemoveEmail();
  return (
    <ConfirmButton
      label="Remove address"
      confirmText="Remove"
      question="Remove your email address? No notification will be emailed to you any more."
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      toasts={{
        done: 'Your email address is removed.',
        failed: 'Your email address could not be removed. Please try again.',
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
        enqueueSnackbar('Your email address could not be saved. Please try again.', { variant: 'error' });
      }
      return;
    }
    enqueueSnackbar('Saved. Please follow the link we sent to verify your address.', { variant: 'success' });
  });

  return (
    <SettingsSection
      title="Email address"
      description="Where we email your notifications, once you have verified it. Only you can see it."
    >
      <Stack spacing={2}>
        {!preferences.emailAvailable && <Alert severity="info">{NO_EMAIL_SERVER}</Alert>}
        <EmailStatus preferences={preferences} />
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Email address">
          <FormTextField
            control={control}
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            externalError={serverError}
            hint="We send a link to it: your address is used once you follow that link."
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
              Save
            </Button>
            {preferences.email && <RemoveEmailButton />}
          </Stack>
        </Stack>
      </Stack>
    </SettingsSection>
  );
}
