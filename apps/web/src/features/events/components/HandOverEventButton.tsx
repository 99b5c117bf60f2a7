import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import {
  events_group_owner_suffix,
  events_hand_over_button,
  events_hand_over_confirm,
  events_hand_over_title,
  events_hosts_load_failed,
  events_loading_hosts,
  events_no_other_host,
  events_toast_hand_over_failed,
  events_toast_handed_over,
  events_who_will_host,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
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
  if (hosts.isPending) return <Typography>{events_loading_hosts()}</Typography>;
  if (hosts.isError) return <Typography>{events_hosts_load_failed()}</Typography>;
  const others = hosts.data.filter((member) => member.user.id !== event.hostId);
  if (others.length === 0) {
    return <Typography>{events_no_other_host()}</Typography>;
  }
  return (
    <>
      <Typography id={labelId} sx={{ mb: 1 }}>
        {events_who_will_host({ name: event.name })}
      </Typography>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)}>
        {others.map((member) => (
          <FormControlLabel
            key={member.user.id}
            value={member.user.id}
            control={<Radio />}
            label={
              <span dir="auto">
                {member.role === 'OWNER'
                  ? events_group_owner_suffix({ name: member.user.name || member.user.id })
                  : member.user.name || member.user.id}
              </span>
            }
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
      enqueueSnackbar(events_toast_handed_over({ name: updated.host?.name || chosen }), {
        variant: 'success',
      });
      setOpen(false);
    } catch {
      enqueueSnackbar(events_toast_hand_over_failed(), { variant: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOpen(true)}>
        {events_hand_over_button()}
      </Button>
      <ConfirmDialog
        open={open}
        title={events_hand_over_title()}
        message={<HostChoice event={event} hosts={hosts} value={chosen ?? ''} onChange={setPicked} />}
        confirmText={events_hand_over_confirm()}
        confirmColor="primary"
        loading={handOver.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
