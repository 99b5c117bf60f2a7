import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useGroupHosts } from '@/features/groups/index.ts';
import { useHandOverEvent } from '../api/hand-over-event.ts';

/** The group's owner and event hosts, but not the event's host: who may be picked. */
function HostChoice({
  event,
  hosts,
  value,
  onChange,
}: {
  event: Event;
  hosts: ReturnType<typeof useGroupHosts>;
  value: string;
  onChange: (userId: string) => void;
}) {
  const labelId = useId();
  if (hosts.isPending) return <Typography>Loading the group’s hosts…</Typography>;
  if (hosts.isError) return <Typography>The group’s hosts could not be loaded.</Typography>;
  const others = hosts.data.filter((member) => member.user.id !== event.hostId);
  if (others.length === 0) {
    return (
      <Typography>
        There is no other event host in this group yet. The group owner can make members event hosts in the
        Members tab.
      </Typography>
    );
  }
  return (
    <>
      <Typography id={labelId} sx={{ mb: 1 }}>
        Who will host {event.name}? The current host stays on as a participant.
      </Typography>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)}>
        {others.map((member) => (
          <FormControlLabel
            key={member.user.id}
            value={member.user.id}
            control={<Radio />}
            label={`${member.user.name || member.user.id}${member.role === 'OWNER' ? ' (group owner)' : ''}`}
          />
        ))}
      </RadioGroup>
    </>
  );
}

/** 'Hand over to another host': a dialog to pick one of the group's hosts or its owner. */
export function HandOverEventButton({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const hosts = useGroupHosts(event.groupId, open);
  const handOver = useHandOverEvent();
  // The first one is chosen until another is.
  const chosen = picked || hosts.data?.find((member) => member.user.id !== event.hostId)?.user.id;

  const confirm = async () => {
    if (!chosen) {
      setOpen(false);
      return;
    }
    try {
      const updated = await handOver.mutateAsync({
        groupId: event.groupId,
        eventId: event.eventId,
        userId: chosen,
      });
      enqueueSnackbar(TOASTS.eventHandedOver(updated.host?.name || chosen), { variant: 'success' });
      setOpen(false);
    } catch {
      enqueueSnackbar(TOASTS.handOverEventFailed, { variant: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        Hand over to another host
      </Button>
      <ConfirmDialog
        open={open}
        title="Hand over the event"
        message={<HostChoice event={event} hosts={hosts} value={chosen ?? ''} onChange={setPicked} />}
        confirmText="Hand over"
        confirmColor="primary"
        loading={handOver.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
