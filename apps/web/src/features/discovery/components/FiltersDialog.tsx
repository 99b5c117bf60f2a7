import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  discovery_filters_any_format,
  discovery_filters_any_time,
  discovery_filters_cancel,
  discovery_filters_clear_all,
  discovery_filters_events_title,
  discovery_filters_first_day,
  discovery_filters_format,
  discovery_filters_groups_title,
  discovery_filters_hybrid_hint,
  discovery_filters_last_day,
  discovery_filters_pick_dates,
  discovery_filters_show_events,
  discovery_filters_show_groups,
  discovery_filters_when,
} from '@neighbourly/i18n/messages';
import { DATE_PRESETS } from '@neighbourly/shared';
import { useId, useState, type FormEvent } from 'react';
import { fromDraft, problemsOf, toDraft, type Draft, type When } from '../filter-draft.ts';
import { formatLabel, whenPresetLabel } from '../filter-labels.ts';
import { NO_FILTERS } from '../filter-url.ts';
import { useLocate } from '../hooks/use-locate.ts';
import type { FormatFilter, SearchFilters } from '../search-filters.ts';
import { DistanceSection } from './DistanceSection.tsx';
import { Section, type Edit } from './FilterSection.tsx';

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
