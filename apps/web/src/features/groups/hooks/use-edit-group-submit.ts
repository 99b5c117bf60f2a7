import type { Group } from '@neighbourly/shared';
import { TOASTS, parseTagsInput } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { useUploadGroupCover } from '../api/upload-group-cover.ts';
import type { GroupDetailsFormValues } from '../group-form.ts';

/**
 * The group's new details and chosen cover: PUT /groups, then the cover is uploaded (with its
 * progress) if one was chosen, then back to the group's page.
 */
export function useEditGroupSubmit(group: Group) {
  const navigate = useNavigate();
  const updateGroup = useUpdateGroup();
  const uploadCover = useUploadGroupCover();
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: GroupDetailsFormValues) => {
    try {
      await updateGroup.mutateAsync({
        id: group.id,
        name: values.name,
        description: values.description,
        type: values.type,
        tags: parseTagsInput(values.tags),
        homePlace: values.homePlace,
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
  };

  return { submit, cover, setCover, progress, busy: updateGroup.isPending || uploadCover.isPending };
}
