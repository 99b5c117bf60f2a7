import { TOASTS, type SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
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
      enqueueSnackbar(TOASTS.avatarUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.avatarUploadFailed, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(user.id);
    } catch {
      enqueueSnackbar(TOASTS.avatarDeleteFailed, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(TOASTS.avatarDeleted, { variant: 'success' });
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
