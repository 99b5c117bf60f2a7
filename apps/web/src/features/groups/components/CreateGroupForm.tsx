import { zodResolver } from '@/lib/zod.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LIMITS, MESSAGES, TOASTS, type ImportedGroup } from '@neighbourly/shared';
import { useForm, useWatch, type UseFormSetValue } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';
import { importInto, MeetupImportSection } from '@/components/MeetupImportSection.tsx';
import { availabilityAdornment } from '@/components/AvailabilityAdornment.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { useImportMeetupGroup } from '../api/import-meetup-group.ts';
import { createGroupFormSchema, type CreateGroupFormValues } from '../group-form.ts';
import { useCreateGroupSubmit } from '../hooks/use-create-group-submit.ts';
import { useGroupIdAvailability } from '../hooks/use-group-id-availability.ts';
import { HomePlaceField } from './HomePlaceField.tsx';
import { PRIVACY_HINTS } from '../labels.ts';
import { FormTextField } from '@/components/FormTextField.tsx';
import { TagsField } from '@/components/TagsField.tsx';

/** The id of the first field: the hero's call to action moves the focus there. */
export const CREATE_GROUP_FIRST_FIELD_ID = 'create-group-id';

/** 'OR' and the Meetup group import, filling id, name and description as if they were typed. */
function GroupMeetupImport({
  setValue,
  disabled,
}: {
  setValue: UseFormSetValue<CreateGroupFormValues>;
  disabled: boolean;
}) {
  const importGroup = useImportMeetupGroup();
  // The filled values go through the rules (and the id through the availability check) as typed ones.
  const fill = (group: ImportedGroup) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('id', group.id, options);
    setValue('name', group.title, options);
    setValue('description', group.description, options);
  };

  return (
    <MeetupImportSection
      formLabel="Import a Meetup group"
      urlLabel="Meetup group URL"
      placeholder="https://www.meetup.com/your-group/"
      buttonText="Fill Using Existing Meetup Group"
      hint="Fills the group id, name and description above from the group's Meetup page."
      pending={importGroup.isPending}
      disabled={disabled}
      onImport={importInto(importGroup, fill, TOASTS.importGroupFailed)}
    />
  );
}

/**
 * Create a group: id with a live availability check (500 ms debounce), name,
 * description, privacy, tags and an optional home neighbourhood; 'Create group' is enabled once all of it is valid and the id
 * is free. `disabled` shows the form to visitors without letting them use it. Below it, 'OR'
 * and the Meetup import, which fills id, name and description as if they were typed.
 */
export function CreateGroupForm({ disabled = false }: { disabled?: boolean }) {
  const { submit, pending } = useCreateGroupSubmit();

  const {
    control,
    handleSubmit,
    setValue,
    formState: { isValid },
  } = useForm<CreateGroupFormValues>({
    resolver: zodResolver(createGroupFormSchema),
    mode: 'onChange',
    defaultValues: { id: '', name: '', description: '', type: 'PUBLIC', tags: '', homePlace: null },
  });

  const id = useWatch({ control, name: 'id' });
  const { availability, idSettled, idTaken, idFree, checking } = useGroupIdAvailability(id);

  // If the check itself failed, the server decides on submit.
  const canSubmit = !disabled && isValid && idSettled && !availability.isFetching && !idTaken && !pending;

  const onSubmit = handleSubmit(submit);

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Create a group">
        <FormTextField
          control={control}
          name="id"
          id={CREATE_GROUP_FIRST_FIELD_ID}
          label="Group id"
          required
          disabled={disabled}
          maxLength={LIMITS.groupIdMax}
          autoComplete="off"
          externalError={idTaken ? MESSAGES.groupIdTaken : undefined}
          hint={
            idFree
              ? `This group id is available. Your group's address: ${paths.group.getHref(id)}`
              : 'Lowercase letters, digits and underscores. It becomes the address of your group and cannot be changed.'
          }
          endAdornment={availabilityAdornment(checking, idFree)}
        />
        <FormTextField
          control={control}
          name="name"
          label="Group name"
          required
          disabled={disabled}
          maxLength={LIMITS.groupNameMax}
          autoComplete="off"
          hint="What neighbours will see first, e.g. Kits Beach Runners."
        />
        <FormTextField
          control={control}
          name="description"
          label="Group description"
          required
          disabled={disabled}
          multiline
          minRows={4}
          maxLength={LIMITS.groupDescriptionMax}
          showCount
          hint="What you do, where and when you meet, who is welcome. Words like #hiking become tag links."
        />
        <PrivacyField control={control} label="Privacy" hints={PRIVACY_HINTS} disabled={disabled} />
        <TagsField control={control} disabled={disabled} />
        <HomePlaceField control={control} disabled={disabled} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          loading={pending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 4 }}
        >
          Create group
        </Button>
      </Stack>
      <GroupMeetupImport setValue={setValue} disabled={disabled} />
    </>
  );
}
