import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  discovery_filters_a_neighbourhood,
  discovery_filters_any_distance,
  discovery_filters_choose_neighbourhood,
  discovery_filters_distance,
  discovery_filters_finding_location,
  discovery_filters_home_not_set,
  discovery_filters_how_far,
  discovery_filters_location_found,
  discovery_filters_map_area,
  discovery_filters_measured_from,
  discovery_filters_my_location,
  discovery_filters_my_neighbourhood,
  discovery_filters_my_neighbourhood_named,
  discovery_filters_neighbourhood,
  discovery_filters_set_home_in_settings,
  discovery_filters_within_km,
  discovery_try_again,
} from '@neighbourly/i18n/messages';
import { placeBySlug, WITHIN_KM_CHOICES } from '@neighbourly/shared';
import { useId } from 'react';
import { PlaceSelect } from '@/components/PlaceSelect.tsx';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { toDraft, type Draft, type Origin } from '../filter-draft.ts';
import type { useLocate } from '../hooks/use-locate.ts';
import type { SearchFilters } from '../search-filters.ts';
import { Section, type Edit } from './FilterSection.tsx';

type DistanceProps = {
  draft: Draft;
  edit: Edit;
  filters: SearchFilters;
  signedIn: boolean;
  homePlace: string | null;
  problem?: string;
  locator: ReturnType<typeof useLocate>;
};

/** Where the distance is measured from: my neighbourhood, a neighbourhood, my location, the map's area. */
function OriginChoice({ draft, edit, filters, signedIn, homePlace, problem, locator }: DistanceProps) {
  const id = useId();
  const homeName = homePlace ? placeBySlug(homePlace)?.name : undefined;
  const chooseOrigin = (origin: Origin) => {
    // The map's point and the person's location are different points: a new choice asks anew.
    const keepsPoint = origin === toDraft(filters).origin && (origin === 'me' || origin === 'map');
    edit({ origin, near: keepsPoint ? filters.near : null });
    locator.clearProblem();
    if (origin === 'me' && !keepsPoint) locator.locate();
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      <FormLabel id={id} sx={{ fontSize: '0.875rem' }}>
        {discovery_filters_measured_from()}
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name="origin"
        value={draft.origin ?? ''}
        onChange={(event) => chooseOrigin(event.target.value as Origin)}
      >
        {signedIn && (
          <FormControlLabel
            value="home"
            control={<Radio />}
            disabled={!homePlace}
            label={
              homeName
                ? discovery_filters_my_neighbourhood_named({ place: homeName })
                : discovery_filters_my_neighbourhood()
            }
          />
        )}
        {signedIn && !homePlace && (
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>
            {discovery_filters_home_not_set()}{' '}
            <Link href={paths.settings.getHref('editProfile')}>
              {discovery_filters_set_home_in_settings()}
            </Link>
          </FormHelperText>
        )}
        <FormControlLabel value="place" control={<Radio />} label={discovery_filters_a_neighbourhood()} />
        {draft.origin === 'place' && (
          <Box sx={{ ml: 4, my: 1, maxWidth: 320 }}>
            <PlaceSelect
              label={discovery_filters_neighbourhood()}
              value={draft.place}
              onChange={(place) => edit({ place })}
              emptyLabel={discovery_filters_choose_neighbourhood()}
              size="small"
              name="place"
            />
          </Box>
        )}
        <FormControlLabel value="me" control={<Radio />} label={discovery_filters_my_location()} />
        {draft.origin === 'me' && <LocationStatus found={!!draft.near} locator={locator} />}
        {filters.near && !filters.nearMe && (
          <FormControlLabel value="map" control={<Radio />} label={discovery_filters_map_area()} />
        )}
      </RadioGroup>
      <FormHelperText error role="alert">
        {problem}
      </FormHelperText>
    </Box>
  );
}

/** How far, and (with a distance) where from. */
export function DistanceSection(props: DistanceProps) {
  const { draft, edit, homePlace } = props;
  // A distance "Search this area" gave (any 1..100) is offered beside the usual ones.
  const choices =
    !draft.km || WITHIN_KM_CHOICES.includes(draft.km as never)
      ? WITHIN_KM_CHOICES
      : [...WITHIN_KM_CHOICES, draft.km].sort((a, b) => a - b);

  return (
    <Section label={discovery_filters_distance()}>
      <TextField
        select
        size="small"
        label={discovery_filters_how_far()}
        value={draft.km ?? ''}
        onChange={(event) => {
          const km = Number(event.target.value) || null;
          edit({ km, origin: draft.origin ?? (km && homePlace ? 'home' : null) });
        }}
        sx={{ maxWidth: 240, mt: 1 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{discovery_filters_any_distance()}</option>
        {choices.map((km) => (
          <option key={km} value={km}>
            {discovery_filters_within_km({ km: formatNumber(km) })}
          </option>
        ))}
      </TextField>
      {draft.km && <OriginChoice {...props} />}
    </Section>
  );
}

/** Under "My location": finding it, found, or why not (with Try again). */
function LocationStatus({ found, locator }: { found: boolean; locator: ReturnType<typeof useLocate> }) {
  return (
    <Box sx={{ ml: 4, my: 0.5 }} aria-live="polite">
      {locator.locating && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden /> {discovery_filters_finding_location()}
        </Box>
      )}
      {!locator.locating && found && (
        <FormHelperText sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0 }}>
          <MyLocationIcon sx={{ fontSize: 16 }} aria-hidden /> {discovery_filters_location_found()}
        </FormHelperText>
      )}
      {locator.problem && (
        // Try again under the words, not beside them: a longer word ("Réessayer", "ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ")
        // would squeeze the text or break.
        <Alert severity="warning">
          {locator.problem}
          <Box sx={{ mt: 0.5, mx: -0.625 }}>
            <Button color="inherit" size="small" onClick={locator.locate}>
              {discovery_try_again()}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}
