import {
  groups_toast_create_failed,
  groups_toast_created,
  groups_toast_limit_exceeded,
} from '@neighbourly/i18n/messages';
import { parseTagsInput } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { groupHandleFreeQueryOptions } from '../api/check-group-handle.ts';
import { groupIdTakenQueryOptions } from '../api/check-group-id.ts';
import { useCreateGroup } from '../api/create-group.ts';
import type { CreateGroupFormValues } from '../group-form.ts';

/**
 * Creates the group and opens its page; a failure says why in a toast, and an id taken since
 * the check is marked on the id field (a handle, on the handle field).
 */
export function useCreateGroupSubmit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createGroup = useCreateGroup();

  const submit = async (values: CreateGroupFormValues) => {
    try {
      const group = await createGroup.mutateAsync({
        id: values.id,
        name: values.name,
        description: values.description,
        type: values.type,
        tags: parseTagsInput(values.tags),
        homePlace: values.homePlace,
        ...(values.handle ? { handle: values.handle } : {}),
      });
      enqueueSnackbar(groups_toast_created(), { variant: 'success' });
      navigate(paths.group.getHref(group.id));
    } catch (error) {
      if (isApiError(error, 'GROUP_LIMIT_EXCEEDED')) {
        enqueueSnackbar(groups_toast_limit_exceeded(), { variant: 'error' });
        return;
      }
      if (isApiError(error, 'GROUP_ID_TAKEN')) {
        // Someone took the id since the check: the field says so.
        queryClient.setQueryData(groupIdTakenQueryOptions(values.id).queryKey, true);
      }
      if (isApiError(error, 'GROUP_HANDLE_TAKEN')) {
        // Likewise the handle (the id's, when none was typed).
        queryClient.setQueryData(groupHandleFreeQueryOptions(values.handle || values.id).queryKey, false);
      }
      enqueueSnackbar(groups_toast_create_failed(), { variant: 'error' });
    }
  };

  return { submit, pending: createGroup.isPending };
}
