import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { Group } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { CoverControls } from '@/components/CoverControls.tsx';
import { useDeleteGroupCover } from '../api/delete-group-cover.ts';
import { useUploadGroupCover } from '../api/upload-group-cover.ts';

/**
 * The owner's cover buttons, laid over the cover: change it (png/jpeg, with the upload's
 * progress) and, when there is one, delete it after a confirmation.
 */
export function GroupCoverControls({ group }: { group: Group }) {
  const upload = useUploadGroupCover();
  const remove = useDeleteGroupCover();
  return (
    <CoverControls
      hasCover={group.hasLogo}
      placement="overlay"
      labels={{
        upload: group.hasLogo ? 'Change cover image' : 'Upload cover image',
        remove: 'Delete cover image',
        confirm: 'Delete the cover image of this group? You can upload a new one at any time.',
        confirmButton: 'Delete',
      }}
      icons={{ upload: <PhotoCameraOutlinedIcon />, remove: <DeleteOutlineIcon /> }}
      toasts={{
        uploaded: TOASTS.groupCoverUploaded,
        uploadFailed: TOASTS.groupCoverUploadFailed,
        removed: TOASTS.groupCoverDeleted,
        removeFailed: TOASTS.groupCoverDeleteFailed,
      }}
      onUpload={(file, onProgress) => upload.mutateAsync({ groupId: group.id, file, onProgress })}
      onRemove={() => remove.mutateAsync(group.id)}
      uploading={upload.isPending}
      removing={remove.isPending}
    />
  );
}
