import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import EditLocationAltOutlinedIcon from '@mui/icons-material/EditLocationAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import {
  events_add_pin,
  events_loading_map,
  events_move_pin,
  events_pin_field_hint,
  events_pin_field_label,
  events_remove_pin,
} from '@neighbourly/i18n/messages';
import { lazy, Suspense, useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EventFormValues, Pin } from '../event-form.ts';
import { describePin } from '../pin.ts';

// The picker holds the map library: it loads when a host opens it, never with the form.
const loadPicker = () => import('./PinPickerDialog.tsx');
const PinPickerDialog = lazy(() => loadPicker().then((m) => ({ default: m.PinPickerDialog })));

/** While the picker's code loads: the dialog's frame with a spinner, so the tap shows at once. */
function PickerLoading({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-label={events_loading_map()}>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={events_loading_map()} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Pin on the map" (optional, issue #28): what is pinned, "Add a pin" or "Move the pin" (opens
 * the picker) and "Remove pin".
 */
export function PinField({ control }: { control: Control<EventFormValues> }) {
  const id = useId();
  const {
    field: { value: pin, onChange: set, ref: focusRef },
  } = useController({ control, name: 'pin' });
  const [open, setOpen] = useState(false);

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Typography id={`${id}-label`} component="div" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {events_pin_field_label()}
      </Typography>
      <Typography
        id={`${id}-hint`}
        variant="body2"
        sx={{ color: pin ? 'text.primary' : 'text.secondary', fontWeight: pin ? 500 : 400, mb: 1.25 }}
      >
        {pin ? describePin(pin) : events_pin_field_hint()}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={pin ? <EditLocationAltOutlinedIcon /> : <AddLocationAltOutlinedIcon />}
          onClick={() => setOpen(true)}
          // Start fetching the map's code as the host reaches for the button.
          onPointerEnter={() => void loadPicker()}
          onFocus={() => void loadPicker()}
          ref={focusRef}
        >
          {pin ? events_move_pin() : events_add_pin()}
        </Button>
        {pin && (
          <Button color="inherit" onClick={() => set(null)}>
            {events_remove_pin()}
          </Button>
        )}
      </Box>
      {open && (
        <Suspense fallback={<PickerLoading onClose={() => setOpen(false)} />}>
          <PinPickerDialog
            initial={pin}
            onClose={() => setOpen(false)}
            onChoose={(next: Pin) => {
              set(next);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
