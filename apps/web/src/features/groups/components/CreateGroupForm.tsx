import { zodResolver } from '@/lib/zod.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  groups_create_a_group,
  groups_create_button,
  groups_description_hint,
  groups_field_description,
  groups_field_id,
  groups_field_name,
  groups_field_privacy,
  groups_id_available,
  groups_id_hint,
  groups_import_button,
  groups_import_form_label,
  groups_import_hint,
  groups_import_url_label,
  groups_name_hint,
  groups_toast_import_failed,
} from '@neighbourly/i18n/messages';
import { LIMITS, MESSAGES, type ImportedGroup } from '@neighbourly/shared';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';
import { importInto, MeetupImportSection } from '@/components/MeetupImportSection.tsx';
import { availabilityAdornment } from '@/components/AvailabilityAdornment.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { useImportMeetupGroup } from '../api/import-meetup-group.ts';
import { createGroupFormSchema, type CreateGroupFormValues } from '../group-form.ts';
import { useCreateGroupSubmit } from '../hooks/use-create-group-submit.ts';
import { useGroupHandleAvailability } from '../hooks/use-group-handle-availability.ts';
import { useGroupIdAvailability } from '../hooks/use-group-id-availability.ts';
import { HandleField } from './HandleField.tsx';
import { HomePlaceField } from './HomePlaceField.tsx';
import { privacyHints } from '../labels.ts';
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
      formLabel={groups_import_form_label()}
      urlLabel={groups_import_url_label()}
      placeholder="https://www.meetup.com/your-group/"
      buttonText={groups_import_button()}
      hint={groups_import_hint()}
      pending={importGroup.isPending}
      disabled={disabled}
      onImport={importInto(importGroup, fill, groups_toast_import_failed())}
    />
  );
}

/** What the group is called and what it is about. */
function NameAndDescriptionFields({
  control,
  disabled,
}: {
  control: Control<CreateGroupFormValues>;
  disabled: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label={groups_field_name()}
        required
        disabled={disabled}
        maxLength={LIMITS.groupNameMax}
        autoComplete="off"
        hint={groups_name_hint()}
      />
      <FormTextField
        control={control}
        name="description"
        label={groups_field_description()}
        required
        disabled={disabled}
        multiline
        minRows={4}
        maxLength={LIMITS.groupDescriptionMax}
        showCount
        hint={groups_description_hint()}
      />
    </>
  );
}

const EMPTY_FORM: CreateGroupFormValues = {
  id: '',
  name: '',
  description: '',
  type: 'PUBLIC',
  tags: '',
  homePlace: null,
  handle: '',
};

/**
 * The id's and the handle's availability checks. An empty handle is the id's, asked once the id
 * itself is free. If a check itself failed, the server decides on submit.
 */
function useCreateChecks(control: Control<CreateGroupFormValues>) {
  const [id, handle] = useWatch({ control, name: ['id', 'handle'] });
  const { availability, idSettled, idTaken, idFree, checking } = useGroupIdAvailability(id);
  const handleStatus = useGroupHandleAvailability(handle.trim() || (idFree ? id : ''));
  const checksOk =
    idSettled && !availability.isFetching && !idTaken && handleStatus.settled && !handleStatus.taken;
  return { id, idTaken, idFree, checking, handleStatus, checksOk };
}

/**
 * Create a group: id with a live availability check (500 ms debounce), name,
 * description, privacy, tags, an optional home neighbourhood and fediverse handle (the id's when
 * left empty, checked as the id is); 'Create group' is enabled once all of it is valid and the id
 * and handle are free. `disabled` shows the form to visitors without letting them use it. Below it, 'OR'
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
    defaultValues: EMPTY_FORM,
  });

  const { id, idTaken, idFree, checking, handleStatus, checksOk } = useCreateChecks(control);
  const canSubmit = !disabled && isValid && checksOk && !pending;

  const onSubmit = handleSubmit(submit);

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={groups_create_a_group()}>
        <FormTextField
          control={control}
          name="id"
          id={CREATE_GROUP_FIRST_FIELD_ID}
          label={groups_field_id()}
          required
          disabled={disabled}
          maxLength={LIMITS.groupIdMax}
          autoComplete="off"
          externalError={idTaken ? MESSAGES.groupIdTaken : undefined}
          hint={idFree ? groups_id_available({ address: paths.group.getHref(id) }) : groups_id_hint()}
          endAdornment={availabilityAdornment(checking, idFree)}
        />
        <NameAndDescriptionFields control={control} disabled={disabled} />
        <PrivacyField
          control={control}
          label={groups_field_privacy()}
          hints={privacyHints()}
          disabled={disabled}
        />
        <TagsField control={control} disabled={disabled} />
        <HomePlaceField control={control} disabled={disabled} />
        <HandleField control={control} status={handleStatus} placeholder={id} disabled={disabled} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          loading={pending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 4 }}
        >
          {groups_create_button()}
        </Button>
      </Stack>
      <GroupMeetupImport setValue={setValue} disabled={disabled} />
    </>
  );
}
