import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  people_display_name,
  people_display_name_hint,
  people_login,
  people_login_hint,
  people_my_neighbourhood,
  people_neighbourhood_hint,
  people_no_neighbourhood,
  people_profile_details,
  people_profile_details_description,
  people_profile_update_failed,
  people_profile_updated,
  people_save_changes,
} from '@neighbourly/i18n/messages';
import { displayNameSchema, type SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
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
      enqueueSnackbar(people_profile_update_failed(), { variant: 'error' });
      return;
    }
    enqueueSnackbar(people_profile_updated(), { variant: 'success' });
  });

  return (
    <SettingsSection title={people_profile_details()} description={people_profile_details_description()}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={onSubmit}
        aria-label={people_profile_details()}
      >
        <TextField
          label={people_login()}
          value={user.id}
          helperText={people_login_hint()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormTextField
          control={control}
          name="name"
          label={people_display_name()}
          required
          autoComplete="nickname"
          hint={people_display_name_hint()}
        />
        <Controller
          control={control}
          name="homePlace"
          render={({ field }) => (
            <PlaceSelect
              label={people_my_neighbourhood()}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              emptyLabel={people_no_neighbourhood()}
              helperText={people_neighbourhood_hint()}
            />
          )}
        />
        <FormActions submitLabel={people_save_changes()} valid={isValid && isDirty} busy={update.isPending} />
      </Stack>
    </SettingsSection>
  );
}
