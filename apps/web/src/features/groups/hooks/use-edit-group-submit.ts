import {
  groups_toast_cover_upload_failed,
  groups_toast_update_failed,
  groups_toast_updated,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { parseTagsInput } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { useUploadGroupCover } from '../api/upload-group-cover.ts';
import { groupHandleFreeQueryOptions } from '../api/check-group-handle.ts';
import type { EditGroupFormValues } from '../group-form.ts';

/**
 * The group's new details and chosen cover: PUT /groups, then the cover is uploaded (with its
 * progress) if one was chosen, then back to the group's page.
 */
export function useEditGroupSubmit(group: Group) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateGroup = useUpdateGroup();
  const uploadCover = useUploadGroupCover();
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (values: EditGroupFormValues) => {
    try {
      await updateGroup.mutateAsync({
        id: group.id,
        name: values.name,
        description: values.description,
        type: values.type,
        tags: parseTagsInput(values.tags),
        homePlace: values.homePlace,
        ...(values.handle === group.handle ? {} : { handle: values.handle }),
      });
    } catch (error) {
      if (isApiError(error, 'GROUP_HANDLE_TAKEN')) {
        // Taken since the check: the field says so.
        queryClient.setQueryData(groupHandleFreeQueryOptions(values.handle, group.id).queryKey, false);
      }
      enqueueSnackbar(groups_toast_update_failed(), { variant: 'error' });
      return;
    }
    if (cover) {
      setProgress(0);
      try {
        await uploadCover.mutateAsync({ groupId: group.id, file: cover, onProgress: setProgress });
      } catch {
        // The details are saved; the cover can be tried again from here.
        enqueueSnackbar(groups_toast_updated(), { variant: 'success' });
        enqueueSnackbar(groups_toast_cover_upload_failed(), { variant: 'error' });
        return;
      } finally {
        setProgress(null);
      }
    }
    enqueueSnackbar(groups_toast_updated(), { variant: 'success' });
    navigate(paths.group.getHref(group.id));
  };

  return { submit, cover, setCover, progress, busy: updateGroup.isPending || uploadCover.isPending };
}
