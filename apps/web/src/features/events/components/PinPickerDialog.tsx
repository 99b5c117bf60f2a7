import CenterFocusStrongOutlinedIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  events_cancel,
  events_centre_on,
  events_choose_place,
  events_loading_map,
  events_pin_centre,
  events_pin_hint,
  events_pin_on_map,
  events_pin_readout,
  events_remove_pin,
  events_use_this_pin,
} from '@neighbourly/i18n/messages';
import { placeBySlug, type AddressMatch, type Point } from '@neighbourly/shared';
import { useId, useRef, useState } from 'react';
import { PlaceSelect } from '@/components/PlaceSelect.tsx';
import { CITY_ZOOM, STREET_ZOOM, VANCOUVER_CENTRE } from '@/components/map/leaflet-map.ts';
import { useConfig } from '@/lib/config.ts';
import type { Pin } from '../event-form.ts';
import { describePin } from '../pin.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { PinPickerMap, type PinPickerMapHandle } from './PinPickerMap.tsx';

/** A neighbourhood or a town fills the picker's map at this zoom. */
const PLACE_ZOOM = 14;
const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

export interface PinPickerDialogProps {
  /** The pin the event has, or null: the picker starts from it, else from Vancouver. */
  initial: Pin;
  onClose: () => void;
  /** The pin chosen ("Use this pin"), or null ("Remove pin"). */
  onChoose: (pin: Pin) => void;
}

/** "Centre on" a shipped place and, when the deployment has a geocoder, "Address". */
function CentreOnFields({
  centreOn,
  onCentreOn,
  addressSearch,
  onAddress,
}: {
  centreOn: string | null;
  onCentreOn: (slug: string | null) => void;
  addressSearch: boolean;
  onAddress: (match: AddressMatch) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
      <PlaceSelect
        label={events_centre_on()}
        value={centreOn}
        onChange={onCentreOn}
        emptyLabel={events_choose_place()}
        size="small"
        name="centreOn"
      />
      {addressSearch && <AddressSearch onPick={onAddress} />}
    </Stack>
  );
}

/** Where the pin is now (read out as it moves), and "Pin the map's centre" for keyboards. */
function PinReadout({ pin, onPinCentre }: { pin: Point; onPinCentre: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 500 }}>
        {events_pin_readout({ pin: describePin(pin) })}
      </Typography>
      <Button size="small" startIcon={<CenterFocusStrongOutlinedIcon />} onClick={onPinCentre}>
        {events_pin_centre()}
      </Button>
    </Box>
  );
}

/**
 * The pin picker (issue #28), loaded only when opened: a map with a draggable pin (a tap moves it
 * too), "Centre on" one of the shipped places, an address search when the deployment has a
 * geocoder, and "Pin the map's centre" for keyboards. Full screen on a phone.
 */
export function PinPickerDialog({ initial, onClose, onChoose }: PinPickerDialogProps) {
  const id = useId();
  const phone = useMediaQuery(isPhoneQuery);
  const config = useConfig();
  const map = useRef<PinPickerMapHandle>(null);
  const [start] = useState<Point>(
    () => initial ?? { latitude: VANCOUVER_CENTRE[0], longitude: VANCOUVER_CENTRE[1] },
  );
  const [draft, setDraft] = useState<Point>(start);
  const [centreOn, setCentreOn] = useState<string | null>(null);

  const centreOnPlace = (slug: string | null) => {
    setCentreOn(slug);
    const place = slug ? placeBySlug(slug) : undefined;
    if (place) map.current?.moveTo(place, PLACE_ZOOM);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <DialogTitle id={`${id}-title`}>{events_pin_on_map()}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '4px !important' }}>
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {events_pin_hint()}
        </Typography>
        <CentreOnFields
          centreOn={centreOn}
          onCentreOn={centreOnPlace}
          addressSearch={config.data?.addressSearch ?? false}
          onAddress={(match) => {
            setCentreOn(null);
            map.current?.moveTo(match, STREET_ZOOM);
          }}
        />
        {config.data ? (
          <PinPickerMap
            ref={map}
            settings={config.data.map}
            start={start}
            startZoom={initial ? STREET_ZOOM : CITY_ZOOM}
            onMove={setDraft}
          />
        ) : (
          <Box sx={{ flex: 1, minHeight: 280, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={events_loading_map()} />
          </Box>
        )}
        <PinReadout pin={draft} onPinCentre={() => map.current?.pinCentre()} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {initial && (
          <Button color="error" onClick={() => onChoose(null)} sx={{ mr: 'auto' }}>
            {events_remove_pin()}
          </Button>
        )}
        <Button color="inherit" onClick={onClose}>
          {events_cancel()}
        </Button>
        <Button variant="contained" onClick={() => onChoose(draft)}>
          {events_use_this_pin()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
