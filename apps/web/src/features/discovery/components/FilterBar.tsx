import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  discovery_clear_filters,
  discovery_filters_button,
  discovery_filters_button_count,
  discovery_home_missing,
  discovery_home_missing_settings_link,
  discovery_home_missing_visitor,
  discovery_view_label,
  discovery_view_list,
  discovery_view_map,
} from '@neighbourly/i18n/messages';
import { lazy, Suspense, useState } from 'react';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { distanceLabel, formatLabel, whenLabel } from '../filter-labels.ts';
import { NO_FILTERS, useFilterNavigation, type ResultsView } from '../filter-url.ts';
import type { FilterUrl } from '../hooks/use-search-filters.ts';
import { HOME_PLACE, readFilters } from '../search-filters.ts';

const importFiltersDialog = () => import('./FiltersDialog.tsx');
/**
 * The dialog (text fields, radios, the place search) loads when a person reaches for the bar, not
 * with the list: evaluated with it, it was a long task in the landing page's first seconds on a
 * phone (issue #31). A press or focus on the bar starts the download before the click opens it.
 */
const FiltersDialog = lazy(() => importFiltersDialog().then((m) => ({ default: m.FiltersDialog })));
const warmFiltersDialog = () => void importFiltersDialog().catch(() => undefined);

export interface FilterBarProps {
  kind: 'events' | 'groups';
  /** The URL's query, which holds the filters in effect, and the way to change it. */
  url: FilterUrl;
  signedIn: boolean;
  homePlace: string | null;
}

/** List or Map: the results below change with it (on a wide search page the map joins the list). */
function ViewSwitch({ mapShown, onChange }: { mapShown: boolean; onChange: (view: ResultsView) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mapShown ? 'map' : 'list'}
      onChange={(_, next: ResultsView | null) => {
        if (next) onChange(next);
      }}
      aria-label={discovery_view_label()}
      // The unselected button's default grey is too faint on the page's background.
      sx={{ ml: 'auto', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
    >
      <ToggleButton value="list" sx={{ px: 1.5, gap: 0.75 }}>
        <FormatListBulletedIcon fontSize="small" aria-hidden />
        {discovery_view_list()}
      </ToggleButton>
      <ToggleButton value="map" sx={{ px: 1.5, gap: 0.75 }}>
        <MapOutlinedIcon fontSize="small" aria-hidden />
        {discovery_view_map()}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** 'My neighbourhood' chosen (a shared link, or the setting cleared) with none to measure from. */
function HomeMissing({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert severity="info" sx={{ mt: 1.5 }}>
      {signedIn ? (
        <>
          {discovery_home_missing()}{' '}
          <Link href={paths.settings.getHref('editProfile')}>{discovery_home_missing_settings_link()}</Link>
        </>
      ) : (
        discovery_home_missing_visitor()
      )}
    </Alert>
  );
}

/**
 * A panel's filters, compact enough for a phone: a 'Filters' button that opens the dialog, a
 * chip for each filter in effect (a tap edits it, its ✕ removes it) and, for events, the List/Map switch.
 */
export function FilterBar({ kind, url, signedIn, homePlace }: FilterBarProps) {
  const filters = readFilters(url.params);
  const mapShown = url.params.get('view') === 'map';
  const [open, setOpen] = useState(false);
  const { setFilters: onChange, setView } = useFilterNavigation(url.navigate);
  const chips = [
    { label: whenLabel(filters), clear: { when: null, from: null, to: null } },
    { label: distanceLabel(filters), clear: { km: null, place: null, near: null, nearMe: false } },
    { label: filters.format && formatLabel(filters.format), clear: { format: null } },
  ].filter((chip): chip is typeof chip & { label: string } => !!chip.label);
  const homeMissing = !!filters.km && !filters.near && filters.place === HOME_PLACE && !homePlace;

  return (
    <Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        onPointerDown={warmFiltersDialog}
        onFocus={warmFiltersDialog}
      >
        <Button
          variant="outlined"
          size="small"
          startIcon={<TuneIcon />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          {chips.length
            ? discovery_filters_button_count({ count: formatNumber(chips.length) })
            : discovery_filters_button()}
        </Button>
        {chips.map((chip) => (
          <Chip
            key={chip.label}
            label={chip.label}
            size="small"
            color="primary"
            variant="outlined"
            // A tap edits; the ✕ (or Delete on the focused chip) removes.
            onClick={() => setOpen(true)}
            onDelete={() => onChange({ ...filters, ...chip.clear })}
          />
        ))}
        {chips.length > 1 && (
          <Button size="small" color="inherit" onClick={() => onChange(NO_FILTERS)}>
            {discovery_clear_filters()}
          </Button>
        )}
        {kind === 'events' && <ViewSwitch mapShown={mapShown} onChange={setView} />}
      </Box>
      {homeMissing && <HomeMissing signedIn={signedIn} />}
      {open && (
        <Suspense fallback={null}>
          <FiltersDialog
            kind={kind}
            filters={filters}
            signedIn={signedIn}
            homePlace={homePlace}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
