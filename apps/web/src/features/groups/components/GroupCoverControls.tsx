import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import {
  groups_cover_change,
  groups_cover_delete,
  groups_cover_delete_confirm,
  groups_cover_delete_question,
  groups_cover_upload,
  groups_toast_cover_delete_failed,
  groups_toast_cover_deleted,
  groups_toast_cover_upload_failed,
  groups_toast_cover_uploaded,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
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
        upload: group.hasLogo ? groups_cover_change() : groups_cover_upload(),
        remove: groups_cover_delete(),
        confirm: groups_cover_delete_question(),
        confirmButton: groups_cover_delete_confirm(),
      }}
      icons={{ upload: <PhotoCameraOutlinedIcon />, remove: <DeleteOutlineIcon /> }}
      toasts={{
        uploaded: groups_toast_cover_uploaded(),
        uploadFailed: groups_toast_cover_upload_failed(),
        removed: groups_toast_cover_deleted(),
        removeFailed: groups_toast_cover_delete_failed(),
      }}
      onUpload={(file, onProgress) => upload.mutateAsync({ groupId: group.id, file, onProgress })}
      onRemove={() => remove.mutateAsync(group.id)}
      uploading={upload.isPending}
      removing={remove.isPending}
    />
  );
}
