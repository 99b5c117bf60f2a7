import {
  events_cover_preview_alt,
  events_current_cover_alt,
  events_current_cover_stays,
} from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { useState } from 'react';
import { CoverFileField, type CoverFileState } from '@/components/CoverFileField.tsx';
import { CoverPickerDialog } from './CoverPickerDialog.tsx';
import { EventCover } from './EventCover.tsx';

/**
 * The event form's optional cover: 'No image selected' until one is chosen in the
 * modal, then its preview and name. Editing an event that has a cover shows the current one.
 */
export function EventCoverField({
  event,
  ...state
}: {
  /** The event being edited; absent when creating. */
  event?: Event;
} & CoverFileState) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const hasCurrent = !!event?.hasLogo;

  return (
    <CoverFileField
      {...state}
      hasCurrent={hasCurrent}
      renderCurrent={(sx) =>
        event && hasCurrent && <EventCover event={event} alt={events_current_cover_alt()} sx={sx} />
      }
      previewWidth={240}
      previewAlt={events_cover_preview_alt()}
      announceSelection
      note={hasCurrent && !state.file ? events_current_cover_stays() : null}
      chooser={(button) =>
        button(() => {
          setSession((n) => n + 1);
          setOpen(true);
        })
      }
    >
      <CoverPickerDialog
        key={session}
        open={open}
        initial={state.file}
        onClose={() => setOpen(false)}
        onChoose={(chosen) => {
          state.onChange(chosen);
          setOpen(false);
        }}
      />
    </CoverFileField>
  );
}
