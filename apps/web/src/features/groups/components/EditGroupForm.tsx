import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { Group } from '@neighbourly/shared';
import { LIMITS, TOASTS, formatTagsInput, parseTagsInput } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { FormActions } from '@/components/FormActions.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { useUpdateGroup } from '../api/update-group.ts';
import { useUploadGroupCover } from '../api/upload-group-cover.ts';
import { groupDetailsFormSchema, type GroupDetailsFormValues } from '../group-form.ts';
import { PRIVACY_HINTS } from '../labels.ts';
import { CoverField } from './CoverField.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { TagsField } from '@/components/TagsField.tsx';

/**
 * Update group (spec §2, §7): name, description, privacy, tags and an optional cover. 'Save
 * changes' is enabled once the fields are valid (the name is 1–100 characters, spec §5 notes).
 * PUT /groups, then the cover is uploaded if one was chosen.
 */
export function EditGroupForm({ group }: { group: Group }) {
  const navigate = useNavigate();
  const updateGroup = useUpdateGroup();
  const uploadCover = useUploadGroupCover();
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

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
    },
  });

  const busy = updateGroup.isPending || uploadCover.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateGroup.mutateAsync({
        id: group.id,
        name: values.name,
        description: values.description,
        type: values.type,
        tags: parseTagsInput(values.tags),
      });
    } catch {
      enqueueSnackbar(TOASTS.groupUpdateFailed, { variant: 'error' });
      return;
    }
    if (cover) {
      setProgress(0);
      try {
        await uploadCover.mutateAsync({ groupId: group.id, file: cover, onProgress: setProgress });
      } catch {
        // The details are saved; the cover can be tried again from here.
        enqueueSnackbar(TOASTS.groupUpdated, { variant: 'success' });
        enqueueSnackbar(TOASTS.groupCoverUploadFailed, { variant: 'error' });
        return;
      } finally {
        setProgress(null);
      }
    }
    enqueueSnackbar(TOASTS.groupUpdated, { variant: 'success' });
    navigate(paths.group.getHref(group.id));
  });

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
