import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { CoverControls } from '@/components/CoverControls.tsx';
import { useDeleteEventCover } from '../api/delete-event-cover.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';

/**
 * The host's cover buttons: upload one (png/jpeg, with the
 * upload's progress) and, when there is one, remove it after a confirmation.
 */
export function EventCoverControls({ event }: { event: Event }) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const upload = useUploadEventCover();
  const remove = useDeleteEventCover();
  return (
    <CoverControls
      hasCover={event.hasLogo}
      placement="toolbar"
      labels={{
        upload: 'Upload cover image',
        remove: 'Remove cover image',
        confirm: 'Remove the cover image of this event? You can upload a new one at any time.',
        confirmButton: 'Remove',
      }}
      icons={{ upload: <AddPhotoAlternateOutlinedIcon />, remove: <HideImageOutlinedIcon /> }}
      toasts={{
        uploaded: TOASTS.eventCoverUploaded,
        uploadFailed: TOASTS.eventCoverUploadFailed,
        removed: TOASTS.eventCoverDeleted,
        removeFailed: TOASTS.eventCoverDeleteFailed,
      }}
      onUpload={(file, onProgress) => upload.mutateAsync({ ...key, file, onProgress })}
      onRemove={() => remove.mutateAsync(key)}
      uploading={upload.isPending}
      removing={remove.isPending}
    />
  );
}
