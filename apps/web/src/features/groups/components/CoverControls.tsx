import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { Group } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { ImagePicker } from '@/components/ImagePicker.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { useDeleteGroupCover } from '../api/delete-group-cover.ts';
import { useUploadGroupCover } from '../api/upload-group-cover.ts';
import { coverFileRefused } from '../messages.ts';

const iconButtonSx = {
  bgcolor: 'rgba(0, 0, 0, 0.62)',
  color: '#ffffff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.78)' },
  '&.Mui-disabled': { bgcolor: 'rgba(0, 0, 0, 0.4)', color: 'rgba(255,255,255,0.6)' },
} as const;

/**
 * The owner's cover buttons, laid over the cover: change it (png/jpeg, with the upload's
 * progress) and, when there is one, delete it after a confirmation.
 */
export function CoverControls({ group }: { group: Group }) {
  const upload = useUploadGroupCover();
  const remove = useDeleteGroupCover();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const busy = upload.isPending || remove.isPending;

  const onPick = async (file: File) => {
    setProgress(0);
    try {
      await upload.mutateAsync({ groupId: group.id, file, onProgress: setProgress });
      enqueueSnackbar(TOASTS.groupCoverUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.groupCoverUploadFailed, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync(group.id);
    } catch {
      enqueueSnackbar(TOASTS.groupCoverDeleteFailed, { variant: 'error' });
      return;
    }
    setConfirmRemove(false);
    enqueueSnackbar(TOASTS.groupCoverDeleted, { variant: 'success' });
  };

  return (
    <>
      <Box sx={{ position: 'absolute', top: 12, right: 12, display: 'flex', gap: 1 }}>
        <ImagePicker
          label="Cover image file"
          onPick={(file) => void onPick(file)}
          onReject={(_file, problem) => enqueueSnackbar(coverFileRefused(problem), { variant: 'error' })}
        >
          {(open) => (
            <Tooltip title={group.hasLogo ? 'Change cover image' : 'Upload cover image'}>
              <span>
                <IconButton
                  aria-label={group.hasLogo ? 'Change cover image' : 'Upload cover image'}
                  onClick={open}
                  disabled={busy}
                  sx={iconButtonSx}
                >
                  <PhotoCameraOutlinedIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </ImagePicker>
        {group.hasLogo && (
          <Tooltip title="Delete cover image">
            <span>
              <IconButton
                aria-label="Delete cover image"
                onClick={() => setConfirmRemove(true)}
                disabled={busy}
                sx={iconButtonSx}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      {progress !== null && (
        <Paper
          elevation={0}
          sx={{ position: 'absolute', left: 12, right: 12, bottom: 12, px: 2, py: 1.25, opacity: 0.95 }}
        >
          <UploadProgress label="Uploading cover image" fraction={progress} />
        </Paper>
      )}
      <ConfirmDialog
        open={confirmRemove}
        message="Delete the cover image of this group? You can upload a new one at any time."
        confirmText="Delete"
        loading={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setConfirmRemove(false)}
      />
    </>
  );
}
