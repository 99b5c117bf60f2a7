import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { displayNameSchema, TOASTS, type SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/FormActions.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { PlaceSelect } from '@/components/PlaceSelect.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

// The neighbourhood comes from the shipped list's select, so any value it gives is a known slug.
const profileFormSchema = z.object({ name: displayNameSchema, homePlace: z.string().nullable() });
type ProfileFormValues = z.infer<typeof profileFormSchema>;

/**
 * Edit profile's details: the login, read-only, the Display Name (1–50 characters, not starting
 * with a space) and "My neighbourhood" (issue #28), the private place searches can measure
 * distances from. 'Save changes' is enabled once the name is valid and something differs from
 * what is saved.
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
    defaultValues: { name: user.name, homePlace: user.homePlace ?? null },
  });

  const onSubmit = handleSubmit(async ({ name, homePlace }) => {
    try {
      const profile = await update.mutateAsync({ id: user.id, name, hasAvatar: user.hasAvatar, homePlace });
      reset({ name: profile.name, homePlace });
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
        <Controller
          control={control}
          name="homePlace"
          render={({ field }) => (
            <PlaceSelect
              label="My neighbourhood"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              emptyLabel="None"
              helperText="Searches can measure distances from here. Only you see it."
            />
          )}
        />
        <FormActions submitLabel="Save changes" valid={isValid && isDirty} busy={update.isPending} />
      </Stack>
    </SettingsSection>
  );
}
