import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { displayNameSchema, TOASTS, type SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/FormActions.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

const profileFormSchema = z.object({ name: displayNameSchema });
type ProfileFormValues = z.infer<typeof profileFormSchema>;

/**
 * Edit profile's details: the login, read-only, and the Display Name (1–50
 * characters, not starting with a space). 'Save changes' is enabled once the name is valid and
 * differs from the saved one.
 */
export function ProfileDetailsForm({ user }: { user: SelfUser }) {
  const update = useUpdateProfile();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: { name: user.name },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const profile = await update.mutateAsync({ id: user.id, name, hasAvatar: user.hasAvatar });
      reset({ name: profile.name });
    } catch {
      enqueueSnackbar(TOASTS.profileUpdateFailed, { variant: 'error' });
      return;
    }
    enqueueSnackbar(TOASTS.profileUpdated, { variant: 'success' });
  });

  return (
    <SettingsSection title="Profile details" description="Your display name is how other neighbours see you.">
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Profile details">
        <TextField
          label="Login"
          value={user.id}
          helperText="Your login is how you sign in; it can't be changed."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormTextField
          control={control}
          name="name"
          label="Display Name"
          required
          autoComplete="nickname"
          hint="Between 1 and 50 characters."
        />
        <FormActions submitLabel="Save changes" valid={isValid && isDirty} busy={update.isPending} />
      </Stack>
    </SettingsSection>
  );
}
