import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  discovery_filters_a_neighbourhood,
  discovery_filters_any_distance,
  discovery_filters_any_format,
  discovery_filters_any_time,
  discovery_filters_cancel,
  discovery_filters_choose_neighbourhood,
  discovery_filters_clear_all,
  discovery_filters_distance,
  discovery_filters_events_title,
  discovery_filters_finding_location,
  discovery_filters_first_day,
  discovery_filters_format,
  discovery_filters_groups_title,
  discovery_filters_home_not_set,
  discovery_filters_how_far,
  discovery_filters_hybrid_hint,
  discovery_filters_last_day,
  discovery_filters_location_found,
  discovery_filters_map_area,
  discovery_filters_measured_from,
  discovery_filters_my_location,
  discovery_filters_my_neighbourhood,
  discovery_filters_my_neighbourhood_named,
  discovery_filters_neighbourhood,
  discovery_filters_pick_dates,
  discovery_filters_set_home_in_settings,
  discovery_filters_show_events,
  discovery_filters_show_groups,
  discovery_filters_when,
  discovery_filters_within_km,
  discovery_try_again,
} from '@neighbourly/i18n/messages';
import { DATE_PRESETS, placeBySlug, WITHIN_KM_CHOICES } from '@neighbourly/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PlaceSelect } from '@/components/PlaceSelect.tsx';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { fromDraft, problemsOf, toDraft, type Draft, type Origin, type When } from '../filter-draft.ts';
import { formatLabel, whenPresetLabel } from '../filter-labels.ts';
import { NO_FILTERS } from '../filter-url.ts';
import { useLocate } from '../hooks/use-locate.ts';
import type { FormatFilter, SearchFilters } from '../search-filters.ts';

type Edit = (change: Partial<Draft>) => void;

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** When: any time, a preset, or two dates. */
function WhenSection({ draft, edit, problem }: { draft: Draft; edit: Edit; problem?: string }) {
  const id = useId();
  return (
    <Section label={discovery_filters_when()}>
      <RadioGroup
        row
        name="when"
        value={draft.when}
        onChange={(event) => edit({ when: event.target.value as When })}
      >
        <FormControlLabel value="any" control={<Radio />} label={discovery_filters_any_time()} />
        {DATE_PRESETS.map((preset) => (
          <FormControlLabel key={preset} value={preset} control={<Radio />} label={whenPresetLabel(preset)} />
        ))}
        <FormControlLabel value="dates" control={<Radio />} label={discovery_filters_pick_dates()} />
      </RadioGroup>
      {draft.when === 'dates' && (
        <Stack direction="row" spacing={2} sx={{ mt: 1.5 }}>
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              type="date"
              size="small"
              label={field === 'from' ? discovery_filters_first_day() : discovery_filters_last_day()}
              value={draft[field]}
              onChange={(event) => edit({ [field]: event.target.value })}
              error={!!problem}
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': id } }}
            />
          ))}
        </Stack>
      )}
      <FormHelperText id={id} error role="alert">
        {problem}
      </FormHelperText>
    </Section>
  );
}

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
function DistanceSection(props: DistanceProps) {
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

function FormatSection({ draft, edit }: { draft: Draft; edit: Edit }) {
  const id = useId();
  return (
    <Section label={discovery_filters_format()}>
      <RadioGroup
        row
        name="format"
        aria-describedby={id}
        value={draft.format ?? 'any'}
        onChange={(event) =>
          edit({ format: event.target.value === 'any' ? null : (event.target.value as FormatFilter) })
        }
      >
        <FormControlLabel value="any" control={<Radio />} label={discovery_filters_any_format()} />
        {(['IN_PERSON', 'ONLINE'] as const).map((format) => (
          <FormControlLabel key={format} value={format} control={<Radio />} label={formatLabel(format)} />
        ))}
      </RadioGroup>
      <FormHelperText id={id} sx={{ mx: 0 }}>
        {discovery_filters_hybrid_hint()}
      </FormHelperText>
    </Section>
  );
}

export interface FiltersDialogProps {
  /** Events have when, distance and format; groups the distance only. */
  kind: 'events' | 'groups';
  filters: SearchFilters;
  signedIn: boolean;
  homePlace: string | null;
  onClose: () => void;
  onApply: (filters: SearchFilters) => void;
}

const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The filters in a dialog (full screen on a phone): when, how far and from where, and the
 * format. Nothing changes until 'Show …', which makes one history entry. The browser is asked
 * for its location only when 'My location' is chosen.
 */
export function FiltersDialog({ kind, filters, signedIn, homePlace, onClose, onApply }: FiltersDialogProps) {
  const id = useId();
  const phone = useMediaQuery(isPhoneQuery);
  const [draft, setDraft] = useState(() => toDraft(filters));
  const [checked, setChecked] = useState(false);
  const edit: Edit = (change) => setDraft((current) => ({ ...current, ...change }));
  // A location that arrives after the person chose something else is dropped.
  const locator = useLocate((near) =>
    setDraft((current) => (current.origin === 'me' ? { ...current, near } : current)),
  );
  const problems = checked ? problemsOf(draft, homePlace) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = problemsOf(draft, homePlace);
    if (found.dates || found.origin || locator.locating) return;
    onApply(fromDraft(draft));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>
        {kind === 'events' ? discovery_filters_events_title() : discovery_filters_groups_title()}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {kind === 'events' && <WhenSection draft={draft} edit={edit} problem={problems.dates} />}
        <DistanceSection
          draft={draft}
          edit={edit}
          filters={filters}
          signedIn={signedIn}
          homePlace={homePlace}
          problem={problems.origin}
          locator={locator}
        />
        {kind === 'events' && <FormatSection draft={draft} edit={edit} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => setDraft(toDraft(NO_FILTERS))} sx={{ mr: 'auto' }}>
          {discovery_filters_clear_all()}
        </Button>
        <Button color="inherit" onClick={onClose}>
          {discovery_filters_cancel()}
        </Button>
        <Button type="submit" variant="contained" disabled={locator.locating}>
          {kind === 'events' ? discovery_filters_show_events() : discovery_filters_show_groups()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
