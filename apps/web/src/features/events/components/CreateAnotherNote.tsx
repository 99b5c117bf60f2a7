import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { events_create_another, events_ready } from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { useState } from 'react';
import { paths } from '@/lib/paths.ts';

/** Right after creating an event, on its page: "Create another like this" (the form filled from it). */
export function CreateAnotherNote({ event }: { event: Event }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="success"
      onClose={() => setOpen(false)}
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          href={paths.createEvent.getHref(event.groupId, event.type, event.eventId)}
        >
          {events_create_another()}
        </Button>
      }
    >
      {events_ready()}
    </Alert>
  );
}
