import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ImagePicker } from '@/components/ImagePicker.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { useDeleteEventCover } from '../api/delete-event-cover.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { coverFileRefused } from '../messages.ts';

/**
 * The host's cover buttons (spec §2, §4 "Event cover"): upload one (png/jpeg, with the
 * upload's progress) and, when there is one, remove it after a confirmation.
 */
export function EventCoverControls({ event }: { event: Event }) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const upload = useUploadEventCover();
  const remove = useDeleteEventCover();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const busy = upload.isPending || remove.isPending;

  const onPick = async (file: File) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ ...key, file, onProgress: setProgress });
      enqueueSnackbar(TOASTS.eventCoverUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.eventCoverUploadFailed, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(key);
    } catch {
      enqueueSnackbar(TOASTS.eventCoverDeleteFailed, { variant: 'error' });
      return;
    }
    setConfirmRemove(false);
    enqueueSnackbar(TOASTS.eventCoverDeleted, { variant: 'success' });
  };

  return (
    <>
      <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
        <ImagePicker
          label="Cover image file"
          onPick={(file) => void onPick(file)}
          onReject={(_file, problem) => enqueueSnackbar(coverFileRefused(problem), { variant: 'error' })}
        >
          {(open) => (
            <Tooltip title="Upload cover image">
              <span>
                <IconButton aria-label="Upload cover image" onClick={open} disabled={busy} color="primary">
                  <AddPhotoAlternateOutlinedIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </ImagePicker>
        {event.hasLogo && (
          <Tooltip title="Remove cover image">
            <span>
              <IconButton
                aria-label="Remove cover image"
                onClick={() => setConfirmRemove(true)}
                disabled={busy}
                color="error"
              >
                <HideImageOutlinedIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {progress !== null && (
        <UploadProgress label="Uploading cover image" fraction={progress} sx={{ width: 1, maxWidth: 360 }} />
      )}
      <ConfirmDialog
        open={confirmRemove}
        message="Remove the cover image of this event? You can upload a new one at any time."
        confirmText="Remove"
        loading={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setConfirmRemove(false)}
      />
    </>
  );
}
