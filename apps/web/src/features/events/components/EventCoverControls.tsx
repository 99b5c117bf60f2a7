import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import type { CoverScope, Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { useState, type ReactNode } from 'react';
import { CoverControls } from '@/components/CoverControls.tsx';
import { useDeleteEventCover } from '../api/delete-event-cover.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { CoverScopeChoice } from './CoverScopeChoice.tsx';

const REMOVE_ONE = 'Remove the cover image of this event? You can upload a new one at any time.';
const REMOVE_SERIES =
  'This event shows the cover of its series. Remove it from all events in the series? You can upload a new one at any time.';

/**
 * The host's cover buttons: upload one (png/jpeg, with the upload's progress) and, when there is
 * one, remove it after a confirmation. An event of a series first asks whether the cover is for
 * this event or all events in the series (issue #26); one that shows its series' cover removes
 * that one.
 */
export function EventCoverControls({ event }: { event: Event }) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const upload = useUploadEventCover();
  const remove = useDeleteEventCover();
  const [uploadScope, setUploadScope] = useState<CoverScope>('THIS');
  const [removeScope, setRemoveScope] = useState<CoverScope>('THIS');
  const series = event.series;
  const fromSeries = series?.coverFromSeries ?? false;
  let confirm: ReactNode = REMOVE_ONE;
  if (fromSeries) confirm = REMOVE_SERIES;
  else if (series) {
    confirm = (
      <>
        Remove the cover image from:
        <CoverScopeChoice label="Remove the cover from" value={removeScope} onChange={setRemoveScope} />
      </>
    );
  }
  return (
    <CoverControls
      hasCover={event.hasLogo}
      placement="toolbar"
      labels={{
        upload: 'Upload cover image',
        remove: 'Remove cover image',
        confirm,
        confirmButton: 'Remove',
      }}
      icons={{ upload: <AddPhotoAlternateOutlinedIcon />, remove: <HideImageOutlinedIcon /> }}
      toasts={{
        uploaded: TOASTS.eventCoverUploaded,
        uploadFailed: TOASTS.eventCoverUploadFailed,
        removed: TOASTS.eventCoverDeleted,
        removeFailed: TOASTS.eventCoverDeleteFailed,
      }}
      {...(series
        ? {
            uploadQuestion: {
              title: 'Upload cover image',
              message: (
                <>
                  This event repeats. Use the new cover for:
                  <CoverScopeChoice label="Use the cover for" value={uploadScope} onChange={setUploadScope} />
                </>
              ),
              confirmText: 'Choose image',
            },
          }
        : {})}
      onUpload={(file, onProgress) =>
        upload.mutateAsync({ ...key, file, onProgress, ...(series ? { scope: uploadScope } : {}) })
      }
      onRemove={() =>
        remove.mutateAsync({ ...key, ...(series ? { scope: fromSeries ? 'SERIES' : removeScope } : {}) })
      }
      uploading={upload.isPending}
      removing={remove.isPending}
    />
  );
}
