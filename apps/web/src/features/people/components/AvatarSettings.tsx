import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  people_avatar,
  people_avatar_description,
  people_avatar_file,
  people_avatar_rule,
  people_avatar_upload_failed,
  people_delete,
  people_delete_avatar,
  people_delete_avatar_confirm,
  people_upload_avatar,
  people_uploading_avatar,
  people_your_avatar,
} from '@neighbourly/i18n/messages';
import type { SelfUser } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { IMAGE_RULE, ImagePicker, imageRefusedToast } from '@/components/ImagePicker.tsx';
import { UploadProgress } from '@/components/UploadProgress.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { useAvatarActions } from '../hooks/use-avatar-actions.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

/**
 * Edit profile's avatar: the current one (or the initial), 'Upload new avatar'
 * (png/jpeg up to 5 MB, checked before sending, with the upload's progress) and, when there is
 * one, 'Delete avatar' after a confirmation. Each ends in a toast; the header follows at once.
 */
export function AvatarSettings({ user }: { user: SelfUser }) {
  const { pick, confirmDelete, progress, confirming, setConfirming, uploading, deleting } =
    useAvatarActions(user);
  const busy = uploading || deleting;

  return (
    <SettingsSection title={people_avatar()} description={people_avatar_description()}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <UserAvatar user={user} size={96} alt={people_your_avatar({ name: user.name || user.id })} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ImagePicker
              label={people_avatar_file()}
              onPick={(file) => void pick(file)}
              onReject={(_file, problem) =>
                enqueueSnackbar(imageRefusedToast(people_avatar_upload_failed(), problem), {
                  variant: 'error',
                })
              }
            >
              {(open) => (
                <Button
                  variant="contained"
                  startIcon={<PhotoCameraOutlinedIcon />}
                  onClick={open}
                  disabled={busy}
                  loading={uploading}
                  loadingPosition="start"
                >
                  {people_upload_avatar()}
                </Button>
              )}
            </ImagePicker>
            {user.hasAvatar && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                {people_delete_avatar()}
              </Button>
            )}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {people_avatar_rule({ rule: IMAGE_RULE })}
          </Typography>
          {progress !== null && (
            <UploadProgress
              label={people_uploading_avatar()}
              fraction={progress}
              sx={{ mt: 1.5, maxWidth: 360 }}
            />
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={people_delete_avatar()}
        message={people_delete_avatar_confirm()}
        confirmText={people_delete()}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
