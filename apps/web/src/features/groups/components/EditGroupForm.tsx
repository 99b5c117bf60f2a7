import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import type { Group } from '@neighbourly/shared';
import { LIMITS, formatTagsInput } from '@neighbourly/shared';
import { useForm } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';
import { FormActions } from '@/components/FormActions.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { groupDetailsFormSchema, type GroupDetailsFormValues } from '../group-form.ts';
import { useEditGroupSubmit } from '../hooks/use-edit-group-submit.ts';
import { PRIVACY_HINTS } from '../labels.ts';
import { CoverField } from './CoverField.tsx';
import { HomePlaceField } from './HomePlaceField.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { TagsField } from '@/components/TagsField.tsx';

/**
 * Update group: name, description, privacy, tags, an optional home neighbourhood and cover. 'Save
 * changes' is enabled once the fields are valid (the name is 1–100 characters, as on creation).
 * PUT /groups, then the cover is uploaded if one was chosen.
 */
export function EditGroupForm({ group }: { group: Group }) {
  const { submit, cover, setCover, progress, busy } = useEditGroupSubmit(group);

  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<GroupDetailsFormValues>({
    resolver: zodResolver(groupDetailsFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: group.name,
      description: group.description,
      type: group.type,
      tags: formatTagsInput(group.tags),
      homePlace: group.homePlace,
    },
  });

  const onSubmit = handleSubmit(submit);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Update group">
      <FormTextField
        control={control}
        name="name"
        label="Group name"
        required
        maxLength={LIMITS.groupNameMax}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label="Group description"
        required
        multiline
        minRows={5}
        maxLength={LIMITS.groupDescriptionMax}
        showCount
        hint="Words like #hiking become tag links."
      />
      <PrivacyField control={control} label="Privacy" hints={PRIVACY_HINTS} />
      <TagsField control={control} />
      <HomePlaceField control={control} />
      <CoverField group={group} file={cover} onChange={setCover} progress={progress} disabled={busy} />
      <FormActions
        submitLabel="Save changes"
        valid={isValid}
        busy={busy}
        cancelHref={paths.group.getHref(group.id)}
      />
    </Stack>
  );
}
