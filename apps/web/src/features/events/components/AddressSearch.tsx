import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  events_address,
  events_address_hint,
  events_address_matches,
  events_address_search_down,
  events_no_address_matches,
  events_searching,
} from '@neighbourly/i18n/messages';
import { LIMITS, type AddressMatch } from '@neighbourly/shared';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { ADDRESS_SEARCH_MIN_LENGTH, useAddressSearch } from '../api/search-addresses.ts';

/** Slower than typing's usual pause: each search reaches the geocoder, which asks for few. */
const ADDRESS_DEBOUNCE_MS = 700;

/** What the list says besides its matches: searching, nothing found, or the geocoder failing. */
function searchStatus(
  search: ReturnType<typeof useAddressSearch>,
  typed: string,
  settled: boolean,
): string | null {
  if (typed.trim().length < ADDRESS_SEARCH_MIN_LENGTH) return null;
  if (!settled || search.isFetching) return events_searching();
  if (search.isError) return events_address_search_down();
  if (search.data?.length === 0) return events_no_address_matches();
  return null;
}

/**
 * "Address": typed words sent to the deployment's geocoder once typing pauses, its matches listed
 * to choose one (the pin moves there). Shown only when the deployment has address search.
 */
export function AddressSearch({ onPick }: { onPick: (match: AddressMatch) => void }) {
  const [typed, setTyped] = useState('');
  // The words whose match was picked: its list folds away until the words change.
  const [pickedFor, setPickedFor] = useState<string | null>(null);
  const debounced = useDebouncedValue(typed, ADDRESS_DEBOUNCE_MS);
  const settled = debounced === typed;
  const search = useAddressSearch(debounced);
  const status = searchStatus(search, typed, settled);
  const listed = settled && pickedFor !== typed && typed.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
  const matches = listed ? (search.data ?? []) : [];

  return (
    <Box>
      <TextField
        label={events_address()}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        helperText={events_address_hint()}
        slotProps={{ htmlInput: { maxLength: LIMITS.addressSearchMax } }}
      />
      {/* Read out as it changes: the matches appear below without moving focus. */}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: status ? 0.5 : 0 }}>
        {status}
      </Typography>
      {matches.length > 0 && (
        <List dense aria-label={events_address_matches()} sx={{ maxHeight: 180, overflowY: 'auto', py: 0 }}>
          {matches.map((match) => (
            <ListItemButton
              key={`${match.latitude},${match.longitude},${match.name}`}
              onClick={() => {
                setPickedFor(typed);
                onPick(match);
              }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={match.name} slotProps={{ primary: { dir: 'auto' } }} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
