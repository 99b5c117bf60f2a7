import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import type { CoverScope, Event } from '@neighbourly/shared';
import {
  events_choose_image,
  events_cover_repeats,
  events_remove,
  events_remove_cover,
  events_remove_cover_from,
  events_remove_cover_from_label,
  events_remove_cover_one,
  events_remove_cover_series,
  events_toast_cover_delete_failed,
  events_toast_cover_deleted,
  events_toast_cover_upload_failed,
  events_toast_cover_uploaded,
  events_upload_cover,
  events_use_cover_for,
} from '@neighbourly/i18n/messages';
import { useState, type ReactNode } from 'react';
import { CoverControls } from '@/components/CoverControls.tsx';
import { useDeleteEventCover } from '../api/delete-event-cover.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { CoverScopeChoice } from './CoverScopeChoice.tsx';

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
  let confirm: ReactNode = events_remove_cover_one();
  if (fromSeries) confirm = events_remove_cover_series();
  else if (series) {
    confirm = (
      <>
        {events_remove_cover_from()}
        <CoverScopeChoice
          label={events_remove_cover_from_label()}
          value={removeScope}
          onChange={setRemoveScope}
        />
      </>
    );
  }
  return (
    <CoverControls
      hasCover={event.hasLogo}
      placement="toolbar"
      labels={{
        upload: events_upload_cover(),
        remove: events_remove_cover(),
        confirm,
        confirmButton: events_remove(),
      }}
      icons={{ upload: <AddPhotoAlternateOutlinedIcon />, remove: <HideImageOutlinedIcon /> }}
      toasts={{
        uploaded: events_toast_cover_uploaded(),
        uploadFailed: events_toast_cover_upload_failed(),
        removed: events_toast_cover_deleted(),
        removeFailed: events_toast_cover_delete_failed(),
      }}
      {...(series
        ? {
            uploadQuestion: {
              title: events_upload_cover(),
              message: (
                <>
                  {events_cover_repeats()}
                  <CoverScopeChoice
                    label={events_use_cover_for()}
                    value={uploadScope}
                    onChange={setUploadScope}
                  />
                </>
              ),
              confirmText: events_choose_image(),
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
