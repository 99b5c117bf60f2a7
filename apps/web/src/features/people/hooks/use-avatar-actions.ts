import {
  people_avatar_delete_failed,
  people_avatar_deleted,
  people_avatar_upload_failed,
  people_avatar_uploaded,
} from '@neighbourly/i18n/messages';
import type { SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useDeleteAvatar } from '../api/delete-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/**
 * The avatar's upload (with its progress, null when none) and its deletion after a
 * confirmation, each ending in a toast; the dialog closes only once the deletion succeeded.
 */
export function useAvatarActions(user: SelfUser) {
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const pick = async (file: File) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ userId: user.id, file, onProgress: setProgress });
      enqueueSnackbar(people_avatar_uploaded(), { variant: 'success' });
    } catch {
      enqueueSnackbar(people_avatar_upload_failed(), { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(user.id);
    } catch {
      enqueueSnackbar(people_avatar_delete_failed(), { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(people_avatar_deleted(), { variant: 'success' });
  };

  return {
    pick,
    confirmDelete,
    progress,
    confirming,
    setConfirming,
    uploading: upload.isPending,
    deleting: remove.isPending,
  };
}
