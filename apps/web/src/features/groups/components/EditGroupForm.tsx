import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import {
  groups_edit_description_hint,
  groups_edit_form_label,
  groups_field_description,
  groups_field_name,
  groups_field_privacy,
  groups_save_changes,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { LIMITS, formatTagsInput } from '@neighbourly/shared';
import { useForm, useWatch } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';
import { FormActions } from '@/components/FormActions.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { editGroupFormSchema, type EditGroupFormValues } from '../group-form.ts';
import { useEditGroupSubmit } from '../hooks/use-edit-group-submit.ts';
import { useGroupHandleAvailability } from '../hooks/use-group-handle-availability.ts';
import { privacyHints } from '../labels.ts';
import { CoverField } from './CoverField.tsx';
import { HandleField } from './HandleField.tsx';
import { HomePlaceField } from './HomePlaceField.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { TagsField } from '@/components/TagsField.tsx';

/**
 * Update group: name, description, privacy, tags, an optional home neighbourhood, the fediverse
 * handle (checked as the user pauses; the old one keeps working) and cover. 'Save changes' is
 * enabled once the fields are valid (the name is 1–100 characters, as on creation).
 * PUT /groups, then the cover is uploaded if one was chosen.
 */
export function EditGroupForm({ group }: { group: Group }) {
  const { submit, cover, setCover, progress, busy } = useEditGroupSubmit(group);

  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<EditGroupFormValues>({
    resolver: zodResolver(editGroupFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: group.name,
      description: group.description,
      type: group.type,
      tags: formatTagsInput(group.tags),
      homePlace: group.homePlace,
      handle: group.handle,
    },
  });
  const handle = useWatch({ control, name: 'handle' });
  const handleStatus = useGroupHandleAvailability(handle, { groupId: group.id, current: group.handle });

  const onSubmit = handleSubmit(submit);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={groups_edit_form_label()}>
      <FormTextField
        control={control}
        name="name"
        label={groups_field_name()}
        required
        maxLength={LIMITS.groupNameMax}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label={groups_field_description()}
        required
        multiline
        minRows={5}
        maxLength={LIMITS.groupDescriptionMax}
        showCount
        hint={groups_edit_description_hint()}
      />
      <PrivacyField control={control} label={groups_field_privacy()} hints={privacyHints()} />
      <TagsField control={control} />
      <HomePlaceField control={control} />
      <HandleField control={control} status={handleStatus} />
      <CoverField group={group} file={cover} onChange={setCover} progress={progress} disabled={busy} />
      <FormActions
        submitLabel={groups_save_changes()}
        valid={isValid && handleStatus.settled && !handleStatus.taken}
        busy={busy}
        cancelHref={paths.group.getHref(group.id)}
      />
    </Stack>
  );
}
